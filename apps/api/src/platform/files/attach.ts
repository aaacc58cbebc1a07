import { and, eq, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { FILE_ISSUES, type TFileKind } from '@praktika/contracts/files';
import type { Executor } from '../db/client.ts';
import type { Actor } from '../auth/guard.ts';
import { AppError } from '../errors.ts';
import { files, type FileRow } from '../../db/schema/files.ts';
import type { FilesService } from './files.service.ts';

/** Where an area keeps its references to files: one column of one table, and that table's id. */
export interface FileUse {
  table: PgTable;
  id: PgColumn;
  file: PgColumn;
}

export interface AttachOptions {
  actor: Actor;
  /** The file id the body sent. */
  fileId: string;
  /** The body field that carries it, named in the 400. */
  field: string;
  kind: TFileKind;
  use: FileUse;
  /** The record being updated (undefined when creating): its own file stays attachable to it. */
  recordId?: string;
}

const refused = (field: string, issue: string) =>
  new AppError('VALIDATION_ERROR', undefined, [{ field, issue }]);

/**
 * THE check before a record refers to an uploaded file: the file exists (`notFound`), is of the area's kind
 * (`wrongFileKind`), was uploaded by the acting account and is used by no other record of the area
 * (`fileUnavailable`). The file's row is locked for the caller's transaction, so it cannot be deleted meanwhile;
 * the area's unique index on the column catches two records taking the same file at once.
 */
export async function assertAttachable(ex: Executor, opts: AttachOptions): Promise<FileRow> {
  const [file] = await ex.select().from(files).where(eq(files.id, opts.fileId)).for('update');
  if (!file) throw refused(opts.field, 'notFound');
  if (file.kind !== opts.kind) throw refused(opts.field, FILE_ISSUES.wrongFileKind);
  if (file.ownerId !== opts.actor.id) throw refused(opts.field, FILE_ISSUES.fileUnavailable);
  const { table, id, file: column } = opts.use;
  const [other] = await ex
    .select({ id })
    .from(table)
    .where(and(eq(column, opts.fileId), opts.recordId ? ne(id, opts.recordId) : undefined))
    .limit(1);
  if (other) throw refused(opts.field, FILE_ISSUES.fileUnavailable);
  return file;
}

/**
 * After a record's file changed from `before` to `after` (either may be null) inside `tx`: the file it no longer
 * uses is deleted in the same transaction, its blob after commit.
 */
export async function releaseReplacedFile(
  files: Pick<FilesService, 'removeInTransaction'>,
  tx: Executor,
  before: string | null,
  after: string | null,
): Promise<void> {
  if (before && before !== after) await files.removeInTransaction(tx, before);
}
