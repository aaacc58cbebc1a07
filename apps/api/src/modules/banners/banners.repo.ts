import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TPageQuery } from '@praktika/contracts/common';
import type { Executor } from '../../platform/db/client.ts';
import { createRepo } from '../../platform/db/repo.ts';
import { all, listPage, totalDocs } from '../../platform/db/list.ts';
import { files, type FileRow } from '../../db/schema/files.ts';
import { bannerPhotos, banners, type BannerRow } from '../../db/schema/banners.ts';

export function createBannerRepo(db: Executor) {
  const repo = createRepo(db, banners);

  return {
    ...repo,

    /** One page by position, then oldest first; `active` undefined lists every banner. */
    list(query: TPageQuery & { active: boolean | undefined }, ex: Executor = db) {
      const q = ex
        .select({ row: banners, totalDocs: totalDocs() })
        .from(banners)
        .where(all(query.active !== undefined ? eq(banners.active, query.active) : undefined))
        .orderBy(asc(banners.position), asc(banners.createdAt), asc(banners.id))
        .$dynamic();
      return listPage(q, query);
    },

    /** The banner's row, locked for the transaction when `lock` is set. */
    async find(id: string, ex: Executor = db, lock = false): Promise<BannerRow | undefined> {
      const q = ex.select().from(banners).where(eq(banners.id, id));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },

    /** The photos of each of the banners, in slide order. */
    async photosOf(bannerIds: readonly string[], ex: Executor = db): Promise<Map<string, FileRow[]>> {
      const out = new Map<string, FileRow[]>(bannerIds.map((id) => [id, []]));
      if (!bannerIds.length) return out;
      const rows = await ex
        .select({ bannerId: bannerPhotos.bannerId, file: files })
        .from(bannerPhotos)
        .innerJoin(files, eq(files.id, bannerPhotos.fileId))
        .where(inArray(bannerPhotos.bannerId, [...bannerIds]))
        .orderBy(asc(bannerPhotos.position), asc(bannerPhotos.fileId));
      for (const { bannerId, file } of rows) out.get(bannerId)?.push(file);
      return out;
    },

    /** Appends the files to the banner's photos, after the ones it has. */
    async addPhotos(bannerId: string, fileIds: readonly string[], ex: Executor = db): Promise<void> {
      if (!fileIds.length) return;
      const [last] = await ex
        .select({ max: sql<number | null>`max(${bannerPhotos.position})` })
        .from(bannerPhotos)
        .where(eq(bannerPhotos.bannerId, bannerId));
      const start = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
      await ex
        .insert(bannerPhotos)
        .values(fileIds.map((fileId, i) => ({ bannerId, fileId, position: start + i })));
    },

    /** Detaches the files from the banner (the files themselves are the caller's to remove). */
    async detachPhotos(bannerId: string, fileIds: readonly string[], ex: Executor = db): Promise<void> {
      if (!fileIds.length) return;
      await ex
        .delete(bannerPhotos)
        .where(and(eq(bannerPhotos.bannerId, bannerId), inArray(bannerPhotos.fileId, [...fileIds])));
    },
  };
}
export type BannerRepo = ReturnType<typeof createBannerRepo>;
