import type { TAccountType } from '@praktika/contracts/common';

/** Keys of the auth calls (all mutations); a fresh session invalidates everything but the catalogues. */
export const authKeys = {
  all: ['auth'] as const,
  login: (type: TAccountType) => [...authKeys.all, 'login', type] as const,
  signup: (type: TAccountType) => [...authKeys.all, 'signup', type] as const,
  confirm: (type: TAccountType) => [...authKeys.all, 'confirm', type] as const,
  resend: (type: TAccountType) => [...authKeys.all, 'resend', type] as const,
  forgot: (type: TAccountType) => [...authKeys.all, 'forgot', type] as const,
  reset: (type: TAccountType) => [...authKeys.all, 'reset', type] as const,
  resetByType: () => [...authKeys.all, 'reset-by-type'] as const,
};

/** URL segment of each account type's auth calls. */
export const AUTH_SEGMENT = {
  intern: 'interns',
  business: 'businesses',
  mentor: 'mentors',
} as const satisfies Record<TAccountType, string>;
