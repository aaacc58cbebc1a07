import type { TRole } from '@praktika/contracts/common';

export type CatalogueAction = 'list' | 'get' | 'create' | 'update' | 'delete';

/**
 * Who may do what with every catalogue: reading is public (filter dropdowns, sign-up forms),
 * writing is for administrators. `public` means no session is needed.
 */
export const CATALOGUE_PERMISSIONS = {
  list: 'public',
  get: 'public',
  create: ['admin'],
  update: ['admin'],
  delete: ['admin'],
} as const satisfies Record<CatalogueAction, 'public' | readonly TRole[]>;

export function canOnCatalogue(role: TRole | null, action: CatalogueAction): boolean {
  const allowed: 'public' | readonly TRole[] = CATALOGUE_PERMISSIONS[action];
  return allowed === 'public' || (role !== null && allowed.includes(role));
}
