import type { TArticle, TArticleListQuery, TArticleWrite } from '@praktika/contracts/articles';
import type { TFile } from '@praktika/contracts/files';
import { ARTICLE_PHOTO_FIELD } from '@praktika/contracts/articles';
import { uploadWithProgress } from '../../../shared/lib/upload.ts';
import { createNamedResource } from '../../../shared/api/create-resource.ts';

/** The list query the web sends (every field optional; the API applies the defaults). */
export type TArticleQueryWeb = Partial<TArticleListQuery>;

/** Articles (`/api/articles`): anyone lists and reads them; admins write. */
export const articlesResource = createNamedResource<TArticle, TArticleWrite, TArticleQueryWeb>('articles', {
  oneKey: 'article',
});

/**
 * `PUT /api/articles/:id/photo` (multipart, file part `photo`) with upload progress; resolves to the stored photo
 * (the answer's article carries it). Replaces the article's previous photo.
 */
export function uploadArticlePhoto(
  id: string,
  file: File,
  helpers: { onProgress: (fraction: number) => void; signal: AbortSignal },
): Promise<TFile> {
  return uploadWithProgress<{ article: TArticle }>({
    url: `/api/articles/${encodeURIComponent(id)}/photo`,
    method: 'PUT',
    files: [{ name: ARTICLE_PHOTO_FIELD, file }],
    ...helpers,
  }).then(({ article }) => {
    if (!article.photo) throw new Error('the answer has no photo');
    return article.photo;
  });
}
