import sharp from 'sharp';
import { AGE_MAX, AGE_MIN, ageOn } from '@praktika/contracts/auth';
import type { TUiLanguage } from '@praktika/contracts/common';
import type { TFile } from '@praktika/contracts/files';
import {
  CV_ISSUES,
  isCvFilled,
  type TInternCv,
  type TInternCvWrite,
  type TInternForOrganisation,
} from '@praktika/contracts/cv';
import { can } from '@praktika/contracts/policy';
import type { Actor } from '../../platform/auth/guard.ts';
import { assertCan } from '../../platform/auth/policy.ts';
import type { Db, Executor } from '../../platform/db/client.ts';
import { AppError, invalidAll, type ErrorDetail } from '../../platform/errors.ts';
import { assertAttachable, releaseReplacedFile } from '../../platform/files/attach.ts';
import type { FilesService } from '../../platform/files/files.service.ts';
import type { UploadPart } from '../../platform/files/upload-request.ts';
import type { AccountsService, CatalogueReference, CatalogueService } from '../../services.ts';
import { findAccountById } from '../accounts/accounts.public.ts';
import { interns } from '../../db/schema/profiles.ts';
import { presentInternCv, presentInternForOrganisation } from './cv.presenter.ts';
import { cvContentDisposition, renderCvPdf } from './cv.pdf.ts';
import {
  findCvRecord,
  giveFileTo,
  institutionsByIds,
  kosovoId,
  lockIntern,
  replaceCv,
  setPhotoId,
} from './cv.repo.ts';

export interface CvServiceDeps {
  db: Db;
  files: Pick<FilesService, 'upload' | 'removeInTransaction'> & Partial<Pick<FilesService, 'download'>>;
  catalogues: Pick<CatalogueService, 'assertReferences'>;
  accounts: Pick<AccountsService, 'sessionFor'>;
  /** Clock in ms (age rules). */
  now: () => number;
  /** Has the intern applied to (or been invited by) the organisation? (the applications module) */
  isHostOf: (businessId: string, internId: string) => Promise<boolean>;
  /** Does (or did) the mentor mentor the intern? (the mentoring module; current or past mentorships) */
  isMentorOf?: (mentorId: string, internId: string) => Promise<boolean>;
}

/** How the caller's own session was signed: a new token keeps its kind (1 day, or 30 with "remember me"). */
export interface SessionKind {
  remember: boolean;
}

const ownedBy = (id: string) => ({ ownerId: id, ownerType: 'intern' as const });

export type CvService = ReturnType<typeof createCvService>;

/**
 * The intern's CV: read it whole, replace it (one transaction: profile columns, links, rows, CV file), set the
 * photo, and render it as a PDF. Saving recomputes `updateFinished` (= `isCvFilled`), clears `updateRequired`
 * when the intern saves, and gives the intern a new session token carrying both.
 */
