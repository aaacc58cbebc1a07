import { randomUUID } from 'node:crypto';
import type { TPaged } from '@praktika/contracts/common';
import {
  BANNER_ISSUES,
  BANNER_PHOTOS_MAX,
  type TBanner,
  type TBannerCreate,
  type TBannerListQuery,
  type TBannerUpdate,
} from '@praktika/contracts/banners';
import { can } from '@praktika/contracts/policy';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/auth/guard.ts';
import { assertCan } from '../../platform/auth/policy.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { presentFile, type FilesService } from '../../platform/files/files.service.ts';
import type { FileRow } from '../../db/schema/files.ts';
import type { UploadPart } from '../../platform/files/upload-request.ts';
import type { ContentVersion } from '../../platform/cache/content-version.ts';
import type { BannerRow } from '../../db/schema/banners.ts';
import type { BannerRepo } from './banners.repo.ts';

export interface BannerServiceDeps {
  db: Db;
  repo: BannerRepo;
  files: Pick<FilesService, 'upload' | 'removeInTransaction'>;
  /** The public list's cache version: bumped after every committed write. */
  version: ContentVersion;
}

const tooMany = () => invalid('photos', BANNER_ISSUES.tooMany, { max: BANNER_PHOTOS_MAX, origin: 'array' });

