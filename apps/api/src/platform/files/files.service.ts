import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import {
  DOCX_TYPE,
  FILE_KINDS,
  fileUrl,
  type TFile,
  type TFileKind,
  type TFileKindRule,
} from '@praktika/contracts/files';
import type { Db, Executor } from '../db/client.ts';
import type { Actor } from '../auth/guard.ts';
import { assertCan } from '../auth/policy.ts';
import { AppError } from '../errors.ts';
import { files, type FileRow } from '../../db/schema/files.ts';
import type { BlobStorage, ByteRange } from './storage.ts';
import type { BlobRemoval } from './blob-removal.ts';
import { parseRange } from './range.ts';
import {
  UploadGate,
  assertSafeZip,
  detectType,
  reencodeImage,
  sanitiseFileName,
  tooLarge,
} from './upload-checks.ts';

export interface UploadInput {
  kind: TFileKind;
  /** The name the client sent (kept only as sanitised metadata). */
  filename: string | undefined;
  /** The file's bytes, streamed; never read whole into memory. */
  stream: Readable;
}

export interface Download {
  file: FileRow;
  body: Readable;
  /** Set when a Range was asked for and can be served. */
  range: ByteRange | undefined;
}

/**
 * An area that opens private files to the parties of its records (applications: the organisation an intern
 * applied to reads the uploaded files, the intern's photo and CV file, and both parties the contract). Asked
 * only when the kind's own rule refuses a signed-in caller.
 */
export type PartyReader = (actor: Actor, file: Pick<FileRow, 'id' | 'kind' | 'ownerId'>) => Promise<boolean>;

export interface FilesService {
  /** Stores an upload owned by `actor`, after the checks of its kind (type from the bytes, size, re-encoding). */
  upload(actor: Actor, input: UploadInput): Promise<TFile>;
  /** The file's bytes (or one range) if `actor` (null: a visitor) may read it. */
  download(actor: Actor | null, id: string, rangeHeader?: string): Promise<Download>;
  /** Deletes the record (owner or admin) and queues the blob's removal in the same transaction. */
  remove(actor: Actor, id: string): Promise<TFile>;
  /** For areas that replace or drop a file inside their own transaction: the record goes, the blob after commit. */
  removeInTransaction(tx: Executor, id: string): Promise<void>;
  /** Every file of an account, before the account itself is deleted in `tx`. */
  removeOwnedBy(tx: Executor, ownerId: string): Promise<void>;
  /**
   * Whether `actor` may read the record: kinds with `readers` by their owner and that subject's `read` row,
   * public kinds by anyone, others by the `file.readSignedIn` or `file.read` row.
   */
  assertRead(actor: Actor | null, file: Pick<FileRow, 'kind' | 'ownerId'>): void;
  /** Lets `reader` open files of `kinds` to more callers than their rule does (see `PartyReader`). */
  addPartyReader(kinds: readonly TFileKind[], reader: PartyReader): void;
}

export function presentFile(row: FileRow): TFile {
  return {
    _id: row.id,
    kind: row.kind as TFileKind,
    type: row.contentType,
    size: row.size,
    name: row.originalName,
    url: fileUrl(row.id),
  };
}

function ruleOf(kind: string): TFileKindRule | undefined {
  return Object.prototype.hasOwnProperty.call(FILE_KINDS, kind)
    ? (FILE_KINDS as Record<string, TFileKindRule>)[kind]
    : undefined;
}

async function hashFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** A random storage key, unrelated to the record's id and the file's name: `ab/<uuid>`. */
export function newStorageKey(): string {
  const u = randomUUID();
  return `${u.slice(0, 2)}/${u}`;
}

