import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParam } from '@praktika/contracts/common';
import {
  ZMeetingCancel,
  ZMeetingList,
  ZMeetingResult,
  ZMeetingWrite,
  ZMeetingsQuery,
  ZMentorshipMeetings,
  ZMentorshipMeetingsQuery,
} from '@praktika/contracts/mentoring';
import { ok, responses } from '../../platform/http/envelope.ts';
import { actorOf } from '../../platform/auth/guard.ts';
import { guardFor } from '../../platform/auth/policy.ts';
import { meetingOwner, mentorshipParties } from './mentoring.owners.ts';

/**
 * Meetings (issue 10 §3), thin routes over `services.meetings`:
 * - `GET /meetings` (admins all, mentors theirs, interns those they attend; every filter of ZMeetingsQuery);
 * - `GET /meetings/:id` (the mentor, the attendees, admins);
 * - `POST /meetings` (a mentor for their ACTIVE interns; an admin names `mentorId`), `PUT /meetings/:id` (the whole
 *   meeting; upcoming only), `PUT /meetings/:id/cancel`, `DELETE /meetings/:id`: the mentor and admins;
 * - `GET /mentorships/:id/meetings` (the mentorship's parties and admins; `mentor`, `intern` narrow it).
 */
export async function meetingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.meetings;
  const tags = ['meetings'];
  const security = [{ bearer: [] }];

  app.get(
    '/meetings',
    {
      schema: { tags, security, querystring: ZMeetingsQuery, response: responses(ZMeetingList) },
      preValidation: guardFor('meeting', 'list'),
    },
    async (req) => ok(await service.list(actorOf(req), req.query)),
  );
  app.get(
    '/meetings/:id',
    {
      schema: { tags, security, params: ZIdParam, response: responses(ZMeetingResult) },
      preValidation: guardFor('meeting', 'read'),
    },
    async (req) => ok(await service.get(actorOf(req), req.params.id)),
  );
  app.post(
    '/meetings',
    {
      schema: { tags, security, body: ZMeetingWrite, response: responses(ZMeetingResult, 201) },
      preValidation: guardFor('meeting', 'create'),
    },
    async (req, reply) => reply.code(201).send(ok(await service.create(actorOf(req), req.body))),
  );
  app.put(
    '/meetings/:id',
    {
      schema: { tags, security, params: ZIdParam, body: ZMeetingWrite, response: responses(ZMeetingResult) },
      preValidation: guardFor('meeting', 'update', meetingOwner),
    },
    async (req) => ok(await service.update(actorOf(req), req.params.id, req.body)),
  );
  app.put(
    '/meetings/:id/cancel',
    {
      schema: {
        tags,
        security,
        params: ZIdParam,
        body: ZMeetingCancel.nullish(),
        response: responses(ZMeetingResult),
      },
      preValidation: guardFor('meeting', 'cancel', meetingOwner),
    },
    async (req) => ok(await service.cancel(actorOf(req), req.params.id)),
  );
  app.delete(
    '/meetings/:id',
    {
      schema: { tags, security, params: ZIdParam, response: responses(ZMeetingResult) },
      preValidation: guardFor('meeting', 'delete', meetingOwner),
    },
    async (req) => ok(await service.remove(actorOf(req), req.params.id)),
  );
  app.get(
    '/mentorships/:id/meetings',
    {
      schema: {
        tags,
        security,
        params: ZIdParam,
        querystring: ZMentorshipMeetingsQuery,
        response: responses(ZMentorshipMeetings),
      },
      preValidation: guardFor('mentorship', 'read', mentorshipParties),
    },
    async (req) => ok(await service.ofMentorship(actorOf(req), req.params.id, req.query)),
  );
}
