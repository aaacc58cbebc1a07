import type { accounts as reference } from '../sq/accounts.ts';
import type { Mirror } from '../shape.ts';

export const accounts: Mirror<typeof reference> = {
  resetDone: 'Vaša lozinka je resetovana.',
};
