import { randomUUID } from 'node:crypto';
import { programmeToday } from '@praktika/contracts/dates';
import { needsGuardianConsent } from '@praktika/contracts/guardian';
import type { TBusinessProfile, TCatalogueRef, TMentorProfile } from '@praktika/contracts/accounts';
import type { TAccountType, TPaged } from '@praktika/contracts/common';
import type { TInternCv } from '@praktika/contracts/cv';
import {
  BUSINESS_IMMUTABLE_FIELDS,
  MENTOR_MAX_INTERNS,
  MENTOR_MIN_EXPERIENCE_YEARS,
  PEOPLE_ISSUES,
  type TAdminCreate,
  type TBusinessListItem,
  type TBusinessUpdate,
  type TBusinessesQuery,
  type TChangeRequest,
  type TInternListItem,
  type TInternsQuery,
  type TMentorListItem,
  type TMentorUpdate,
  type TMentorsQuery,
  type TVerificationBody,
} from '@praktika/contracts/people';
import type { TFileKind } from '@praktika/contracts/files';
import { rankMentors, type TAssignmentMatch } from '@praktika/contracts/mentoring';
import type { Actor } from '../../platform/auth/guard.ts';
import { assertCan } from '../../platform/auth/policy.ts';
import { can } from '@praktika/contracts/policy';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Db, Executor } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/pg-error.ts';
import { AppError, invalidAll, isOneOf } from '../../platform/errors.ts';
import { releaseReplacedFile } from '../../platform/files/attach.ts';
import type { FilesService } from '../../platform/files/files.service.ts';
import type { UploadPart } from '../../platform/files/upload-request.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import {
  CHANGE_REQUEST_MAIL,
  MENTOR_APPROVED_MAIL,
  ORGANISATION_REJECTED_MAIL,
  ORGANISATION_VERIFIED_MAIL,
} from './people.mail.ts';
import type { CatalogueReference, CatalogueService, CvService } from '../../services.ts';
import {
  assertOrganisationEmail,
  findAccountByEmail,
  findAccountById,
  findBusinessRecord,
  findMentorRecord,
  insertAccountWithProfile,
  presentBusiness,
  presentMentor,
  presentVerification,
  UNIQUE,
} from '../accounts/accounts.public.ts';
import {
  setAccountColumns as setAccount,
  BUSINESS_LINKS,
  MENTOR_LINKS,
  activeAdmins,
  catalogueRefs,
  emailTakenByOther,
  giveFileTo,
  linksOf,
  listBusinessAccounts,
  listInterns as listInternRows,
  assignmentTarget,
  listMentors as listMentorRows,
  lockAccount,
  lockBusiness,
  lockMentor,
  numberTakenByOther,
  recordVerification,
  relink,
  setInternUpdateRequired,
  updateBusinessRow,
  updateMentorRow,
} from './people.repo.ts';
import { internCategories, internSkills } from '../../db/schema/profiles.ts';

export interface PeopleServiceDeps {
  db: Db;
  mailer: Pick<Mailer, 'enqueue'>;
  files: Pick<FilesService, 'upload' | 'removeInTransaction'>;
  catalogues: Pick<CatalogueService, 'assertReferences'>;
  cv: Pick<CvService, 'readFull'>;
  /** Base of the links in e-mails (config.publicUrl). */
  publicUrl: string;
  now: () => number;
  /**
   * Called after a committed change that may open mentoring spots (a mentor approved, activated or made available):
   * the mentoring module serves its waiting list (wired in the composition root).
   */
  spotsOpened?: () => Promise<unknown>;
}

const own = (id: string, ownerType: TAccountType) => ({ ownerId: id, ownerType });

/** Linked catalogue items in a stable order (English name, then id), as the profiles show them. */
const many = (catalogue: Map<string, TCatalogueRef>, ids: string[] = []): TCatalogueRef[] =>
  ids
    .map((id) => catalogue.get(id))
    .filter((r): r is TCatalogueRef => Boolean(r))
    .sort((a, b) => a.enName.localeCompare(b.enName, 'en') || a._id.localeCompare(b._id));
const one = (catalogue: Map<string, TCatalogueRef>, id: string | null) => (id && catalogue.get(id)) || null;

export type PeopleService = ReturnType<typeof createPeopleService>;

