import { randomUUID } from 'node:crypto';
import type { TPaged } from '@praktika/contracts/common';
import type { TArticle, TArticleListQuery, TArticleType, TArticleWrite } from '@praktika/contracts/articles';
import type { Db, Executor, Tx } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/auth/guard.ts';
import { assertCan } from '../../platform/auth/policy.ts';
import { AppError, alreadyExists, type WriteErrorAnswers } from '../../platform/errors.ts';
import { presentFile, type FilesService } from '../../platform/files/files.service.ts';
import type { UploadPart } from '../../platform/files/upload-request.ts';
import type { ContentVersion } from '../../platform/cache/content-version.ts';
import { committedWrite } from '../../platform/cache/committed-write.ts';
import { richTextIsEmpty, sanitizeRichText } from '../../platform/content/rich-text.ts';
import type { ArticleDetail, ArticleRepo } from './articles.repo.ts';

export interface ArticleServiceDeps {
  db: Db;
  repo: ArticleRepo;
  files: Pick<FilesService, 'upload' | 'removeInTransaction'>;
  /** The public list's cache version: bumped after every committed write. */
  version: ContentVersion;
}

const TEXT_FIELDS = ['enText', 'sqText', 'srText'] as const;
const TITLE_INDEX = /^articles_(en|sq|sr)_title_uq$/;

/** A title taken by a simultaneous write, which the check before could not see. */
const WRITE_ERRORS: WriteErrorAnswers = {
  unique: (index) => {
    const lang = TITLE_INDEX.exec(index)?.[1];
    return lang ? alreadyExists('ARTICLE_EXISTS', [`${lang}Title`]) : null;
  },
};

function present({ row, photo }: ArticleDetail): TArticle {
  return {
    _id: row.id,
    type: row.type as TArticleType,
    enTitle: row.enTitle,
    enText: row.enText,
    sqTitle: row.sqTitle,
    sqText: row.sqText,
    srTitle: row.srTitle,
    srText: row.srText,
    photo: photo ? presentFile(photo) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns of a body, its texts sanitised; 400 `required` on every text with nothing left to show. */
function columns(body: TArticleWrite) {
  const texts = Object.fromEntries(TEXT_FIELDS.map((f) => [f, sanitizeRichText(body[f])])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  const empty = TEXT_FIELDS.filter((f) => richTextIsEmpty(texts[f]));
  if (empty.length)
    throw new AppError(
      'VALIDATION_ERROR',
      undefined,
      empty.map((field) => ({ field, issue: 'required' })),
    );
  return {
    type: body.type,
    enTitle: body.enTitle,
    sqTitle: body.sqTitle,
    srTitle: body.srTitle,
    ...texts,
  };
}

export function createArticleService({ db, repo, files, version }: ArticleServiceDeps) {
  async function mustFind(id: string, ex: Executor = db, lock = false): Promise<ArticleDetail> {
    const found = await repo.findDetail(id, ex, lock);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  /** Stored uploads the change could not use: the records go now, the blobs after commit. */
  async function discard(fileIds: readonly string[]): Promise<void> {
    if (!fileIds.length) return;
    await db.transaction(async (tx) => {
      for (const id of fileIds) await files.removeInTransaction(tx, id);
    });
  }

  const write = <T>(work: (tx: Tx) => Promise<T>) => committedWrite(db, version, WRITE_ERRORS, work);

  return {
    /** The version the public list's cached answers are filed under. */
    version: () => version.current(),

    async list(actor: Actor | null, query: TArticleListQuery): Promise<{ articles: TPaged<TArticle> }> {
      assertCan(actor, 'list', 'article');
      const page = await repo.list(query);
      return { articles: { ...page, docs: page.docs.map(present) } };
    },

    async get(actor: Actor | null, id: string): Promise<{ article: TArticle }> {
      assertCan(actor, 'read', 'article');
      return { article: present(await mustFind(id)) };
    },

    async create(actor: Actor, body: TArticleWrite): Promise<{ article: TArticle }> {
      assertCan(actor, 'create', 'article');
      const values = columns(body);
      const detail = await write(async (tx) => {
        const clashes = await repo.titleClashes(body, undefined, tx);
        if (clashes.length) throw alreadyExists('ARTICLE_EXISTS', clashes);
        const id = randomUUID();
        await repo.create({ id, ...values }, tx);
        return mustFind(id, tx);
      });
      return { article: present(detail) };
    },

    /** Replaces titles, texts and type; the photo stays. */
    async update(actor: Actor, id: string, body: TArticleWrite): Promise<{ article: TArticle }> {
      assertCan(actor, 'update', 'article');
      const values = columns(body);
      const detail = await write(async (tx) => {
        await mustFind(id, tx, true);
        const clashes = await repo.titleClashes(body, id, tx);
        if (clashes.length) throw alreadyExists('ARTICLE_EXISTS', clashes);
        await repo.update(id, { ...values, updatedAt: new Date() }, tx);
        return mustFind(id, tx);
      });
      return { article: present(detail) };
    },

    /**
     * Stores the upload as the article's photo (kind articlePhoto); the previous photo's record goes in the same
     * transaction (its blob after commit). An upload stored for an article deleted meanwhile is removed again.
     */
    async setPhoto(actor: Actor, id: string, upload: UploadPart): Promise<{ article: TArticle }> {
      assertCan(actor, 'update', 'article');
      await mustFind(id); // 404 before any byte is stored
      const photo = await files.upload(actor, {
        kind: 'articlePhoto',
        filename: upload.filename,
        stream: upload.stream,
      });
      let detail: ArticleDetail;
      try {
        detail = await db.transaction(async (tx) => {
          const before = await mustFind(id, tx, true);
          await repo.update(id, { photoId: photo._id, updatedAt: new Date() }, tx);
          if (before.row.photoId) await files.removeInTransaction(tx, before.row.photoId);
          return mustFind(id, tx);
        });
      } catch (err) {
        await discard([photo._id]);
        throw err;
      }
      await version.changed();
      return { article: present(detail) };
    },

    /** Deletes the article and its photo (the record now, the blob after commit). */
    async remove(actor: Actor, id: string): Promise<{ article: TArticle }> {
      assertCan(actor, 'delete', 'article');
      const detail = await db.transaction(async (tx) => {
        const found = await mustFind(id, tx, true);
        await repo.remove(id, tx);
        if (found.row.photoId) await files.removeInTransaction(tx, found.row.photoId);
        return found;
      });
      await version.changed();
      return { article: present(detail) };
    },
  };
}
export type ArticleService = ReturnType<typeof createArticleService>;
