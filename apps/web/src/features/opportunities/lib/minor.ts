import type { TSessionClaims } from '@praktika/contracts/auth';
import { programmeToday } from '@praktika/contracts/dates';

/**
 * Is the signed-in intern under 18 today (Kosovo's calendar day)? The session carries `minorUntil`, the 18th
 * birthday (issue 22 §3), so the answer changes on that day whatever the token's age.
 */
export function isMinorSession(session: TSessionClaims | null, now: Date = new Date()): boolean {
  return !!session?.minorUntil && programmeToday(now) < session.minorUntil;
}
