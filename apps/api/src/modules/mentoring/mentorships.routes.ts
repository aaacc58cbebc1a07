import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZIdParam } from '@praktika/contracts/common';
import {
  ZAdminAssignBody,
  ZAssignMentorBody,
  ZAssignResult,
  ZInvitationAnswer,
  ZInviteBody,
  ZMentorshipFileParams,
  ZMentorshipLinkBody,
  ZMentorshipLinkParams,
  ZMentorshipList,
  ZMentorshipRequest,
  ZMentorshipRequestList,
  ZMentorshipRequestsQuery,
  ZMentorshipResult,
  ZMentorshipTripleParams,
  ZMentorshipsQuery,
  ZMentorshipUpdate,
  ZWaitingInternList,
  ZWaitingInternsQuery,
} from '@praktika/contracts/mentoring';
import { endpoints } from '../../platform/http/endpoints.ts';
import { actorOf } from '../../platform/auth/guard.ts';
import { mentorshipParties } from './mentoring.owners.ts';

import { closeOnRefusedUpload, readUpload, registerUploads } from '../../platform/files/upload-request.ts';

/**
 * Mentorships (contracts/mentoring.ts): the intern's request, the mentor's answer, the lists, the waiting list,
 * admin assign and reassign, files and links. Every rule and party check is the service's.
 */
export async function mentorshipsRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.mentorships;
  const route = endpoints(app, { tags: ['mentorships'] });
  await registerUploads(app);

  route.post(
    '/mentorships/assignmentor',
    {
      guard: ['mentorship', 'request'],
      summary:
        'Ask for a mentor: assigned at once (`mentorship`) or put on the waiting list (`request` with its position)',
      body: ZAssignMentorBody,
      response: ZAssignResult,
    },
    (req) => service.request(actorOf(req), req.body),
  );
  route.get(
    '/mentorships',
    { guard: ['mentorship', 'list'], querystring: ZMentorshipsQuery, response: ZMentorshipList },
    (req) => service.list(actorOf(req), req.query),
  );
  route.get(
    '/mentorships/requests',
    {
      guard: ['mentorship', 'waitingList'],
      summary: 'The waiting list (admins; interns their own): WAITING first in queue order',
      querystring: ZMentorshipRequestsQuery,
      response: ZMentorshipRequestList,
    },
    (req) => service.requests(actorOf(req), req.query),
  );
  route.delete(
    '/mentorships/requests/:id',
    {
      guard: ['mentorship', 'waitingList'],
      params: ZIdParam,
      response: z.object({ request: ZMentorshipRequest }),
    },
    (req) => service.withdraw(actorOf(req), req.params.id),
  );
  route.get(
    '/mentorships/waiting',
    {
      guard: ['mentorship', 'waitingInterns'],
      summary:
        'A mentor: the waiting interns who asked for one of their languages, in queue order (nothing sensitive)',
      querystring: ZWaitingInternsQuery,
      response: ZWaitingInternList,
    },
    (req) => service.waitingInterns(actorOf(req), req.query),
  );
  route.post(
    '/mentorships/requests/:id/invite',
    {
      guard: ['mentorship', 'invite'],
      summary:
        'A mentor invites a waiting intern (INVITED; the intern is e-mailed and keeps their place until they answer)',
      params: ZIdParam,
      body: ZInviteBody,
      response: ZMentorshipResult,
    },
    (req) => service.invite(actorOf(req), req.params.id),
  );
  route.put(
    '/mentorships/:id/invitation',
    {
      guard: ['mentorship', 'answerInvite'],
      summary:
        'The invited intern accepts (the mentorship starts, ACTIVE) or declines (stays on the waiting list)',
      params: ZIdParam,
      body: ZInvitationAnswer,
      response: ZMentorshipResult,
    },
    (req) => service.answerInvitation(actorOf(req), req.params.id, req.body),
  );
  route.get(
    '/mentorships/:mentorId/intern/:internId/application/:applicationId',
    {
      guard: ['mentorship', 'read'],
      summary: 'The current mentorship of the triple, else the newest',
      params: ZMentorshipTripleParams,
      response: ZMentorshipResult,
    },
    (req) =>
      service.getTriple(actorOf(req), req.params.mentorId, req.params.internId, req.params.applicationId),
  );
  route.get(
    '/mentorships/:id',
    { guard: ['mentorship', 'read'], params: ZIdParam, response: ZMentorshipResult },
    (req) => service.get(actorOf(req), req.params.id),
  );
  route.put(
    '/mentorships/:id',
    {
      guard: ['mentorship', 'end'],
      summary:
        'ACCEPT or DECLINE (the assigned mentor, while PENDING); END (the mentor or an admin, while current)',
      params: ZIdParam,
      body: ZMentorshipUpdate,
      response: ZMentorshipResult,
    },
    (req) => service.update(actorOf(req), req.params.id, req.body),
  );
  route.put(
    '/mentorships/:id/files',
    {
      guard: ['mentorship', 'addFile', mentorshipParties],
      summary: 'Add a file: multipart with the file part "file"',
      consumes: ['multipart/form-data'],
      params: ZIdParam,
      response: ZMentorshipResult,
      options: { onSend: closeOnRefusedUpload },
    },
    async (req) => service.addFile(actorOf(req), req.params.id, await readUpload(req, { field: 'file' })),
  );
  route.delete(
    '/mentorships/:id/files/:fileId',
    {
      guard: ['mentorship', 'deleteFile', mentorshipParties],
      params: ZMentorshipFileParams,
      response: ZMentorshipResult,
    },
    (req) => service.deleteFile(actorOf(req), req.params.id, req.params.fileId),
  );
  route.put(
    '/mentorships/:id/links',
    {
      guard: ['mentorship', 'addLink', mentorshipParties],
      params: ZIdParam,
      body: ZMentorshipLinkBody,
      response: ZMentorshipResult,
    },
    (req) => service.addLink(actorOf(req), req.params.id, req.body),
  );
  route.delete(
    '/mentorships/:id/links/:linkId',
    {
      guard: ['mentorship', 'deleteLink', mentorshipParties],
      params: ZMentorshipLinkParams,
      response: ZMentorshipResult,
    },
    (req) => service.deleteLink(actorOf(req), req.params.id, req.params.linkId),
  );
  route.post(
    '/admins/assigns',
    { guard: ['mentorship', 'assign'], body: ZAdminAssignBody, response: ZMentorshipResult },
    (req) => service.assign(actorOf(req), req.body),
  );
  route.post(
    '/admins/reassigns',
    { guard: ['mentorship', 'assign'], body: ZAdminAssignBody, response: ZMentorshipResult },
    (req) => service.reassign(actorOf(req), req.body),
  );
}
