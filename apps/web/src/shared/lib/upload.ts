import { FILE_KINDS, type TFile } from '@praktika/contracts/files';
import { ApiError, currentLanguage, envelopeError, type ApiEnvelope } from './api-client.ts';
import { getToken } from './session.ts';

export interface UploadPart {
  /** The multipart field name (the spec names it after the thing: `file`, `photo`, `cv`, …). */
  name: string;
  file: Blob;
  /** The file name sent; a `File`'s own name when absent. */
  filename?: string;
}

export interface UploadOptions {
  /** The full path, e.g. `/api/files`. */
  url: string;
  method?: 'POST' | 'PUT';
  /**
   * Text fields, sent BEFORE the files in this order (the API reads e.g. `kind` before it streams the file).
   */
  fields?: Record<string, string>;
  files: UploadPart[];
  /** Called with 0…1 as the body goes out (only when the browser can measure it). */
  onProgress?: (fraction: number) => void;
  /** Aborting rejects with a DOMException named `AbortError` (like fetch). */
  signal?: AbortSignal;
}

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

/** True for the rejection of a cancelled upload or download. */
export const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/**
 * A multipart request over XMLHttpRequest (fetch cannot report upload progress) with the session's bearer token
 * and the UI language, resolving to the envelope's `data`. A failure rejects with the same `ApiError` `apiFetch`
 * throws (errorType, status, details; the session ends the same way on 401), so `placeServerError` and
 * `errorText` read it; a network failure is `NETWORK_ERROR`.
 */
export function uploadWithProgress<T>(opts: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(abortError());
      return;
    }
    const body = new FormData();
    for (const [k, v] of Object.entries(opts.fields ?? {})) body.append(k, v);
    for (const part of opts.files) {
      const filename = part.filename ?? (part.file instanceof File ? part.file.name : 'file');
      body.append(part.name, part.file, filename);
    }

    const xhr = new XMLHttpRequest();
    xhr.open(opts.method ?? 'POST', opts.url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    const onAbort = () => xhr.abort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => opts.signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress?.(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      done();
      let envelope: ApiEnvelope<T> = {};
      try {
        envelope = JSON.parse(xhr.responseText) as ApiEnvelope<T>;
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300 && envelope.success) {
        opts.onProgress?.(1);
        resolve(envelope.data as T);
      } else reject(envelopeError(xhr.status, envelope, token !== null));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError('NETWORK_ERROR', 'Internal Server Error!', 0));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.send(body);
  });
}

/** Saves a blob under a name through a temporary object URL. */
export function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // the click has started the download; give the browser a moment before the URL goes
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * A request (a GET unless `init` says otherwise) with the session's token and the UI language, for answers that
 * are not JSON envelopes (files); a refusal rejects with the ApiError `apiFetch` throws.
 */
export async function fetchWithToken(
  url: string,
  init: Pick<RequestInit, 'signal' | 'method' | 'body'> & { headers?: Record<string, string> } = {},
): Promise<Response> {
  const token = getToken();
  // A caller's Accept-Language wins (a document asked in the reader's language, sr-Cyrl included).
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage(), ...init.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(url, { ...init, headers });
  } catch (err) {
    if (isAbort(err)) throw err;
    throw new ApiError('NETWORK_ERROR', 'Internal Server Error!', 0);
  }
  if (res.ok) return res;
  let envelope: ApiEnvelope = {};
  try {
    envelope = (await res.json()) as ApiEnvelope;
  } catch {
    /* not JSON */
  }
  throw envelopeError(res.status, envelope, token !== null);
}

/** The bytes of a stored file, fetched with the session's token (a plain URL would not carry it). */
export async function fetchFileBlob(file: Pick<TFile, 'url'>, signal?: AbortSignal): Promise<Blob> {
  return (await fetchWithToken(file.url, { signal })).blob();
}

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''…` first, then `filename="…"`), or null. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      /* malformed: try the plain form */
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/**
 * Downloads what a private URL answers (e.g. `/api/me/export`): fetched with the session's token and saved through
 * an object URL under the answer's `Content-Disposition` name, else `fallbackName`. `language`: the reader's
 * language sent as Accept-Language (a document: `readerLanguage()`, sr-Cyrl included), else the data language.
 * Rejects with an ApiError when the API refuses (e.g. 429 `RATE_LIMITED`).
 */
export async function downloadWithToken(url: string, fallbackName: string, language?: string): Promise<void> {
  const res = await fetchWithToken(url, language ? { headers: { 'Accept-Language': language } } : {});
  const name = dispositionFileName(res.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await res.blob(), name);
}

/**
 * A record's own single-file upload (a multipart PUT of one part), as an upload field's `upload`: the answer goes
 * to `store`, and the stored file is what `pick` finds in it (an answer without one rejects as a server error).
 */
export function putOwnFile<T>({
  url,
  part,
  store,
  pick,
  what = part,
}: {
  url: string;
  part: string;
  /** What the error names when the answer has no file (the part's name by default). */
  what?: string;
  store: (data: T) => void;
  pick: (data: T) => TFile | null | undefined;
}) {
  return (file: File, { onProgress, signal }: Pick<UploadOptions, 'onProgress' | 'signal'>): Promise<TFile> =>
    uploadWithProgress<T>({ url, method: 'PUT', files: [{ name: part, file }], onProgress, signal }).then(
      (data) => {
        store(data);
        const stored = pick(data);
        if (!stored) throw new ApiError('INTERNAL_ERROR', `No ${what} in the answer`, 500);
        return stored;
      },
    );
}

/** True when anyone may download files of this kind by their URL alone. */
export const isPublicFile = (file: Pick<TFile, 'kind'>) => FILE_KINDS[file.kind].access === 'public';

/**
 * Downloads a stored file. Public kinds open their URL in a new tab; the others are fetched with the bearer token
 * and saved through an object URL under the file's own name (an `<a href>` would not carry the token). Rejects
 * with an ApiError when the API refuses.
 */
export async function downloadFile(file: TFile): Promise<void> {
  if (isPublicFile(file)) {
    window.open(file.url, '_blank', 'noopener');
    return;
  }
  saveBlob(await fetchFileBlob(file), file.name);
}
