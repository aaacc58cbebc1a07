import { randomUUID } from 'node:crypto';
import {
  AGE_CHECKED_ACTIONS,
  APPLICATION_ISSUES,
  APPLICATION_TRANSITIONS,
  ENGAGED_STATUSES,
  STARTED_ACTIONS,
  beforeStart,
  INTERNSHIP_TAKEN_STATUSES,
  WORKING_STATUSES,
  ZApplicationCreate,
  findTransition,
  type TApplication,
  type TApplicationAction,
  type TApplicationListQuery,
  type TApplicationParty,
  type TApplicationStatus,
  type TApplicationUpdate,
  type TValidationQuery,
} from '@praktika/contracts/applications';
import { AGE_MAX, AGE_MIN, ageOn, isMinorOn } from '@praktika/contracts/auth';
import { needsGuardianConsent } from '@praktika/contracts/guardian';
import type { TUiLanguage, TPaged } from '@praktika/contracts/common';
import { addDays, addMonths, programmeInstant, programmeToday } from '@praktika/contracts/dates';
import {
  DEFAULT_ENGAGEMENT_MONTHS,
  isRecruitmentOpen,
  type TOpportunityKind,
} from '@praktika/contracts/opportunities';
import { can } from '@praktika/contracts/policy';
import type { TFile } from '@praktika/contracts/files';
import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/auth/guard.ts';
import { assertCan } from '../../platform/auth/policy.ts';
import { AppError, fromWriteError, invalid, isOneOf, type WriteErrorAnswers } from '../../platform/errors.ts';
import type { FilesService } from '../../platform/files/files.service.ts';
import type { FormPart, UploadPart } from '../../platform/files/upload-request.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { APPLICATION_MAIL, type TApplicationMailEvent } from './applications.mail.ts';
import { icsAttachment, type IcsEvent } from '../../platform/mail/ics.ts';
import type { OpportunityRow } from '../../db/schema/opportunities.ts';
import { applications, type ApplicationRow } from '../../db/schema/applications.ts';
import { createApplicationPresenter, partyOf } from './applications.presenter.ts';
import type { ApplicationDetailRow, ApplicationRepo } from './applications.repo.ts';

/** The calendar invite's length for an interview (the form asks for a time only). */
export const INTERVIEW_MINUTES = 60;

/** What an application e-mail says besides the step: calendar dates and times (applications.mail.ts). */
type MailFacts = Partial<
  Record<
    'interviewDate' | 'interviewTime' | 'interviewPlace' | 'interviewLink' | 'startDate' | 'endDate',
    string
  >
>;

/** Days from today to an internship's start when the organisation accepting gives none. */
export const DEFAULT_START_OFFSET_DAYS = 7;

export interface ApplicationServiceDeps {
  db: Db;
  repo: ApplicationRepo;
  files: Pick<FilesService, 'upload' | 'removeInTransaction'>;
  mailer: Pick<Mailer, 'enqueue'>;
  publicUrl: string;
  now: () => number;
  /** Called after a committed change that moves spots (the opportunities' cached lists). */
  changed?: () => Promise<void> | void;
  /**
   * Called inside a transition's transaction when the status changed (the composition root hands in the surveys'
   * hook: due surveys when an internship is APPROVED or COMPLETED).
   */
  onStatus?: (
    tx: Executor,
    application: Pick<ApplicationRow, 'id' | 'kind' | 'internId' | 'businessId'>,
    status: TApplicationStatus,
  ) => Promise<void>;
  /**
   * Called inside the transaction that completes an engagement (the composition root hands in the mentoring
   * service's `endForEngagement`: its mentorship ends as ending one does).
   */
  engagementEnded?: (tx: Executor, internId: string, applicationId: string) => Promise<void>;
}

/** One part of the apply form, in the order it arrived: a text field or a file. */
export type ApplyPart = FormPart;

type Detail = ApplicationDetailRow;

/**
 * A lost race the locks could not see (or a rule the database holds): the unique index's own answer, worded for
 * the party that wrote.
 */
