import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ZIdParam, type TLanguage, type TPaged, type TPageQuery } from '@praktika/contracts/common';
import { FILE_ISSUES, type TFile, type TFileKind } from '@praktika/contracts/files';
import type { ErrorType } from '@praktika/contracts/errors';
import type { Db, Executor } from '../../platform/db/client.ts';
import { createRepo } from '../../platform/db/repo.ts';
import { all, containsPattern, listPage, totalDocs } from '../../platform/db/list.ts';
import { folded, foldedSql } from '../../platform/db/fold.ts';
import { actorOf, type Actor } from '../../platform/auth/guard.ts';
import { assertCan, guardFor } from '../../platform/auth/policy.ts';
import {
  AppError,
  alreadyExists,
  fromWriteError,
  invalid,
  type WriteErrorAnswers,
} from '../../platform/errors.ts';
import { ok, responses } from '../../platform/http/envelope.ts';
import { endpoints } from '../../platform/http/endpoints.ts';
import { files } from '../../db/schema/files.ts';
import { presentFile, type FilesService } from '../../platform/files/files.service.ts';
import { assertAttachable, releaseReplacedFile } from '../../platform/files/attach.ts';
import { formBody } from '../../platform/files/form-body.ts';
import { pickTranslatedNames } from '../../platform/content/translated-names.ts';

/**
 * ONE module for the areas that are "a file with a name and a description in three languages and one flag":
 * facilitation guides (flag: the guide's language) and documents (flag: isGuide). They differ only in what a
 * `FileDocumentDefinition` holds (table, flag column and its list filter, file kind, duplicate error type,
 * answer keys, policy subject, path, schemas); `documents.definitions.ts` writes the two definitions, and the
 * repo, service and routes below serve both.
 */

/** A not-null column holding `T` (the generic code reads typed values from either table). */
type Col<T> = PgColumn & { _: { data: T; notNull: true } };

/** The columns both tables share (`documentColumns()` in db/schema/documents.ts). */
export type FileDocumentTable = PgTable & {
  id: Col<string>;
  enName: Col<string>;
  enDescription: Col<string>;
  sqName: Col<string>;
  sqDescription: Col<string>;
  srName: Col<string>;
  srDescription: Col<string>;
  fileId: Col<string>;
  createdAt: Col<Date>;
  updatedAt: Col<Date>;
};

/** The translated fields and the file id every write body has. */
export interface FileDocumentWriteBase {
  enName: string;
  enDescription: string;
  sqName: string;
  sqDescription: string;
  srName: string;
  srDescription: string;
  file: string;
}

/** What every answer item has besides the flag. */
export interface FileDocumentItemBase {
  _id: string;
  enName: string;
  enDescription: string;
  sqName: string;
  sqDescription: string;
  srName: string;
  srDescription: string;
  file: TFile;
  createdAt: string;
  updatedAt: string;
}

export interface FileDocumentQueryBase extends TPageQuery {
  selectedLanguage?: TLanguage;
  name?: string;
}

type NameField = 'enName' | 'sqName' | 'srName';
const NAME_FIELDS: readonly NameField[] = ['enName', 'sqName', 'srName'];

/**
 * One area. `TKey` is the flag's name in bodies and answers (also the table's property for its column), `TFlag`
 * its value, `TStored` the column's; `TList` and `TOne` the answer keys (`facilitationGuides` /
 * `facilitationGuide`).
 */
export interface FileDocumentDefinition<
  TKey extends string,
  TFlag,
  TStored,
  TWrite extends FileDocumentWriteBase & Record<TKey, TFlag>,
  TQuery extends FileDocumentQueryBase,
  TList extends string,
  TOne extends string,
> extends FileDocumentRouteDefinition<TWrite, TQuery> {
  table: FileDocumentTable;
  /** Prefix of the table's unique indexes (`<prefix>_en_name_uq`, `<prefix>_file_uq`). */
  indexPrefix: string;
  duplicate: ErrorType;
  keys: { list: TList; one: TOne };
  flag: {
    key: TKey;
    column: Col<TStored>;
    /** The stored value as answered (a language code checked on the way in, a boolean). */
    read(stored: TStored): TFlag;
    /** The list filter the query asks for on the flag (undefined: none). */
    filter(query: TQuery): TStored | undefined;
  };
}

