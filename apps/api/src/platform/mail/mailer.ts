import type { TUiLanguage } from '@praktika/contracts/common';
import type { Executor } from '../db/client.ts';
import type { MailDefinition, StoredParams } from './define-mail.ts';

/** An e-mail as it is queued (the pg-boss job's data): the mail's name, recipient, language and params. */
export interface MailJob {
  template: string;
  to: string;
  /** The recipient's language: sr-Cyrl is the Serbian mail transliterated when it is rendered. */
  language: TUiLanguage;
  /** The mail's params (checked by its schema when queued). Never logged: they hold codes and links. */
  params: StoredParams;
  /** Files sent with the e-mail (text content, e.g. a calendar invite `invite.ics`). */
  attachments?: MailAttachment[];
}

/** One e-mail to send: to whom, in which language, with the mail's typed params. */
export interface MailMessage<P> {
  to: string;
  /** The recipient's saved e-mail language (sq, sr, sr-Cyrl, en). */
  language: TUiLanguage;
  params: P;
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
  /** Queues `mail` through `exec`; params that do not fit the mail's schema throw here. */
  enqueue<P>(exec: Executor, mail: MailDefinition<string, P>, message: MailMessage<P>): Promise<void>;
  /** Queues many messages of one mail in one statement (a message to many recipients), like `enqueue` otherwise. */
  enqueueMany<P>(exec: Executor, mail: MailDefinition<string, P>, messages: MailMessage<P>[]): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Deliver everything that is due now (tests, and a last flush at shutdown). */
  drain(): Promise<void>;
}
