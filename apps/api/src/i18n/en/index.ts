import type { Catalogue } from '../shape.ts';
import { accounts } from './accounts.ts';
import { common } from './common.ts';
import { cv } from './cv.ts';
import { errors } from './errors.ts';
import { mailAccounts } from './mail-accounts.ts';
import { mailApplications } from './mail-applications.ts';
import { mailContact } from './mail-contact.ts';
import { mailLayout } from './mail-layout.ts';
import { mailMeetings } from './mail-meetings.ts';
import { mailMentorships } from './mail-mentorships.ts';
import { mailPeople } from './mail-people.ts';
import { mailSafety } from './mail-safety.ts';
import { mailSurveys } from './mail-surveys.ts';
import { surveys } from './surveys.ts';

export const en: Catalogue = {
  accounts,
  common,
  cv,
  errors,
  mailAccounts,
  mailApplications,
  mailContact,
  mailLayout,
  mailMeetings,
  mailMentorships,
  mailPeople,
  mailSafety,
  mailSurveys,
  surveys,
};
