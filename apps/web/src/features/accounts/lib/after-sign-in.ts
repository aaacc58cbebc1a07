import type { TSessionClaims } from '@praktika/contracts/auth';
import { ACCOUNT_TYPES, type TAccountType } from '@praktika/contracts/common';

/** Pages of the sign-in flow: never a place to come back to after signing in. */
const AUTH_PATHS = [
  '/login',
  '/admin/login',
  '/register',
  '/registerBusiness',
  '/registerMentors',
  '/confirm',
  '/confirm-email',
  '/forgot-user-password',
  '/reset-password',
  '/resetBusinessPassword',
];

/**
 * The path a calling screen asked to return to (`state.from`, a string or a location), when it is
 * a same-site path outside the sign-in flow.
 */
export function fromPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  let path: string | null = null;
  if (typeof from === 'string') path = from;
  else if (
    from &&
    typeof from === 'object' &&
    typeof (from as { pathname?: unknown }).pathname === 'string'
  ) {
    const loc = from as { pathname: string; search?: string; hash?: string };
    path = `${loc.pathname}${loc.search ?? ''}${loc.hash ?? ''}`;
  }
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  const pathname = path.split(/[?#]/)[0]!;
  if (AUTH_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return null;
  return path;
}

type InternFlags = Partial<Pick<TSessionClaims, 'aboveOrUnderAge' | 'updateRequired' | 'updateFinished'>>;

/**
 * Where a fresh session goes: admin and mentor to /dashboard; business to the calling screen's path
 * or /dashboard/jobs; intern to the calling screen's path, else /resume when the CV must be filled or updated
 * ('Please fill your CV', 'Update your profile'), else home.
 */
export function afterLoginPath(
  claims: (Pick<TSessionClaims, 'role'> & InternFlags) | null,
  state?: unknown,
): string {
  switch (claims?.role) {
    case 'admin':
    case 'mentor':
      return '/dashboard';
    case 'business':
      return fromPath(state) ?? '/dashboard/jobs';
    case 'intern': {
      const warning = internWarning(claims);
      return fromPath(state) ?? (warning === 'fillCv' || warning === 'updateProfile' ? '/resume' : '/');
    }
    default:
      return '/';
  }
}

export type InternWarning = 'ageLimit' | 'updateProfile' | 'fillCv';

/** The warning an intern sees on signing in (age limit first, then a required update, then an unfinished CV). */
export function internWarning(
  claims: Pick<TSessionClaims, 'role' | 'aboveOrUnderAge' | 'updateRequired' | 'updateFinished'> | null,
): InternWarning | null {
  if (claims?.role !== 'intern') return null;
  if (claims.aboveOrUnderAge) return 'ageLimit';
  if (claims.updateRequired) return 'updateProfile';
  if (!claims.updateFinished) return 'fillCv';
  return null;
}

/**
 * The tabs of /admin/login: organisation, mentor and administrator (admins sign in through the business
 * login, with their own tab so nobody has to guess). Navigation state picks one; opened directly, the
 * path says admin.
 */
export const STAFF_TABS = ['business', 'mentor', 'admin'] as const;
export type TStaffTab = (typeof STAFF_TABS)[number];

export function staffTabFrom(state: unknown): TStaffTab {
  const type = (state as { type?: unknown } | null | undefined)?.type;
  return type === 'mentor' || type === 'business' ? type : 'admin';
}

/** The account type whose login API a tab calls. */
export const staffAccountType = (tab: TStaffTab): TAccountType => (tab === 'mentor' ? 'mentor' : 'business');

/** An account type carried in navigation state (admin counts as business), or null. */
export function accountTypeFrom(value: unknown): TAccountType | null {
  const type = value && typeof value === 'object' ? (value as { type?: unknown }).type : value;
  if (type === 'admin') return 'business';
  return (ACCOUNT_TYPES as readonly unknown[]).includes(type) ? (type as TAccountType) : null;
}

/** The login route of an account type, with the state the staff login reads. */
export function loginRouteFor(type: string | null | undefined): { to: string; state?: { type: TStaffTab } } {
  if (type === 'mentor') return { to: '/admin/login', state: { type: 'mentor' } };
  if (type === 'admin') return { to: '/admin/login', state: { type: 'admin' } };
  if (type === 'business') return { to: '/admin/login', state: { type: 'business' } };
  return { to: '/login' };
}
