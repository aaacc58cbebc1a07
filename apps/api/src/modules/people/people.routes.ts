import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_PATHS, ZBusinessResult, ZMentorResult } from '@praktika/contracts/accounts';
import { ACCOUNT_TYPES, ZIdParam } from '@praktika/contracts/common';
import { ZInternCvResult } from '@praktika/contracts/cv';
import {
  BUSINESS_LOGO_FIELD,
  MENTOR_CV_FIELD,
  MENTOR_PHOTO_FIELD,
  ZActiveBody,
  ZActiveResult,
  ZAdminCreate,
  ZBusinessFullResult,
  ZBusinessList,
  ZBusinessListItem,
  ZBusinessUpdate,
  ZBusinessesQuery,
  ZChangeRequest,
  ZInternList,
  ZInternsQuery,
  ZMentorApproval,
  ZMentorFullResult,
  ZMentorList,
  ZMentorUpdate,
  ZMentorsQuery,
  ZSentResult,
  ZUpdateRequiredBody,
  ZVerificationBody,
} from '@praktika/contracts/people';
import { z } from 'zod';
import { actorOf } from '../../platform/auth/guard.ts';
import { guardFor } from '../../platform/auth/policy.ts';
import { ownerIsParam } from '../../platform/auth/ownership.ts';
import { ok, responses } from '../../platform/http/envelope.ts';
import { endpoints } from '../../platform/http/endpoints.ts';
import { createRateLimiter } from '../../platform/http/rate-limit.ts';
import { closeOnRefusedUpload, readUpload, registerUploads } from '../../platform/files/upload-request.ts';

/** Change requests an organisation may send per hour (each one e-mails every admin). */
export const CHANGE_REQUESTS_PER_HOUR = 5;

/**
 * People (issue 8): organisation and mentor profiles (reading one through the profiles service), their files,
 * change requests, the admin lists and the admin's account controls. The intern's profile, its CV, is
 * `interns.routes.ts`; deleting an account is the privacy module's.
 */
