import type { FastifyInstance } from 'fastify';
import {
  REPORTS,
  REPORT_BODIES,
  ZCountsAnswer,
  ZCountsBody,
  ZOutcomesAnswer,
  ZOutcomesReportBody,
  zReportAnswer,
  REPORT_RESPONSE_KEYS,
  type TReport,
  type TReportView,
} from '@praktika/contracts/reports';
import { z } from 'zod';
import { endpoints } from '../../platform/http/endpoints.ts';
import { actorOf } from '../../platform/auth/guard.ts';
import { languageFromHeader } from '../../i18n/index.ts';

/**
 * Statistics and reports (contracts/reports.ts, issue 19): the six counts (admins, and rounded for the home page)
 * and one route per report. Exports are in reports-export.routes.ts.
 */
/** A body sent as nothing (or JSON null) is read as `{}`: every report field is optional but `type`. */
const nullAsEmpty = <S extends z.ZodType>(schema: S) => z.preprocess((b) => b ?? {}, schema);

export async function reportRoutes(fastify: FastifyInstance): Promise<void> {
  const service = fastify.services.reports;
  const route = endpoints(fastify, { tags: ['reports'] });

  route.post(
    '/reports/counts',
    {
      guard: ['report', 'counts'],
      summary:
        'The six counts of the period (registrations, applications made, postings and trainings published)',
      body: nullAsEmpty(ZCountsBody),
      response: ZCountsAnswer,
    },
    (req) => service.counts(actorOf(req), req.body),
  );
  route.post(
    '/reports/counts/home',
    {
      guard: ['report', 'homeCounts'],
      summary: 'The six counts of all time for the public home page, each rounded down to a multiple of 10',
      response: ZCountsAnswer,
    },
    () => service.homeCounts(),
  );

  const register = <R extends TReport>(report: R) =>
    route.post(
      `/reports/${report}`,
      {
        guard: ['report', 'read'],
        summary: `The ${report} report: one breakdown { type, total, rows: [{ key, label, count, share }], suppressed? } under data.${REPORT_RESPONSE_KEYS[report]}`,
        description:
          'Exact counts by default; `view: "shareable"` in the body applies the small-numbers rule (counts 1–9 about people as null with suppressed: true, secondary suppression, shares only on a base of 10 or more).',
        body: nullAsEmpty(REPORT_BODIES[report]) as z.ZodType<
          Record<string, unknown> & { view: TReportView }
        >,
        response: zReportAnswer(report),
      },
      async (req) => {
        const result = await service.report(
          actorOf(req),
          report,
          req.body,
          req.body.view,
          languageFromHeader(req.headers['accept-language']),
        );
        return { [REPORT_RESPONSE_KEYS[report]]: result } as z.input<ReturnType<typeof zReportAnswer<R>>>;
      },
    );
  for (const report of REPORTS) register(report);

  route.post(
    '/reports/outcomes',
    {
      guard: ['report', 'read'],
      summary:
        'Internships completed in the period by how they ended (offered employment, extended, no continuation), overall and by gender, municipality and age',
      body: nullAsEmpty(ZOutcomesReportBody),
      response: ZOutcomesAnswer,
    },
    (req) =>
      service.outcomes(
        actorOf(req),
        req.body,
        req.body.view,
        languageFromHeader(req.headers['accept-language']),
      ),
  );
}
