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
  | 'changeRequest'
  /** Every step of an application, to the other party or the admins (platform/mail/application-templates.ts). */
  | 'application'
  /** A cancelled engagement: to the other party and the admins (platform/mail/safety-templates.ts). */
  | 'cancellation'
  /** A new red flag: to the admins only, never the reported party (platform/mail/safety-templates.ts). */
  | 'redFlag'
  /** A mentorship's steps: assigned, accepted, waiting list, served, ended (platform/mail/mentoring-templates.ts). */
  | 'mentorship'
  /** A meeting's invitation, change, cancellation or reminder (platform/mail/meeting-templates.ts). */
  | 'meeting'
  /** A survey fell due, or its one reminder: two links, signed in and phone (platform/mail/survey-templates.ts). */
  | 'survey';

export interface MailJob {
  template: MailTemplate;
  to: string;
  language: TLanguage;
  /** Template values, e.g. name, code, link. Never logged. */
  params: Record<string, string>;
  /** Files sent with the e-mail (text content, e.g. a calendar invite `invite.ics`). */
  attachments?: MailAttachment[];
}

/** An attachment: its name, MIME type (with parameters, e.g. `text/calendar; method=REQUEST; charset=UTF-8`), text. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Enqueues e-mail as background jobs inside the caller's transaction; a worker delivers them. */
export interface Mailer {
  enqueue(exec: Executor, job: MailJob): Promise<void>;
  /** Enqueues many e-mails in one statement (a message to many recipients), like `enqueue` otherwise. */
  enqueueMany(exec: Executor, jobs: MailJob[]): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Deliver everything that is due now (tests, and a last flush at shutdown). */
  drain(): Promise<void>;
}
