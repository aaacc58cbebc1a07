import { and, asc, eq, inArray, ne, or, sql, type Column } from 'drizzle-orm';
import type { TLanguage } from '@praktika/contracts/common';
import type { TResourceListQuery } from '@praktika/contracts/resources';
import type { Executor } from '../../platform/db/client.ts';
import { createRepo } from '../../platform/db/repo.ts';
import { all, containsPattern, listPage, totalDocs } from '../../platform/db/list.ts';
import { folded, foldedSql } from '../../platform/db/fold.ts';
import { catalogueItems } from '../../db/schema/catalogues.ts';
import { files, type FileRow } from '../../db/schema/files.ts';
import { resourceTags, resources, type ResourceRow } from '../../db/schema/resources.ts';

export type ResourceNameField = 'enName' | 'sqName' | 'srName';
export const RESOURCE_NAME_FIELDS: readonly ResourceNameField[] = ['enName', 'sqName', 'srName'];

const NAME_COLUMN: Record<TLanguage, Column> = {
  en: resources.enName,
  sq: resources.sqName,
  sr: resources.srName,
};

/** Tag ids of the outer `resources` row, in the order given. */
const TAG_IDS = sql<
  string[]
>`coalesce((select array_agg(${resourceTags.tagId} order by ${resourceTags.position})
  from ${resourceTags} where ${resourceTags.resourceId} = ${resources.id}), '{}'::text[])`;

export interface ResourceDetail {
  row: ResourceRow;
  tags: string[];
  file: FileRow | null;
}

export function createResourceRepo(db: Executor) {
  const repo = createRepo(db, resources);

  async function tagsOf(id: string, ex: Executor = db): Promise<string[]> {
    const rows = await ex
      .select({ tagId: resourceTags.tagId })
      .from(resourceTags)
      .where(eq(resourceTags.resourceId, id))
      .orderBy(asc(resourceTags.position));
    return rows.map((r) => r.tagId);
  }

  return {
    ...repo,

    /** One page of summaries (no link, no file id), filtered and sorted by the language's folded name. */
    list(query: TResourceListQuery, ex: Executor = db) {
      const lang: TLanguage = query.selectedLanguage ?? 'sq';
      const name = query.name ? containsPattern(folded(query.name)) : undefined;
      const q = ex
        .select({
          id: resources.id,
          enName: resources.enName,
          enDescription: resources.enDescription,
          sqName: resources.sqName,
          sqDescription: resources.sqDescription,
          srName: resources.srName,
          srDescription: resources.srDescription,
          categoryId: resources.categoryId,
          subcategoryId: resources.subcategoryId,
          language: resources.language,
          isGuide: resources.isGuide,
          hasFile: sql<boolean>`${resources.fileId} is not null`.mapWith(Boolean),
          tags: TAG_IDS,
          createdAt: resources.createdAt,
          updatedAt: resources.updatedAt,
          totalDocs: totalDocs(),
        })
        .from(resources)
        .where(
          all(
            name
              ? or(...RESOURCE_NAME_FIELDS.map((f) => sql`${foldedSql(resources[f])} like ${name}`))
              : undefined,
            query.category ? eq(resources.categoryId, query.category) : undefined,
            query.subcategory ? eq(resources.subcategoryId, query.subcategory) : undefined,
            query.language ? eq(resources.language, query.language) : undefined,
            query.isGuide !== undefined ? eq(resources.isGuide, query.isGuide) : undefined,
            query.tags?.length
              ? sql`exists (select 1 from ${resourceTags} where ${resourceTags.resourceId} = ${resources.id}
                  and ${inArray(resourceTags.tagId, query.tags)})`
              : undefined,
          ),
        )
        .orderBy(sql`${foldedSql(NAME_COLUMN[lang])} collate "C"`, asc(resources.id))
        .$dynamic();
      return listPage(q, query);
    },

    /** The resource with its tags and its file record, or undefined. */
    async findDetail(id: string, ex: Executor = db): Promise<ResourceDetail | undefined> {
      const [found] = await ex
        .select({ row: resources, file: files })
        .from(resources)
        .leftJoin(files, eq(files.id, resources.fileId))
        .where(eq(resources.id, id));
      if (!found) return undefined;
      return { row: found.row, file: found.file, tags: await tagsOf(id, ex) };
    },

    tagsOf,

    /** Replaces the resource's tags by `tags`, in that order. */
    async setTags(id: string, tags: readonly string[], ex: Executor = db): Promise<void> {
      await ex.delete(resourceTags).where(eq(resourceTags.resourceId, id));
      if (tags.length)
        await ex
          .insert(resourceTags)
          .values(tags.map((tagId, position) => ({ resourceId: id, tagId, position })));
    },

    /** Which of the names another resource already has (case-insensitively). */
    async nameClashes(
      names: Record<ResourceNameField, string>,
      exceptId: string | undefined,
      ex: Executor = db,
    ): Promise<ResourceNameField[]> {
      const same = (field: ResourceNameField) =>
        sql<boolean>`lower(${resources[field]}) = lower(${names[field]})`.mapWith(Boolean);
      const rows = await ex
        .select({ enName: same('enName'), sqName: same('sqName'), srName: same('srName') })
        .from(resources)
        .where(and(or(...RESOURCE_NAME_FIELDS.map(same)), exceptId ? ne(resources.id, exceptId) : undefined))
        .limit(3);
      return RESOURCE_NAME_FIELDS.filter((f) => rows.some((r) => r[f]));
    },

    /** The category of a subcategory item (undefined when there is no such item). */
    async categoryOf(subcategoryId: string, ex: Executor = db): Promise<string | null | undefined> {
      const [row] = await ex
        .select({ categoryId: catalogueItems.categoryId })
        .from(catalogueItems)
        .where(eq(catalogueItems.id, subcategoryId));
      return row ? row.categoryId : undefined;
    },
  };
}
export type ResourceRepo = ReturnType<typeof createResourceRepo>;
