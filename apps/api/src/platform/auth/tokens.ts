import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import {
  RESET_TOKEN_TTL_MINUTES,
  SESSION_DAYS_DEFAULT,
  SESSION_DAYS_REMEMBER,
  ZSessionClaims,
  type TSessionClaims,
} from '@praktika/contracts/auth';
import type { TAccountType } from '@praktika/contracts/common';
import { z } from 'zod';
import { AppError } from '../errors.ts';

export interface SessionInput extends Omit<TSessionClaims, 'exp'> {
  /** The account's session version at sign-in; a later password reset ends this session. */
  sv: number;
}

const ZReset = z.object({
  email: z.string(),
  type: z.enum(['intern', 'business', 'mentor']),
  purpose: z.literal('reset'),
  sv: z.number(),
  sub: z.string(),
});
export type ResetClaims = z.infer<typeof ZReset>;

export interface TokenService {
  /** The app clock in ms (AppDeps.now): services that expire things read time here, so tests can move it. */
  now(): number;
  signSession(claims: SessionInput, remember: boolean): Promise<string>;
  /** Throws FAILED_DECODE_TOKEN for anything garbled, expired or badly signed. */
  verifySession(token: string): Promise<TSessionClaims & { sv: number }>;
  signReset(claims: { accountId: string; email: string; type: TAccountType; sv: number }): Promise<string>;
  /** Returns null when the token is expired, garbled or not a reset token. */
  verifyReset(token: string): Promise<ResetClaims | null>;
}

export function createTokenService(secret: string, now: () => number = () => Date.now()): TokenService {
  const key = new TextEncoder().encode(secret);
  const seconds = () => Math.floor(now() / 1000);
  return {
    now,
    async signSession(claims, remember) {
      const days = remember ? SESSION_DAYS_REMEMBER : SESSION_DAYS_DEFAULT;
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(seconds())
        .setExpirationTime(seconds() + days * 86400)
        .sign(key);
    },
    async verifySession(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        const claims = ZSessionClaims.extend({ sv: z.number().int() }).safeParse(payload);
        if (!claims.success) throw new AppError('FAILED_DECODE_TOKEN');
        return claims.data;
      } catch (err) {
        if (err instanceof AppError || err instanceof joseErrors.JOSEError || err instanceof TypeError)
          throw new AppError('FAILED_DECODE_TOKEN');
        throw new AppError('FAILED_DECODE_TOKEN');
      }
    },
    async signReset({ accountId, email, type, sv }) {
      return new SignJWT({ email, type, purpose: 'reset', sv })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(accountId)
        .setIssuedAt(seconds())
        .setExpirationTime(seconds() + RESET_TOKEN_TTL_MINUTES * 60)
        .sign(key);
    },
    async verifyReset(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        const parsed = ZReset.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
