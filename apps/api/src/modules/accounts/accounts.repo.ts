import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { TAccountType, TRole } from '@praktika/contracts/common';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client.ts';
import { catalogueItems } from '../catalogues/catalogues.schema.ts';
import { accounts, type AccountRow } from './accounts.schema.ts';
import {
  businessCategories,
  businesses,
  internCategories,
  internDisabilities,
  interns,
  internSkills,
  mentorCategories,
  mentorDisabilities,
  mentors,
  mentorSkills,
} from './profiles.schema.ts';

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

/** The constraint name of a PostgreSQL unique violation (through Drizzle's wrapper), else null. */
export function uniqueViolation(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

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

export async function findAccountById(exec: Executor, id: string, opts: { forUpdate?: boolean } = {}) {
  const q = exec.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

export async function updateAccount(exec: Executor, id: string, set: Partial<Omit<NewAccount, 'id'>>) {
  await exec
    .update(accounts)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(accounts.id, id));
}

/** Catalogue ids among `ids` that exist, with their collection. */
export async function catalogueCollections(exec: Executor, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await exec
    .select({ id: catalogueItems.id, collection: catalogueItems.collection })
    .from(catalogueItems)
    .where(inArray(catalogueItems.id, ids));
  return new Map(rows.map((r) => [r.id, r.collection]));
}

/** The many-to-many tables from a profile to catalogue items. */
export type LinkTable =
  | typeof internCategories
  | typeof internSkills
  | typeof internDisabilities
  | typeof businessCategories
  | typeof mentorCategories
  | typeof mentorSkills
  | typeof mentorDisabilities;

async function link<T extends LinkTable>(
  exec: Executor,
  table: T,
  ownerId: string,
  itemIds: string[],
): Promise<void> {
  const rows = [...new Set(itemIds)].map((itemId) => ({ ownerId, itemId }) as PgInsertValue<T>);
  if (rows.length) await exec.insert(table).values(rows);
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
    await link(exec, internCategories, id, p.categories);
    await link(exec, internSkills, id, p.skills);
    await link(exec, internDisabilities, id, p.disabilities);
  } else if (p.type === 'business') {
    await exec.insert(businesses).values({ ...p.profile, id });
    await link(exec, businessCategories, id, p.categories);
  } else {
    await exec.insert(mentors).values({ ...p.profile, id });
    await link(exec, mentorCategories, id, p.categories);
    await link(exec, mentorSkills, id, p.skills);
    await link(exec, mentorDisabilities, id, p.disabilities);
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

/** `%term%` for ILIKE with the user's wildcards taken literally. */
function contains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Business-type accounts of one role with their profile, newest first. */
export async function listBusinessAccounts(
  exec: Executor,
  opts: {
    role: Extract<TRole, 'business' | 'admin'>;
    name?: string;
    number?: string;
    offset: number;
    limit: number | null;
  },
) {
  const where: SQL[] = [eq(accounts.accountType, 'business'), eq(accounts.role, opts.role)];
  if (opts.name) where.push(ilike(businesses.name, contains(opts.name)));
  if (opts.number) where.push(ilike(businesses.number, contains(opts.number)));
  const filter = and(...where);
  const [total] = await exec
    .select({ n: count() })
    .from(accounts)
    .leftJoin(businesses, eq(businesses.id, accounts.id))
    .where(filter);
  const q = exec
    .select({
      id: accounts.id,
      email: accounts.email,
      createdAt: accounts.createdAt,
      name: businesses.name,
      number: businesses.number,
    })
    .from(accounts)
    .leftJoin(businesses, eq(businesses.id, accounts.id))
    .where(filter)
    .orderBy(desc(accounts.createdAt), desc(accounts.id))
    .offset(opts.offset);
  const rows = opts.limit === null ? await q : await q.limit(opts.limit);
  return { rows, total: Number(total?.n ?? 0) };
}
