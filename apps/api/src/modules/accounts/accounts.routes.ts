import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZBusinessSignup,
  ZConfirm,
  ZForgot,
  ZInternSignup,
  ZLogin,
  ZMentorSignup,
  ZResend,
  ZResetBody,
  ZResetParams,
  ZResetPasswordByType,
  ZTokenResult,
} from '@praktika/contracts/auth';
import { ACCOUNT_ID_KEYS, ACCOUNT_PATHS, ZForgotResult, ZSentResults } from '@praktika/contracts/accounts';
import { ACCOUNT_TYPES, ZMessage, type TAccountType } from '@praktika/contracts/common';
import { ok, responses } from '../../platform/http/envelope.ts';
import { createRateLimiter, rateLimitPerIpAndEmail } from '../../platform/http/rate-limit.ts';
import { languageFromHeader } from '../../i18n/index.ts';
import { registerUniqueConstraint } from '../../platform/http/error-handler.ts';
import { UNIQUE } from './accounts.repo.ts';

// Signup maps its own unique violations; this covers any other write of a taken business number
// (e.g. a business profile update). A taken e-mail elsewhere stays RESOURCE_EXISTS, as the spec says.
registerUniqueConstraint(new RegExp(`^${UNIQUE.businessNumber}$`), 'USER_EXISTS_NUMBER');

/** `{ sent, <type>Id }` from the service's `{ sent, id }`. */
type SentResult<K extends TAccountType> = K extends TAccountType
  ? { sent: boolean } & Record<(typeof ACCOUNT_ID_KEYS)[K], string>
  : never;
function sentResult<K extends TAccountType>(type: K, r: { sent: boolean; id: string }): SentResult<K> {
  return { sent: r.sent, [ACCOUNT_ID_KEYS[type]]: r.id } as SentResult<K>;
}

export async function accountsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.accounts;
  const limiter = createRateLimiter({
    max: app.config.authRateLimit,
    now: () => app.tokens.now(),
    store: app.rateLimitStore,
  });
  const limited = (route: string) => rateLimitPerIpAndEmail(limiter, route);

  const signups = {
    intern: { body: ZInternSignup, run: service.signupIntern },
    business: { body: ZBusinessSignup, run: service.signupBusiness },
    mentor: { body: ZMentorSignup, run: service.signupMentor },
  } as const;

  for (const type of ACCOUNT_TYPES) {
    const base = `/${ACCOUNT_PATHS[type]}/auth`;
    const tags = ['auth'];
    const sent = ZSentResults[type];

    // The three signup bodies differ; each gets its own route so the handler stays typed.
    if (type === 'intern') {
      app.post(
        `${base}/signup`,
        {
          schema: { tags, body: signups.intern.body, response: responses(sent) },
          ...limited(`${type}:signup`),
        },
        async (req) => ok(sentResult(type, await signups.intern.run(req.body))),
      );
    } else if (type === 'business') {
      app.post(
        `${base}/signup`,
        {
          schema: { tags, body: signups.business.body, response: responses(sent) },
          ...limited(`${type}:signup`),
        },
        async (req) => ok(sentResult(type, await signups.business.run(req.body))),
      );
    } else {
      app.post(
        `${base}/signup`,
        {
          schema: { tags, body: signups.mentor.body, response: responses(sent) },
          ...limited(`${type}:signup`),
        },
        async (req) => ok(sentResult(type, await signups.mentor.run(req.body))),
      );
    }

    app.post(
      `${base}/confirm`,
      { schema: { tags, body: ZConfirm, response: responses(ZTokenResult) }, ...limited(`${type}:confirm`) },
      async (req) => ok(await service.confirm(type, req.body)),
    );
    app.post(
      `${base}/resend`,
      { schema: { tags, body: ZResend, response: responses(sent) }, ...limited(`${type}:resend`) },
      async (req) => ok(sentResult(type, await service.resend(type, req.body))),
    );
    app.post(
      `${base}/login`,
      { schema: { tags, body: ZLogin, response: responses(ZTokenResult) }, ...limited(`${type}:login`) },
      async (req) => ok(await service.login(type, req.body)),
    );
    app.post(
      `${base}/forgot`,
      { schema: { tags, body: ZForgot, response: responses(ZForgotResult) }, ...limited(`${type}:forgot`) },
      async (req) => ok(await service.forgot(type, req.body)),
    );
    app.post(
      `${base}/reset/:resetToken`,
      {
        schema: { tags, params: ZResetParams, body: ZResetBody, response: responses(ZTokenResult) },
        ...limited(`${type}:reset`),
      },
      async (req) => ok(await service.reset(type, req.params.resetToken, req.body)),
    );
  }

  app.post(
    '/users/auth/resetPassword',
    {
      schema: { tags: ['auth'], body: ZResetPasswordByType, response: responses(ZMessage) },
      ...limited('users:reset'),
    },
    async (req) =>
      ok(await service.resetByType(req.body, languageFromHeader(req.headers['accept-language']))),
  );
}
