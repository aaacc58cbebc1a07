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
import { endpoints } from '../../platform/http/endpoints.ts';
import { actorOf, optionalSession } from '../../platform/auth/guard.ts';

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
  const route = endpoints(fastify, { tags });

  route.get(
    '/questions',
    { guard: ['question', 'list'], querystring: ZQuestionsQuery, response: ZQuestionsAnswer },
    (req) => service.questions(actorOf(req), req.query),
  );
  route.post(
    '/questions',
    { guard: ['question', 'write'], body: ZQuestionSetWrite, response: ZQuestionSetResult, status: 201 },
    (req) => service.publish(actorOf(req), req.body),
  );
  route.put(
    '/questions',
    { guard: ['question', 'write'], body: ZQuestionSetWrite, response: ZQuestionSetResult },
    (req) => service.publish(actorOf(req), req.body),
  );
  route.get(
    '/surveys',
    { guard: ['survey', 'list'], querystring: ZSurveysQuery, response: ZSurveyList },
    (req) => service.list(actorOf(req), req.query),
  );
  // This route, the draft and the answers have no policy row (the service checks the session's owner or the
  // /mobilesurvey token), so they register without the endpoint helper.
  app.get(
    '/surveys/mobile',
    { schema: { tags, querystring: ZMobileSurveyQuery, response: responses(ZSurveyResult) } },
    async (req) => ok(await service.mobile(req.query.token)),
  );
  route.get('/surveys/:id', { guard: ['survey', 'read'], params: ZIdParam, response: ZSurveyResult }, (req) =>
    service.get(actorOf(req), req.params.id),
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
