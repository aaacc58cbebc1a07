import type { MailJob, MailTemplate } from './mailer.ts';

/**
 * Transactional mail is what one person is waiting for now (a confirmation code, a password reset, an interview or
 * meeting invitation, any step of their own application or mentorship); bulk mail goes to many at once on a
 * schedule (reminders, survey invitations). Transactional mail is fetched and sent first, so a code queued behind
 * thousands of reminders still arrives within seconds.
 */
export type MailClass = 'transactional' | 'bulk';

type Classifier = MailClass | ((params: Record<string, string>) => MailClass);

/**
 * Every template's class, in this one place (a new template does not compile until it is classified here).
 * A template that covers both kinds decides by its `event` param.
 */
const MAIL_CLASSES: Record<MailTemplate, Classifier> = {
  confirmation: 'transactional',
  resend: 'transactional',
  reset: 'transactional',
  contact: 'transactional',
  mentorApproved: 'transactional',
  changeRequest: 'transactional',
  // Every step of an application, the interview invitation among them.
  application: 'transactional',
  cancellation: 'transactional',
  redFlag: 'transactional',
  mentorship: 'transactional',
  // Invitations, changes and cancellations are awaited; the reminders before a meeting go out in bulk.
  meeting: (params) => (params.event === 'reminder' ? 'bulk' : 'transactional'),
  // A survey falling due (an invitation to answer it) and its reminder.
  survey: 'bulk',
};

/** pg-boss priorities: workers fetch the higher first. */
export const MAIL_PRIORITY: Record<MailClass, number> = { transactional: 10, bulk: 0 };

export function mailClass(job: Pick<MailJob, 'template' | 'params'>): MailClass {
  const classify = MAIL_CLASSES[job.template];
  return typeof classify === 'function' ? classify(job.params) : classify;
}