export async function peopleRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { people: service, profiles } = app.services;
  await registerUploads(app);
  const changeLimiter = createRateLimiter({
    max: CHANGE_REQUESTS_PER_HOUR,
    windowMs: 3_600_000,
    now: () => app.tokens.now(),
    store: app.rateLimitStore,
  });
  const interns = endpoints(fastify, { tags: ['interns'] });
  const businesses = endpoints(fastify, { tags: ['businesses'] });
  const mentors = endpoints(fastify, { tags: ['mentors'] });

  /* ---------- Admin lists ---------- */

  interns.get(
    '/interns',
    {
      guard: ['intern', 'list'],
      summary: 'Interns (admins): filters, paging, sort; never birth date, ethnicity or health conditions',
      querystring: ZInternsQuery,
      response: ZInternList,
    },
    (req) => service.listInterns(actorOf(req), req.query),
  );
  businesses.get(
    '/businesses',
    {
      guard: ['business', 'list'],
      summary: 'Organisations (admins), or administrator accounts with queryForAdmins=true',
      querystring: ZBusinessesQuery,
      response: ZBusinessList,
    },
    (req) => service.listBusinesses(actorOf(req), req.query),
  );
  mentors.get(
    '/mentors',
    {
      guard: ['mentor', 'list'],
      summary: 'Mentors (admins): filters, paging, sort; never ethnicity or health conditions',
      querystring: ZMentorsQuery,
      response: ZMentorList,
    },
    (req) => service.listMentors(actorOf(req), req.query),
  );

  /* ---------- Organisations ---------- */

  // One profile. Any signed-in user may call; who sees what is the profiles service's (accounts.policy.ts).
  businesses.get(
    '/businesses/:id',
    { guard: ['business', 'readPublic'], params: ZIdParam, response: ZBusinessResult },
    (req) => profiles.readBusiness(actorOf(req), req.params.id),
  );
  businesses.put(
    '/businesses/:id',
    {
      guard: ['business', 'update', { owners: ownerIsParam('id', 'business') }],
      summary:
        'Edit the organisation (owner or admin); entity type, number and legal name: admins only (else 400 immutable)',
      params: ZIdParam,
      body: ZBusinessUpdate,
      response: ZBusinessFullResult,
    },
    (req) => service.updateBusiness(actorOf(req), req.params.id, req.body),
  );
  businesses.put(
    '/businesses/:id/logo',
    {
      guard: ['business', 'update', { owners: ownerIsParam('id', 'business') }],
      summary: `Set the logo: multipart form with the file part "${BUSINESS_LOGO_FIELD}" (JPEG, PNG or WebP)`,
      consumes: ['multipart/form-data'],
      params: ZIdParam,
      response: ZBusinessFullResult,
      options: { onSend: closeOnRefusedUpload },
    },
    async (req) =>
      service.setBusinessLogo(
        actorOf(req),
        req.params.id,
        await readUpload(req, { field: BUSINESS_LOGO_FIELD }),
      ),
  );
  // Rate limited in preHandler, which is not an endpoint option: the long form.
  app.post(
    '/businesses/:id/change-request',
    {
      schema: {
        tags: ['businesses'],
        security: [{ bearer: [] }],
        summary: 'Ask the programme admins (by e-mail) to change the entity type, number or legal name',
        params: ZIdParam,
        body: ZChangeRequest,
        response: responses(ZSentResult),
      },
      preValidation: guardFor('business', 'requestChange', { owners: ownerIsParam('id', 'business') }),
      preHandler: async (req) => changeLimiter.consume([`change-request:${actorOf(req).id}`]),
    },
    async (req) => ok(await service.requestChange(actorOf(req), req.params.id, req.body)),
  );
  businesses.put(
    '/businesses/:id/verification',
    {
      guard: ['business', 'verify'],
      summary:
        'Verify an organisation, or reject it with a reason (admins; e-mailed to the organisation in its language)',
      params: ZIdParam,
      body: ZVerificationBody,
      response: ZBusinessFullResult,
    },
    (req) => service.verifyBusiness(actorOf(req), req.params.id, req.body),
  );
  businesses.post(
    '/businesses/admins',
    {
      guard: ['adminAccount', 'create'],
      summary: 'Create another administrator (admins); confirmed at once',
      body: ZAdminCreate,
      response: z.object({ business: ZBusinessListItem }),
    },
    (req) => service.createAdmin(actorOf(req), req.body),
  );

  /* ---------- Mentors ---------- */

  mentors.get(
    '/mentors/:id',
    { guard: ['mentor', 'readFull'], params: ZIdParam, response: ZMentorResult },
    (req) => profiles.readMentor(actorOf(req), req.params.id),
  );
  mentors.put(
    '/mentors/:id',
    {
      guard: ['mentor', 'update', { owners: ownerIsParam('id', 'mentor') }],
      summary: 'Edit the mentor profile (the mentor or an admin)',
      params: ZIdParam,
      body: ZMentorUpdate,
      response: ZMentorFullResult,
    },
    (req) => service.updateMentor(actorOf(req), req.params.id, req.body),
  );
  const mentorFile = (path: string, field: string, what: string, run: typeof service.setMentorCv) =>
    mentors.put(
      path,
      {
        guard: ['mentor', 'update', { owners: ownerIsParam('id', 'mentor') }],
        summary: `Set the mentor's ${what}: multipart form with the file part "${field}"; replaces the old one`,
        consumes: ['multipart/form-data'],
        params: ZIdParam,
        response: ZMentorFullResult,
        options: { onSend: closeOnRefusedUpload },
      },
      async (req) => run(actorOf(req), req.params.id, await readUpload(req, { field })),
    );
  mentorFile('/mentors/:id/logo', MENTOR_PHOTO_FIELD, 'photo (JPEG, PNG or WebP)', service.setMentorPhoto);
  mentorFile('/mentors/:id/cv', MENTOR_CV_FIELD, 'CV file (PDF or DOCX)', service.setMentorCv);
  mentors.put(
    '/mentors/:id/approve',
    {
      guard: ['mentor', 'approve'],
      summary: `Approve a mentor (admins; needs 5 years of experience, e-mails the mentor) or withdraw it`,
      params: ZIdParam,
      body: ZMentorApproval,
      response: ZMentorFullResult,
    },
    (req) => service.approveMentor(actorOf(req), req.params.id, req.body.approved),
  );

  /* ---------- Account controls ---------- */

  for (const type of ACCOUNT_TYPES) {
    const route = endpoints(fastify, { tags: [ACCOUNT_PATHS[type]] });
    route.put(
      `/${ACCOUNT_PATHS[type]}/:id/active`,
      {
        guard: [type, 'setActive'],
        summary: 'Activate or deactivate the account (admins); deactivation ends its sessions at once',
        params: ZIdParam,
        body: ZActiveBody,
        response: ZActiveResult,
      },
      (req) => service.setActive(actorOf(req), type, req.params.id, req.body.active),
    );
  }
  interns.put(
    '/interns/:id/updateRequired',
    {
      guard: ['intern', 'setUpdateRequired'],
      summary: 'Ask the intern to update the CV (admins); the intern’s next save clears it',
      params: ZIdParam,
      body: ZUpdateRequiredBody,
      response: ZInternCvResult,
    },
    (req) => service.setUpdateRequired(actorOf(req), req.params.id, req.body.updateRequired),
  );
}
