import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { programmeToday } from '@praktika/contracts/dates';
import type { Executor } from '../../platform/db/client.ts';
import { files, type FileRow } from '../../db/schema/files.ts';
import { accounts, type AccountRow } from '../../db/schema/accounts.ts';
import { businesses, interns, mentors } from '../../db/schema/profiles.ts';
import { contactMessages, type ContactMessageRow } from '../../db/schema/contact.ts';
import { anonymisedAccounts } from '../../db/schema/privacy.ts';

export type NewAnonymisedAccount = typeof anonymisedAccounts.$inferInsert;

export async function lockAccount(exec: Executor, id: string): Promise<AccountRow | undefined> {
  const [row] = await exec.select().from(accounts).where(eq(accounts.id, id)).for('update');
  return row;
}

/**
 * Every administrator, locked in one order: two admins deleting each other at once wait for one another, so
 * the "last admin" rule cannot be passed by both.
 */
export async function lockAdmins(exec: Executor) {
  return exec
    .select({ id: accounts.id, active: accounts.active, createdAt: accounts.createdAt })
    .from(accounts)
    .where(eq(accounts.role, 'admin'))
    .orderBy(asc(accounts.id))
    .for('update');
}

/** ISO day (UTC) of a timestamp. */
/** The Priština calendar day of an instant (reports count registrations by these days). */
const day = (d: Date) => programmeToday(d);

/**
 * The statistics facts of an account (before it is deleted): its type and role, the profile's municipality,
 * gender, birth year (interns) and entity type (organisations), and the registration day. Nothing else.
 */
export async function anonymisedFacts(
  exec: Executor,
  account: AccountRow,
  deletedAt: Date,
): Promise<Omit<NewAnonymisedAccount, 'id'>> {
  const base = {
    accountType: account.accountType,
    role: account.role,
    registeredOn: day(account.createdAt),
    deletedOn: day(deletedAt),
  };
  if (account.accountType === 'intern') {
    const [p] = await exec
      .select({ m: interns.municipalityId, g: interns.gender, b: interns.birthdate })
      .from(interns)
      .where(eq(interns.id, account.id));
    return { ...base, municipalityId: p?.m ?? null, gender: p?.g ?? null, birthYear: p ? year(p.b) : null };
  }
  if (account.accountType === 'mentor') {
    const [p] = await exec
      .select({ m: mentors.municipalityId, g: mentors.gender })
      .from(mentors)
      .where(eq(mentors.id, account.id));
    return { ...base, municipalityId: p?.m ?? null, gender: p?.g ?? null };
  }
  const [p] = await exec
    .select({ m: businesses.municipalityId, t: businesses.typeId })
    .from(businesses)
    .where(eq(businesses.id, account.id));
  return { ...base, municipalityId: p?.m ?? null, businessTypeId: p?.t ?? null };
}

function year(isoDate: string): number | null {
  const y = Number(isoDate.slice(0, 4));
  return Number.isInteger(y) ? y : null;
}

export async function insertAnonymised(exec: Executor, row: NewAnonymisedAccount): Promise<void> {
  await exec.insert(anonymisedAccounts).values(row);
}

/** Hands every file of `from` to `to` (an administrator's content files to the admin who stays). */
export async function reassignFiles(exec: Executor, from: string, to: string): Promise<number> {
  const moved = await exec
    .update(files)
    .set({ ownerId: to })
    .where(eq(files.ownerId, from))
    .returning({ id: files.id });
  return moved.length;
}

/** The account row goes; its profile, the profile's links and the intern's CV rows go with it (ON DELETE CASCADE). */
export async function deleteAccountRow(exec: Executor, id: string): Promise<void> {
  await exec.delete(accounts).where(eq(accounts.id, id));
}

const sameAddress = (column: typeof accounts.email | typeof contactMessages.email, email: string) =>
  sql`lower(${column}) = ${email.toLowerCase()}`;

/**
 * Contact-form messages sent from `email` are erased with the account, unless another account (of another type)
 * still uses the address: those messages are that account's too.
 */
export async function deleteContactMessagesOf(exec: Executor, email: string, accountId: string) {
  const [other] = await exec
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(sameAddress(accounts.email, email), ne(accounts.id, accountId)))
    .limit(1);
  if (other) return 0;
  const gone = await exec
    .delete(contactMessages)
    .where(sameAddress(contactMessages.email, email))
    .returning({ id: contactMessages.id });
  return gone.length;
}

export async function filesOwnedBy(exec: Executor, ownerId: string): Promise<FileRow[]> {
  return exec
    .select()
    .from(files)
    .where(eq(files.ownerId, ownerId))
    .orderBy(asc(files.createdAt), asc(files.id));
}

export async function contactMessagesFrom(exec: Executor, email: string): Promise<ContactMessageRow[]> {
  return exec
    .select()
    .from(contactMessages)
    .where(sameAddress(contactMessages.email, email))
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
}
