import { ACCOUNT_TYPES, type TAccountType } from '@praktika/contracts/common';

/**
 * The sign-up that still waits for its code, kept for this tab (sessionStorage) so a reload of the
 * check-your-e-mail step does not lose it: the e-mail and the account type, nothing secret.
 */
export const PENDING_CONFIRMATION_KEY = 'praktika.pendingConfirmation';

export interface PendingConfirmation {
  email: string;
  type: TAccountType;
}

export function savePendingConfirmation(pending: PendingConfirmation): void {
  try {
    sessionStorage.setItem(PENDING_CONFIRMATION_KEY, JSON.stringify(pending));
  } catch {
    /* storage unavailable: the step is only lost on a reload */
  }
}

/** The stored pending confirmation (of `type` when given), or null when there is none or it is not readable. */
export function readPendingConfirmation(type?: TAccountType): PendingConfirmation | null {
  let value: unknown;
  try {
    value = JSON.parse(sessionStorage.getItem(PENDING_CONFIRMATION_KEY) ?? 'null');
  } catch {
    return null;
  }
  const v = value as Partial<PendingConfirmation> | null;
  if (!v || typeof v.email !== 'string' || !v.email) return null;
  if (!(ACCOUNT_TYPES as readonly unknown[]).includes(v.type)) return null;
  const pending = { email: v.email, type: v.type as TAccountType };
  return type && pending.type !== type ? null : pending;
}

export function clearPendingConfirmation(): void {
  try {
    sessionStorage.removeItem(PENDING_CONFIRMATION_KEY);
  } catch {
    /* storage unavailable */
  }
}
