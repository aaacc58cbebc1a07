import type { Db } from '../../platform/db/client.ts';

export async function ensureAdmin(_db: Db, _input: { email: string; password: string }): Promise<void> {}