export function createCvService(deps: CvServiceDeps) {
  /**
   * The photo for the PDF, as JPEG or PNG (a WebP photo is converted); none when there is no photo or it cannot
   * be read (the PDF never fails over its photo).
   */
  async function photoBytes(actor: Actor, photo: TFile | null): Promise<Buffer | undefined> {
    if (!photo || !deps.files.download) return undefined;
    try {
      const { body, file } = await deps.files.download(actor, photo._id);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
      const bytes = Buffer.concat(chunks);
      return file.contentType === 'image/jpeg' || file.contentType === 'image/png'
        ? bytes
        : await sharp(bytes).png().toBuffer();
    } catch {
      return undefined;
    }
  }

  const { db, files, catalogues } = deps;

  async function load(id: string, ex: Executor = db): Promise<TInternCv> {
    const record = await findCvRecord(ex, id);
    if (!record) throw new AppError('NOT_FOUND');
    return presentInternCv(record);
  }

  /** Education rows: Kosovo needs a municipality, abroad has none; a catalogue institution must fit both. */
  async function assertEducationPlaces(ex: Executor, body: TInternCvWrite): Promise<void> {
    const kosovo = await kosovoId(ex);
    const institutions = await institutionsByIds(
      ex,
      body.education.map((e) => e.institution).filter((i): i is string => Boolean(i)),
    );
    const details: ErrorDetail[] = [];
    body.education.forEach((e, i) => {
      const at = (field: string) => `education.${i}.${field}`;
      const inKosovo = kosovo !== undefined && e.country === kosovo;
      if (inKosovo && !e.municipality) details.push({ field: at('municipality'), issue: CV_ISSUES.required });
      if (!inKosovo && e.municipality)
        details.push({ field: at('municipality'), issue: CV_ISSUES.municipalityAbroad });
      const inst = e.institution ? institutions.get(e.institution) : undefined;
      if (
        inst &&
        ((inst.type !== null && inst.type !== e.type) ||
          (inst.municipalityId !== null && inst.municipalityId !== e.municipality))
      )
        details.push({ field: at('institution'), issue: CV_ISSUES.institutionMismatch });
    });
    if (details.length) throw invalidAll(details);
  }

  function references(body: TInternCvWrite): CatalogueReference[] {
    return [
      { field: 'municipality', collection: 'municipalities', ids: [body.municipality] },
      { field: 'categories', collection: 'categories', ids: body.categories },
      { field: 'skills', collection: 'skills', ids: body.skills },
      { field: 'hearAbout', collection: 'hearabout', ids: [body.hearAbout] },
      { field: 'ethnicity', collection: 'ethnicities', ids: [body.ethnicity] },
      { field: 'disabilities', collection: 'healthconditions', ids: body.disabilities },
      ...body.education.flatMap((e, i): CatalogueReference[] => [
        { field: `education.${i}.country`, collection: 'countries', ids: [e.country] },
        { field: `education.${i}.municipality`, collection: 'municipalities', ids: [e.municipality] },
        { field: `education.${i}.institution`, collection: 'institutions', ids: [e.institution] },
      ]),
    ];
  }

  return {
    /**
     * `GET /interns/:id`: the whole CV for the intern and admins; an organisation the intern applied to (or that
     * invited them) gets its own view (no birth date, ethnicity, health); anyone else 403, before existence.
     */
    /** The whole CV: the intern and admins only. */
    async readFull(actor: Actor, id: string): Promise<{ intern: TInternCv }> {
      assertCan(actor, 'readFull', 'intern', ownedBy(id));
      return { intern: await load(id) };
    },

    async read(actor: Actor, id: string): Promise<{ intern: TInternCv | TInternForOrganisation }> {
      if (can(actor, 'readFull', 'intern', ownedBy(id))) return { intern: await load(id) };
      if (can(actor, 'readAsHost', 'intern') && (await deps.isHostOf(actor.id, id)))
        return { intern: presentInternForOrganisation(await load(id), new Date(deps.now())) };
      // The intern's mentors (current or past) get the same view as a host.
      if (can(actor, 'readAsMentor', 'intern') && (await deps.isMentorOf?.(actor.id, id)))
        return { intern: presentInternForOrganisation(await load(id), new Date(deps.now())) };
      throw new AppError('FORBIDDEN');
    },

    /** `PUT /interns/:id`: replaces the CV; the intern also gets a new token. */
    async save(
      actor: Actor,
      id: string,
      body: TInternCvWrite,
      session: SessionKind,
    ): Promise<{ intern: TInternCv; token?: string }> {
      assertCan(actor, 'update', 'intern', ownedBy(id));
      if (body.updateRequired !== undefined) assertCan(actor, 'setUpdateRequired', 'intern');
      const self = actor.id === id && actor.accountType === 'intern';

      const intern = await db.transaction(async (tx) => {
        const before = await lockIntern(tx, id);
        if (!before) throw new AppError('NOT_FOUND');
        await catalogues.assertReferences(references(body), tx);
        await assertEducationPlaces(tx, body);
        if (body.birthdate !== before.birthdate) {
          const age = ageOn(body.birthdate, new Date(deps.now()));
          if (age < AGE_MIN || age > AGE_MAX) throw invalidAll([{ field: 'birthdate', issue: 'ageRange' }]);
        }
        if (body.cvFile && body.cvFile !== before.cvFileId) {
          await assertAttachable(tx, {
            actor,
            fileId: body.cvFile,
            field: 'cvFile',
            kind: 'cv',
            use: { table: interns, id: interns.id, file: interns.cvFileId },
            recordId: id,
          });
          await giveFileTo(tx, body.cvFile, id);
        }
        await replaceCv(tx, id, {
          columns: {
            name: body.name,
            lastName: body.lastName,
            birthdate: body.birthdate,
            gender: body.gender,
            municipalityId: body.municipality,
            phoneNumber: body.phoneNumber,
            address: body.address,
            availability: body.availability,
            otherEngagements: body.otherEngagements,
            hearAboutId: body.hearAbout,
            ethnicityId: body.ethnicity,
            cvFileId: body.cvFile,
            // The intern's own save answers the request; an admin's keeps it unless they set it.
            updateRequired: self ? false : (body.updateRequired ?? before.updateRequired),
            updateFinished: isCvFilled(body),
          },
          categories: body.categories,
          skills: body.skills,
          disabilities: body.disabilities,
          education: body.education,
          experience: body.experience,
          languages: body.languages,
        });
        await releaseReplacedFile(files, tx, before.cvFileId, body.cvFile);
        return load(id, tx);
      });

      if (!self) return { intern };
      const account = await findAccountById(db, id);
      if (!account) throw new AppError('NOT_FOUND');
      return { intern, token: await deps.accounts.sessionFor(account, session.remember) };
    },

    /**
     * `PUT /interns/:id/photo`: stores the upload (kind photo, re-encoded) as the intern's, and removes the old
     * photo in the same transaction (its blob after commit). An upload that cannot be used is removed again.
     */
    async setPhoto(actor: Actor, id: string, upload: UploadPart): Promise<{ intern: TInternCv }> {
      assertCan(actor, 'update', 'intern', ownedBy(id));
      if (!(await lockIntern(db, id))) throw new AppError('NOT_FOUND'); // 404 before any byte is stored
      const photo = await files.upload(actor, {
        kind: 'photo',
        filename: upload.filename,
        stream: upload.stream,
      });
      try {
        const intern = await db.transaction(async (tx) => {
          const before = await lockIntern(tx, id);
          if (!before) throw new AppError('NOT_FOUND');
          await giveFileTo(tx, photo._id, id);
          await setPhotoId(tx, id, photo._id);
          await releaseReplacedFile(files, tx, before.photoId, photo._id);
          return load(id, tx);
        });
        return { intern };
      } catch (err) {
        await db.transaction((tx) => files.removeInTransaction(tx, photo._id));
        throw err;
      }
    },

    /** `PUT /interns/:id/cv`: the CV as a PDF in `language` (default the intern's e-mail language); sr-Cyrl too. */
    async pdf(
      actor: Actor,
      id: string,
      language: TUiLanguage | undefined,
    ): Promise<{ body: Buffer; disposition: string }> {
      assertCan(actor, 'readFull', 'intern', ownedBy(id));
      const cv = await load(id);
      const body = await renderCvPdf(cv, language ?? cv.emailLanguage, await photoBytes(actor, cv.photo));
      return { body, disposition: cvContentDisposition(cv) };
    },
  };
}
