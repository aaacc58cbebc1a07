import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUiLanguage } from '@praktika/contracts/common';
import type { TInternCv, TInternCvWrite } from '@praktika/contracts/cv';
import { INTERN_PHOTO_FIELD } from '@praktika/contracts/cv';
import { apiFetch } from '../../../shared/lib/api-client.ts';
import { saveSession } from '../../../shared/lib/session.ts';
import { fetchWithToken, putOwnFile, saveBlob } from '../../../shared/lib/upload.ts';
import type { UploadFn } from '../../../shared/forms/upload-field.tsx';

/**
 * The intern's CV: `GET /api/interns/:id` (`data.intern`), `PUT /api/interns/:id` (`data.intern` and, for the
 * intern's own save, `data.token`), `PUT /api/interns/:id/photo` (multipart part `photo`) and
 * `PUT /api/interns/:id/cv?language=` (the PDF).
 */
export const cvKeys = {
  all: ['cv'] as const,
  one: (id: string) => [...cvKeys.all, id] as const,
};

const path = (id: string) => `/interns/${encodeURIComponent(id)}`;

export const fetchCv = (id: string, signal?: AbortSignal) =>
  apiFetch<{ intern: TInternCv }>(path(id), { signal }).then((data) => data.intern);

export const cvQueryOptions = (id: string) =>
  queryOptions({ queryKey: cvKeys.one(id), queryFn: ({ signal }) => fetchCv(id, signal) });

export function useCv(id: string) {
  return useQuery(cvQueryOptions(id));
}

export const saveCv = (id: string, body: TInternCvWrite) =>
  apiFetch<{ intern: TInternCv; token?: string }>(path(id), { method: 'PUT', body });

/**
 * Everything that hangs on the session or the profile is refetched after the CV changes (the avatar's record,
 * gated pages); catalogues stay, and the CV itself is already the answer's.
 */
function refreshAfterCvChange(client: ReturnType<typeof useQueryClient>, id: string, cv: TInternCv) {
  client.setQueryData(cvKeys.one(id), cv);
  void client.invalidateQueries({
    predicate: (q) => q.queryKey[0] !== 'catalogues' && q.queryKey[0] !== cvKeys.all[0],
  });
}

/**
 * Saves the whole CV. A returned token is stored the way sign-in stores it (`saveSession`), so the new flags
 * (`updateFinished`, `updateRequired`) reach the avatar menu at once.
 */
export function useSaveCv(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...cvKeys.one(id), 'save'],
    mutationFn: (body: TInternCvWrite) => saveCv(id, body),
    onSuccess: ({ intern, token }) => {
      if (token) saveSession(token);
      refreshAfterCvChange(client, id, intern);
    },
  });
}

/** The photo goes through its own multipart PUT (part `photo`); the stored file is the answer's `photo`. */
export function usePhotoUpload(id: string): UploadFn {
  const client = useQueryClient();
  return putOwnFile<{ intern: TInternCv }>({
    url: `/api${path(id)}/photo`,
    part: INTERN_PHOTO_FIELD,
    store: ({ intern }) => refreshAfterCvChange(client, id, intern),
    pick: ({ intern }) => intern.photo,
  });
}

/** The file name of a `Content-Disposition` header (RFC 5987 `filename*` first). */
export function dispositionName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/**
 * The stored CV as a PDF in `language` (`PUT /api/interns/:id/cv?language=`; the interface's language, sr-Cyrl
 * included), fetched with the session's token and saved under the name the API gives. Rejects with the same
 * ApiError as other calls.
 */
export async function downloadCvPdf(id: string, language: TUiLanguage): Promise<void> {
  const res = await fetchWithToken(`/api${path(id)}/cv?language=${language}`, {
    method: 'PUT',
    headers: { Accept: 'application/pdf, application/json', 'Content-Type': 'application/json' },
    body: '{}',
  });
  saveBlob(await res.blob(), dispositionName(res.headers.get('content-disposition'), 'CV.pdf'));
}
