import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig, TrustProxy } from './config.ts';
import type { Database } from './platform/db/client.ts';
import { installErrorHandling, sendError } from './platform/http/error-handler.ts';
import { clientErrorHandler } from './platform/http/client-error.ts';
import { securityHeaders } from './platform/http/security-headers.ts';
import { ok, responses } from './platform/http/envelope.ts';
import { AppError } from './platform/errors.ts';
import { guardInfoOf, type GuardInfo } from './platform/auth/policy.ts';
import { createTokenService, type TokenService } from './platform/auth/tokens.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { Redis } from 'ioredis';
import {
  createMemoryRateLimitStore,
  createRedisRateLimitStore,
  type RateLimitStore,
} from './platform/http/rate-limit.ts';
import { createMailer, type MailerOptions } from './platform/mail/queue.ts';
import { AccessLog, loggerOptions, type LogStream } from './platform/http/logging.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { guardianRoutes } from './modules/accounts/guardian.routes.ts';
import { internsRoutes } from './modules/people/interns.routes.ts';
import { peopleRoutes } from './modules/people/people.routes.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { cataloguesRoutes } from './modules/catalogues/catalogues.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { resourcesRoutes } from './modules/resources/resources.routes.ts';
import { articlesRoutes } from './modules/articles/articles.routes.ts';
import { bannersRoutes } from './modules/banners/banners.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { publicMentorsRoutes } from './modules/public-mentors/public-mentors.routes.ts';
import { safetyRoutes } from './modules/safety/safety.routes.ts';
import { opportunitiesRoutes } from './modules/opportunities/opportunities.routes.ts';
import { applicationsRoutes } from './modules/applications/applications.routes.ts';
import { mentorshipsRoutes } from './modules/mentoring/mentorships.routes.ts';
import { devMailboxEnabled, devMailboxRoutes } from './platform/mail/dev-mailbox.routes.ts';
import { createLocalBus, createPgBus, createRedisBus } from './platform/cache/invalidation.ts';
import { bumpOnWrites } from './platform/cache/write-version.ts';
import { createResponseCache, type ResponseCache } from './platform/http/cached-json.ts';
import { createReadiness, sharedCheck, ZReady, type Readiness } from './platform/http/readiness.ts';
import { createServices, JOBS, mailRegistry, type Services } from './services.ts';
import { createStorage, type BlobStorage } from './platform/files/storage.ts';
import { createBlobRemoval, type BlobRemoval } from './platform/files/blob-removal.ts';
import { filesRoutes } from './platform/files/files.routes.ts';
import { createJobs, type Jobs } from './platform/jobs/jobs.ts';
import { meetingsRoutes } from './modules/mentoring/meetings.routes.ts';
import { surveyStatsRoutes } from './modules/surveys/surveys-stats.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { reportExportRoutes } from './modules/reports/reports-export.routes.ts';
import { surveysRoutes } from './modules/surveys/surveys.routes.ts';
import { certificatesRoutes, verifyPageRoutes } from './modules/certificates/certificates.routes.ts';
import { stipendsRoutes } from './modules/stipends/stipends.routes.ts';
import { backupRoutes } from './platform/backup/backup.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    tokens: TokenService;
    mailer: Mailer;
    rateLimitStore: RateLimitStore;
    /** Serialised, compressed answers with ETags for data that changes rarely (catalogues). */
    responseCache: ResponseCache;
    /** Where uploaded files' bytes live (disk or S3). */
    storage: BlobStorage;
    /** Removes the bytes of deleted files after commit (pg-boss jobs); servers start its worker. */
    blobRemoval: BlobRemoval;
    /** The areas' queues (`JOBS` in services.ts: meeting and survey reminders); servers start their workers. */
    jobs: Jobs<Services>;
    /** Every route with what its guard checks (tests walk it: e.g. ownership before validation). */
    routeTable: readonly RouteEntry[];
    /** What `GET /api/ready` answers; server.ts calls `drain()` when shutdown begins. */
    readiness: Readiness;
  }
}

/** One registered route as the route walks see it. */
export interface RouteEntry {
  method: string;
  url: string;
  /** What its `guardFor` hooks check (undefined: no policy guard, e.g. public or its own check). */
  guard: GuardInfo | undefined;
  /** It validates a body or a query string, or reads a multipart form (input a 400 could tell a caller about). */
  takesInput: boolean;
}

export interface AppDeps {
  database: Database;
  /** Tests may pass their own; by default SMTP when configured, otherwise the dev mailbox. */
  mailer?: Mailer;
  /** Clock for tokens and expiries (tests move time). */
  now?: () => number;
  /** Log destination (tests read it); stdout by default. */
  logStream?: LogStream;
  /** Options for the default mailer (tests: transport, retry delay). */
  mailOptions?: MailerOptions;
}

