import { LogController, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../../config.ts';

/** Where log lines go; tests pass a stream to read them. */
export interface LogStream {
  write(line: string): void;
}

/** Body, query and header fields whose values never reach the logs. */
export const SECRET_FIELDS = [
  'password',
  'newPassword',
  'passwordConfirm',
  'accountConfirmationCode',
  'accountConfirmationToken',
  'resetToken',
  'token',
] as const;

/**
 * In URLs a confirmation `code` is masked too (in objects `code` is an error code and stays), and so are
 * e-mail addresses (personal data; e.g. the confirmation link and the dev mailbox filter carry one).
 */
const SECRET_QUERY = new RegExp(
  `([?&](?:${[...SECRET_FIELDS, 'code', 'email', 'to'].join('|')})=)[^&#]*`,
  'gi',
);
/** Paths that carry a token: the API's reset call and the web pages the e-mails link to. */
const TOKEN_PATH = /(\/(?:reset|reset-password|confirm-email)\/)[^/?#]+/gi;

/** The request URL as logged: tokens in the path and secret query values are masked. */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * pino options: request logs carry the request id (`reqId`), method, masked URL and client address;
 * never headers or bodies. Anything logged by mistake under a secret field name is censored too.
 */
export function loggerOptions(config: AppConfig, stream?: LogStream): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent' && !stream) return false;
  const secretPaths = SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]);
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        ...secretPaths,
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(req.url ?? ''),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}

/**
 * One access-log line per request, when its answer has gone: method, masked URL, address, status and time.
 * Fastify's default writes a second line on arrival; under load that doubled the logging cost of every request.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>): void {
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