/**
 * People: organisation and mentor profiles (edit, logo, photo, CV file, change requests) and the admin's side
 * (lists, mentor approval, activation, update-required, new admins). Permission first (403 before existence),
 * then one transaction per write.
 */
export function createPeopleService(deps: PeopleServiceDeps) {
  const { db, mailer, files, catalogues } = deps;

  async function business(id: string, ex: Executor = db): Promise<TBusinessProfile> {
    const record = await findBusinessRecord(ex, id);
    if (!record || record.row.role !== 'business') throw new AppError('NOT_FOUND');
    return presentBusiness(record);
  }

  async function mentor(id: string, ex: Executor = db): Promise<TMentorProfile> {
    const record = await findMentorRecord(ex, id);
    if (!record) throw new AppError('NOT_FOUND');
    return presentMentor(record);
  }

  /**
   * Stores an upload as `kind`, owned by the profile's person, and points `set` at it in one transaction with the
   * old file removed (its blob after commit); an upload that cannot be used is removed again.
   */
  async function replaceProfileFile(
    actor: Actor,
    id: string,
    kind: TFileKind,
    upload: UploadPart,
    lock: (tx: Executor) => Promise<string | null | undefined>,
    set: (tx: Executor, fileId: string) => Promise<void>,
  ): Promise<void> {
    if ((await lock(db)) === undefined) throw new AppError('NOT_FOUND'); // 404 before any byte is stored
    const stored = await files.upload(actor, { kind, filename: upload.filename, stream: upload.stream });
    try {
      await db.transaction(async (tx) => {
        const before = await lock(tx);
        if (before === undefined) throw new AppError('NOT_FOUND');
        await giveFileTo(tx, stored._id, id);
        await set(tx, stored._id);
        await releaseReplacedFile(files, tx, before, stored._id);
      });
    } catch (err) {
      await db.transaction((tx) => files.removeInTransaction(tx, stored._id));
      throw err;
    }
  }

  /** A mentor's photo or CV: the new file replaces the one in `column`. */
  async function setMentorFile(
    actor: Actor,
    id: string,
    upload: UploadPart,
    kind: 'photo' | 'cv',
    column: 'photoId' | 'cvFileId',
  ) {
    assertCan(actor, 'update', 'mentor', own(id, 'mentor'));
    await replaceProfileFile(
      actor,
      id,
      kind,
      upload,
      async (tx) => (await lockMentor(tx, id))?.[column],
      (tx, fileId) => updateMentorRow(tx, id, { [column]: fileId }),
    );
    return { mentor: await mentor(id) };
  }

  const lockOrganisation = async (tx: Executor, id: string) => {
    const row = await lockBusiness(tx, id);
    const account = row ? await lockAccount(tx, id) : undefined;
    return row && account?.role === 'business' ? { row, account } : undefined;
  };

  return {
    /* ---------- Organisations ---------- */

    /** `PUT /businesses/:id`: the owner or an admin; identity fields only by admins. */
    async updateBusiness(actor: Actor, id: string, body: TBusinessUpdate) {
      assertCan(actor, 'update', 'business', own(id, 'business'));
      const refs: CatalogueReference[] = [
        { field: 'businessType', collection: 'businesstypes', ids: [body.businessType] },
        { field: 'businessCategory', collection: 'businesscategories', ids: [body.businessCategory] },
        { field: 'businessCategories', collection: 'categories', ids: body.businessCategories },
        { field: 'businessCountry', collection: 'countries', ids: [body.businessCountry] },
        { field: 'businessMunicipality', collection: 'municipalities', ids: [body.businessMunicipality] },
      ];
      try {
        return await db.transaction(async (tx) => {
          const found = await lockOrganisation(tx, id);
          if (!found) throw new AppError('NOT_FOUND');
          const { row, account } = found;
          const name = body.businessName ?? row.name;
          const number = body.businessNumber ?? row.number;
          const typeId = body.businessType ?? row.typeId;
          const changed = {
            businessName: name !== row.name,
            businessNumber: number !== row.number,
            businessType: typeId !== row.typeId,
          };
          const immutable = BUSINESS_IMMUTABLE_FIELDS.filter((f) => changed[f]);
          if (immutable.length && !can(actor, 'changeIdentity', 'business'))
            throw invalidAll(immutable.map((field) => ({ field, issue: PEOPLE_ISSUES.immutable })));
          await catalogues.assertReferences(refs, tx);
          if (await emailTakenByOther(tx, 'business', body.businessEmail, id))
            throw new AppError('RESOURCE_EXISTS', undefined, [{ field: 'businessEmail', issue: 'exists' }]);
          if (number && changed.businessNumber && (await numberTakenByOther(tx, number, id)))
            throw new AppError('USER_EXISTS_NUMBER', undefined, [
              { field: 'businessNumber', issue: 'exists' },
            ]);
          if (body.businessEmail !== account.email.toLowerCase()) {
            // Issue 22 §3: the sign-up's address rules hold for a new address too.
            await assertOrganisationEmail(tx, body.businessEmail, typeId, 'businessEmail');
            await setAccount(tx, id, { email: body.businessEmail });
          }
          await updateBusinessRow(tx, id, {
            name,
            number,
            typeId,
            categoryId: body.businessCategory,
            phoneNumber: body.businessPhoneNumber,
            contactPerson: body.businessContactPerson,
            countryId: body.businessCountry,
            municipalityId: body.businessMunicipality,
            otherMunicipality: body.businessOtherMunicipality,
            allowNotifications: body.businessAllowNotifications,
          });
          await relink(tx, BUSINESS_LINKS.categories, id, body.businessCategories);
          return { business: await business(id, tx) };
        });
      } catch (err) {
        // Two simultaneous updates (or an update racing a signup) meet at the unique indexes.
        const constraint = uniqueViolation(err);
        if (constraint === UNIQUE.email)
          throw new AppError('RESOURCE_EXISTS', undefined, [{ field: 'businessEmail', issue: 'exists' }]);
        if (constraint === UNIQUE.businessNumber)
          throw new AppError('USER_EXISTS_NUMBER', undefined, [{ field: 'businessNumber', issue: 'exists' }]);
        throw err;
      }
    },

    /** `PUT /businesses/:id/logo` (multipart part `logo`, kind logo). */
    async setBusinessLogo(actor: Actor, id: string, upload: UploadPart) {
      assertCan(actor, 'update', 'business', own(id, 'business'));
      await replaceProfileFile(
        actor,
        id,
        'logo',
        upload,
        async (tx) => (await lockOrganisation(tx, id))?.row.logo,
        (tx, fileId) => updateBusinessRow(tx, id, { logo: fileId }),
      );
      return { business: await business(id) };
    },

    /**
     * `POST /businesses/:id/change-request` (the organisation): e-mails every active admin, each in their own
     * language, through the queue in one transaction.
     */
    async requestChange(actor: Actor, id: string, body: TChangeRequest) {
      assertCan(actor, 'requestChange', 'business', own(id, 'business'));
      const current = await business(id);
      const oldValue =
        body.field === 'businessName'
          ? current.businessName
          : body.field === 'businessNumber'
            ? current.businessNumber
            : current.businessType?.enName;
      await db.transaction(async (tx) => {
        const admins = await activeAdmins(tx);
        for (const admin of admins)
          await mailer.enqueue(tx, CHANGE_REQUEST_MAIL, {
            to: admin.email,
            language: admin.emailLanguage,
            params: {
              organisation: current.businessName,
              field: body.field,
              oldValue: oldValue || '-',
              newValue: body.newValue,
              reason: body.reason,
              email: current.businessEmail,
              link: `${deps.publicUrl}/dashboard/businessDetail/${id}`,
            },
          });
      });
      return { sent: true as const };
    },

    /**
     * `PUT /businesses/:id/verification` (admins, issue 22 §3): VERIFIED, or REJECTED with a reason. The decision is
     * stored on the organisation and in its log (who, when, why) and e-mailed to it in its language, in one
     * transaction. The same status again is INVALID_TRANSITION.
     */
    async verifyBusiness(actor: Actor, id: string, body: TVerificationBody) {
      assertCan(actor, 'verify', 'business');
      return db.transaction(async (tx) => {
        const found = await lockOrganisation(tx, id);
        if (!found) throw new AppError('NOT_FOUND');
        const { row, account } = found;
        if (row.verificationStatus === body.status) throw new AppError('INVALID_TRANSITION');
        const admin = await findAccountById(tx, actor.id);
        const reason = body.status === 'REJECTED' ? (body.reason ?? null) : null;
        await recordVerification(tx, {
          businessId: id,
          status: body.status,
          reason,
          actor: { id: actor.id, email: admin?.email ?? '' },
          at: new Date(deps.now()),
        });
        const link = `${deps.publicUrl}/dashboard`;
        if (body.status === 'VERIFIED')
          await mailer.enqueue(tx, ORGANISATION_VERIFIED_MAIL, {
            to: account.email,
            language: account.emailLanguage,
            params: { name: row.name, link },
          });
        else
          await mailer.enqueue(tx, ORGANISATION_REJECTED_MAIL, {
            to: account.email,
            language: account.emailLanguage,
            params: { name: row.name, reason: reason!, link },
          });
        return { business: await business(id, tx) };
      });
    },

    /* ---------- Mentors ---------- */

    /** `PUT /mentors/:id`: the mentor or an admin replaces the profile's fields. */
    async updateMentor(actor: Actor, id: string, body: TMentorUpdate) {
      assertCan(actor, 'update', 'mentor', own(id, 'mentor'));
      const result = await db.transaction(async (tx) => {
        if (!(await lockMentor(tx, id))) throw new AppError('NOT_FOUND');
        await catalogues.assertReferences(
          [
            { field: 'mentorMunicipality', collection: 'municipalities', ids: [body.mentorMunicipality] },
            { field: 'mentorSkills', collection: 'skills', ids: body.mentorSkills },
            { field: 'mentorCategories', collection: 'categories', ids: body.mentorCategories },
            { field: 'mentorEthnicity', collection: 'ethnicities', ids: [body.mentorEthnicity] },
            { field: 'mentorDisabilities', collection: 'healthconditions', ids: body.mentorDisabilities },
          ],
          tx,
        );
        await updateMentorRow(tx, id, {
          name: body.mentorName,
          surname: body.mentorSurname,
          municipalityId: body.mentorMunicipality,
          job: body.mentorJob,
          fieldOfEducation: body.mentorFieldOfEducation,
          gender: body.mentorGender,
          ethnicityId: body.mentorEthnicity,
          languages: body.mentorLanguages,
          yearsOfExperience: body.mentorYearsOfExperience,
          available: body.mentorAvailability === 'available',
        });
        await relink(tx, MENTOR_LINKS.skills, id, body.mentorSkills);
        await relink(tx, MENTOR_LINKS.categories, id, body.mentorCategories);
        await relink(tx, MENTOR_LINKS.disabilities, id, body.mentorDisabilities);
        return { mentor: await mentor(id, tx) };
      });
      if (body.mentorAvailability === 'available') await deps.spotsOpened?.();
      return result;
    },

    /** `PUT /mentors/:id/logo` (multipart part `photo`, kind photo). */
    setMentorPhoto: (actor: Actor, id: string, upload: UploadPart) =>
      setMentorFile(actor, id, upload, 'photo', 'photoId'),

    /** `PUT /mentors/:id/cv` (multipart part `cv`, kind cv). */
    setMentorCv: (actor: Actor, id: string, upload: UploadPart) =>
      setMentorFile(actor, id, upload, 'cv', 'cvFileId'),

    /**
     * `PUT /mentors/:id/approve` (admins): approving needs MENTOR_MIN_EXPERIENCE_YEARS of experience and e-mails
     * the mentor in their language (only when the mentor was waiting); `approved: false` withdraws it.
     */
    async approveMentor(actor: Actor, id: string, approved: boolean) {
      assertCan(actor, 'approve', 'mentor');
      const result = await db.transaction(async (tx) => {
        const row = await lockMentor(tx, id);
        const account = row ? await lockAccount(tx, id) : undefined;
        if (!row || !account) throw new AppError('NOT_FOUND');
        if (approved && (row.yearsOfExperience ?? 0) < MENTOR_MIN_EXPERIENCE_YEARS)
          throw invalidAll([
            {
              field: 'mentorYearsOfExperience',
              issue: PEOPLE_ISSUES.minExperience,
              min: MENTOR_MIN_EXPERIENCE_YEARS,
              // what the mentor gave (null: never given, e.g. registered before signup asked), so the refusal
              // can say what is missing
              given: row.yearsOfExperience,
            },
          ]);
        if (approved !== row.approvedByAdmin) {
          await updateMentorRow(tx, id, {
            approvedByAdmin: approved,
            approvedAt: approved ? new Date(deps.now()) : null,
          });
          if (approved)
            await mailer.enqueue(tx, MENTOR_APPROVED_MAIL, {
              to: account.email,
              language: account.emailLanguage,
              params: { name: row.name, link: `${deps.publicUrl}/dashboard` },
            });
        }
        return { mentor: await mentor(id, tx) };
      });
      if (approved) await deps.spotsOpened?.();
      return result;
    },

    /* ---------- Admin account controls ---------- */

    /**
     * `PUT /{interns|businesses|mentors}/:id/active` (admins). Deactivating bumps the session version, so the
     * account's sessions end at once and stay ended after a reactivation. Admin accounts are under businesses.
     */
    async setActive(actor: Actor, type: TAccountType, id: string, active: boolean) {
      assertCan(actor, 'setActive', type);
      const result = await db.transaction(async (tx) => {
        const account = await lockAccount(tx, id);
        if (!account || account.accountType !== type) throw new AppError('NOT_FOUND');
        if (account.role === 'admin') assertCan(actor, 'setActive', 'adminAccount');
        if (account.id === actor.id && !active)
          throw invalidAll([{ field: 'active', issue: PEOPLE_ISSUES.ownAccount }]);
        if (account.active !== active) await setAccount(tx, id, { active, bumpSession: !active });
        return { _id: id, active };
      });
      if (type === 'mentor' && active) await deps.spotsOpened?.();
      return result;
    },

    /** `PUT /interns/:id/updateRequired` (admins): answers the intern's CV. */
    async setUpdateRequired(
      actor: Actor,
      id: string,
      updateRequired: boolean,
    ): Promise<{ intern: TInternCv }> {
      assertCan(actor, 'setUpdateRequired', 'intern');
      if (!(await setInternUpdateRequired(db, id, updateRequired))) throw new AppError('NOT_FOUND');
      return deps.cv.readFull(actor, id);
    },

    /** `POST /businesses/admins` (admins): a confirmed admin account; USER_EXISTS when a business-type account has the address. */
    async createAdmin(actor: Actor, body: TAdminCreate) {
      assertCan(actor, 'create', 'adminAccount');
      if (await findAccountByEmail(db, 'business', body.email)) throw new AppError('USER_EXISTS');
      const id = randomUUID();
      const passwordHash = await hashPassword(body.password);
      try {
        await db.transaction((tx) =>
          insertAccountWithProfile(
            tx,
            {
              id,
              accountType: 'business',
              role: 'admin',
              email: body.email,
              passwordHash,
              emailLanguage: body.emailLanguage,
              confirmedAt: new Date(deps.now()),
            },
            { type: 'business', profile: { name: body.email, number: null }, categories: [] },
          ),
        );
      } catch (err) {
        if (uniqueViolation(err) === UNIQUE.email) throw new AppError('USER_EXISTS');
        throw err;
      }
      const created = await lockAccount(db, id);
      return {
        business: {
          _id: id,
          businessName: body.email,
          email: body.email,
          active: true,
          createdAt: (created?.createdAt ?? new Date()).toISOString(),
        } satisfies TBusinessListItem,
      };
    },

    /* ---------- Admin lists ---------- */

    async listInterns(actor: Actor, q: TInternsQuery): Promise<{ interns: TPaged<TInternListItem> }> {
      assertCan(actor, 'list', 'intern');
      const day = programmeToday(new Date(deps.now()));
      const page = await listInternRows(db, q, day);
      const ids = page.docs.map((d) => d.id);
      const [skills, categories] = await Promise.all([
        linksOf(db, internSkills, ids),
        linksOf(db, internCategories, ids),
      ]);
      const catalogue = await catalogueRefs(db, [
        ...page.docs.map((d) => d.municipalityId),
        ...[...skills.values(), ...categories.values()].flat(),
      ]);
      return {
        interns: {
          ...page,
          docs: page.docs.map((d) => ({
            _id: d.id,
            internName: d.name,
            internLastName: d.lastName,
            email: d.email,
            gender: d.gender,
            municipality: one(catalogue, d.municipalityId),
            categories: many(catalogue, categories.get(d.id)),
            skills: many(catalogue, skills.get(d.id)),
            availability: d.availability,
            updateRequired: d.updateRequired,
            updateFinished: d.updateFinished,
            active: d.active,
            guardianConsent: needsGuardianConsent(d.birthdate, day)
              ? (d.guardianStatus ?? 'PENDING')
              : 'NOT_NEEDED',
            createdAt: d.createdAt.toISOString(),
          })),
        },
      };
    },

    /** Organisations, or admins with `queryForAdmins=true`. */
    async listBusinesses(
      actor: Actor,
      q: TBusinessesQuery,
    ): Promise<{ businesses: TPaged<TBusinessListItem> }> {
      const admins = q.queryForAdmins === true;
      assertCan(actor, 'list', admins ? 'adminAccount' : 'business');
      const page = await listBusinessAccounts(db, q, admins ? 'admin' : 'business');
      const ids = page.docs.map((d) => d.id);
      const categories = admins
        ? new Map<string, string[]>()
        : await linksOf(db, BUSINESS_LINKS.categories, ids);
      const catalogue = admins
        ? new Map<string, TCatalogueRef>()
        : await catalogueRefs(db, [
            ...page.docs.flatMap((d) => [d.typeId, d.municipalityId]),
            ...[...categories.values()].flat(),
          ]);
      return {
        businesses: {
          ...page,
          docs: page.docs.map((d) => ({
            _id: d.id,
            businessName: d.name ?? d.email,
            ...(admins
              ? {}
              : {
                  businessNumber: d.number,
                  businessType: one(catalogue, d.typeId),
                  businessCategories: many(catalogue, categories.get(d.id)),
                  businessMunicipality: one(catalogue, d.municipalityId),
                  businessContactPerson: d.contactPerson,
                  verification: presentVerification(d),
                }),
            email: d.email,
            active: d.active,
            createdAt: d.createdAt.toISOString(),
          })),
        },
      };
    },

    async listMentors(actor: Actor, q: TMentorsQuery): Promise<{ mentors: TPaged<TMentorListItem> }> {
      assertCan(actor, 'list', 'mentor');
      const page = await listMentorRows(db, q);
      const ids = page.docs.map((d) => d.id);
      const [skills, categories] = await Promise.all([
        linksOf(db, MENTOR_LINKS.skills, ids),
        linksOf(db, MENTOR_LINKS.categories, ids),
      ]);
      const catalogue = await catalogueRefs(db, [
        ...page.docs.map((d) => d.municipalityId),
        ...[...skills.values(), ...categories.values()].flat(),
      ]);
      // Issue 17: for an admin assigning, why each mentor fits that intern (the assignment's reasons)
      const target = q.application ? await assignmentTarget(db, q.application) : undefined;
      const matchOf = (d: (typeof page.docs)[number]): TAssignmentMatch | null => {
        if (!target) return null;
        // rank on fields, skills and municipality alone; the languages are reported, not required, here
        const [ranked] = rankMentors(
          [
            {
              id: d.id,
              approved: true,
              active: true,
              available: true,
              load: 0,
              languages: ['*'],
              municipalityId: d.municipalityId,
              categories: many(catalogue, categories.get(d.id)),
              skills: many(catalogue, skills.get(d.id)),
            },
          ],
          { ...target, languages: ['*'] },
        );
        if (!ranked) return null;
        const shared = target.languages.filter((l) => isOneOf(d.languages, l));
        return {
          score: ranked.score,
          reasons: { ...ranked.reasons, languages: shared, load: d.currentInterns, spreadLoad: false },
        };
      };
      return {
        mentors: {
          ...page,
          docs: page.docs.map((d) => ({
            _id: d.id,
            mentorName: d.name,
            mentorSurname: d.surname,
            email: d.email,
            mentorGender: d.gender,
            mentorMunicipality: one(catalogue, d.municipalityId),
            mentorJob: d.job,
            mentorSkills: many(catalogue, skills.get(d.id)),
            mentorCategories: many(catalogue, categories.get(d.id)),
            mentorAvailability: d.available ? ('available' as const) : ('unavailable' as const),
            mentorApprovedByAdmin: d.approvedByAdmin,
            mentorYearsOfExperience: d.yearsOfExperience,
            mentorNumberOfInterns: d.currentInterns,
            mentorMaxInterns: MENTOR_MAX_INTERNS,
            mentorLanguages: [...d.languages],
            ...(target ? { match: matchOf(d) } : {}),
            active: d.active,
            createdAt: d.createdAt.toISOString(),
          })),
        },
      };
    },
  };
}