const writeErrors = (party: TApplicationParty): WriteErrorAnswers => ({
  unique: (index) => {
    if (index === 'applications_intern_opportunity_uq') return new AppError('ALREADY_APPLIED');
    if (index === 'applications_one_internship_uq')
      return new AppError(
        'ALREADY_WORKING',
        party === 'intern' ? 'ALREADY_ACCEPTED' : 'INTERN_ALREADY_WORKING',
      );
    if (index === 'applications_one_training_uq') return new AppError('TRAINING_IN_PROGRESS');
    return null;
  },
});

export function createApplicationService(deps: ApplicationServiceDeps) {
  const { db, repo, files, mailer, publicUrl } = deps;
  const today = () => programmeToday(new Date(deps.now()));

  /** 403 unless the policy row lets the caller act on this application (either party, or an admin). */
  function assertParty(
    actor: Actor,
    action: 'read' | 'transition' | 'favourite' | 'uploadContract',
    row: Pick<ApplicationRow, 'internId' | 'businessId'>,
    parties: readonly TApplicationParty[] = ['intern', 'business', 'admin'],
  ): TApplicationParty {
    const party = partyOf(actor, row);
    const allowed =
      can(actor, action, 'application', { ownerId: row.internId, ownerType: 'intern' }) ||
      can(actor, action, 'application', { ownerId: row.businessId, ownerType: 'business' });
    if (!party || !allowed || !parties.includes(party)) throw new AppError('FORBIDDEN');
    return party;
  }

  /* ---------- Presentation (applications.presenter.ts) ---------- */

  const { present, presentOne, presentPage } = createApplicationPresenter({ db, repo, now: deps.now });

  /* ---------- E-mail ---------- */

  function screenFor(recipient: 'intern' | 'business' | 'admin', row: ApplicationRow): string {
    if (recipient !== 'intern')
      return `${publicUrl}/dashboard/${row.kind === 'JOB' ? 'jobs' : 'trainings'}/${row.opportunityId}`;
    if (row.kind === 'JOB' && isOneOf(WORKING_STATUSES, row.status)) return `${publicUrl}/internship`;
    if (row.kind === 'TRAINING' && (row.status === 'APPROVED' || row.status === 'COMPLETED'))
      return `${publicUrl}/myTrainings`;
    return `${publicUrl}/applications`;
  }

  interface MailTarget {
    email: string;
    emailLanguage: TUiLanguage;
  }

  async function mail(
    tx: Executor,
    to: MailTarget,
    recipient: 'intern' | 'business' | 'admin',
    event: TApplicationMailEvent,
    row: ApplicationRow,
    detail: Detail,
    facts: MailFacts = {},
  ) {
    const other =
      recipient === 'intern'
        ? detail.business.name
        : `${detail.intern.name} ${detail.intern.lastName}`.trim();
    await mailer.enqueue(tx, APPLICATION_MAIL, {
      to: to.email,
      language: to.emailLanguage,
      params: {
        event,
        opportunity: detail.opportunity.title,
        other: other || 'Praktika',
        link: screenFor(recipient, row),
        ...facts,
      },
      ...(recipient === 'intern' && event === 'scheduleInterview'
        ? { attachments: [icsAttachment(await interviewInvite(tx, row, detail))] }
        : {}),
    });
  }

  /**
   * The interview as a calendar invite (60 minutes, Kosovo time): one UID per application, so a rescheduled
   * interview replaces the earlier one (SEQUENCE counts the schedulings).
   */
  async function interviewInvite(tx: Executor, row: ApplicationRow, detail: Detail): Promise<IcsEvent> {
    const scheduled = (await repo.eventsOf([row.id], tx)).filter((e) => e.action === 'scheduleInterview');
    const start = programmeInstant(row.interviewDate ?? '', row.interviewTime ?? '');
    const url = row.interviewLink ?? screenFor('intern', row);
    return {
      id: `interview-${row.id}`,
      sequence: Math.max(0, scheduled.length - 1),
      method: 'REQUEST',
      stamp: new Date(deps.now()),
      start: start ? new Date(start) : new Date(deps.now()),
      durationMinutes: INTERVIEW_MINUTES,
      summary: detail.opportunity.title,
      description: detail.business.name,
      url,
      ...(row.interviewPlace ? { location: row.interviewPlace } : {}),
      organizer: { name: detail.business.name, email: detail.business.email },
      attendees: [
        { name: `${detail.intern.name} ${detail.intern.lastName}`.trim(), email: detail.intern.email },
      ],
    };
  }

  /**
   * Who hears of a step: the other party. An intern's step goes to the organisation; the organisation's to the
   * intern; an admin's validation (approve, refuse) to both; an admin acting in the organisation's place to the
   * intern. A JOB acceptance also tells every active admin that it waits for validation.
   */
  async function notify(
    tx: Executor,
    id: string,
    party: TApplicationParty,
    event: TApplicationMailEvent,
    facts: MailFacts = {},
  ) {
    const [detail] = await repo.details([id], tx);
    if (!detail) return;
    const row = detail.row;
    const intern = { email: detail.intern.email, emailLanguage: detail.intern.emailLanguage };
    const business = { email: detail.business.email, emailLanguage: detail.business.emailLanguage };
    if (party === 'intern') await mail(tx, business, 'business', event, row, detail, facts);
    else await mail(tx, intern, 'intern', event, row, detail, facts);
    if (party === 'admin' && (event === 'approve' || event === 'refuse'))
      await mail(tx, business, 'business', event, row, detail, facts);
    if (event === 'accept' && row.kind === 'JOB')
      for (const admin of await repo.admins(tx)) await mail(tx, admin, 'admin', 'validation', row, detail);
  }

  /* ---------- Rules ---------- */

  /** ABOVE_AGE unless the intern is 16–24 today (no intern record: nothing to check). */
  function assertInAge(birthdate: string | undefined) {
    if (birthdate === undefined) return;
    const age = ageOn(birthdate, new Date(deps.now()));
    if (age < AGE_MIN || age > AGE_MAX) throw new AppError('ABOVE_AGE');
  }

  /**
   * Issue 22 §2: an intern under 18 on Kosovo's day joins (applies, accepts an invitation, is invited) only with a
   * guardian's consent. The organisation's message does not say why (the guardian is the intern's business).
   */
  async function assertGuardianConsent(
    ex: Executor,
    intern: { id: string; birthdate: string },
    party: TApplicationParty,
  ) {
    if (needsGuardianConsent(intern.birthdate, today()) && !(await repo.guardianConsented(intern.id, ex)))
      throw new AppError(
        'GUARDIAN_CONSENT_REQUIRED',
        party === 'intern' ? undefined : 'GUARDIAN_CONSENT_REQUIRED_INVITE',
      );
  }

  /**
   * The intern rules for a new application (apply or invite): recruitment open, CV filled (apply only), age,
   * a verified host for minors, not working, no internship after one, one training at a time, no duplicate.
   */
  async function assertMayJoin(
    ex: Executor,
    opportunity: OpportunityRow,
    intern: { id: string; birthdate: string; updateFinished: boolean },
    party: TApplicationParty,
  ) {
    if (!isRecruitmentOpen(opportunity.deadline, today())) throw new AppError('JOB_EXPIRED');
    if (party === 'intern' && !intern.updateFinished) throw new AppError('CV_NOT_FILLED');
    assertInAge(intern.birthdate);
    // Issue 22 §3: interns under 18 join only organisations the programme has verified (apply and invite alike).
    if (isMinorOn(intern.birthdate, today()) && !(await repo.hostVerified(opportunity.businessId, ex)))
      throw new AppError('HOST_NOT_VERIFIED', party === 'intern' ? undefined : 'HOST_NOT_VERIFIED_INVITE');
    await assertGuardianConsent(ex, intern, party);
    if (await repo.findByInternAndOpportunity(intern.id, opportunity.id, ex))
      throw new AppError('ALREADY_APPLIED');
    const standing = await repo.standing(intern.id, ex);
    const job = standing.filter((s) => s.kind === 'JOB');
    const workingCode = party === 'intern' ? undefined : 'INTERN_ALREADY_WORKING';
    if (job.some((s) => isOneOf(WORKING_STATUSES, s.status)))
      throw new AppError('ALREADY_WORKING', workingCode);
    if (opportunity.kind === 'JOB') {
      if (job.some((s) => s.status === 'ACCEPTED_FOR_VALIDATION'))
        throw new AppError('ALREADY_WORKING', party === 'intern' ? 'ALREADY_ACCEPTED' : workingCode);
      if (job.some((s) => s.status === 'COMPLETED')) throw new AppError('INTERNSHIP_COMPLETED');
    } else if (standing.some((s) => s.kind === 'TRAINING' && s.status === 'APPROVED'))
      throw new AppError('TRAINING_IN_PROGRESS');
  }

  /** A place for the application: spots left, and (internships) no other internship, (trainings) none running. */
  async function assertPlace(ex: Executor, opportunity: OpportunityRow, row: ApplicationRow) {
    const taken = await repo.takenSpots(opportunity.id, ex);
    const self = isOneOf(INTERNSHIP_TAKEN_STATUSES, row.status) ? 1 : 0;
    if (taken - self >= opportunity.spots) throw new AppError('SPOTS_FULL');
    const standing = (await repo.standing(row.internId, ex)).filter((s) => s.id !== row.id);
    if (row.kind === 'JOB') {
      if (standing.some((s) => s.kind === 'JOB' && s.status === 'COMPLETED'))
        throw new AppError('INTERNSHIP_COMPLETED');
      if (standing.some((s) => s.kind === 'JOB'))
        throw new AppError('ALREADY_WORKING', 'INTERN_ALREADY_WORKING');
    } else if (standing.some((s) => s.kind === 'TRAINING')) throw new AppError('TRAINING_IN_PROGRESS');
  }

  async function event(
    ex: Executor,
    applicationId: string,
    action: string,
    status: TApplicationStatus,
    actor: Actor,
    party: TApplicationParty,
    note?: string,
    data?: Record<string, unknown>,
  ) {
    await repo.insertEvent(
      {
        id: randomUUID(),
        applicationId,
        action,
        status,
        actorId: actor.id,
        actorRole: party,
        note: note ?? null,
        data: data ?? null,
      },
      ex,
    );
  }

  /** Stored uploads the application could not use: the records go now, the blobs after commit. */
  async function discard(uploaded: readonly TFile[]) {
    if (!uploaded.length) return;
    await db.transaction(async (tx) => {
      for (const f of uploaded) await files.removeInTransaction(tx, f._id);
    });
  }

  async function mustFindOpportunity(id: string, kind: TOpportunityKind, ex: Executor = db) {
    const row = await repo.findOpportunity(id, ex);
    if (!row || row.kind !== kind) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Takes THE lock (opportunity, then intern) and re-reads the application under it. */
  async function lockApplication(tx: Executor, id: string) {
    const first = await repo.find(id, tx);
    if (!first) throw new AppError('NOT_FOUND');
    const { opportunity, intern } = await repo.lockForEngagement(tx, first.opportunityId, first.internId);
    const row = await repo.find(id, tx, true);
    if (!row || !opportunity || !intern) throw new AppError('NOT_FOUND');
    return { row, opportunity, intern };
  }

  return {
    /** The application as `actor` sees it (other areas answer it after their own change: cancellations). */
    presentApplication: (actor: Actor, id: string, ex: Executor = db) => presentOne(id, actor, ex),

    /** For the files service: may `actor` read this application file, contract, or applicant's photo or CV? */
    async mayReadFile(actor: Actor, file: { id: string; kind: string; ownerId: string }): Promise<boolean> {
      if (file.kind === 'applicationFile' || file.kind === 'contract')
        return repo.isFileParty(actor.id, file.id);
      // The applicant's photo and CV file: organisations the intern applied to (or was invited by).
      if (actor.role === 'business' && (file.kind === 'photo' || file.kind === 'cv'))
        return repo.hasHosted(actor.id, file.ownerId, undefined);
      return false;
    },

    /**
     * POST /applications. The fields come first (`jobId` or `trainingId`, `emailLanguage`); the rules are checked
     * before any byte is stored; then one file per requested file (`file0`, …), all required. Uploads of a
     * refused application are removed again.
     */
    async apply(actor: Actor, parts: AsyncIterable<ApplyPart>): Promise<{ application: TApplication }> {
      assertCan(actor, 'create', 'application');
      const fields: Record<string, string> = {};
      const uploaded = new Map<number, TFile>();
      let opportunity: OpportunityRow | undefined;
      const prepare = async () => {
        const body = ZApplicationCreate.parse(fields);
        const kind: TOpportunityKind = body.jobId ? 'JOB' : 'TRAINING';
        const found = await mustFindOpportunity((body.jobId ?? body.trainingId)!, kind);
        const intern = await repo.internFacts(actor.id);
        if (!intern) throw new AppError('FORBIDDEN');
        await assertMayJoin(db, found, intern, 'intern');
        return found;
      };
      try {
        for await (const part of parts) {
          if (part.type === 'field') {
            if (opportunity) throw invalid(part.name, 'fieldAfterFiles');
            fields[part.name] = part.value;
            continue;
          }
          opportunity ??= await prepare();
          const index = /^file(\d)$/.exec(part.name)?.[1];
          const i = index === undefined ? -1 : Number(index);
          if (i < 0 || i >= opportunity.requestedFiles.length || uploaded.has(i)) {
            part.upload.stream.resume();
            throw invalid(part.name, 'unexpected');
          }
          uploaded.set(
            i,
            await files.upload(actor, {
              kind: 'applicationFile',
              filename: part.upload.filename,
              stream: part.upload.stream,
            }),
          );
        }
        opportunity ??= await prepare();
        const requested = opportunity.requestedFiles;
        const missing = requested.map((_, i) => i).filter((i) => !uploaded.has(i));
        if (missing.length)
          throw new AppError(
            'VALIDATION_ERROR',
            undefined,
            missing.map((i) => ({ field: `file${i}`, issue: 'required' })),
          );
        const target = opportunity;
        const id = randomUUID();
        const application = await db.transaction(async (tx) => {
          const { opportunity: locked, intern } = await repo.lockForEngagement(tx, target.id, actor.id);
          if (!locked || !intern) throw new AppError('NOT_FOUND');
          await assertMayJoin(tx, locked, intern, 'intern');
          await repo.insert(
            {
              id,
              opportunityId: locked.id,
              kind: locked.kind,
              internId: actor.id,
              businessId: locked.businessId,
              status: 'APPLIED',
            },
            tx,
          );
          await repo.insertFiles(
            requested.map((name, position) => ({
              applicationId: id,
              position,
              name,
              fileId: uploaded.get(position)!._id,
            })),
            tx,
          );
          await event(tx, id, 'apply', 'APPLIED', actor, 'intern');
          await notify(tx, id, 'intern', 'applied');
          return presentOne(id, actor, tx);
        });
        await deps.changed?.();
        return { application };
      } catch (err) {
        await discard([...uploaded.values()]);
        throw fromWriteError(err, writeErrors('intern'));
      }
    },

    /** PUT /jobs/:jobId/invite/:inviteeId and /trainings/:id/invite/:inviteeId: an application with status INVITED. */
    async invite(
      actor: Actor,
      kind: TOpportunityKind,
      opportunityId: string,
      internId: string,
    ): Promise<{ application: TApplication }> {
      assertCan(actor, 'invite', 'application');
      const found = await mustFindOpportunity(opportunityId, kind);
      if (actor.role !== 'admin' && found.businessId !== actor.id) throw new AppError('FORBIDDEN');
      const party: TApplicationParty = actor.role === 'admin' ? 'admin' : 'business';
      const id = randomUUID();
      try {
        const application = await db.transaction(async (tx) => {
          const { opportunity, intern } = await repo.lockForEngagement(tx, opportunityId, internId);
          if (!opportunity) throw new AppError('NOT_FOUND');
          if (!intern) throw new AppError('NOT_FOUND');
          await assertMayJoin(tx, opportunity, intern, party);
          await repo.insert(
            {
              id,
              opportunityId,
              kind,
              internId,
              businessId: opportunity.businessId,
              status: 'INVITED',
              invited: true,
            },
            tx,
          );
          await event(tx, id, 'invite', 'INVITED', actor, party);
          await notify(tx, id, party, 'invited');
          return presentOne(id, actor, tx);
        });
        await deps.changed?.();
        return { application };
      } catch (err) {
        throw fromWriteError(err, writeErrors(party));
      }
    },

    /** PUT /applications/:id: one step of THE state machine, with what the step needs. */
    async transition(
      actor: Actor,
      id: string,
      body: TApplicationUpdate,
    ): Promise<{ application: TApplication }> {
      const before = await repo.find(id);
      if (!before) throw new AppError('NOT_FOUND');
      const party = assertParty(actor, 'transition', before);
      const action: TApplicationAction = body.action;
      let result: TApplication;
      try {
        result = await db.transaction(async (tx) => {
          const { row, opportunity } = await lockApplication(tx, id);
          const step = findTransition(row.kind, row.status, action);
          // The action exists from this status but not for this party: 403; not from this status: 409.
          if (step && !step.by.includes(party)) throw new AppError('FORBIDDEN');
          if (!step) {
            const anywhere = allowedActionsAnywhere(action);
            if (anywhere.length && !anywhere.includes(party)) throw new AppError('FORBIDDEN');
            throw new AppError('INVALID_TRANSITION');
          }
          if (isOneOf(AGE_CHECKED_ACTIONS, action))
            assertInAge((await repo.internFacts(row.internId, tx))?.birthdate);
          if (action === 'acceptInvitation') {
            const facts = await repo.internFacts(row.internId, tx);
            if (facts) await assertGuardianConsent(tx, facts, party);
          }
          let override = false;
          if (isOneOf(STARTED_ACTIONS, action) && beforeStart(row.startDate, today())) {
            if (!body.override) throw new AppError('INTERNSHIP_NOT_STARTED');
            if (party !== 'admin') throw new AppError('FORBIDDEN');
            if (!body.note) throw invalid('note', APPLICATION_ISSUES.overrideReason);
            override = true;
          }
          const values: Partial<typeof applications.$inferInsert> = { status: step.to };
          let details: string | undefined;
          let facts: MailFacts = {};
          const months = opportunity.engagementMonths ?? DEFAULT_ENGAGEMENT_MONTHS;
          switch (body.action) {
            case 'scheduleInterview':
              // The contract requires both for this action.
              values.interviewDate = body.interviewDate ?? null;
              values.interviewTime = body.interviewTime ?? null;
              values.interviewPlace = body.interviewPlace ?? null;
              values.interviewLink = body.interviewLink ?? null;
              details = [body.interviewDate, body.interviewTime, body.interviewPlace, body.interviewLink]
                .filter(Boolean)
                .join(', ');
              facts = {
                interviewDate: body.interviewDate ?? '',
                interviewTime: body.interviewTime ?? '',
                ...(body.interviewPlace ? { interviewPlace: body.interviewPlace } : {}),
                ...(body.interviewLink ? { interviewLink: body.interviewLink } : {}),
              };
              break;
            case 'accept': {
              await assertPlace(tx, opportunity, row);
              if (row.kind === 'TRAINING') {
                values.startDate = opportunity.startDate;
                values.endDate = opportunity.endDate;
              } else {
                const start = body.startDate ?? addDays(today(), DEFAULT_START_OFFSET_DAYS);
                if (start < today()) throw invalid('startDate', 'pastDate');
                values.startDate = start;
                values.endDate = body.endDate ?? addMonths(start, months);
              }
              details = `${values.startDate} – ${values.endDate}`;
              facts = { startDate: values.startDate ?? '', endDate: values.endDate ?? '' };
              break;
            }
            case 'approve': {
              await assertPlace(tx, opportunity, row);
              const start = body.startDate ?? row.startDate ?? addDays(today(), DEFAULT_START_OFFSET_DAYS);
              const end =
                body.endDate ?? (body.startDate || !row.endDate ? addMonths(start, months) : row.endDate);
              if (start > end) throw invalid('startDate', 'validStartDate');
              values.startDate = start;
              values.endDate = end;
              details = `${start} – ${end}`;
              facts = { startDate: start, endDate: end };
              break;
            }
            case 'hire':
              if (!row.contractFileId) throw new AppError('CONTRACT_REQUIRED');
              break;
            case 'extend':
              if (!body.endDate) throw invalid('endDate', 'required');
              if (!row.endDate || body.endDate <= row.endDate) throw invalid('endDate', 'endDateNotLater');
              values.endDate = body.endDate;
              values.outcome = 'EXTENDED_INTERNSHIP';
              details = body.endDate;
              facts = { endDate: body.endDate };
              break;
            case 'finalize':
              values.outcome = body.outcome ?? 'NO_CONTINUATION';
              break;
            default:
              break;
          }
          await repo.update(id, values, tx);
          if (step.to !== row.status) await deps.onStatus?.(tx, row, step.to);
          if (step.to === 'COMPLETED') await deps.engagementEnded?.(tx, row.internId, id);
          const data = { ...(details ? { details } : {}), ...(override ? { override: true } : {}) };
          await event(
            tx,
            id,
            action,
            step.to,
            actor,
            party,
            body.note,
            Object.keys(data).length ? data : undefined,
          );
          await notify(tx, id, party, action, facts);
          return presentOne(id, actor, tx);
        });
      } catch (err) {
        throw fromWriteError(err, writeErrors(party));
      }
      if (action === 'accept' || action === 'refuse') await deps.changed?.();
      return { application: result };
    },

    /**
     * Issue 22 §2: the guardian refused or withdrew consent. The intern's open applications end inside the decision's
     * transaction: invitations DECLINED, applications WITHDRAWN (the intern's own exits of the state machine), with
     * an event and a notice to the organisation (`guardianEnded`); the intern's notice is the guardian e-mail.
     * Engagements already accepted stay for the admins to handle (a cancellation).
     */
    async endForGuardian(tx: Executor, internId: string): Promise<void> {
      const open = await repo.openOf(internId, tx);
      const actor: Actor = { id: internId, role: 'intern', accountType: 'intern' };
      for (const row of open) {
        const to: TApplicationStatus = row.status === 'INVITED' ? 'DECLINED' : 'WITHDRAWN';
        await repo.update(row.id, { status: to }, tx);
        await deps.onStatus?.(tx, row, to);
        await event(tx, row.id, 'guardianEnded', to, actor, 'intern');
        await notify(tx, row.id, 'intern', 'guardianEnded');
      }
      if (open.length) await deps.changed?.();
    },

    /** PUT /applications/:id/favourite (the organisation, admins). */
    async favourite(actor: Actor, id: string, favourite: boolean): Promise<{ application: TApplication }> {
      const row = await repo.find(id);
      if (!row) throw new AppError('NOT_FOUND');
      assertParty(actor, 'favourite', row, ['business', 'admin']);
      // Marking an intern outside 16–24 (spec §8: favourite answers ABOVE_AGE); unmarking always works.
      if (favourite) assertInAge((await repo.internFacts(row.internId))?.birthdate);
      await repo.update(id, { favourite });
      return { application: await presentOne(id, actor) };
    },

    async get(actor: Actor, id: string): Promise<{ application: TApplication }> {
      const row = await repo.find(id);
      if (!row) throw new AppError('NOT_FOUND');
      assertParty(actor, 'read', row);
      return { application: await presentOne(id, actor) };
    },

    /** GET /applications: interns their own, organisations those to their postings, admins all. */
    async list(actor: Actor, query: TApplicationListQuery): Promise<{ applications: TPaged<TApplication> }> {
      assertCan(actor, 'list', 'application');
      let scope;
      if (actor.role === 'intern') {
        if (query.intern && query.intern !== actor.id) throw new AppError('FORBIDDEN');
        scope = eq(applications.internId, actor.id);
      } else if (actor.role === 'business') {
        if (query.business && query.business !== actor.id) throw new AppError('FORBIDDEN');
        scope = eq(applications.businessId, actor.id);
      }
      return { applications: await presentPage(await repo.list(query, scope), actor) };
    },

    /** GET /applications/:id/applied?type: the intern's application to that job or training, if any. */
    async applied(actor: Actor, opportunityId: string, kind: TOpportunityKind) {
      assertCan(actor, 'create', 'application');
      const row = await repo.findByInternAndOpportunity(actor.id, opportunityId);
      if (!row || row.kind !== kind) return { applied: false, application: null };
      return { applied: true, application: await presentOne(row.id, actor) };
    },

    /**
     * GET /applications/finished?intern: the intern's completed engagements, for the intern, admins, and
     * organisations that hosted the intern (an engagement of theirs reached acceptance).
     */
    async finished(actor: Actor, internId: string | undefined): Promise<{ applications: TApplication[] }> {
      const id = internId ?? (actor.role === 'intern' ? actor.id : undefined);
      if (!id) throw invalid('intern', 'required');
      const hosted =
        actor.role === 'business' && (await repo.hasHosted(actor.id, id, [...ENGAGED_STATUSES, 'COMPLETED']));
      if (!hosted) assertCan(actor, 'finished', 'application', { ownerId: id, ownerType: 'intern' });
      return { applications: await present(await repo.finished(id), actor) };
    },

    /** GET /applications/interns/validation (admins). */
    async validationList(
      actor: Actor,
      query: TValidationQuery,
    ): Promise<{ applications: TPaged<TApplication> }> {
      assertCan(actor, 'validationList', 'application');
      return { applications: await presentPage(await repo.validationList(query), actor) };
    },

    /**
     * POST /businesses/:businessId/internContract/:applicationId: the signed contract of a validated internship
     * (APPROVED, HIRED or EXTENDED); replaces an earlier one. Answers the intern (as the application shows them)
     * and the application.
     */
    async uploadContract(actor: Actor, businessId: string, applicationId: string, upload: UploadPart) {
      if (actor.role !== 'admin' && actor.id !== businessId) throw new AppError('FORBIDDEN');
      const before = await repo.find(applicationId);
      if (!before || before.businessId !== businessId) throw new AppError('NOT_FOUND');
      const party = assertParty(actor, 'uploadContract', before, ['business', 'admin']);
      const contractable = (s: TApplicationStatus) => before.kind === 'JOB' && isOneOf(WORKING_STATUSES, s);
      if (!contractable(before.status)) throw new AppError('INVALID_TRANSITION');
      const stored = await files.upload(actor, {
        kind: 'contract',
        filename: upload.filename,
        stream: upload.stream,
      });
      try {
        const application = await db.transaction(async (tx) => {
          const { row } = await lockApplication(tx, applicationId);
          if (!contractable(row.status)) throw new AppError('INVALID_TRANSITION');
          await tx
            .update(applications)
            .set({ contractFileId: stored._id, updatedAt: new Date() })
            .where(and(eq(applications.id, applicationId)));
          if (row.contractFileId) await files.removeInTransaction(tx, row.contractFileId);
          await event(tx, applicationId, 'contract', row.status, actor, party);
          await notify(tx, applicationId, party, 'contract');
          return presentOne(applicationId, actor, tx);
        });
        return { intern: application.intern, application };
      } catch (err) {
        await discard([stored]);
        throw err;
      }
    },
  };
}
export type ApplicationService = ReturnType<typeof createApplicationService>;

/** The parties that may take `action` at all, from some status of either kind (for telling 403 from 409). */
function allowedActionsAnywhere(action: TApplicationAction): TApplicationParty[] {
  const parties = new Set<TApplicationParty>();
  for (const t of APPLICATION_TRANSITIONS) if (t.action === action) for (const p of t.by) parties.add(p);
  return [...parties];
}