export function createFilesService(deps: {
  db: Db;
  storage: BlobStorage;
  blobs: Pick<BlobRemoval, 'enqueue'>;
  /** Where uploads are spooled while they are checked. */
  tmpDir?: string;
}): FilesService {
  const { db, storage, blobs } = deps;
  const tmpRoot = deps.tmpDir ?? os.tmpdir();

  const assertRead: FilesService['assertRead'] = (actor, file) => {
    const rule = ruleOf(file.kind);
    // A kind owned by one area: its owner, and whoever that area's `read` row allows.
    if (rule?.readers) {
      if (actor?.id !== file.ownerId) assertCan(actor, 'read', rule.readers);
      return;
    }
    const access = rule?.access;
    if (access === 'public') assertCan(actor, 'readPublic', 'file');
    else if (access === 'signedIn') assertCan(actor, 'readSignedIn', 'file');
    else assertCan(actor, 'read', 'file', { ownerId: file.ownerId });
  };

  const partyReaders = new Map<string, PartyReader[]>();

  /** The kind's rule, then (for a signed-in caller it refuses) the areas that open the kind to their parties. */
  const assertReadAsync = async (actor: Actor | null, file: FileRow): Promise<void> => {
    try {
      assertRead(actor, file);
    } catch (err) {
      const readers = partyReaders.get(file.kind) ?? [];
      if (actor) for (const reader of readers) if (await reader(actor, file)) return;
      throw err;
    }
  };

  const dropRows = async (tx: Executor, rows: FileRow[]) => {
    for (const row of rows) await blobs.enqueue(tx, row.storageKey);
  };

  return {
    assertRead,

    addPartyReader(kinds, reader) {
      for (const kind of kinds) partyReaders.set(kind, [...(partyReaders.get(kind) ?? []), reader]);
    },

    async upload(actor, { kind, filename, stream }) {
      assertCan(actor, 'upload', 'file');
      const rule = FILE_KINDS[kind];
      const dir = await fs.promises.mkdtemp(path.join(tmpRoot, 'praktika-upload-'));
      try {
        const spooled = path.join(dir, 'upload');
        const gate = new UploadGate(rule);
        await pipeline(stream, gate, fs.createWriteStream(spooled));
        // The multipart parser's own cap (the largest kind's limit) cut the file short.
        if ((stream as { truncated?: boolean }).truncated) throw tooLarge(rule.maxBytes);
        const type = await detectType(spooled, rule);
        let stored = spooled;
        let size = gate.size;
        let sha256 = gate.digest();
        if (type === DOCX_TYPE) await assertSafeZip(spooled);
        if (rule.image) {
          stored = path.join(dir, 'clean');
          await reencodeImage(spooled, stored, type);
          ({ size, sha256 } = await hashFile(stored));
        }
        const key = newStorageKey();
        await storage.put(key, stored, { contentType: type, size });
        try {
          const [row] = await db
            .insert(files)
            .values({
              id: randomUUID(),
              ownerId: actor.id,
              kind,
              storageKey: key,
              contentType: type,
              size,
              sha256,
              originalName: sanitiseFileName(filename),
            })
            .returning();
          return presentFile(row!);
        } catch (err) {
          await storage.delete(key).catch(() => undefined);
          throw err;
        }
      } finally {
        await fs.promises.rm(dir, { recursive: true, force: true });
      }
    },

    async download(actor, id, rangeHeader) {
      const [row] = await db.select().from(files).where(eq(files.id, id));
      if (!row) throw new AppError('NOT_FOUND');
      await assertReadAsync(actor, row);
      const range = parseRange(rangeHeader, row.size);
      const body = await storage.get(row.storageKey, range);
      if (!body) throw new AppError('NOT_FOUND');
      return { file: row, body, range };
    },

    async remove(actor, id) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(files).where(eq(files.id, id)).for('update');
        if (!row) throw new AppError('NOT_FOUND');
        assertCan(actor, 'delete', 'file', { ownerId: row.ownerId });
        await tx.delete(files).where(eq(files.id, id));
        await dropRows(tx, [row]);
        return presentFile(row);
      });
    },

    async removeInTransaction(tx, id) {
      await dropRows(tx, await tx.delete(files).where(eq(files.id, id)).returning());
    },

    async removeOwnedBy(tx, ownerId) {
      await dropRows(tx, await tx.delete(files).where(eq(files.ownerId, ownerId)).returning());
    },
  };
}