function present(row: BannerRow, photos: readonly FileRow[]): TBanner {
  return {
    _id: row.id,
    enText: row.enText,
    sqText: row.sqText,
    srText: row.srText,
    enSubtitle: row.enSubtitle,
    sqSubtitle: row.sqSubtitle,
    srSubtitle: row.srSubtitle,
    enButton: row.enButton,
    sqButton: row.sqButton,
    srButton: row.srButton,
    link: row.link,
    active: row.active,
    position: row.position,
    photos: photos.map(presentFile),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const columns = (body: TBannerCreate) => ({
  enText: body.enText,
  sqText: body.sqText,
  srText: body.srText,
  enSubtitle: body.enSubtitle,
  sqSubtitle: body.sqSubtitle,
  srSubtitle: body.srSubtitle,
  enButton: body.enButton,
  sqButton: body.sqButton,
  srButton: body.srButton,
  link: body.link,
  active: body.active,
  position: body.position,
});

export function createBannerService({ db, repo, files, version }: BannerServiceDeps) {
  /** The banner with its photos; 404 when there is none, or when it is inactive and `actor` may not see it. */
  async function mustFind(
    actor: Actor | null,
    id: string,
    ex: Executor = db,
    lock = false,
  ): Promise<{ row: BannerRow; photos: FileRow[] }> {
    const row = await repo.find(id, ex, lock);
    if (!row || (!row.active && !can(actor, 'seeInactive', 'banner'))) throw new AppError('NOT_FOUND');
    return { row, photos: (await repo.photosOf([id], ex)).get(id) ?? [] };
  }

  /** Stored uploads the change could not use: the records go now, the blobs after commit. */
  async function discard(fileIds: readonly string[]): Promise<void> {
    if (!fileIds.length) return;
    await db.transaction(async (tx) => {
      for (const id of fileIds) await files.removeInTransaction(tx, id);
    });
  }

  /** Runs a write, then bumps the list's cache version once it has committed. */
  async function committed<T>(write: Promise<T>): Promise<T> {
    const result = await write;
    await version.changed();
    return result;
  }

  return {
    /** The version the public list's cached answers are filed under. */
    version: () => version.current(),

    /** Whether `actor` sees inactive banners (the list's answers differ, so its cache keys do too). */
    seesInactive: (actor: Actor | null) => can(actor, 'seeInactive', 'banner'),

    /** Visitors and non-admins: active banners only, whatever they ask; admins: all, or those `active` says. */
    async list(actor: Actor | null, query: TBannerListQuery): Promise<{ banners: TPaged<TBanner> }> {
      assertCan(actor, 'list', 'banner');
      const active = can(actor, 'seeInactive', 'banner') ? query.active : true;
      const page = await repo.list({ ...query, active });
      const photos = await repo.photosOf(page.docs.map((d) => d.row.id));
      return {
        banners: { ...page, docs: page.docs.map(({ row }) => present(row, photos.get(row.id) ?? [])) },
      };
    },

    async get(actor: Actor | null, id: string): Promise<{ banner: TBanner }> {
      assertCan(actor, 'read', 'banner');
      const { row, photos } = await mustFind(actor, id);
      return { banner: present(row, photos) };
    },

    async create(actor: Actor, body: TBannerCreate): Promise<{ banner: TBanner }> {
      assertCan(actor, 'create', 'banner');
      const row = await committed(repo.create({ id: randomUUID(), ...columns(body) }));
      return { banner: present(row, []) };
    },

    /**
     * Replaces every field and deletes the `deletedPhotos` (each must be one of this banner's photos: else 400 on
     * `deletedPhotos`), their records in the same transaction, their blobs after commit.
     */
    async update(actor: Actor, id: string, body: TBannerUpdate): Promise<{ banner: TBanner }> {
      assertCan(actor, 'update', 'banner');
      return committed(
        db.transaction(async (tx) => {
          const before = await mustFind(actor, id, tx, true);
          const own = new Set(before.photos.map((p) => p.id));
          const deleted = [...new Set(body.deletedPhotos)];
          if (deleted.some((fileId) => !own.has(fileId)))
            throw invalid('deletedPhotos', BANNER_ISSUES.notFound);
          const row = await repo.update(id, { ...columns(body), updatedAt: new Date() }, tx);
          await repo.detachPhotos(id, deleted, tx);
          for (const fileId of deleted) await files.removeInTransaction(tx, fileId);
          const photos = before.photos.filter((p) => !deleted.includes(p.id));
          return { banner: present(row!, photos) };
        }),
      );
    },

    /**
     * Stores each uploaded photo (kind banner) and appends them to the banner's slides in one transaction; at
     * most BANNER_PHOTOS_MAX photos per banner in all (400 `tooMany` on `photos`). If anything fails, the photos
     * stored for this request are removed again.
     */
    async addPhotos(
      actor: Actor,
      id: string,
      uploads: AsyncIterable<UploadPart>,
    ): Promise<{ banner: TBanner }> {
      assertCan(actor, 'update', 'banner');
      const { photos: current } = await mustFind(actor, id); // 404 before any byte is stored
      if (current.length >= BANNER_PHOTOS_MAX) throw tooMany();
      const stored: string[] = [];
      let result: { banner: TBanner };
      try {
        for await (const upload of uploads) {
          if (current.length + stored.length >= BANNER_PHOTOS_MAX) throw tooMany();
          const file = await files.upload(actor, {
            kind: 'banner',
            filename: upload.filename,
            stream: upload.stream,
          });
          stored.push(file._id);
        }
        result = await db.transaction(async (tx) => {
          const { row, photos } = await mustFind(actor, id, tx, true);
          // Another request may have added photos meanwhile: the banner's lock makes this count final.
          if (photos.length + stored.length > BANNER_PHOTOS_MAX) throw tooMany();
          await repo.addPhotos(id, stored, tx);
          const after = (await repo.photosOf([id], tx)).get(id) ?? [];
          const updated = await repo.update(id, { updatedAt: new Date() }, tx);
          return { banner: present(updated ?? row, after) };
        });
      } catch (err) {
        await discard(stored);
        throw err;
      }
      await version.changed();
      return result;
    },

    /** Deletes the banner and its photos (the records now, the blobs after commit). */
    async remove(actor: Actor, id: string): Promise<{ banner: TBanner }> {
      assertCan(actor, 'delete', 'banner');
      return committed(
        db.transaction(async (tx) => {
          const { row, photos } = await mustFind(actor, id, tx, true);
          await repo.remove(id, tx); // banner_photos go with it (cascade)
          for (const photo of photos) await files.removeInTransaction(tx, photo.id);
          return { banner: present(row, photos) };
        }),
      );
    },
  };
}
export type BannerService = ReturnType<typeof createBannerService>;
