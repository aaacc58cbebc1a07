import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParam } from '@praktika/contracts/common';
import {
  ZAnswerResult,
  ZAnswerSubmit,
  ZDraftSave,
  ZDraftSaved,
  ZMobileSurveyQuery,
  ZQuestionSetResult,
  ZQuestionSetWrite,
  ZQuestionsAnswer,
  ZQuestionsQuery,
  ZSurveyList,
  ZSurveyResult,
  ZSurveysQuery,
} from '@praktika/contracts/surveys';
import { ok, responses } from '../../platform/http/envelope.ts';
import { actorOf, optionalSession } from '../../platform/auth/guard.ts';
import { guardFor } from '../../platform/auth/policy.ts';

/**
 * Surveys (issue 11 §1-§2), thin routes over `services.surveys`:
 * - `GET /questions` (admins; a version's questions paged by position, the versions), `POST`/`PUT /questions`
 *   (admins: publish a set);
 * - `GET /surveys` (respondents their own, admins all), `GET /surveys/:id` (the owner, with the draft, or admins);
 * - no session guard, the service checks the session's owner OR the /mobilesurvey `token`:
 *   `GET /surveys/mobile?token=`, `PUT /surveys/:id/draft`, `POST /answers`.
 */
export async function surveysRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.surveys;
  const tags = ['surveys'];
  const security = [{ bearer: [] }];

  app.get(
    '/questions',
    {
      schema: { tags, security, querystring: ZQuestionsQuery, response: responses(ZQuestionsAnswer) },
      preValidation: guardFor('question', 'list'),
    },
    async (req) => ok(await service.questions(actorOf(req), req.query)),
  );
  app.post(
    '/questions',
    {
      schema: { tags, security, body: ZQuestionSetWrite, response: responses(ZQuestionSetResult, 201) },
      preValidation: guardFor('question', 'write'),
    },
    async (req, reply) => reply.code(201).send(ok(await service.publish(actorOf(req), req.body))),
  );
  app.put(
    '/questions',
    {
      schema: { tags, security, body: ZQuestionSetWrite, response: responses(ZQuestionSetResult) },
      preValidation: guardFor('question', 'write'),
    },
    async (req) => ok(await service.publish(actorOf(req), req.body)),
  );
  app.get(
    '/surveys',
    {
      schema: { tags, security, querystring: ZSurveysQuery, response: responses(ZSurveyList) },
      preValidation: guardFor('survey', 'list'),
    },
    async (req) => ok(await service.list(actorOf(req), req.query)),
  );
  app.get(
    '/surveys/mobile',
    { schema: { tags, querystring: ZMobileSurveyQuery, response: responses(ZSurveyResult) } },
    async (req) => ok(await service.mobile(req.query.token)),
  );
  app.get(
    '/surveys/:id',
    {
      schema: { tags, security, params: ZIdParam, response: responses(ZSurveyResult) },
      preValidation: guardFor('survey', 'read'),
    },
    async (req) => ok(await service.get(actorOf(req), req.params.id)),
  );
  app.put(
    '/surveys/:id/draft',
    {
      schema: { tags, security, params: ZIdParam, body: ZDraftSave, response: responses(ZDraftSaved) },
      preValidation: optionalSession,
    },
    async (req) => ok(await service.saveDraft(req.actor, req.params.id, req.body)),
  );
  app.post(
    '/answers',
    {
      schema: { tags, security, body: ZAnswerSubmit, response: responses(ZAnswerResult, 201) },
      preValidation: optionalSession,
    },
    async (req, reply) => reply.code(201).send(ok(await service.submit(req.actor, req.body))),
  );
}
