import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { interns } from '../../db/schema/profiles.ts';
import { guardianConsents, type GuardianConsentRow } from '../../db/schema/guardians.ts';

export type NewGuardianConsent = typeof guardianConsents.$inferInsert;

/** The intern's guardian consent row (undefined: no guardian given yet). */
export async function findConsent(ex: Executor, internId: string, opts: { forUpdate?: boolean } = {}) {
  const q = ex.select().from(guardianConsents).where(eq(guardianConsents.internId, internId)).limit(1);
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

/** The row a link's hash names, as a decision link or as a withdrawal link. */
export async function findConsentByHash(
  ex: Executor,
  hash: string,
): Promise<{ row: GuardianConsentRow; mode: 'decide' | 'withdraw' } | undefined> {
  const [decide] = await ex
    .select()
    .from(guardianConsents)
    .where(eq(guardianConsents.tokenHash, hash))
    .limit(1)
    .for('update');
  if (decide) return { row: decide, mode: 'decide' };
  const [withdraw] = await ex
    .select()
    .from(guardianConsents)
    .where(eq(guardianConsents.withdrawTokenHash, hash))
    .limit(1)
    .for('update');
  return withdraw ? { row: withdraw, mode: 'withdraw' } : undefined;
}

export async function upsertConsent(ex: Executor, values: NewGuardianConsent): Promise<void> {
  const { internId: _id, ...rest } = values;
  await ex
    .insert(guardianConsents)
    .values(values)
    .onConflictDoUpdate({ target: guardianConsents.internId, set: { ...rest, updatedAt: new Date() } });
}

export async function updateConsent(
  ex: Executor,
  internId: string,
  values: Partial<NewGuardianConsent>,
): Promise<void> {
  await ex
    .update(guardianConsents)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(guardianConsents.internId, internId));
}

/** What the guardian e-mails and the status need of the intern. */
export async function internForGuardian(ex: Executor, internId: string) {
  const [row] = await ex
    .select({
      id: interns.id,
      name: interns.name,
      lastName: interns.lastName,
      birthdate: interns.birthdate,
      email: accounts.email,
      emailLanguage: accounts.emailLanguage,
    })
    .from(interns)
    .innerJoin(accounts, eq(accounts.id, interns.id))
    .where(eq(interns.id, internId))
    .limit(1);
  return row;
}
