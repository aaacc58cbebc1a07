import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { devMailbox } from './mail.schema.ts';
import type { MailAttachment } from './mailer.ts';
import type { RenderedMail } from './templates.ts';

export interface OutgoingMail extends RenderedMail {
  to: string;
  attachments?: MailAttachment[];
}

/** Where rendered e-mail goes: an SMTP server, or the dev mailbox table. */
export interface MailTransport {
  kind: 'smtp' | 'dev-mailbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
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
    async send(mail) {
      const { attachments = [], ...rest } = mail;
      await db.insert(devMailbox).values({ id: randomUUID(), ...rest, attachments });
    },
    close() {},
  };
}
