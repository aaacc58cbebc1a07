import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db/client.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { uniqueViolation } from '../../platform/db/pg-error.ts';
import { findAccountByEmail, insertAccountWithProfile } from './accounts.repo.ts';

export type EnsureAdminResult =
  | { status: 'created'; id: string }
  | { status: 'exists'; id: string }
  /** A business (not admin) account holds the e-mail; it is left as it is. */
  | { status: 'taken-by-business'; id: string };

/**
 * Makes sure an admin exists for `email`: a confirmed business-type account with role admin and a
 * minimal business profile. Idempotent and safe when several instances start at once; never changes
 * an existing account (nor its password).
 */
export async function ensureAdmin(
  db: Db,
  input: { email: string; password: string },
): Promise<EnsureAdminResult> {
  const email = input.email.trim().toLowerCase();
  const existing = await findAccountByEmail(db, 'business', email);
  if (existing)
    return { status: existing.role === 'admin' ? 'exists' : 'taken-by-business', id: existing.id };

  const id = randomUUID();
  const passwordHash = await hashPassword(input.password);
  try {
    await db.transaction(async (tx) => {
      await insertAccountWithProfile(
        tx,
        { id, accountType: 'business', role: 'admin', email, passwordHash, confirmedAt: new Date() },
        { type: 'business', profile: { name: email, number: null }, categories: [] },
      );
    });
  } catch (err) {
    if (uniqueViolation(err) === null) throw err;
    const winner = await findAccountByEmail(db, 'business', email);
    if (!winner) throw err;
    return { status: winner.role === 'admin' ? 'exists' : 'taken-by-business', id: winner.id };
  }
  return { status: 'created', id };
}
