import {
  BANNER_PHOTO_FIELD,
  type TBanner,
  type TBannerCreate,
  type TBannerListQuery,
} from '@praktika/contracts/banners';
import { uploadWithProgress } from '../../../shared/lib/upload.ts';
import { createNamedResource } from '../../../shared/api/create-resource.ts';

/** The list query the web sends (every field optional; the API applies the defaults). */
export type TBannerQueryWeb = Partial<TBannerListQuery>;
/** POST and PUT bodies (PUT adds `deletedPhotos`). */
export type TBannerWriteWeb = TBannerCreate & { deletedPhotos?: string[] };

/** The home page's slider banners (`/api/banners`): visitors get the active ones, admins all. */
export const bannersResource = createNamedResource<TBanner, TBannerWriteWeb, TBannerQueryWeb>('banners', {
  oneKey: 'banner',
});

/**
 * `PUT /api/banners/:id/photo` (multipart, one or more file parts `photo`) with upload progress; resolves to the
 * banner with the photos appended.
 */
export function uploadBannerPhotos(
  id: string,
  files: File[],
  helpers: { onProgress: (fraction: number) => void; signal: AbortSignal },
): Promise<TBanner> {
  return uploadWithProgress<{ banner: TBanner }>({
    url: `/api/banners/${encodeURIComponent(id)}/photo`,
    method: 'PUT',
    files: files.map((file) => ({ name: BANNER_PHOTO_FIELD, file })),
    ...helpers,
  }).then(({ banner }) => banner);
}