/** What the routes need: where, who (the policy subject) and the contract's schemas. */
export interface FileDocumentRouteDefinition<TWrite, TQuery> {
  /** The route path under /api, e.g. `/facilitationguides`. */
  path: string;
  /** The OpenAPI tag. */
  tag: string;
  subject: 'facilitationGuide' | 'document';
  /** The kind its files are uploaded as (also the form data's file part `file`). */
  fileKind: TFileKind;
  schemas: {
    write: z.ZodType<TWrite, unknown>;
    query: z.ZodType<TQuery, unknown>;
    /** `{ <one key>: item }` */
    result: z.ZodType;
    /** `{ <list key>: paged items }` */
    list: z.ZodType;
  };
}

/** The service of one area (answers under the definition's keys). */
export interface FileDocumentService<TWrite, TQuery, TList extends string, TOne extends string, TItem> {
  list(actor: Actor | null, query: TQuery): Promise<Record<TList, TPaged<TItem>>>;
  get(actor: Actor | null, id: string): Promise<Record<TOne, TItem>>;
  create(actor: Actor, body: TWrite): Promise<Record<TOne, TItem>>;
  /** Replaces every field; a replaced file is deleted in the same transaction (its blob after commit). */
  update(actor: Actor, id: string, body: TWrite): Promise<Record<TOne, TItem>>;
  /** Deletes the record and its file (the file's record now, its blob after commit). */
  remove(actor: Actor, id: string): Promise<Record<TOne, TItem>>;
}

/** `{ [key]: value }` with the key's literal type. */
const keyed = <K extends string, V>(key: K, value: V) => ({ [key]: value }) as Record<K, V>;

/* Repo */

export function createFileDocumentRepo<TStored>(
  db: Executor,
  def: { table: FileDocumentTable; flag: { key: string; column: Col<TStored> } },
) {
  const t = def.table;
  const base = createRepo(db, t);
  const nameColumn: Record<TLanguage, Col<string>> = { en: t.enName, sq: t.sqName, sr: t.srName };
  const fields = {
    id: t.id,
    enName: t.enName,
    enDescription: t.enDescription,
    sqName: t.sqName,
    sqDescription: t.sqDescription,
    srName: t.srName,
    srDescription: t.srDescription,
    fileId: t.fileId,
    flag: def.flag.column,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    file: files,
  };
  const select = (ex: Executor) => ex.select(fields).from(t).innerJoin(files, eq(files.id, t.fileId));

  return {
    /** One page with the files, filtered by name (any language, folded) and the flag, sorted by the language's name. */
    list(query: FileDocumentQueryBase, flag: TStored | undefined, ex: Executor = db) {
      const lang = query.selectedLanguage ?? 'sq';
      const name = query.name ? containsPattern(folded(query.name)) : undefined;
      const q = ex
        .select({ ...fields, totalDocs: totalDocs() })
        .from(t)
        .innerJoin(files, eq(files.id, t.fileId))
        .where(
          all(
            name ? or(...NAME_FIELDS.map((f) => sql`${foldedSql(t[f])} like ${name}`)) : undefined,
            flag !== undefined ? eq(def.flag.column, flag) : undefined,
          ),
        )
        .orderBy(sql`${foldedSql(nameColumn[lang])} collate "C"`, asc(t.id))
        .$dynamic();
      return listPage(q, query);
    },

    async find(id: string, ex: Executor = db) {
      const [row] = await select(ex).where(eq(t.id, id));
      return row;
    },

    create(values: Record<string, unknown>, ex: Executor = db) {
      return base.create(values as never, ex);
    },
    update(id: string, values: Record<string, unknown>, ex: Executor = db) {
      return base.update(id, values as never, ex);
    },
    remove(id: string, ex: Executor = db) {
      return base.remove(id, ex);
    },

    /** Which of the names another record already has (case-insensitively). */
    async nameClashes(
      names: Record<NameField, string>,
      exceptId: string | undefined,
      ex: Executor = db,
    ): Promise<NameField[]> {
      const same = (f: NameField) => sql<boolean>`lower(${t[f]}) = lower(${names[f]})`.mapWith(Boolean);
      const rows = await ex
        .select({ enName: same('enName'), sqName: same('sqName'), srName: same('srName') })
        .from(t)
        .where(and(or(...NAME_FIELDS.map(same)), exceptId ? ne(t.id, exceptId) : undefined))
        .limit(3);
      return NAME_FIELDS.filter((f) => rows.some((r) => r[f]));
    },
  };
}

