import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { TArticleListQuery } from '@praktika/contracts/articles';
import type { Executor } from '../../platform/db/client.ts';
import { createRepo } from '../../platform/db/repo.ts';
import { all, listPage, totalDocs } from '../../platform/db/list.ts';
import { files, type FileRow } from '../../db/schema/files.ts';
import { articles, type ArticleRow } from '../../db/schema/articles.ts';

export type ArticleTitleField = 'enTitle' | 'sqTitle' | 'srTitle';
export const ARTICLE_TITLE_FIELDS: readonly ArticleTitleField[] = ['enTitle', 'sqTitle', 'srTitle'];

/** An article with its photo's file record. */
export interface ArticleDetail {
  row: ArticleRow;
  photo: FileRow | null;
}

export function createArticleRepo(db: Executor) {
  const repo = createRepo(db, articles);

  return {
    ...repo,

    /** One page, newest first, optionally of one type, each with its photo. */
    list(query: TArticleListQuery, ex: Executor = db) {
      const q = ex
        .select({ row: articles, photo: files, totalDocs: totalDocs() })
        .from(articles)
        .leftJoin(files, eq(files.id, articles.photoId))
        .where(all(query.type ? eq(articles.type, query.type) : undefined))
        .orderBy(desc(articles.createdAt), desc(articles.id))
        .$dynamic();
      return listPage(q, query);
    },

    /** The article and its photo; `lock` takes the article's row lock for the transaction. */
    async findDetail(id: string, ex: Executor = db, lock = false): Promise<ArticleDetail | undefined> {
      const q = ex
        .select({ row: articles, photo: files })
        .from(articles)
        .leftJoin(files, eq(files.id, articles.photoId))
        .where(eq(articles.id, id));
      const [found] = lock ? await q.for('update', { of: articles }) : await q;
      return found;
    },

    /** Which of the titles another article already has (case-insensitively). */
    async titleClashes(
      titles: Record<ArticleTitleField, string>,
      exceptId: string | undefined,
      ex: Executor = db,
    ): Promise<ArticleTitleField[]> {
      const same = (field: ArticleTitleField) =>
        sql<boolean>`lower(${articles[field]}) = lower(${titles[field]})`.mapWith(Boolean);
      const rows = await ex
        .select({ enTitle: same('enTitle'), sqTitle: same('sqTitle'), srTitle: same('srTitle') })
        .from(articles)
        .where(and(or(...ARTICLE_TITLE_FIELDS.map(same)), exceptId ? ne(articles.id, exceptId) : undefined))
        .limit(3);
      return ARTICLE_TITLE_FIELDS.filter((f) => rows.some((r) => r[f]));
    },
  };
}
export type ArticleRepo = ReturnType<typeof createArticleRepo>;
