import { asc, eq } from 'drizzle-orm';
import type { TPageQuery } from '@praktika/contracts/common';
import type { Executor } from '../../platform/db/client.ts';
import { createRepo } from '../../platform/db/repo.ts';
import { listPage, totalDocs } from '../../platform/db/list.ts';
import { foldedSql } from '../../platform/db/fold.ts';
import { files } from '../../db/schema/files.ts';
import { publicMentors } from '../../db/schema/public-mentors.ts';

export function createPublicMentorRepo(db: Executor) {
  const repo = createRepo(db, publicMentors);
  const fields = { row: publicMentors, photo: files };
  const order = [asc(publicMentors.position), foldedSql(publicMentors.name), asc(publicMentors.id)];

  return {
    ...repo,

    /** One page with the photos, by position, then name (case and diacritics folded), then id. */
    list(query: TPageQuery, ex: Executor = db) {
      const q = ex
        .select({ ...fields, totalDocs: totalDocs() })
        .from(publicMentors)
        .leftJoin(files, eq(files.id, publicMentors.photoId))
        .orderBy(...order)
        .$dynamic();
      return listPage(q, query);
    },

    /** The mentor with the photo's file record, or undefined. */
    async findDetail(id: string, ex: Executor = db) {
      const [found] = await ex
        .select(fields)
        .from(publicMentors)
        .leftJoin(files, eq(files.id, publicMentors.photoId))
        .where(eq(publicMentors.id, id));
      return found;
    },
  };
}
export type PublicMentorRepo = ReturnType<typeof createPublicMentorRepo>;
