import type { FastifyInstance } from 'fastify';
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
import { endpoints } from '../../platform/http/endpoints.ts';
import { actorOf } from '../../platform/auth/guard.ts';
import { meetingOwner, mentorshipParties } from './mentoring.owners.ts';

/**
 * Meetings (issue 10 §3), thin routes over `services.meetings`:
 * - `GET /meetings` (admins all, mentors theirs, interns those they attend; every filter of ZMeetingsQuery);
 * - `GET /meetings/:id` (the mentor, the attendees, admins);
 * - `POST /meetings` (a mentor for their ACTIVE interns; an admin names `mentorId`), `PUT /meetings/:id` (the whole
 *   meeting; upcoming only), `PUT /meetings/:id/cancel`, `DELETE /meetings/:id`: the mentor and admins;
 * - `GET /mentorships/:id/meetings` (the mentorship's parties and admins; `mentor`, `intern` narrow it).
 */
export async function meetingsRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.meetings;
  const route = endpoints(app, { tags: ['meetings'] });

  route.get(
    '/meetings',
    { guard: ['meeting', 'list'], querystring: ZMeetingsQuery, response: ZMeetingList },
    (req) => service.list(actorOf(req), req.query),
  );
  route.get(
    '/meetings/:id',
    { guard: ['meeting', 'read'], params: ZIdParam, response: ZMeetingResult },
    (req) => service.get(actorOf(req), req.params.id),
  );
  route.post(
    '/meetings',
    { guard: ['meeting', 'create'], body: ZMeetingWrite, response: ZMeetingResult, status: 201 },
    (req) => service.create(actorOf(req), req.body),
  );
  route.put(
    '/meetings/:id',
    {
      guard: ['meeting', 'update', meetingOwner],
      params: ZIdParam,
      body: ZMeetingWrite,
      response: ZMeetingResult,
    },
    (req) => service.update(actorOf(req), req.params.id, req.body),
  );
  route.put(
    '/meetings/:id/cancel',
    {
      guard: ['meeting', 'cancel', meetingOwner],
      params: ZIdParam,
      body: ZMeetingCancel.nullish(),
      response: ZMeetingResult,
    },
    (req) => service.cancel(actorOf(req), req.params.id),
  );
  route.delete(
    '/meetings/:id',
    { guard: ['meeting', 'delete', meetingOwner], params: ZIdParam, response: ZMeetingResult },
    (req) => service.remove(actorOf(req), req.params.id),
  );
  route.get(
    '/mentorships/:id/meetings',
    {
      guard: ['mentorship', 'read', mentorshipParties],
      params: ZIdParam,
      querystring: ZMentorshipMeetingsQuery,
      response: ZMentorshipMeetings,
    },
    (req) => service.ofMentorship(actorOf(req), req.params.id, req.query),
  );
}
