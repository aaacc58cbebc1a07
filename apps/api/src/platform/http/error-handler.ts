import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { ERROR_STATUS, type ErrorType } from '@praktika/contracts/errors';
import { AppError, type ErrorDetail } from '../errors.ts';
import { errorMessage, languageFromHeader } from '../../i18n/index.ts';
import { PG_INVALID_TEXT, PG_UNIQUE_VIOLATION, isStillReferenced, pgError } from '../db/pg-error.ts';

/** Postgres unique violations map to the collection's *_EXISTS type by constraint name. */
const uniqueConstraintTypes: Array<[RegExp, ErrorType]> = [];
export function registerUniqueConstraint(pattern: RegExp, type: ErrorType): void {
  uniqueConstraintTypes.push([pattern, type]);
}

function fromDatabaseError(err: unknown): AppError | null {
  const pg = pgError(err);
  if (!pg) return null;
  if (pg.code === PG_UNIQUE_VIOLATION) {
    const hit = uniqueConstraintTypes.find(([re]) => re.test(pg.constraint));
    return new AppError(hit ? hit[1] : 'RESOURCE_EXISTS');
  }
  if (isStillReferenced(err)) return new AppError('RESOURCE_IN_USE');
  if ((PG_INVALID_TEXT as readonly string[]).includes(pg.code)) return new AppError('VALIDATION_ERROR');
  return null;
}

/** The limit a too-long text or list broke, so messages can name it ("at most 200 characters"). */
function limitOf(code: string, params: unknown): Pick<ErrorDetail, 'max' | 'origin'> {
  if (code !== 'too_big' || !params || typeof params !== 'object') return {};
  const { maximum, origin } = params as { maximum?: unknown; origin?: unknown };
  if (typeof maximum !== 'number' && typeof maximum !== 'bigint') return {};
  return {
    max: Number(maximum),
    ...(origin === 'string' || origin === 'array' ? { origin } : {}),
  };
}

function zodDetails(err: ZodError): ErrorDetail[] {
  return err.issues.map((i) => ({
    field: i.path.join('.') || 'body',
    issue: i.message,
    ...limitOf(i.code, i),
  }));
}

export function sendError(request: FastifyRequest, reply: FastifyReply, appError: AppError) {
  const lang = languageFromHeader(request.headers['accept-language']);
  const body: Record<string, unknown> = {
    success: false,
    data: null,
    error: errorMessage(appError.code, lang, appError.message, appError.params),
    errorType: appError.code,
    reqId: String(request.id),
  };
  if (appError.details?.length) body.details = appError.details;
  return reply
    .status(appError.status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(body);
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let appError: AppError | null = null;
    if (error instanceof AppError) appError = error;
    else if (hasZodFastifySchemaValidationErrors(error)) {
      const where = (error as { validationContext?: string }).validationContext ?? 'body';
      appError = new AppError(
        'VALIDATION_ERROR',
        undefined,
        error.validation.map((v) => ({
          field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || where,
          issue: v.message ?? 'invalid',
          ...limitOf(v.keyword, v.params),
        })),
      );
    } else if (error instanceof ZodError)
      appError = new AppError('VALIDATION_ERROR', undefined, zodDetails(error));
    else if (isResponseSerializationError(error)) {
      appError = new AppError('INTERNAL_ERROR'); // the response did not match its schema; logged below
    } else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      appError = new AppError('VALIDATION_ERROR', undefined, [{ field: 'body', issue: 'invalidJson' }]);
    else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') appError = new AppError('PAYLOAD_TOO_LARGE');
    else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      appError = new AppError('UNSUPPORTED_MEDIA_TYPE');
    else if (error.statusCode === 429) appError = new AppError('RATE_LIMITED');
    else if (error instanceof SyntaxError && error.statusCode === 400)
      appError = new AppError('VALIDATION_ERROR', undefined, [{ field: 'body', issue: 'invalidJson' }]);
    else appError = fromDatabaseError(error);

    if (!appError) {
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        appError = new AppError(error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR');
      } else {
        appError = new AppError('INTERNAL_ERROR'); // logged once, below
      }
    }
    if (ERROR_STATUS[appError.code] >= 500)
      request.log.error({ err: error, errorType: appError.code }, 'request failed');
    return sendError(request, reply, appError);
  });
}
