import type { TLanguage } from '@praktika/contracts/common';
import type { Executor } from '../db/client.ts';

/** The e-mails the platform sends; each has sq, sr and en templates. */
export type MailTemplate =
  | 'confirmation'
  | 'resend'
  | 'reset'
  | 'contact'
  /** To a mentor an admin has approved (people area). */
  | 'mentorApproved'
  /** To each admin: an organisation asks to change its entity type, number or legal name. */
  | 'changeRequest';

export interface MailJob {
  template: MailTemplate;
  to: string;
  language: TLanguage;
  /** Template values, e.g. name, code, link. Never logged. */
  params: Record<string, string>;
}

/** Enqueues e-mail as background jobs inside the caller's transaction; a worker delivers them. */
export interface Mailer {
  enqueue(exec: Executor, job: MailJob): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Deliver everything that is due now (tests, and a last flush at shutdown). */
  drain(): Promise<void>;
}
