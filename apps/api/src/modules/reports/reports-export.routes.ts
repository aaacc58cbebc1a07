import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ZIdParam } from '@praktika/contracts/common';
import {
  REPORTS,
  REPORT_EXPORT_BODIES,
  ZApplicationsExportBody,
  ZExportJobAnswer,
  ZExportLogAnswer,
  ZExportLogQuery,
  exportFileName,
  type TReport,
} from '@praktika/contracts/reports';
import { actorOf } from '../../platform/auth/guard.ts';
import { guardFor } from '../../platform/auth/policy.ts';
import { ok, responses } from '../../platform/http/envelope.ts';
import { endpoints } from '../../platform/http/endpoints.ts';
import { sendExport } from '../../platform/export/send.ts';
import { readerLanguageFromHeader } from '../../i18n/index.ts';

/**
 * The reports' exports (contracts/reports.ts "Exports", issue 19 §3, §4): a file per report, the applications
 * list (or its job: 202), a job's progress and file, and the log of exact exports. Admins only. The files are
 * streamed (200 without a JSON schema); failures before the first byte are the error envelope. The service is
 * read per request (`services.reportExports`), so a test may swap in a variant.
 */
export async function reportExportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const exports = () => fastify.services.reportExports;
  const tags = ['reports'];
  const security = [{ bearer: [] }];
  const route = endpoints(fastify, { tags });

  const register = (report: TReport) =>
    app.post(
      `/reports/${report}/export`,
      {
        schema: {
          tags,
          security,
          summary: `The ${report} report as a file (${exportFileName(report)} or .csv): every breakdown`,
          description:
            'xlsx: one sheet per breakdown (label in the request’s language, Accept-Language, sr-Cyrl for Serbian in Cyrillic; key, count, share, a Total row); csv: one table with a `type` column. The first row says the period and filters and, by default, that counts 1–9 about people show as "<10" (the small-numbers rule); `unsuppressed: true` gives exact counts, says so in the first row and logs the request (`GET /reports/exports/log`).',
          body: REPORT_EXPORT_BODIES[report] as z.ZodType<Record<string, unknown>>,
          // 200 streams the file (not serialised); failures are the envelope.
        },
        preValidation: guardFor('report', 'export'),
      },
      async (req, reply) =>
        sendExport(
          reply,
          await exports().report(
            actorOf(req),
            report,
            req.body,
            readerLanguageFromHeader(req.headers['accept-language']),
          ),
        ),
    );
  for (const report of REPORTS) register(report);

  app.post(
    '/reports/export/applications',
    {
      schema: {
        tags,
        security,
        summary:
          'The applications list as a file (Applications_List.xlsx or .csv), or 202 with the job writing it',
        description:
          'One row per application: intern name, last name and e-mail, organisation, internship or training, type, status, applied on, start and end dates (no birth date, ethnicity or health). Filters: type, status, the period of the day it was made, hiredFrom (internship start on or after). Above EXPORT_JOB_THRESHOLD rows: 202 `{ exportJob }`; the file is then at `GET /reports/exports/:id/file` for the admin who asked.',
        body: ZApplicationsExportBody,
        response: responses(ZExportJobAnswer, 202),
      },
      preValidation: guardFor('report', 'export'),
    },
    async (req, reply) => {
      const answer = await exports().applicationsList(
        actorOf(req),
        req.body,
        readerLanguageFromHeader(req.headers['accept-language']),
      );
      if ('exportJob' in answer) return reply.code(202).send(ok(answer));
      return sendExport(reply, answer.file);
    },
  );

  route.get(
    '/reports/exports/log',
    {
      guard: ['report', 'exportLog'],
      summary:
        'Exports with exact data about people (unsuppressed reports, applications lists), newest first',
      querystring: ZExportLogQuery,
      response: ZExportLogAnswer,
    },
    (req) => exports().log(actorOf(req), req.query),
  );
  route.get(
    '/reports/exports/:id',
    {
      guard: ['report', 'exportJob'],
      summary: 'A large export’s progress (rows of total), then its download path until it expires',
      params: ZIdParam,
      response: ZExportJobAnswer,
    },
    (req) => exports().job(actorOf(req), req.params.id),
  );
  app.get(
    '/reports/exports/:id/file',
    {
      schema: {
        tags,
        security,
        summary:
          'A large export’s file, for the admin who asked (another admin: 404), until it expires (410)',
        params: ZIdParam,
      },
      preValidation: guardFor('report', 'exportJob'),
    },
    async (req, reply) => sendExport(reply, await exports().jobFile(actorOf(req), req.params.id)),
  );
}
