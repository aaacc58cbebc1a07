import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zPaged } from '@praktika/contracts/common';
import {
  QUESTION_TYPES,
  ZCell,
  ZChoice,
  ZStatisticsQuery,
  ZSurveyType,
  ZTextAnswersQuery,
  ZTri,
  type TCompareAnswer,
  type TStatisticsAnswer,
} from '@praktika/contracts/surveys';
import { endpoints } from '../../platform/http/endpoints.ts';
import { actorOf } from '../../platform/auth/guard.ts';
import { guardFor } from '../../platform/auth/policy.ts';
import { readerLanguageFromHeader } from '../../i18n/index.ts';
import { sendExport } from '../../platform/export/send.ts';

/**
 * Survey statistics, texts, the pre/post comparison and the .xlsx export (admins; contracts/surveys.ts). The
 * response schemas mirror the contract's TStatisticsAnswer and TCompareAnswer (checked against them below).
 */

const ZBar = z.object({ id: z.string(), label: ZTri, count: z.number().int(), share: z.number() });
const ZQuestionStatistics = z.object({
  key: z.string(),
  revision: z.number().int(),
  reworded: z.boolean(),
  type: z.enum(QUESTION_TYPES),
  title: ZTri,
  versions: z.array(z.number().int()),
  respondents: z.number().int(),
  bars: z.array(ZBar).optional(),
  otherCount: z.number().int().optional(),
  distribution: z
    .array(z.object({ value: z.number().int(), count: z.number().int(), share: z.number() }))
    .optional(),
  mean: z.number().nullable().optional(),
  matrix: z.array(z.object({ option: ZChoice, bars: z.array(ZBar) })).optional(),
  textCount: z.number().int().optional(),
});
export const ZStatisticsAnswer = z.object({
  surveyType: ZSurveyType,
  respondents: z.number().int(),
  questions: z.array(ZQuestionStatistics),
});
const ZTextAnswers = z.object({ texts: zPaged(z.object({ text: z.string(), submittedAt: z.string() })) });
const ZSide = z.object({
  respondents: z.number().int(),
  distribution: z.array(z.object({ value: z.string(), count: z.number().int(), share: z.number() })),
  mean: z.number().nullable(),
});
export const ZCompareAnswer = z.object({
  pairs: z.array(
    z.object({
      preKey: z.string(),
      postKey: z.string(),
      type: z.enum(QUESTION_TYPES),
      title: z.object({ pre: ZTri, post: ZTri }),
      pre: ZSide,
      post: ZSide,
      paired: z
        .object({
          pairs: ZCell,
          meanChange: z.number().nullable(),
          improved: ZCell,
          same: ZCell,
          declined: ZCell,
          byCohort: z.array(
            z.object({ cohort: z.string(), pairs: ZCell, meanChange: z.number().nullable() }),
          ),
          byMunicipality: z.array(
            z.object({
              municipality: z.object({ _id: z.string(), name: z.string() }),
              pairs: ZCell,
              meanChange: z.number().nullable(),
            }),
          ),
        })
        .nullable(),
    }),
  ),
});

// The schemas and the contract's interfaces must agree both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const agree: [
  Same<z.infer<typeof ZStatisticsAnswer>, TStatisticsAnswer>,
  Same<z.infer<typeof ZCompareAnswer>, TCompareAnswer>,
] = [true, true];
void agree;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function surveyStatsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.surveyStats;
  const tags = ['surveys'];
  const security = [{ bearer: [] }];
  const route = endpoints(fastify, { tags });

  route.get(
    '/surveys/statistics',
    {
      guard: ['survey', 'statistics'],
      summary:
        'Per question (key + revision, or key with joinRevisions): respondents and bars, distribution and mean, matrix or text count',
      querystring: ZStatisticsQuery,
      response: ZStatisticsAnswer,
    },
    (req) => service.statistics(actorOf(req), req.query),
  );
  route.get(
    '/surveys/statistics/texts',
    {
      guard: ['survey', 'statistics'],
      summary:
        'The texts of one question (and a checkbox’s “other” texts), newest first, paged and searchable',
      querystring: ZTextAnswersQuery,
      response: ZTextAnswers,
    },
    (req) => service.texts(actorOf(req), req.query),
  );
  route.get(
    '/surveys/compare',
    {
      guard: ['survey', 'statistics'],
      summary:
        'Linked POST/PRE questions: both distributions and the paired change of interns who answered both (small cells hidden)',
      querystring: ZStatisticsQuery,
      response: ZCompareAnswer,
    },
    (req) =>
      service.compare(actorOf(req), req.query, readerLanguageFromHeader(req.headers['accept-language'])),
  );
  app.get(
    '/surveys/export',
    {
      schema: {
        tags,
        security,
        summary:
          'The answers as .xlsx: one row per respondent, headers in sq, sr and en, values in the request’s language (Accept-Language; sr-Cyrl: Serbian in Cyrillic)',
        querystring: ZStatisticsQuery,
        // 200 streams the workbook (not serialised); failures are the envelope.
      },
      preValidation: guardFor('survey', 'export'),
    },
    async (req, reply) => {
      const file = await service.exportAnswers(
        actorOf(req),
        req.query,
        readerLanguageFromHeader(req.headers['accept-language']),
      );
      return sendExport(reply, { ...file, contentType: XLSX });
    },
  );
}
