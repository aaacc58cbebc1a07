import type { TRole } from '@praktika/contracts/common';

/**
 * Query keys of the signed-in account's own record (`useMe` in features/accounts), here so that the pages that
 * change that record (the CV, the organisation and mentor profiles) can refresh the avatar menu after a save.
 */
export const accountKeys = {
  all: ['account'] as const,
  me: (role: TRole, id: string) => [...accountKeys.all, 'me', role, id] as const,
};
