import { randomUUID } from 'node:crypto';
import type { TPaged, TPageQuery } from '@praktika/contracts/common';
import { FILE_ISSUES } from '@praktika/contracts/files';
import type { TPublicMentor, TPublicMentorWrite } from '@praktika/contracts/public-mentors';
import type { Db, Executor, Tx } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/auth/guard.ts';
import { assertCan } from '../../platform/auth/policy.ts';
import { AppError, invalid, type WriteErrorAnswers } from '../../platform/errors.ts';
import type { FilesService } from '../../platform/files/files.service.ts';
import { presentFile } from '../../platform/files/files.service.ts';
import type { FileRow } from '../../db/schema/files.ts';
import { assertAttachable, releaseReplacedFile } from '../../platform/files/attach.ts';
import { publicMentors } from '../../db/schema/public-mentors.ts';
import type { ContentVersion } from '../../platform/cache/content-version.ts';
import { committedWrite } from '../../platform/cache/committed-write.ts';
import type { PublicMentorRepo } from './public-mentors.repo.ts';

export interface PublicMentorServiceDeps {
  db: Db;
  repo: PublicMentorRepo;
  files: Pick<FilesService, 'removeInTransaction'>;
  /** The public list's cache version: bumped after every committed write. */
  version: ContentVersion;
}

type PublicMentorRow = typeof publicMentors.$inferSelect;

/** Database races the checks could not see: the photo taken by another mentor or deleted meanwhile. */
const WRITE_ERRORS: WriteErrorAnswers = {
  unique: (index) =>
    index === 'public_mentors_photo_uq' ? invalid('photo', FILE_ISSUES.fileUnavailable) : null,
  foreignKey: () => invalid('photo', 'notFound'),
};

function present({ row, photo }: { row: PublicMentorRow; photo: FileRow | null }): TPublicMentor {
  return {
    _id: row.id,
    name: row.name,
    organisation: row.organisation,
    enRole: row.enRole,
    sqRole: row.sqRole,
    srRole: row.srRole,
    enBio: row.enBio,
    sqBio: row.sqBio,
    srBio: row.srBio,
    linkedin: row.linkedin,
    website: row.website,
    photo: photo ? presentFile(photo) : null,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const columns = (body: TPublicMentorWrite) => ({
  name: body.name,
  organisation: body.organisation,
  enRole: body.enRole,
  sqRole: body.sqRole,
  srRole: body.srRole,
  enBio: body.enBio,
  sqBio: body.sqBio,
  srBio: body.srBio,
  linkedin: body.linkedin,
  website: body.website,
  photoId: body.photo,
  position: body.position,
});

/**
 * The mentors on the public mentorship page: anyone reads, admins write. The photo is an upload of kind
 * publicMentorPhoto by the acting admin, used by no other mentor; a replaced or dropped photo is deleted in the
 * same transaction, and so is a deleted mentor's.
 */
export function createPublicMentorService({ db, repo, files, version }: PublicMentorServiceDeps) {
  const use = { table: publicMentors, id: publicMentors.id, file: publicMentors.photoId };

  async function mustFind(id: string, ex: Executor = db) {
    const found = await repo.findDetail(id, ex);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  async function assertPhoto(
    actor: Actor,
    body: TPublicMentorWrite,
    before: PublicMentorRow | undefined,
    ex: Executor,
  ) {
    if (body.photo && body.photo !== before?.photoId)
      await assertAttachable(ex, {
        actor,
        fileId: body.photo,
        field: 'photo',
        kind: 'publicMentorPhoto',
        use,
        recordId: before?.id,
      });
  }

  const write = <T>(work: (tx: Tx) => Promise<T>) => committedWrite(db, version, WRITE_ERRORS, work);

  return {
    /** The version the public list's cached answers are filed under. */
    version: () => version.current(),

    async list(actor: Actor | null, query: TPageQuery): Promise<{ publicMentors: TPaged<TPublicMentor> }> {
      assertCan(actor, 'list', 'publicMentor');
      const page = await repo.list(query);
      return { publicMentors: { ...page, docs: page.docs.map(present) } };
    },

    async get(actor: Actor | null, id: string): Promise<{ publicMentor: TPublicMentor }> {
      assertCan(actor, 'read', 'publicMentor');
      return { publicMentor: present(await mustFind(id)) };
    },

    async create(actor: Actor, body: TPublicMentorWrite): Promise<{ publicMentor: TPublicMentor }> {
      assertCan(actor, 'create', 'publicMentor');
      const detail = await write(async (tx) => {
        await assertPhoto(actor, body, undefined, tx);
        const id = randomUUID();
        await repo.create({ id, ...columns(body) }, tx);
        return mustFind(id, tx);
      });
      return { publicMentor: present(detail) };
    },

    /** Replaces every field; a photo replaced or dropped (null) is deleted with its blob. */
    async update(
      actor: Actor,
      id: string,
      body: TPublicMentorWrite,
    ): Promise<{ publicMentor: TPublicMentor }> {
      assertCan(actor, 'update', 'publicMentor');
      const detail = await write(async (tx) => {
        const before = await mustFind(id, tx);
        await assertPhoto(actor, body, before.row, tx);
        await repo.update(id, { ...columns(body), updatedAt: new Date() }, tx);
        await releaseReplacedFile(files, tx, before.row.photoId, body.photo);
        return mustFind(id, tx);
      });
      return { publicMentor: present(detail) };
    },

    /** Deletes the mentor and the photo (its record now, its blob after commit). */
    async remove(actor: Actor, id: string): Promise<{ publicMentor: TPublicMentor }> {
      assertCan(actor, 'delete', 'publicMentor');
      const detail = await db.transaction(async (tx) => {
        const found = await mustFind(id, tx);
        await repo.remove(id, tx);
        if (found.row.photoId) await files.removeInTransaction(tx, found.row.photoId);
        return found;
      });
      await version.changed();
      return { publicMentor: present(detail) };
    },
  };
}
export type PublicMentorService = ReturnType<typeof createPublicMentorService>;
