import { PROGRAMME_TIME_ZONE } from '@praktika/contracts/dates';
import type { mailApplications as reference } from '../sq/mail-applications.ts';
import type { Mirror } from '../shape.ts';

const ev = (subject: (o: string) => string, intro: (other: string, o: string) => string, button: string) => ({
  subject,
  intro,
  button,
});

export const mailApplications: Mirror<typeof reference> = {
  details: 'Details',
  when: 'When',
  place: 'Place',
  join: 'Link',
  dates: 'Dates',
  newEnd: 'New end date',
  zone: (o) => `${PROGRAMME_TIME_ZONE} time, UTC${o}`,
  applied: ev(
    (o) => `New application: ${o}`,
    (x, o) => `${x} applied to "${o}".`,
    'See the applicants',
  ),
  invited: ev(
    (o) => `You are invited to apply: ${o}`,
    (x, o) => `${x} invites you to "${o}". Accept or decline the invitation in your applications.`,
    'Open your applications',
  ),
  acceptInvitation: ev(
    (o) => `Invitation accepted: ${o}`,
    (x, o) => `${x} accepted your invitation to "${o}".`,
    'See the applicants',
  ),
  declineInvitation: ev(
    (o) => `Invitation declined: ${o}`,
    (x, o) => `${x} declined your invitation to "${o}".`,
    'See the applicants',
  ),
  guardianEnded: ev(
    (o) => `Application ended: ${o}`,
    (x, o) =>
      `The application or invitation of ${x} to "${o}" has ended: the intern's parent or guardian did not give consent.`,
    'See the applicants',
  ),
  withdraw: ev(
    (o) => `Application withdrawn: ${o}`,
    (x, o) => `${x} withdrew the application to "${o}".`,
    'See the applicants',
  ),
  shortlist: ev(
    (o) => `You are on the shortlist: ${o}`,
    (x, o) => `${x} put you on the shortlist for "${o}".`,
    'Open your applications',
  ),
  notShortlist: ev(
    (o) => `About your application: ${o}`,
    (x, o) => `${x} did not put you on the shortlist for "${o}". Thank you for applying.`,
    'Open your applications',
  ),
  scheduleInterview: ev(
    (o) => `Interview invitation: ${o}`,
    (x, o) => `${x} invites you to an interview for "${o}".`,
    'Open your applications',
  ),
  accept: ev(
    (o) => `You have been accepted: ${o}`,
    (x, o) => `${x} accepted you for "${o}".`,
    'Open your applications',
  ),
  validation: ev(
    (o) => `Waiting for validation: ${o}`,
    (x, o) => `${x} accepted an intern for "${o}". The acceptance waits for your validation.`,
    'Validate',
  ),
  approve: ev(
    (o) => `Internship validated: ${o}`,
    (_x, o) => `The programme validated the internship "${o}".`,
    'Open',
  ),
  refuse: ev(
    (o) => `Internship not validated: ${o}`,
    (_x, o) => `The programme did not validate the internship "${o}".`,
    'Open',
  ),
  hire: ev(
    (o) => `Your internship starts: ${o}`,
    (x, o) => `${x} signed the contract and hired you for "${o}".`,
    'Open your internship',
  ),
  extend: ev(
    (o) => `Internship extended: ${o}`,
    (x, o) => `${x} extended your internship "${o}".`,
    'Open your internship',
  ),
  finalize: ev(
    (o) => `Internship completed: ${o}`,
    (x, o) => `${x} completed your internship "${o}". Congratulations!`,
    'Open your applications',
  ),
  complete: ev(
    (o) => `Training completed: ${o}`,
    (x, o) => `${x} marked the training "${o}" as completed. Congratulations!`,
    'Open your trainings',
  ),
  contract: ev(
    (o) => `Your contract is ready: ${o}`,
    (x, o) => `${x} uploaded the signed contract for "${o}".`,
    'Open your internship',
  ),
};
