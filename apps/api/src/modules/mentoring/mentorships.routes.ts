import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { ok, responses } from '../../platform/http/envelope.ts';
import { actorOf } from '../../platform/auth/guard.ts';
import { guardFor } from '../../platform/auth/policy.ts';
import { mentorshipParties } from './mentoring.owners.ts';

import { closeOnRefusedUpload, readUpload, registerUploads } from '../../platform/files/upload-request.ts';

/**
 * Mentorships (contracts/mentoring.ts): the intern's request, the mentor's answer, the lists, the waiting list,
 * admin assign and reassign, files and links. Every rule and party check is the service's.
 */
export async function mentorshipsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.mentorships;
  const tags = ['mentorships'];
  const security = [{ bearer: [] }];
  await registerUploads(app);

  app.post(
    '/mentorships/assignmentor',
    {
      schema: {
        tags,
        security,
        summary:
          'Ask for a mentor: assigned at once (`mentorship`) or put on the waiting list (`request` with its position)',
        body: ZAssignMentorBody,
        response: responses(ZAssignResult),
      },
      preValidation: guardFor('mentorship', 'request'),
    },
    async (req) => ok(await service.request(actorOf(req), req.body)),
  );
  app.get(
    '/mentorships',
    {
      schema: { tags, security, querystring: ZMentorshipsQuery, response: responses(ZMentorshipList) },
      preValidation: guardFor('mentorship', 'list'),
    },
    async (req) => ok(await service.list(actorOf(req), req.query)),
  );
  app.get(
    '/mentorships/requests',
    {
      schema: {
        tags,
        security,
        summary: 'The waiting list (admins; interns their own): WAITING first in queue order',
        querystring: ZMentorshipRequestsQuery,
        response: responses(ZMentorshipRequestList),
      },
      preValidation: guardFor('mentorship', 'waitingList'),
    },
    async (req) => ok(await service.requests(actorOf(req), req.query)),
  );
  app.delete(
    '/mentorships/requests/:id',
    {
      schema: {
        tags,
        security,
        params: ZIdParam,
        response: responses(z.object({ request: ZMentorshipRequest })),
      },
      preValidation: guardFor('mentorship', 'waitingList'),
    },
    async (req) => ok(await service.withdraw(actorOf(req), req.params.id)),
  );
  app.get(
    '/mentorships/waiting',
    {
      schema: {
        tags,
        security,
        summary:
          'A mentor: the waiting interns who asked for one of their languages, in queue order (nothing sensitive)',
        querystring: ZWaitingInternsQuery,
        response: responses(ZWaitingInternList),
      },
      preValidation: guardFor('mentorship', 'waitingInterns'),
    },
    async (req) => ok(await service.waitingInterns(actorOf(req), req.query)),
  );
  app.post(
    '/mentorships/requests/:id/invite',
    {
      schema: {
        tags,
        security,
        summary:
          'A mentor invites a waiting intern (INVITED; the intern is e-mailed and keeps their place until they answer)',
        params: ZIdParam,
        body: ZInviteBody,
        response: responses(ZMentorshipResult),
      },
      preValidation: guardFor('mentorship', 'invite'),
    },
    async (req) => ok(await service.invite(actorOf(req), req.params.id)),
  );
  app.put(
    '/mentorships/:id/invitation',
    {
      schema: {
        tags,
        security,
        summary:
          'The invited intern accepts (the mentorship starts, ACTIVE) or declines (stays on the waiting list)',
        params: ZIdParam,
        body: ZInvitationAnswer,
        response: responses(ZMentorshipResult),
      },
      preValidation: guardFor('mentorship', 'answerInvite'),
    },
    async (req) => ok(await service.answerInvitation(actorOf(req), req.params.id, req.body)),
  );
  app.get(
    '/mentorships/:mentorId/intern/:internId/application/:applicationId',
    {
      schema: {
        tags,
        security,
        summary: 'The current mentorship of the triple, else the newest',
        params: ZMentorshipTripleParams,
        response: responses(ZMentorshipResult),
      },
      preValidation: guardFor('mentorship', 'read'),
    },
    async (req) =>
      ok(
        await service.getTriple(
          actorOf(req),
          req.params.mentorId,
          req.params.internId,
          req.params.applicationId,
        ),
      ),
  );
  app.get(
    '/mentorships/:id',
    {
      schema: { tags, security, params: ZIdParam, response: responses(ZMentorshipResult) },
      preValidation: guardFor('mentorship', 'read'),
    },
    async (req) => ok(await service.get(actorOf(req), req.params.id)),
  );
  app.put(
    '/mentorships/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'ACCEPT or DECLINE (the assigned mentor, while PENDING); END (the mentor or an admin, while current)',
        params: ZIdParam,
        body: ZMentorshipUpdate,
        response: responses(ZMentorshipResult),
      },
      preValidation: guardFor('mentorship', 'end'),
    },
    async (req) => ok(await service.update(actorOf(req), req.params.id, req.body)),
  );
  app.put(
    '/mentorships/:id/files',
    {
      schema: {
        tags,
        security,
        summary: 'Add a file: multipart with the file part "file"',
        consumes: ['multipart/form-data'],
        params: ZIdParam,
        response: responses(ZMentorshipResult),
      },
      preValidation: guardFor('mentorship', 'addFile', mentorshipParties),
      onSend: closeOnRefusedUpload,
    },
    async (req) => {
      const upload = await readUpload(req, { field: 'file' });
      return ok(await service.addFile(actorOf(req), req.params.id, upload));
    },
  );
  app.delete(
    '/mentorships/:id/files/:fileId',
    {
      schema: { tags, security, params: ZMentorshipFileParams, response: responses(ZMentorshipResult) },
      preValidation: guardFor('mentorship', 'deleteFile', mentorshipParties),
    },
    async (req) => ok(await service.deleteFile(actorOf(req), req.params.id, req.params.fileId)),
  );
  app.put(
    '/mentorships/:id/links',
    {
      schema: {
        tags,
        security,
        params: ZIdParam,
        body: ZMentorshipLinkBody,
        response: responses(ZMentorshipResult),
      },
      preValidation: guardFor('mentorship', 'addLink', mentorshipParties),
    },
    async (req) => ok(await service.addLink(actorOf(req), req.params.id, req.body)),
  );
  app.delete(
    '/mentorships/:id/links/:linkId',
    {
      schema: { tags, security, params: ZMentorshipLinkParams, response: responses(ZMentorshipResult) },
      preValidation: guardFor('mentorship', 'deleteLink', mentorshipParties),
    },
    async (req) => ok(await service.deleteLink(actorOf(req), req.params.id, req.params.linkId)),
  );
  app.post(
    '/admins/assigns',
    {
      schema: { tags, security, body: ZAdminAssignBody, response: responses(ZMentorshipResult) },
      preValidation: guardFor('mentorship', 'assign'),
    },
    async (req) => ok(await service.assign(actorOf(req), req.body)),
  );
  app.post(
    '/admins/reassigns',
    {
      schema: { tags, security, body: ZAdminAssignBody, response: responses(ZMentorshipResult) },
      preValidation: guardFor('mentorship', 'assign'),
    },
    async (req) => ok(await service.reassign(actorOf(req), req.body)),
  );
}