/** The inline scripts of an HTML page as CSP hash sources. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

/**
 * Fastify's own hop count fails closed (it trusts no hop), so a count becomes "the nearest N hops": correct only
 * when the server is reachable through the proxies alone, which docs/deploy.md says.
 */
function trustProxyOption(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    // One access-log line per request, written when the answer has gone (platform/http/logging.ts).
    logController: new AccessLog(),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Forwarding headers count only from configured proxies (TRUST_PROXY): otherwise anyone could pick their
    // own address and step around the per-IP limits and the loopback-only dev mailbox.
    trustProxy: trustProxyOption(config.trustProxy ?? false),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2000 }, // reset tokens (JWTs) travel in the path
    // What Node's HTTP parser refuses before routing (431, 408, a malformed request) is answered in the envelope.
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  // The API takes JSON (and multipart where a route registers it); anything else is 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('tokens', createTokenService(config.jwtSecret, deps.now));
  app.decorateRequest('actor', null);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    // The API docs page (Scalar) boots with one inline script: allow exactly that script by its
    // hash on /api/docs; everywhere else script-src stays 'self'.
    if (
      typeof payload === 'string' &&
      request.url.startsWith('/api/docs') &&
      /^text\/html/.test(String(reply.getHeader('content-type')))
    ) {
      const hashes = inlineScriptHashes(payload);
      const csp = reply.getHeader('content-security-policy');
      if (hashes.length && typeof csp === 'string') {
        reply.header(
          'content-security-policy',
          csp.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`),
        );
      }
    }
    return payload;
  });

  // Security headers (computed once), compression, OpenAPI
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Answers of 1 KB and more (JSON lists, the API docs) go out brotli- or gzip-compressed, as the client's
  // Accept-Encoding asks. Its onSend runs per route, after the app-wide hooks above (the docs CSP sees the page
  // as text), and leaves alone what already has a Content-Encoding: the web app's precompressed files.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Praktika API',
        version: '1.0.0',
        description: 'Internship, training and mentoring platform',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // Fonts from the system, not Scalar's CDN (the CSP allows no third-party origins).
  await app.register(scalar, { routePrefix: '/api/docs', configuration: { withDefaultFonts: false } });

  // Platform
  let redis: Redis | undefined;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, {
      lazyConnect: true,
      maxRetriesPerRequest: 2,
      enableOfflineQueue: true,
    });
    // A lost connection is retried by ioredis and shows in /api/ready; without a listener each attempt's error
    // would be an unhandled 'error' event on the console.
    redis.on('error', (err: Error) => app.log.warn({ err: err.message }, 'redis connection error'));
    await redis.connect();
    app.decorate('rateLimitStore', createRedisRateLimitStore(redis));
  } else app.decorate('rateLimitStore', createMemoryRateLimitStore());
  // Cache invalidation between instances: Redis when configured, else the PostgreSQL server, else one process.
  const bus = redis
    ? await createRedisBus(redis)
    : deps.database.pool
      ? await createPgBus(deps.database.pool, app.log)
      : createLocalBus();
  installErrorHandling(app);
  app.decorate('mailer', deps.mailer ?? createMailer(app, mailRegistry, deps.mailOptions));
  const storage = createStorage(config);
  const blobRemoval = createBlobRemoval({
    database: deps.database,
    storage,
    log: app.log,
    supervise: config.env !== 'test',
  });
  app.decorate('storage', storage);
  app.decorate('blobRemoval', blobRemoval);
  // Handlers are given the services, built below (a job only runs once the app is ready).
  const jobs = createJobs<Services>({
    database: deps.database,
    supervise: config.env !== 'test',
    log: app.log,
    definitions: JOBS,
    deps: () => app.services,
  });
  app.decorate('jobs', jobs);
  // Opened when the app is ready, like the mail queue (PGlite has one connection).
  app.addHook('onReady', async () => {
    await blobRemoval.open();
    await jobs.open();
  });
  const services = createServices({
    config,
    database: deps.database,
    mailer: app.mailer,
    tokens: app.tokens,
    bus,
    storage,
    blobRemoval,
    jobs,
    log: app.log,
  });
  app.decorate('services', services);
  app.decorate('sessionLookup', services.sessionLookup);
  app.decorate('responseCache', createResponseCache());
  bumpOnWrites(app, services.opportunities.writes); // cached matches (platform/cache/write-version.ts)
  app.addHook('onClose', async () => {
    services.close();
    await bus.close();
    await redis?.quit();
  });

  /*
   * Liveness and readiness. `/api/health` (alive): the process and its database answer. `/api/ready` (send me
   * traffic): the database answers, Redis answers when configured, and shutdown has not begun (server.ts drains on
   * SIGTERM). Load balancers and monitors poll both, so each check runs at most once a second and under a burst
   * every caller shares the one answer in flight (`sharedCheck`); a failed check is not reused. Both are public,
   * without a rate limit, and registered before the route table records routes (no policy row, like the docs).
   */
  const databaseAnswers = sharedCheck(() => app.database.query('select 1'));
  app.decorate(
    'readiness',
    createReadiness({
      databaseKind: deps.database.kind,
      databaseAnswers,
      redis,
      onFailure: (check, err) => app.log.warn({ err, check }, 'not ready: a check failed'),
    }),
  );
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['platform'],
        response: responses(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'pg']) })),
      },
    },
    async () => {
      await databaseAnswers();
      return ok({ status: 'ok' as const, database: app.database.kind });
    },
  );
  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['platform'],
        description:
          'Readiness: 503 NOT_READY, naming the failed checks in `details`, while draining or degraded.',
        response: responses(ZReady),
      },
    },
    async () => ok(await app.readiness.check()),
  );

  // Modules (each route recorded with what its guard checks)
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const schema = route.schema as
      { body?: unknown; querystring?: unknown; consumes?: readonly string[] } | undefined;
    for (const method of [route.method].flat())
      routeTable.push({
        method,
        url: route.url,
        guard: guardInfoOf(route.preValidation),
        takesInput: Boolean(
          schema?.body ?? schema?.querystring ?? schema?.consumes?.includes('multipart/form-data'),
        ),
      });
  });
  await app.register(accountsRoutes, { prefix: '/api' });
  await app.register(internsRoutes, { prefix: '/api' });
  await app.register(guardianRoutes, { prefix: '/api' });
  await app.register(peopleRoutes, { prefix: '/api' });
  await app.register(privacyRoutes, { prefix: '/api' });
  await app.register(cataloguesRoutes, { prefix: '/api' });
  await app.register(filesRoutes, { prefix: '/api' });
  await app.register(contactRoutes, { prefix: '/api' });
  await app.register(resourcesRoutes, { prefix: '/api' });
  await app.register(articlesRoutes, { prefix: '/api' });
  await app.register(bannersRoutes, { prefix: '/api' });
  await app.register(documentsRoutes, { prefix: '/api' });
  await app.register(publicMentorsRoutes, { prefix: '/api' });
  await app.register(safetyRoutes, { prefix: '/api' });
  await app.register(opportunitiesRoutes, { prefix: '/api' });
  await app.register(applicationsRoutes, { prefix: '/api' });
  await app.register(mentorshipsRoutes, { prefix: '/api' });
  await app.register(meetingsRoutes, { prefix: '/api' });
  await app.register(surveyStatsRoutes, { prefix: '/api' });
  await app.register(reportRoutes, { prefix: '/api' });
  await app.register(reportExportRoutes, { prefix: '/api' });
  await app.register(surveysRoutes, { prefix: '/api' });
  await app.register(certificatesRoutes, { prefix: '/api' });
  await app.register(verifyPageRoutes); // /verify/:code, server-rendered, before the web app's fallback
  await app.register(stipendsRoutes, { prefix: '/api' });
  if (devMailboxEnabled(config)) await app.register(devMailboxRoutes); // /api/dev/mailbox and /dev/mailbox
  await app.register(backupRoutes); // npm run backup asks the running server (embedded database only)

  // The built web app at /, with unknown non-API GETs falling back to its index.html. Hashed assets are
  // immutable; index.html is always revalidated so a new release is picked up at once.
  const webDist = config.webDist;
  const serveWeb = Boolean(webDist && fs.existsSync(path.join(webDist, 'index.html')));
  // The home page prerendered at build time (apps/web/vite.config.ts): served at `/`; other pages get the shell.
  const serveHome = Boolean(serveWeb && fs.existsSync(path.join(webDist!, 'home.html')));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist!,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (apps/web/vite.config.ts): sent as they are, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // A page navigation (Accept: text/html) or an extension-less path is the web app's; JWTs in paths such as
    // /reset-password/{token} contain dots, so the extension alone cannot tell.
    const wantsPage = !path.extname(url) || String(request.headers.accept ?? '').includes('text/html');
    if (
      serveWeb &&
      request.method === 'GET' &&
      !url.startsWith('/api') &&
      !url.startsWith('/assets/') &&
      wantsPage
    ) {
      return reply
        .header('cache-control', 'no-cache')
        .sendFile(url === '/' && serveHome ? 'home.html' : 'index.html');
    }
    return sendError(request, reply, new AppError('NOT_FOUND'));
  });

  app.addHook('onClose', async () => {
    await app.mailer.stop();
    await blobRemoval.stop();
    await jobs.stop();
  });
  return app;
}
