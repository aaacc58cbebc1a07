import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { devMailbox } from '../../db/schema/mail.ts';
import type { MailAttachment } from './mailer.ts';
import type { RenderedMail } from './layout.ts';

export interface OutgoingMail extends RenderedMail {
  to: string;
  attachments?: MailAttachment[];
  /** The message's own id (`<…@host>`): the same for every attempt of one mail job, so copies can be told apart. */
  messageId?: string;
}

/** Where rendered e-mail goes: an SMTP server, or the dev mailbox table. */
export interface MailTransport {
  kind: 'smtp' | 'dev-mailbox';
  /** How many messages it sends at once (the SMTP pool's connections); the mailer keeps no more in flight. */
  maxInFlight: number;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Connections the SMTP pool keeps open (and messages sent at once); `SMTP_URL` may set `?maxConnections=`. */
export const SMTP_MAX_CONNECTIONS = 5;

/**
 * Pooled SMTP: up to `maxConnections` connections kept open and reused (100 messages each before a fresh one), so
 * a message costs one SMTP transaction, not a connection and handshake. The URL's query overrides these options,
 * e.g. `?maxConnections=2` for a provider that allows fewer, or `?pool=false`.
 */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_MAX_CONNECTIONS,
    maxMessages: 100,
    // Closed by us when unused for half a minute (before the socket timeout below would end it as a failure).
    idleTimeout: 30_000,
    // A server that stops answering fails the message (retried later) instead of holding a slot for minutes.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  const fromUrl = Number(/[?&]maxConnections=(\d+)/.exec(smtpUrl)?.[1]);
  return {
    kind: 'smtp',
    maxInFlight: fromUrl > 0 ? fromUrl : SMTP_MAX_CONNECTIONS,
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        ...(mail.messageId ? { messageId: mail.messageId } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.attachments?.length
          ? {
              attachments: mail.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: a.content,
              })),
            }
          : {}),
      });
    },
    close() {
      transporter.close();
    },
  };
}

export function createDevMailboxTransport(db: Db): MailTransport {
  return {
    kind: 'dev-mailbox',
    // Inserts: on PGlite they take turns on its one connection anyway.
    maxInFlight: 4,
    async send(mail) {
      const { attachments = [], messageId: _messageId, ...rest } = mail;
      await db.insert(devMailbox).values({ id: randomUUID(), ...rest, attachments });
    },
    close() {},
  };
}
