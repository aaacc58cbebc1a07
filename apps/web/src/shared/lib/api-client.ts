import type { ErrorType } from '@praktika/contracts/errors';
import { clearSession, expireSession, getToken, LANGUAGE_KEY } from './session.ts';
import { contentLanguage, type TLanguage } from './languages.ts';

export { SESSION_EXPIRED_EVENT, takeSessionExpired } from './session.ts';

export interface FieldIssue {
  field: string;
  issue: string;
  /** For a too-long text or list: its limit and what it counts. */
  max?: number;
  origin?: 'string' | 'array';
  /** For an item still in use (`inUse`): how many records reference it. */
  count?: number;
}

/** A failed API answer: the envelope's errorType, message and per-field details. */
export class ApiError extends Error {
  constructor(
    readonly errorType: ErrorType | 'NETWORK_ERROR',
    message: string,
    readonly status: number,
    readonly details: FieldIssue[] = [],
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | undefined | null | Array<string | number>>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}

/**
 * The data language of the interface's language (sq, sr or en: Serbian in Cyrillic reads and writes `sr`), for
 * Accept-Language and what is looked up by language.
 */
export function currentLanguage(): TLanguage {
  return contentLanguage(localStorage.getItem(LANGUAGE_KEY) ?? 'sq');
}

/**
 * The reader's own language (the interface's, sr-Cyrl included: `i18n.language`), for every `emailLanguage` the
 * app sends: the e-mails come in the script the person reads (issue 22 §1).
 */
export { readerLanguage } from './reader-language.ts';

function toSearch(query?: Query): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) v.forEach((item) => params.append(k, String(item)));
    else params.append(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Calls `/api{path}` and returns the envelope's `data`, or throws ApiError. */
export async function apiFetch<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`/api${path}${toSearch(opts.query)}`, {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('NETWORK_ERROR', 'Internal Server Error!', 0);
  }
  let envelope: ApiEnvelope<T> = {};
  try {
    envelope = await res.json();
  } catch {
    /* not JSON */
  }
  if (res.ok && envelope.success) return envelope.data as T;
  throw envelopeError(res.status, envelope, token !== null);
}

/** The API's answer envelope, as far as the client reads it. */
export interface ApiEnvelope<T = unknown> {
  success?: boolean;
  data?: T;
  error?: string;
  errorType?: ErrorType;
  details?: FieldIssue[];
}

/**
 * The ApiError of a failed answer (any transport: fetch, XMLHttpRequest). Ends the session as the spec says:
 * FAILED_DECODE_TOKEN expires it (to /login with the toast), another 401 to a request that carried a token clears it.
 */
export function envelopeError(status: number, envelope: ApiEnvelope, sentToken: boolean): ApiError {
  const errorType = envelope.errorType ?? 'INTERNAL_ERROR';
  if (errorType === 'FAILED_DECODE_TOKEN') {
    expireSession();
  } else if (status === 401 && sentToken) {
    clearSession();
  }
  return new ApiError(errorType, envelope.error ?? 'Internal Server Error!', status, envelope.details ?? []);
}