/* Service */

export interface FileDocumentServiceDeps {
  db: Db;
  files: Pick<FilesService, 'removeInTransaction'>;
}

export function createFileDocumentService<
  TKey extends string,
  TFlag,
  TStored,
  TWrite extends FileDocumentWriteBase & Record<TKey, TFlag>,
  TQuery extends FileDocumentQueryBase,
  TList extends string,
  TOne extends string,
>(
  def: FileDocumentDefinition<TKey, TFlag, TStored, TWrite, TQuery, TList, TOne>,
  { db, files: filesService }: FileDocumentServiceDeps,
): FileDocumentService<TWrite, TQuery, TList, TOne, FileDocumentItemBase & Record<TKey, TFlag>> {
  type Item = FileDocumentItemBase & Record<TKey, TFlag>;
  const repo = createFileDocumentRepo<TStored>(db, def);
  type Row = NonNullable<Awaited<ReturnType<typeof repo.find>>>;
  const nameIndex = new RegExp(`^${def.indexPrefix}_(en|sq|sr)_name_uq$`);
  const use = { table: def.table, id: def.table.id, file: def.table.fileId };

  /** Database races the checks could not see: a name or the file taken meanwhile, the file deleted meanwhile. */
  const writeErrors: WriteErrorAnswers = {
    unique: (index) => {
      if (index === `${def.indexPrefix}_file_uq`) return invalid('file', FILE_ISSUES.fileUnavailable);
      const lang = nameIndex.exec(index)?.[1];
      return alreadyExists(def.duplicate, lang ? [`${lang}Name`] : NAME_FIELDS);
    },
    foreignKey: () => invalid('file', 'notFound'),
  };

  const present = (row: Row): Item => {
    const item: FileDocumentItemBase = {
      _id: row.id,
      ...pickTranslatedNames(row),
      file: presentFile(row.file),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
    return { ...item, ...keyed(def.flag.key, def.flag.read(row.flag)) };
  };

  const columns = (body: TWrite) => ({
    ...pickTranslatedNames(body),
    fileId: body.file,
    [def.flag.key]: body[def.flag.key],
  });

  async function mustFind(id: string, ex: Executor = db): Promise<Row> {
    const found = await repo.find(id, ex);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  /** Free names, and a newly attached file: the actor's own upload of the area's kind, used by no other record. */
  async function assertWritable(actor: Actor, body: TWrite, before: Row | undefined, ex: Executor) {
    const clashes = await repo.nameClashes(body, before?.id, ex);
    if (clashes.length) throw alreadyExists(def.duplicate, clashes);
    if (body.file !== before?.fileId)
      await assertAttachable(ex, {
        actor,
        fileId: body.file,
        field: 'file',
        kind: def.fileKind,
        use,
        recordId: before?.id,
      });
  }

  return {
    async list(actor: Actor | null, query: TQuery): Promise<Record<TList, TPaged<Item>>> {
      assertCan(actor, 'list', def.subject);
      const page = await repo.list(query, def.flag.filter(query));
      return keyed(def.keys.list, { ...page, docs: page.docs.map(present) });
    },

    async get(actor: Actor | null, id: string): Promise<Record<TOne, Item>> {
      assertCan(actor, 'read', def.subject);
      return keyed(def.keys.one, present(await mustFind(id)));
    },

    async create(actor: Actor, body: TWrite): Promise<Record<TOne, Item>> {
      assertCan(actor, 'create', def.subject);
      try {
        const row = await db.transaction(async (tx) => {
          await assertWritable(actor, body, undefined, tx);
          const id = randomUUID();
          await repo.create({ id, ...columns(body) }, tx);
          return mustFind(id, tx);
        });
        return keyed(def.keys.one, present(row));
      } catch (err) {
        throw fromWriteError(err, writeErrors);
      }
    },

    async update(actor: Actor, id: string, body: TWrite): Promise<Record<TOne, Item>> {
      assertCan(actor, 'update', def.subject);
      try {
        const row = await db.transaction(async (tx) => {
          const before = await mustFind(id, tx);
          await assertWritable(actor, body, before, tx);
          await repo.update(id, { ...columns(body), updatedAt: new Date() }, tx);
          await releaseReplacedFile(filesService, tx, before.fileId, body.file);
          return mustFind(id, tx);
        });
        return keyed(def.keys.one, present(row));
      } catch (err) {
        throw fromWriteError(err, writeErrors);
      }
    },

    async remove(actor: Actor, id: string): Promise<Record<TOne, Item>> {
      assertCan(actor, 'delete', def.subject);
      const row = await db.transaction(async (tx) => {
        const found = await mustFind(id, tx);
        await repo.remove(id, tx);
        await filesService.removeInTransaction(tx, found.fileId);
        return found;
      });
      return keyed(def.keys.one, present(row));
    },
  };
}

/* Routes */

/**
 * `GET <path>`, `GET <path>/:id`, `POST <path>`, `PUT <path>/:id`, `DELETE <path>/:id`, guarded by the
 * definition's policy subject. Writes take JSON with the id of a file uploaded first through `POST /api/files`,
 * or form data (RC §7) with the file part `file` (platform/files/form-body.ts; the caller registers the
 * multipart parser): the same body, rules and answer.
 */
export function registerFileDocumentRoutes<TWrite, TQuery>(
  fastify: FastifyInstance,
  def: FileDocumentRouteDefinition<TWrite, TQuery>,
  service: FileDocumentService<TWrite, TQuery, string, string, unknown>,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = [def.tag];
  const signedIn = { security: [{ bearer: [] }] };
  const { write, query, result, list } = def.schemas;
  const form = formBody({ files: fastify.services.files, schema: write, fileFields: { file: def.fileKind } });
  const consumes = ['application/json', 'multipart/form-data'];
  // The schemas parse into TWrite and TQuery; Fastify's request types cannot resolve that for a generic type.

  const route = endpoints(fastify, { tags });
  route.get(def.path, { guard: [def.subject, 'list'], querystring: query, response: list }, (req) =>
    service.list(req.actor, req.query as TQuery),
  );
  route.get(`${def.path}/:id`, { guard: [def.subject, 'read'], params: ZIdParam, response: result }, (req) =>
    service.get(req.actor, req.params.id),
  );
  // Writes take JSON or form data: registered directly, the form's hooks after the guard (endpoints.ts takes no hooks).
  app.post(
    def.path,
    {
      schema: { tags, ...signedIn, consumes, body: write, response: responses(result) },
      ...form.hooks(guardFor(def.subject, 'create')),
    },
    async (req) => ok(await service.create(actorOf(req), req.body as TWrite)),
  );
  app.put(
    `${def.path}/:id`,
    {
      schema: { tags, ...signedIn, consumes, params: ZIdParam, body: write, response: responses(result) },
      ...form.hooks(guardFor(def.subject, 'update')),
    },
    async (req) => ok(await service.update(actorOf(req), req.params.id, req.body as TWrite)),
  );
  route.delete(
    `${def.path}/:id`,
    { guard: [def.subject, 'delete'], params: ZIdParam, response: result },
    (req) => service.remove(actorOf(req), req.params.id),
  );
}
