import { randomUUID } from 'node:crypto';
import type { TPageQuery, TPaged } from '@praktika/contracts/common';
import { ENGAGED_STATUSES, type TApplication } from '@praktika/contracts/applications';
import { addDays, programmeToday } from '@praktika/contracts/dates';
import { AGE_MIN, ageOn } from '@praktika/contracts/auth';
import { OPPORTUNITY_ISSUES } from '@praktika/contracts/opportunities';
import {
  CANCELLATION_NOTICE_DAYS,
  SAFETY_ISSUES,
  ZRedFlag,
  type ZRedFlagUpdate,
  type TCancellation,
  type TCancellationCreate,
  type TCancellationListQuery,
  type TCancellationReason,
  type TRedFlag,
  type TRedFlagCreate,
  type TRedFlagListQuery,
  type TRedFlagReason,
} from '@praktika/contracts/safety';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/guard.ts';
import { assertCan } from '../../platform/auth/policy.ts';
import type { Db, Executor } from '../../platform/db/client.ts';
import { AppError, invalidAll, isOneOf, type ErrorDetail } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import {
  CANCELLATION_MAIL,
  RED_FLAG_MAIL,
  RED_FLAG_OVERDUE_MAIL,
  type TCancellationMailParams,
} from './safety.mail.ts';
import { alertDueAt, respondByAfterChange, respondByFor } from './safety.deadlines.ts';
import { ADULT_AGE } from '../cv/cv.public.ts';
import {
  adminRecipients,
  cancelApplication,
  cancellationsOf,
  claimRedFlagAlert,
  findApplicationParties,
  findRedFlag,
  insertCancellation,
  insertRedFlag,
  listCancellations,
  listRedFlaggedOrganisations,
  listRedFlags,
  lockRedFlag,
  mentorApproved,
  overdueHighRedFlags,
  recipients,
  redFlagsReportedBy,
  updateRedFlag,
  type ApplicationParties,
  type CancellationListRow,
  type RedFlagListRow,
} from './safety.repo.ts';

/** The answer an application's party (or an admin) gets for it: the applications area presents it. */
export type PresentApplication = (actor: Actor, applicationId: string) => Promise<TApplication>;

export interface SafetyServiceDeps {
  db: Db;
  mailer: Pick<Mailer, 'enqueue'>;
  /** The application as the caller sees it (applications service), after the cancellation has committed. */
  presentApplication: PresentApplication;
  /** Base of the links in e-mails (config.publicUrl). */
  publicUrl: string;
  /** The clock: "today" is its calendar date in Kosovo (contracts/dates.ts). */
  now: () => number;
  /** A mentorship by id (the mentoring module): a mentor reports from one of theirs. */
  findMentorship?: (
    id: string,
  ) => Promise<{ mentorId: string; applicationId: string; status: string } | undefined>;
  /** Called inside the cancellation's transaction (the mentoring service ends the engagement's mentorship). */
  engagementEnded?: (tx: Executor, internId: string, applicationId: string) => Promise<void>;
}

export type SafetyService = ReturnType<typeof createSafetyService>;

/** Reasons that make a report urgent whoever is involved. */
export const HIGH_PRIORITY_REASONS: readonly TRedFlagReason[] = ['HARASSMENT', 'UNSAFE_CONDITIONS'];
/** Statuses in which an application is an engagement a mentor could be following (reports by mentors). */
const MENTORED_STATUSES = [...ENGAGED_STATUSES, 'COMPLETED', 'CANCELLED'] as const;
/** Statuses in which the intern never applied (an invitation not taken up): nothing for the host to report. */
const NEVER_APPLIED = ['INVITED', 'DECLINED'] as const;

/** Who may cancel at all: the two parties of an application, and admins. */
const PARTY_ROLES: readonly Actor['role'][] = ['intern', 'business', 'admin'];

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** Is the intern born on `birthdate` a minor (16 or 17) on the calendar day `today`? */

/** Whom a red flag is about, as the admins' e-mails name it: the organisation, or the intern. */
const reportedName = (
  reported: string,
  row: { businessName: string; internName: string; internLastName: string },
) => (reported === 'BUSINESS' ? row.businessName : fullName(row.internName, row.internLastName));
export function isMinor(birthdate: string, today: string): boolean {
  const age = ageOn(birthdate, new Date(`${today}T12:00:00Z`));
  return age >= AGE_MIN && age < ADULT_AGE;
}

