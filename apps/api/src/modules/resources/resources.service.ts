import { randomUUID } from 'node:crypto';
import type { TLanguage, TPaged } from '@praktika/contracts/common';
import {
  RESOURCE_ISSUES,
  type TResource,
  type TResourceListQuery,
  type TResourceSummary,
  type TResourceWrite,
} from '@praktika/contracts/resources';
import type { Db, Executor, Tx } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/auth/guard.ts';
import { assertCan } from '../../platform/auth/policy.ts';
import { AppError, alreadyExists, invalid, type WriteErrorAnswers } from '../../platform/errors.ts';
import type { FilesService } from '../../platform/files/files.service.ts';
import type { ContentVersion } from '../../platform/cache/content-version.ts';
import { committedWrite } from '../../platform/cache/committed-write.ts';
import { presentFile } from '../../platform/files/files.service.ts';
import { assertAttachable } from '../../platform/files/attach.ts';
import { resources } from '../../db/schema/resources.ts';
import type { CatalogueService } from '../../services.ts';
import { RESOURCE_NAME_FIELDS, type ResourceDetail, type ResourceRepo } from './resources.repo.ts';
import { pickTranslatedNames } from '../../platform/content/translated-names.ts';

export interface ResourceServiceDeps {
  db: Db;
  repo: ResourceRepo;
  catalogues: Pick<CatalogueService, 'assertReferences'>;
  files: Pick<FilesService, 'removeInTransaction'>;
  /** The public list's cache version: bumped after every committed write. */
  version: ContentVersion;
}

const NAME_INDEX = /^resources_(en|sq|sr)_name_uq$/;

/** Database races the checks could not see: a name or file taken meanwhile, a reference deleted meanwhile. */
const WRITE_ERRORS: WriteErrorAnswers = {
  unique: (index) => {
    if (index === 'resources_file_uq') return invalid('file', RESOURCE_ISSUES.fileUnavailable);
    const lang = NAME_INDEX.exec(index)?.[1];
    return alreadyExists('RESOURCE_EXISTS', lang ? [`${lang}Name`] : RESOURCE_NAME_FIELDS);
  },
  foreignKey: (c) => {
    const field = c.includes('subcategory')
      ? 'subcategory'
      : c.includes('category')
        ? 'category'
        : c.includes('tag')
          ? 'tags'
          : 'file';
    return invalid(field, 'notFound');
  },
};

type SummaryRow = Awaited<ReturnType<ResourceRepo['list']>>['docs'][number];

const presentSummary = (row: SummaryRow): TResourceSummary => ({
  _id: row.id,
  ...pickTranslatedNames(row),
  category: row.categoryId,
  subcategory: row.subcategoryId,
  tags: row.tags,
  language: row.language as TLanguage,
  isGuide: row.isGuide,
  kind: row.hasFile ? 'file' : 'link',
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function present({ row, tags, file }: ResourceDetail): TResource {
  return {
    ...presentSummary({ ...row, hasFile: row.fileId !== null, tags }),
    link: row.link,
    file: file ? presentFile(file) : null,
  };
}

export function createResourceService({ db, repo, catalogues, files, version }: ResourceServiceDeps) {
  /**
   * Catalogue references, the subcategory's category, free names, and a newly attached file: a resource file
   * the actor uploaded, used by no other resource (`current`: the resource's own file, which it keeps).
   */
  async function assertWritable(
    actor: Actor,
    body: TResourceWrite,
    id: string | undefined,
    current: string | null,
    ex: Executor,
  ): Promise<string[]> {
    const tags = [...new Set(body.tags)];
    await catalogues.assertReferences(
      [
        { field: 'category', collection: 'categories', ids: [body.category] },
        { field: 'subcategory', collection: 'subcategories', ids: [body.subcategory] },
        { field: 'tags', collection: 'tags', ids: tags },
      ],
      ex,
    );
    if (body.subcategory && (await repo.categoryOf(body.subcategory, ex)) !== body.category)
      throw invalid('subcategory', RESOURCE_ISSUES.notInCategory);
    const clashes = await repo.nameClashes(body, id, ex);
    if (clashes.length) throw alreadyExists('RESOURCE_EXISTS', clashes);
    if (body.file && body.file !== current)
      await assertAttachable(ex, {
        actor,
        fileId: body.file,
        field: 'file',
        kind: 'resourceFile',
        use: { table: resources, id: resources.id, file: resources.fileId },
        recordId: id,
      });
    return tags;
  }

  const columns = (body: TResourceWrite) => ({
    ...pickTranslatedNames(body),
    categoryId: body.category,
    subcategoryId: body.subcategory ?? null,
    language: body.language,
    isGuide: body.isGuide,
    link: body.link ?? null,
    fileId: body.file ?? null,
  });

  async function mustFind(id: string, ex: Executor = db): Promise<ResourceDetail> {
    const found = await repo.findDetail(id, ex);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  const write = <T>(work: (tx: Tx) => Promise<T>) => committedWrite(db, version, WRITE_ERRORS, work);

  return {
    /** The version the public list's cached answers are filed under. */
    version: () => version.current(),

    async list(
      actor: Actor | null,
      query: TResourceListQuery,
    ): Promise<{ resources: TPaged<TResourceSummary> }> {
      assertCan(actor, 'list', 'resource');
      const page = await repo.list(query);
      return { resources: { ...page, docs: page.docs.map(presentSummary) } };
    },

    async get(actor: Actor | null, id: string): Promise<{ resource: TResource }> {
      assertCan(actor, 'read', 'resource');
      return { resource: present(await mustFind(id)) };
    },

    async create(actor: Actor, body: TResourceWrite): Promise<{ resource: TResource }> {
      assertCan(actor, 'create', 'resource');
      const detail = await write(async (tx) => {
        const tags = await assertWritable(actor, body, undefined, null, tx);
        const id = randomUUID();
        await repo.create({ id, ...columns(body) }, tx);
        await repo.setTags(id, tags, tx);
        return mustFind(id, tx);
      });
      return { resource: present(detail) };
    },

    /** Replaces every field; a file no longer used (replaced, or given up for a link) is deleted with its blob. */
    async update(actor: Actor, id: string, body: TResourceWrite): Promise<{ resource: TResource }> {
      assertCan(actor, 'update', 'resource');
      const detail = await write(async (tx) => {
        const before = await mustFind(id, tx);
        const tags = await assertWritable(actor, body, id, before.row.fileId, tx);
        await repo.update(id, { ...columns(body), updatedAt: new Date() }, tx);
        await repo.setTags(id, tags, tx);
        const oldFile = before.row.fileId;
        if (oldFile && oldFile !== body.file) await files.removeInTransaction(tx, oldFile);
        return mustFind(id, tx);
      });
      return { resource: present(detail) };
    },

    /** Deletes the resource, its tags, and its file (the record now, the blob after commit). */
    async remove(actor: Actor, id: string): Promise<{ resource: TResource }> {
      assertCan(actor, 'delete', 'resource');
      const detail = await db.transaction(async (tx) => {
        const found = await mustFind(id, tx);
        await repo.remove(id, tx);
        if (found.row.fileId) await files.removeInTransaction(tx, found.row.fileId);
        return found;
      });
      await version.changed();
      return { resource: present(detail) };
    },
  };
}
export type ResourceService = ReturnType<typeof createResourceService>;
