import { randomUUID } from 'node:crypto';
import type { TContactCreate, TContactMessage, TContactQuery } from '@praktika/contracts/contact';
import { DEFAULT_LANGUAGE, type TLanguage, type TPaged } from '@praktika/contracts/common';
import type { Db } from '../../platform/db/client.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { CONTACT_MAIL } from './contact.mail.ts';
import type { Actor } from '../../platform/auth/guard.ts';
import { assertCan } from '../../platform/auth/policy.ts';
import { AppError } from '../../platform/errors.ts';
import type { ContactRepo } from './contact.repo.ts';
import type { ContactMessageRow } from '../../db/schema/contact.ts';

export interface ContactDeps {
  db: Db;
  repo: ContactRepo;
  mailer: Pick<Mailer, 'enqueue'>;
  /** The programme address the messages are e-mailed to. */
  contactEmail: string;
  /** The language of the e-mail to the programme (the site's default, sq). */
  mailLanguage?: TLanguage;
}

const present = (row: ContactMessageRow): TContactMessage => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

export function createContactService(deps: ContactDeps) {
  const { db, repo, mailer } = deps;

  /** Stores the message and enqueues its e-mail to the programme in the same transaction. */
  async function send(
    input: TContactCreate,
    language: TLanguage,
  ): Promise<{ contactMessage: TContactMessage }> {
    const row = await db.transaction(async (tx) => {
      const created = await repo.create(
        { id: randomUUID(), name: input.name, email: input.email, message: input.message, language },
        tx,
      );
      await mailer.enqueue(tx, CONTACT_MAIL, {
        to: deps.contactEmail,
        language: deps.mailLanguage ?? DEFAULT_LANGUAGE,
        params: { name: input.name, email: input.email, message: input.message },
      });
      return created;
    });
    return { contactMessage: present(row) };
  }

  async function list(
    actor: Actor,
    query: TContactQuery,
  ): Promise<{ contactMessages: TPaged<TContactMessage> }> {
    assertCan(actor, 'list', 'contactMessage');
    const page = await repo.listMessages(query);
    return { contactMessages: { ...page, docs: page.docs.map(present) } };
  }

  async function remove(actor: Actor, id: string): Promise<{ contactMessage: TContactMessage }> {
    assertCan(actor, 'delete', 'contactMessage');
    const row = await repo.remove(id);
    if (!row) throw new AppError('NOT_FOUND');
    return { contactMessage: present(row) };
  }

  return { send, list, remove };
}
export type ContactService = ReturnType<typeof createContactService>;