/** `businessId` and `internId`, when sent, must name the application's parties. */
function assertSameParties(
  body: { businessId?: string; internId?: string },
  app: Pick<ApplicationParties, 'businessId' | 'internId'>,
): void {
  const wrong: ErrorDetail[] = [];
  if (body.businessId && body.businessId !== app.businessId)
    wrong.push({ field: 'businessId', issue: 'invalid' });
  if (body.internId && body.internId !== app.internId) wrong.push({ field: 'internId', issue: 'invalid' });
  if (wrong.length) throw invalidAll(wrong);
}

function presentCancellation(row: CancellationListRow): TCancellation {
  return {
    _id: row.id,
    application: { _id: row.applicationId, type: row.kind, title: row.title },
    business: { _id: row.businessId, businessName: row.businessName },
    intern: { _id: row.internId, internName: row.internName, internLastName: row.internLastName },
    initiator: row.initiator,
    reasons: row.reasons as TCancellationReason[],
    reasonText: row.reasonText,
    lastDay: row.lastDay,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A report as `view` shows it: admins everything, with its response deadline (none once resolved) and whether it
 * is overdue at `now`; the reporter (the only other person who ever sees it) without the admins' priority, internal
 * note and deadline. Parsed through its schema, so nothing else leaves.
 */
function presentRedFlag(
  row: RedFlagListRow,
  view: 'admin' | 'reporter',
  today: string,
  now: number,
): TRedFlag {
  const r = row.row;
  const open = r.status !== 'RESOLVED';
  const out: z.input<typeof ZRedFlag> = {
    _id: r.id,
    reported: r.reported,
    application:
      r.applicationId && row.kind && row.title !== null
        ? { _id: r.applicationId, type: row.kind, title: row.title }
        : null,
    mentorshipId: r.mentorshipId,
    business: { _id: r.businessId, businessName: row.businessName },
    intern: {
      _id: r.internId,
      internName: row.internName,
      internLastName: row.internLastName,
      minor: isMinor(row.internBirthdate, today),
    },
    reporter: { _id: r.reporterId, role: r.reporterRole, name: row.reporterName },
    reasons: r.reasons as TRedFlagReason[],
    reasonText: r.reasonText,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    ...(view === 'admin'
      ? {
          priority: r.priority,
          internalNote: r.internalNote,
          respondBy: open ? r.respondBy.toISOString() : null,
          overdue: open && r.respondBy.getTime() <= now,
        }
      : {}),
  };
  return ZRedFlag.parse(out);
}

/**
 * Cancellations (an engagement ended early, by the intern with two weeks' notice, by the host, or by an admin)
 * and red flags (reports about a host or an intern, worked by admins; the reported party never sees them).
 */
export function createSafetyService(deps: SafetyServiceDeps) {
  const { db, mailer } = deps;
  const today = () => programmeToday(new Date(deps.now()));
  const link = (path: string) => `${deps.publicUrl}${path}`;

  async function mustFindApplication(ex: Executor, id: string, lock = false): Promise<ApplicationParties> {
    const app = await findApplicationParties(ex, id, lock);
    if (!app) throw new AppError('NOT_FOUND');
    return app;
  }

  async function mustFindRedFlag(ex: Executor, id: string): Promise<RedFlagListRow> {
    const row = await findRedFlag(ex, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    /** The calendar date the rules use now (tests move the clock through `now`). */
    today,

    /**
     * `POST /cancellations`: the application's intern (INTERN_RESIGNATION, `lastDay` at least 14 days ahead), its
     * organisation (at least one reason, `lastDay` today by default and never in the past) or an admin (at least
     * one reason, any `lastDay`: recording what already happened). The application must be an engagement
     * (ACCEPTED_FOR_VALIDATION, APPROVED, HIRED, EXTENDED). One transaction: the application becomes CANCELLED
     * (its end date the last day, unless it was ending sooner anyway), the cancellation row, the timeline step and
     * the e-mails to the other party (both parties when an admin cancels) and every other active admin, each in
     * their own language.
     */
    async cancel(actor: Actor, body: TCancellationCreate): Promise<{ application: TApplication }> {
      // Only interns and organisations are parties of applications: anyone else may not, whatever the id.
      if (!PARTY_ROLES.includes(actor.role)) throw new AppError('FORBIDDEN');
      const day = today();
      await db.transaction(async (tx) => {
        const app = await mustFindApplication(tx, body.applicationId, true);
        // The application's own side for the caller: its intern for an intern, its organisation otherwise.
        const side =
          actor.role === 'intern'
            ? { ownerId: app.internId, ownerType: 'intern' as const }
            : { ownerId: app.businessId, ownerType: 'business' as const };
        assertCan(actor, 'create', 'cancellation', side);
        const party = actor.role === 'admin' ? 'ADMIN' : actor.role === 'intern' ? 'INTERN' : 'BUSINESS';
        assertSameParties(body, app);
        if (!isOneOf(ENGAGED_STATUSES, app.status)) throw new AppError('INVALID_TRANSITION');

        let reasons: TCancellationReason[] = [...new Set(body.reasons)];
        let lastDay = body.lastDay;
        if (party === 'INTERN') {
          reasons = [...new Set<TCancellationReason>(['INTERN_RESIGNATION', ...reasons])];
          if (!lastDay) throw invalidAll([{ field: 'lastDay', issue: 'required' }]);
          if (lastDay < addDays(day, CANCELLATION_NOTICE_DAYS))
            throw invalidAll([{ field: 'lastDay', issue: SAFETY_ISSUES.noticePeriod }]);
        } else {
          if (!reasons.length) throw invalidAll([{ field: 'reasons', issue: 'required' }]);
          lastDay ??= day;
          if (party === 'BUSINESS' && lastDay < day)
            throw invalidAll([{ field: 'lastDay', issue: OPPORTUNITY_ISSUES.pastDate }]);
        }
        // Ending later than planned would lengthen the engagement: it ends on its own date then.
        const endDate = app.endDate && app.endDate < lastDay ? app.endDate : lastDay;
        const reasonText = body.reasonText?.trim() || null;

        await insertCancellation(tx, {
          id: randomUUID(),
          applicationId: app.id,
          businessId: app.businessId,
          internId: app.internId,
          initiator: party,
          createdBy: actor.id,
          reasons,
          reasonText,
          lastDay,
        });
        await cancelApplication(
          tx,
          { id: app.id, endDate },
          {
            id: randomUUID(),
            applicationId: app.id,
            action: 'cancel',
            status: 'CANCELLED',
            actorId: actor.id,
            actorRole: party === 'INTERN' ? 'intern' : party === 'BUSINESS' ? 'business' : 'admin',
            note: reasonText,
            data: { initiator: party, reasons, lastDay },
          },
        );
        await deps.engagementEnded?.(tx, app.internId, app.id);

        const others =
          party === 'INTERN'
            ? [app.businessId]
            : party === 'BUSINESS'
              ? [app.internId]
              : [app.internId, app.businessId];
        const params: Omit<TCancellationMailParams, 'link' | 'name'> = {
          kind: app.kind,
          title: app.title,
          intern: fullName(app.internName, app.internLastName),
          organisation: app.businessName,
          initiator: party,
          lastDay,
          reasons,
          ...(reasonText ? { reasonText } : {}),
        };
        for (const to of await recipients(tx, others)) {
          const path =
            to.id === app.internId
              ? app.kind === 'TRAINING'
                ? '/myTrainings'
                : '/applications'
              : `/dashboard/internDetail/${app.internId}`;
          await mailer.enqueue(tx, CANCELLATION_MAIL, {
            to: to.email,
            language: to.emailLanguage,
            params: {
              ...params,
              name: to.id === app.internId ? app.internName : app.businessName,
              link: link(path),
            },
          });
        }
        for (const admin of await adminRecipients(tx, actor.id))
          await mailer.enqueue(tx, CANCELLATION_MAIL, {
            to: admin.email,
            language: admin.emailLanguage,
            params: { ...params, link: link('/dashboard/cancellations') },
          });
      });
      return { application: await deps.presentApplication(actor, body.applicationId) };
    },

    /** `GET /cancellations`: admins all; an intern their own; an organisation its own. Newest first. */
    async listCancellations(
      actor: Actor,
      q: TCancellationListQuery,
    ): Promise<{ cancellations: TPaged<TCancellation> }> {
      assertCan(actor, 'list', 'cancellation');
      const scope =
        actor.role === 'admin'
          ? {}
          : actor.role === 'intern'
            ? { internId: actor.id }
            : { businessId: actor.id };
      const page = await listCancellations(db, q, scope);
      return { cancellations: { ...page, docs: page.docs.map(presentCancellation) } };
    },

    /**
     * `POST /redflags`: an intern about the host of one of their applications (reported BUSINESS), an
     * organisation about an intern who applied to it (reported INTERN), an approved mentor about either party of
     * an engagement by its application, or about the intern or organisation of THEIR mentorship by `mentorshipId`
     * (the application, organisation and intern are filled from it; a declined one does not count). Priority HIGH when the intern is a minor today or the reasons include harassment or
     * unsafe conditions. The admins are e-mailed, never the reported party. Answers the reporter's view.
     */
    async report(actor: Actor, body: TRedFlagCreate): Promise<{ redFlag: TRedFlag }> {
      assertCan(actor, 'create', 'redFlag');
      const day = today();
      let mentorshipId: string | null = null;
      // The contract requires an application when no mentorship is named.
      let applicationId = body.applicationId!;
      if (body.mentorshipId) {
        const mentorship = await deps.findMentorship?.(body.mentorshipId);
        if (!mentorship) throw invalidAll([{ field: 'mentorshipId', issue: 'notFound' }]);
        if (actor.role !== 'mentor' || mentorship.mentorId !== actor.id || mentorship.status === 'DECLINED')
          throw new AppError('FORBIDDEN');
        if (body.applicationId && body.applicationId !== mentorship.applicationId)
          throw invalidAll([{ field: 'applicationId', issue: 'invalid' }]);
        mentorshipId = body.mentorshipId;
        applicationId = mentorship.applicationId;
      }
      const id = randomUUID();
      await db.transaction(async (tx) => {
        const app = await mustFindApplication(tx, applicationId);
        const role = actor.role;
        const standing =
          role === 'intern'
            ? app.internId === actor.id
            : role === 'business'
              ? app.businessId === actor.id && !isOneOf(NEVER_APPLIED, app.status)
              : role === 'mentor'
                ? mentorshipId !== null ||
                  (isOneOf(MENTORED_STATUSES, app.status) && (await mentorApproved(tx, actor.id)))
                : false;
        if (!standing) throw new AppError('FORBIDDEN');
        const wrong: ErrorDetail[] = [];
        if (
          (role === 'intern' && body.reported !== 'BUSINESS') ||
          (role === 'business' && body.reported !== 'INTERN')
        )
          wrong.push({ field: 'reported', issue: 'invalid' });
        if (body.businessId && body.businessId !== app.businessId)
          wrong.push({ field: 'businessId', issue: 'invalid' });
        if (body.internId && body.internId !== app.internId)
          wrong.push({ field: 'internId', issue: 'invalid' });
        if (body.mentorId && (role !== 'mentor' || body.mentorId !== actor.id))
          wrong.push({ field: 'mentorId', issue: 'invalid' });
        if (wrong.length) throw invalidAll(wrong);

        const reasons = [...new Set(body.reasons)];
        const high =
          isMinor(app.internBirthdate, day) || reasons.some((r) => HIGH_PRIORITY_REASONS.includes(r));
        const priority = high ? 'HIGH' : 'NORMAL';
        // The deadline runs from the report (a minor's HIGH one too: 24 hours from now).
        const at = deps.now();
        await insertRedFlag(tx, {
          id,
          reported: body.reported,
          reporterId: actor.id,
          reporterRole: role as 'intern' | 'business' | 'mentor',
          applicationId: app.id,
          mentorshipId,
          businessId: app.businessId,
          internId: app.internId,
          mentorId: role === 'mentor' ? actor.id : null,
          reasons,
          reasonText: body.reasonText?.trim() || null,
          status: 'NEW',
          priority,
          respondBy: respondByFor(priority, at),
          createdAt: new Date(at),
          updatedAt: new Date(at),
        });
        const subject = reportedName(body.reported, app);
        for (const admin of await adminRecipients(tx))
          await mailer.enqueue(tx, RED_FLAG_MAIL, {
            to: admin.email,
            language: admin.emailLanguage,
            params: {
              reported: body.reported,
              subject,
              reporterRole: role as 'intern' | 'business' | 'mentor',
              reasons,
              priority,
              link: link('/dashboard/redFlags'),
            },
          });
      });
      return { redFlag: presentRedFlag(await mustFindRedFlag(db, id), 'reporter', day, deps.now()) };
    },

    /**
     * `GET /redflags` with every filter: admins all reports (with priority, internal note and reporter); everyone
     * else only the reports they filed, without the admins' fields. A report about someone never reaches them.
     */
    async listRedFlags(actor: Actor, q: TRedFlagListQuery): Promise<{ redFlags: TPaged<TRedFlag> }> {
      assertCan(actor, 'list', 'redFlag');
      const admin = actor.role === 'admin';
      const now = deps.now();
      const page = await listRedFlags(db, q, admin ? undefined : actor.id, new Date(now));
      const day = today();
      return {
        redFlags: {
          ...page,
          docs: page.docs.map((row) => presentRedFlag(row, admin ? 'admin' : 'reporter', day, now)),
        },
      };
    },

    /**
     * `PUT /redflags/:id` (admins): status, priority, internal note (null clears it). A new priority moves the
     * response deadline (`respondByAfterChange`: raised, 24 hours from now at the latest; lowered, five working
     * days from the report).
     */
    async updateRedFlag(
      actor: Actor,
      id: string,
      body: z.infer<typeof ZRedFlagUpdate>,
    ): Promise<{ redFlag: TRedFlag }> {
      assertCan(actor, 'update', 'redFlag');
      const now = deps.now();
      await db.transaction(async (tx) => {
        const flag = await lockRedFlag(tx, id);
        if (!flag) throw new AppError('NOT_FOUND');
        const priority = body.priority && body.priority !== flag.priority ? body.priority : undefined;
        await updateRedFlag(tx, id, {
          ...(body.status ? { status: body.status } : {}),
          ...(priority ? { priority, respondBy: respondByAfterChange(flag, priority, now) } : {}),
          ...(body.internalNote !== undefined ? { internalNote: body.internalNote?.trim() || null } : {}),
        });
      });
      return { redFlag: presentRedFlag(await mustFindRedFlag(db, id), 'admin', today(), now) };
    },

    /**
     * The overdue alert (a job every 15 minutes): every open HIGH report past its deadline e-mails every active
     * admin, in their own language, once at the deadline and then once every 24 hours while it stays open. Each
     * alert is claimed (the report and its due time, `red_flag_alerts`) in the transaction that queues its
     * e-mails, the report row locked and read again: a report resolved or lowered meanwhile sends nothing, and two
     * runs at once (two servers, a job handed out again) send it once. Answers how many reports were alerted.
     */
    async alertOverdue(): Promise<number> {
      const now = deps.now();
      let alerted = 0;
      for (const id of await overdueHighRedFlags(db, new Date(now)))
        await db.transaction(async (tx) => {
          const flag = await lockRedFlag(tx, id);
          if (
            !flag ||
            flag.priority !== 'HIGH' ||
            flag.status === 'RESOLVED' ||
            flag.respondBy.getTime() > now
          )
            return;
          if (!(await claimRedFlagAlert(tx, id, alertDueAt(flag.respondBy, now)))) return;
          const row = await mustFindRedFlag(tx, id);
          const subject = reportedName(flag.reported, row);
          for (const admin of await adminRecipients(tx))
            await mailer.enqueue(tx, RED_FLAG_OVERDUE_MAIL, {
              to: admin.email,
              language: admin.emailLanguage,
              params: {
                reported: flag.reported,
                subject,
                reasons: flag.reasons as TRedFlagReason[],
                status: flag.status as 'NEW' | 'IN_REVIEW',
                createdAt: flag.createdAt.toISOString(),
                respondBy: flag.respondBy.toISOString(),
                link: link('/dashboard/redFlags'),
              },
            });
          alerted++;
        });
      return alerted;
    },

    /**
     * For "download my data": the cancellations the person is a party of (or, an admin, made) and the reports they
     * filed, as they see them: never a report about them.
     */
    async exportFor(actor: Actor): Promise<{ cancellations: TCancellation[]; redFlags: TRedFlag[] }> {
      const [own, reported] = await Promise.all([
        cancellationsOf(db, actor.id),
        redFlagsReportedBy(db, actor.id),
      ]);
      const day = today();
      return {
        cancellations: own.map(presentCancellation),
        redFlags: reported.map((row) => presentRedFlag(row, 'reporter', day, deps.now())),
      };
    },

    /** `GET /redflags/organisations` (admins): reported organisations with counts, the latest report first. */
    async redFlaggedOrganisations(actor: Actor, q: TPageQuery) {
      assertCan(actor, 'listOrganisations', 'redFlag');
      const page = await listRedFlaggedOrganisations(db, q);
      return {
        organisations: {
          ...page,
          docs: page.docs.map((o) => ({
            _id: o.id,
            businessName: o.businessName,
            email: o.email,
            total: o.total,
            open: o.open,
            high: o.high,
            lastReportedAt: o.lastReportedAt.toISOString(),
          })),
        },
      };
    },
  };
}
