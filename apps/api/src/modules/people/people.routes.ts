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
} from '@praktika/contracts/people';
import { z } from 'zod';
import { actorOf } from '../../platform/auth/guard.ts';
import { guardFor } from '../../platform/auth/policy.ts';
import { ownerIsParam } from '../../platform/auth/ownership.ts';
import { ok, responses } from '../../platform/http/envelope.ts';
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
  const security = [{ bearer: [] }];
  await registerUploads(app);
  const changeLimiter = createRateLimiter({
    max: CHANGE_REQUESTS_PER_HOUR,
    windowMs: 3_600_000,
    now: () => app.tokens.now(),
    store: app.rateLimitStore,
  });

  /* ---------- Admin lists ---------- */

  app.get(
    '/interns',
    {
      schema: {
        tags: ['interns'],
        security,
        summary: 'Interns (admins): filters, paging, sort; never birth date, ethnicity or health conditions',
        querystring: ZInternsQuery,
        response: responses(ZInternList),
      },
      preValidation: guardFor('intern', 'list'),
    },
    async (req) => ok(await service.listInterns(actorOf(req), req.query)),
  );
  app.get(
    '/businesses',
    {
      schema: {
        tags: ['businesses'],
        security,
        summary: 'Organisations (admins), or administrator accounts with queryForAdmins=true',
        querystring: ZBusinessesQuery,
        response: responses(ZBusinessList),
      },
      preValidation: guardFor('business', 'list'),
    },
    async (req) => ok(await service.listBusinesses(actorOf(req), req.query)),
  );
  app.get(
    '/mentors',
    {
      schema: {
        tags: ['mentors'],
        security,
        summary: 'Mentors (admins): filters, paging, sort; never ethnicity or health conditions',
        querystring: ZMentorsQuery,
        response: responses(ZMentorList),
      },
      preValidation: guardFor('mentor', 'list'),
    },
    async (req) => ok(await service.listMentors(actorOf(req), req.query)),
  );

  /* ---------- Organisations ---------- */

  // One profile. Any signed-in user may call; who sees what is the profiles service's (accounts.policy.ts).
  app.get(
    '/businesses/:id',
    {
      schema: { tags: ['businesses'], security, params: ZIdParam, response: responses(ZBusinessResult) },
      preValidation: guardFor('business', 'readPublic'),
    },
    async (req) => ok(await profiles.readBusiness(actorOf(req), req.params.id)),
  );
  app.put(
    '/businesses/:id',
    {
      schema: {
        tags: ['businesses'],
        security,
        summary:
          'Edit the organisation (owner or admin); entity type, number and legal name: admins only (else 400 immutable)',
        params: ZIdParam,
        body: ZBusinessUpdate,
        response: responses(ZBusinessFullResult),
      },
      preValidation: guardFor('business', 'update', { owners: ownerIsParam('id', 'business') }),
    },
    async (req) => ok(await service.updateBusiness(actorOf(req), req.params.id, req.body)),
  );
  app.put(
    '/businesses/:id/logo',
    {
      schema: {
        tags: ['businesses'],
        security,
        summary: `Set the logo: multipart form with the file part "${BUSINESS_LOGO_FIELD}" (JPEG, PNG or WebP)`,
        consumes: ['multipart/form-data'],
        params: ZIdParam,
        response: responses(ZBusinessFullResult),
      },
      preValidation: guardFor('business', 'update', { owners: ownerIsParam('id', 'business') }),
      onSend: closeOnRefusedUpload,
    },
    async (req) => {
      const upload = await readUpload(req, { field: BUSINESS_LOGO_FIELD });
      return ok(await service.setBusinessLogo(actorOf(req), req.params.id, upload));
    },
  );
  app.post(
    '/businesses/:id/change-request',
    {
      schema: {
        tags: ['businesses'],
        security,
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
  app.post(
    '/businesses/admins',
    {
      schema: {
        tags: ['businesses'],
        security,
        summary: 'Create another administrator (admins); confirmed at once',
        body: ZAdminCreate,
        response: responses(z.object({ business: ZBusinessListItem })),
      },
      preValidation: guardFor('adminAccount', 'create'),
    },
    async (req) => ok(await service.createAdmin(actorOf(req), req.body)),
  );

  /* ---------- Mentors ---------- */

  app.get(
    '/mentors/:id',
    {
      schema: { tags: ['mentors'], security, params: ZIdParam, response: responses(ZMentorResult) },
      preValidation: guardFor('mentor', 'readFull'),
    },
    async (req) => ok(await profiles.readMentor(actorOf(req), req.params.id)),
  );
  app.put(
    '/mentors/:id',
    {
      schema: {
        tags: ['mentors'],
        security,
        summary: 'Edit the mentor profile (the mentor or an admin)',
        params: ZIdParam,
        body: ZMentorUpdate,
        response: responses(ZMentorFullResult),
      },
      preValidation: guardFor('mentor', 'update', { owners: ownerIsParam('id', 'mentor') }),
    },
    async (req) => ok(await service.updateMentor(actorOf(req), req.params.id, req.body)),
  );
  const mentorFile = (path: string, field: string, what: string, run: typeof service.setMentorCv) =>
    app.put(
      path,
      {
        schema: {
          tags: ['mentors'],
          security,
          summary: `Set the mentor's ${what}: multipart form with the file part "${field}"; replaces the old one`,
          consumes: ['multipart/form-data'],
          params: ZIdParam,
          response: responses(ZMentorFullResult),
        },
        preValidation: guardFor('mentor', 'update', { owners: ownerIsParam('id', 'mentor') }),
        onSend: closeOnRefusedUpload,
      },
      async (req) => {
        const upload = await readUpload(req, { field });
        return ok(await run(actorOf(req), req.params.id, upload));
      },
    );
  mentorFile('/mentors/:id/logo', MENTOR_PHOTO_FIELD, 'photo (JPEG, PNG or WebP)', service.setMentorPhoto);
  mentorFile('/mentors/:id/cv', MENTOR_CV_FIELD, 'CV file (PDF or DOCX)', service.setMentorCv);
  app.put(
    '/mentors/:id/approve',
    {
      schema: {
        tags: ['mentors'],
        security,
        summary: `Approve a mentor (admins; needs 5 years of experience, e-mails the mentor) or withdraw it`,
        params: ZIdParam,
        body: ZMentorApproval,
        response: responses(ZMentorFullResult),
      },
      preValidation: guardFor('mentor', 'approve'),
    },
    async (req) => ok(await service.approveMentor(actorOf(req), req.params.id, req.body.approved)),
  );

  /* ---------- Account controls ---------- */

  for (const type of ACCOUNT_TYPES) {
    app.put(
      `/${ACCOUNT_PATHS[type]}/:id/active`,
      {
        schema: {
          tags: [ACCOUNT_PATHS[type]],
          security,
          summary: 'Activate or deactivate the account (admins); deactivation ends its sessions at once',
          params: ZIdParam,
          body: ZActiveBody,
          response: responses(ZActiveResult),
        },
        preValidation: guardFor(type, 'setActive'),
      },
      async (req) => ok(await service.setActive(actorOf(req), type, req.params.id, req.body.active)),
    );
  }
  app.put(
    '/interns/:id/updateRequired',
    {
      schema: {
        tags: ['interns'],
        security,
        summary: 'Ask the intern to update the CV (admins); the intern’s next save clears it',
        params: ZIdParam,
        body: ZUpdateRequiredBody,
        response: responses(ZInternCvResult),
      },
      preValidation: guardFor('intern', 'setUpdateRequired'),
    },
    async (req) => ok(await service.setUpdateRequired(actorOf(req), req.params.id, req.body.updateRequired)),
  );
}
