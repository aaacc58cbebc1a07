import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { id, createdAt, requiredRef } from './columns.ts';

/**
 * Uploaded files: one row per stored blob. The blob lives in the storage driver under `storage_key` (random,
 * never derived from the name); the original name is kept only as sanitised metadata. Records that use a file
 * reference this table with real foreign keys; deleting the owner deletes its rows, and the blob is removed
 * after commit by a job (see files.service.ts).
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    ownerId: requiredRef('owner_id', () => accounts.id),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull().unique('files_storage_key_uq'),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    originalName: text('original_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId, t.createdAt)],
);
export type FileRow = typeof files.$inferSelect;
