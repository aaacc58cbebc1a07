import type { TAccountType } from '@praktika/contracts/common';
import type { Actor } from '../../platform/auth/guard.ts';

/**
 * How much of a profile a reader gets:
 * - `full`: the whole record, including sensitive personal data (birth date, ethnicity, health
 *   conditions). Only the person themself and admins may be given it.
 * - `public`: the fields anyone signed in may see. Defined for organisations only (ZBusinessPublic).
 */
export type ProfileView = 'full' | 'public';

/**
 * Who may read the profile `id` of account type `type`; null means 403 FORBIDDEN.
 *
 *   reader \ profile   intern   business   mentor
 *   the owner          full     full       full
 *   admin              full     full       full
 *   anyone signed in   -        public     -
 *
 * Later issues widen this (matched businesses read an intern's CV, mentors' public profiles). The
 * intern and mentor services treat any answer other than `full` as FORBIDDEN until a public shape
 * and presenter exist for them, so widening here alone cannot leak the full record.
 */
export function canReadProfile(actor: Actor, type: TAccountType, id: string): ProfileView | null {
  if (actor.role === 'admin') return 'full';
  if (actor.id === id && actor.accountType === type) return 'full';
  if (type === 'business') return 'public';
  return null;
}

/**
 * An organisation others may see: a confirmed, active business. Admin accounts are business-type
 * but are not organisations (their profile name is their e-mail), so only admins see them.
 */
export function isPublicOrganisation(target: {
  role: string;
  active: boolean;
  confirmedAt: Date | null;
}): boolean {
  return target.role === 'business' && target.active && target.confirmedAt !== null;
}
