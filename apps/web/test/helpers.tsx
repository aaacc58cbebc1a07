import { vi } from 'vitest';

/** An unsigned JWT with the given claims (the client only decodes it); expires in an hour unless `exp` is given. */
export function fakeToken(claims: Record<string, unknown>): string {
  const b64 = (o: unknown) =>
    btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.sig`;
}

export interface StubbedCall {
  url: string;
  init?: RequestInit;
}

/** Replaces fetch: `answer` returns { status, body } per URL (default 404 NOT_FOUND envelope). */
export function stubFetch(
  answer: (url: string) => { status?: number; body: unknown } | undefined = () => undefined,
) {
  const calls: StubbedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const a = answer(url) ?? {
        status: 404,
        body: { success: false, data: null, error: 'Not found', errorType: 'NOT_FOUND' },
      };
      return new Response(JSON.stringify(a.body), {
        status: a.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const ok = (data: unknown) => ({ status: 200, body: { success: true, data, error: null } });
export const fail = (status: number, errorType: string, error = 'failed') => ({
  status,
  body: { success: false, data: null, error, errorType },
});
