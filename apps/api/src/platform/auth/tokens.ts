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

/** The /mobilesurvey link's token: one due survey (`survey`) of one respondent (`sub`), its own audience. */
export const SURVEY_TOKEN_AUDIENCE = 'praktika:survey';
const ZSurveyToken = z.object({
  purpose: z.literal('survey'),
  survey: z.string().min(1),
  sub: z.string().min(1),
  exp: z.number(),
});
export type SurveyTokenClaims = z.infer<typeof ZSurveyToken>;

export interface TokenService {
  /** The app clock in ms (AppDeps.now): services that expire things read time here, so tests can move it. */
  now(): number;
  signSession(claims: SessionInput, remember: boolean): Promise<string>;
  /** Throws FAILED_DECODE_TOKEN for anything garbled, expired or badly signed. */
  verifySession(token: string): Promise<TSessionClaims & { sv: number }>;
  signReset(claims: { accountId: string; email: string; type: TAccountType; sv: number }): Promise<string>;
  /** Returns null when the token is expired, garbled or not a reset token. */
  verifyReset(token: string): Promise<ResetClaims | null>;
  /** A /mobilesurvey token for one due survey of one respondent, valid `days`. */
  signSurvey(claims: { surveyId: string; respondentId: string; days: number }): Promise<string>;
  /** Throws SURVEY_LINK_EXPIRED when expired, SURVEY_LINK_INVALID for anything else (garbled, other purpose). */
  verifySurvey(token: string): Promise<SurveyTokenClaims>;
}

/** The session claims as verified (with the session version). */
const ZVerifiedSession = ZSessionClaims.extend({ sv: z.number().int() });
/** Session tokens already verified, kept by their exact text (bounded; oldest out first). */
const VERIFIED_MAX = 20_000;

export function createTokenService(secret: string, now: () => number = () => Date.now()): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, z.infer<typeof ZVerifiedSession>>();
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
      // A token is immutable: once its signature and claims checked out, only its expiry can change the answer.
      const known = verified.get(token);
      if (known) {
        if (known.exp * 1000 > now()) return known;
        verified.delete(token);
        throw new AppError('FAILED_DECODE_TOKEN');
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        // A token of another purpose (reset, survey link) never passes as a session.
        if (payload.purpose !== undefined || payload.aud !== undefined)
          throw new AppError('FAILED_DECODE_TOKEN');
        const claims = ZVerifiedSession.safeParse(payload);
        if (!claims.success) throw new AppError('FAILED_DECODE_TOKEN');
        if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
        verified.set(token, claims.data);
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
    async signSurvey({ surveyId, respondentId, days }) {
      return new SignJWT({ purpose: 'survey', survey: surveyId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(respondentId)
        .setAudience(SURVEY_TOKEN_AUDIENCE)
        .setIssuedAt(seconds())
        .setExpirationTime(seconds() + days * 86400)
        .sign(key);
    },
    async verifySurvey(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: SURVEY_TOKEN_AUDIENCE,
          currentDate: new Date(now()),
        });
        const parsed = ZSurveyToken.safeParse(payload);
        if (!parsed.success) throw new AppError('SURVEY_LINK_INVALID');
        return parsed.data;
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw new AppError('SURVEY_LINK_EXPIRED');
        throw new AppError('SURVEY_LINK_INVALID');
      }
    },
  };
}
