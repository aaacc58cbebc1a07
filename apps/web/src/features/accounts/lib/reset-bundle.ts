import { z } from 'zod';

/** The `q` bundle of /resetBusinessPassword: base64url JSON {email, resetToken, type}. */
const ZResetBundle = z.object({
  email: z.string().min(1),
  resetToken: z.string().min(1),
  type: z.enum(['intern', 'business', 'mentor', 'admin']).catch('intern').default('intern'),
});
export type TResetBundle = z.infer<typeof ZResetBundle>;

function fromBase64Url(s: string): string {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64.padEnd(Math.ceil(b64.length / 4) * 4, '='));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

export function encodeResetBundle(bundle: TResetBundle): string {
  const bytes = new TextEncoder().encode(JSON.stringify(bundle));
  return btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The decoded bundle, or null when q is missing or garbled. */
export function decodeResetBundle(q: string | null | undefined): TResetBundle | null {
  if (!q) return null;
  try {
    const parsed = ZResetBundle.safeParse(JSON.parse(fromBase64Url(q.trim())));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
