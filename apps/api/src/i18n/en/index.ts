/** English: one export per namespace, as in sq. */
export { accounts } from './accounts.ts';
export { common } from './common.ts';
export { cv } from './cv.ts';
export { errors } from './errors.ts';
export { mailAccounts } from './mail-accounts.ts';
export { mailApplications } from './mail-applications.ts';
export { mailContact } from './mail-contact.ts';
export { mailLayout } from './mail-layout.ts';
export { mailMeetings } from './mail-meetings.ts';
export { mailMentorships } from './mail-mentorships.ts';
export { mailPeople } from './mail-people.ts';
export { mailSafety } from './mail-safety.ts';
export { mailReports } from './mail-reports.ts';
export { mailSurveys } from './mail-surveys.ts';
export { reportExport } from './report-export.ts';
export { reports } from './reports.ts';
export { surveys } from './surveys.ts';
