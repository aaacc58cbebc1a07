import { and, eq, sql } from 'drizzle-orm';
import type { TAccountType } from '@praktika/contracts/common';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client.ts';
import { updateStamped } from '../../platform/db/repo.ts';
import type { SessionState } from '../../platform/auth/guard.ts';
import { accounts, type AccountRow } from '../../db/schema/accounts.ts';
import { catalogueItems } from '../../db/schema/catalogues.ts';
import {
  BUSINESS_LINKS,
  businesses,
  INTERN_LINKS,
  interns,
  MENTOR_LINKS,
  mentors,
  type LinkTable,
} from '../../db/schema/profiles.ts';

type NewIntern = Omit<typeof interns.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
type NewBusiness = Omit<typeof businesses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
type NewMentor = Omit<typeof mentors.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A profile with its many-to-many catalogue links, as signup (or a factory) creates it. */
export type ProfileInput =
  | { type: 'intern'; profile: NewIntern; categories: string[]; skills: string[]; disabilities: string[] }
  | { type: 'business'; profile: NewBusiness; categories: string[] }
  | { type: 'mentor'; profile: NewMentor; categories: string[]; skills: string[]; disabilities: string[] };

export type NewAccount = Omit<typeof accounts.$inferInsert, 'createdAt' | 'updatedAt'>;

export const UNIQUE = {
  email: 'accounts_type_email_uq',
  businessNumber: 'businesses_number_uq',
} as const;

export async function findAccountByEmail(
  exec: Executor,
  type: TAccountType,
  email: string,
  opts: { forUpdate?: boolean } = {},
): Promise<AccountRow | undefined> {
  const q = exec
    .select()
    .from(accounts)
    .where(and(eq(accounts.accountType, type), sql`lower(${accounts.email}) = ${email.toLowerCase()}`))
    .limit(1);
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

/**
 * Whether the entity type `typeId` lets its organisations use a free-mail address (issue 22 §3); undefined when
 * there is no such entity type.
 */
export async function entityTypeAllowsFreeMail(exec: Executor, typeId: string): Promise<boolean | undefined> {
  const [row] = await exec
    .select({ allows: catalogueItems.allowsFreeMail })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.id, typeId), eq(catalogueItems.collection, 'businesstypes')))
    .limit(1);
  return row ? row.allows === true : undefined;
}

export async function findAccountById(exec: Executor, id: string, opts: { forUpdate?: boolean } = {}) {
  const q = exec.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

export async function updateAccount(exec: Executor, id: string, set: Partial<Omit<NewAccount, 'id'>>) {
  await updateStamped(exec, accounts, id, set);
}

/** Catalogue ids among `ids` that exist, with their collection. */
export type { LinkTable };

async function link<T extends LinkTable>(
  exec: Executor,
  table: T,
  ownerId: string,
  itemIds: string[],
): Promise<void> {
  const rows = [...new Set(itemIds)].map((itemId) => ({ ownerId, itemId }) as PgInsertValue<T>);
  if (rows.length) await exec.insert(table).values(rows);
}

/** Links the owner to the items each list names, one link table per list (`links`: the profile's tables). */
async function linkAll<L extends Record<string, LinkTable>>(
  exec: Executor,
  links: L,
  ownerId: string,
  lists: Record<keyof L, string[]>,
): Promise<void> {
  for (const field of Object.keys(links) as (keyof L)[])
    await link(exec, links[field], ownerId, lists[field]);
}

/** Inserts an account and its profile; call inside a transaction. */
export async function insertAccountWithProfile(
  exec: Executor,
  account: NewAccount,
  p: ProfileInput,
): Promise<void> {
  await exec.insert(accounts).values(account);
  const id = account.id;
  if (p.type === 'intern') {
    await exec.insert(interns).values({ ...p.profile, id });
    await linkAll(exec, INTERN_LINKS, id, p);
  } else if (p.type === 'business') {
    await exec.insert(businesses).values({ ...p.profile, id });
    await linkAll(exec, BUSINESS_LINKS, id, p);
  } else {
    await exec.insert(mentors).values({ ...p.profile, id });
    await linkAll(exec, MENTOR_LINKS, id, p);
  }
}

export async function businessNumberTaken(exec: Executor, number: string): Promise<boolean> {
  const [row] = await exec
    .select({ id: businesses.id })
    .from(businesses)
    .where(sql`lower(${businesses.number}) = ${number.toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}

/** The profile's display name, for e-mails. */
export async function displayName(exec: Executor, account: Pick<AccountRow, 'id' | 'accountType' | 'email'>) {
  if (account.accountType === 'intern') {
    const [r] = await exec.select({ n: interns.name }).from(interns).where(eq(interns.id, account.id));
    return r?.n ?? account.email;
  }
  if (account.accountType === 'mentor') {
    const [r] = await exec.select({ n: mentors.name }).from(mentors).where(eq(mentors.id, account.id));
    return r?.n ?? account.email;
  }
  const [r] = await exec.select({ n: businesses.name }).from(businesses).where(eq(businesses.id, account.id));
  return r?.n ?? account.email;
}

export async function internFlags(exec: Executor, id: string) {
  const [row] = await exec
    .select({
      birthdate: interns.birthdate,
      updateRequired: interns.updateRequired,
      updateFinished: interns.updateFinished,
    })
    .from(interns)
    .where(eq(interns.id, id));
  return row;
}

/** What the session guard needs of an account now (platform/auth/guard.ts). */
export async function findSessionState(exec: Executor, id: string): Promise<SessionState | undefined> {
  const [row] = await exec
    .select({
      role: accounts.role,
      accountType: accounts.accountType,
      sessionVersion: accounts.sessionVersion,
      active: accounts.active,
    })
    .from(accounts)
    .where(eq(accounts.id, id))
    .limit(1);
  return row;
}
