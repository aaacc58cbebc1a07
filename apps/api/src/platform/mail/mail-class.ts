/**
 * Transactional mail is what one person is waiting for now (a confirmation code, a password reset, an interview or
 * meeting invitation, any step of their own application or mentorship); bulk mail goes to many at once on a
 * schedule (reminders, survey invitations). Transactional mail is fetched and sent first, so a code queued behind
 * thousands of reminders still arrives within seconds. Every mail states its class (`defineMail`).
 */
export type MailClass = 'transactional' | 'bulk';

/** pg-boss priorities: workers fetch the higher first. */
export const MAIL_PRIORITY: Record<MailClass, number> = { transactional: 10, bulk: 0 };
