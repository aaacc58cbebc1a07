import type { Db } from '../../platform/db/client.ts';

/** Seeds the reference catalogues into an empty database (idempotent). Filled in by the catalogues module. */
export async function seedReferenceData(_db: Db): Promise<void> {}
