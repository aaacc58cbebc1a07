import { randomUUID } from 'node:crypto';
import { WORKING_STATUSES, type TApplicationStatus } from '@praktika/contracts/applications';
import type { TPaged } from '@praktika/contracts/common';
import {
  SURVEY_REMINDER_DAYS,
  SURVEY_TOKEN_DAYS,
  answerIssues,
  surveyIssues,
  type TAnswer,
  type TAnswerSubmit,
  type TAnswers,
  type TQuestion,
  type TQuestionSet,
  type TQuestionSetWrite,
  type TQuestionWrite,
  type TQuestionsAnswer,
  type TSurveyAssignment,
  type TSurveyIssue,
  type TSurveyType,
  type TSurveysQuery,
} from '@praktika/contracts/surveys';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/auth/guard.ts';
import { assertCan } from '../../platform/auth/policy.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import { AppError } from '../../platform/errors.ts';
import { paged } from '../../platform/http/envelope.ts';
import { uniqueViolation } from '../../platform/db/pg-error.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { SurveyReminderJob } from './surveys.jobs.ts';
import { SURVEY_MAIL, type TSurveyMailEvent } from './surveys.mail.ts';
import type { SurveyAssignmentRow, SurveyQuestionRow, SurveyVersionRow } from '../../db/schema/surveys.ts';
import type { AssignmentDetail, AssignmentValues, SurveyRepo } from './surveys.repo.ts';

/**
 * Surveys (issue 11 §1-§2): the builder's versioned question sets, the due surveys ("assignments") and their
 * answers, signed in or through the e-mailed /mobilesurvey token.
 *
 * - Publishing (`POST`/`PUT /questions`) replaces the current version while it has no answers, else creates the
 *   next one, in one transaction under a lock on the current version (an answer takes it FOR SHARE, so an answer
 *   and a publish never cross). A kept key's revision follows its question in the newest EARLIER version with it:
 *   the same meaning keeps the revision, another meaning is `revision + 1` and `reworded`; a kept key with another
 *   type is another question and gets a new key (answered in `rekeyed`).
 * - Due surveys are created inside the transaction of what causes them (an internship APPROVED, HIRED or
 *   EXTENDED: PRE; COMPLETED: POST and ORGANISATION; a mentorship ENDED: MENTOR), once (a unique index; `on
 *   conflict do nothing`), each with an e-mail to the respondent in their account's language and a reminder job
 *   SURVEY_REMINDER_DAYS later, but ONLY while the type is published (its current set has a question to
 *   answer): nobody is sent to a survey without questions. Publishing then makes the type due to everyone it is
 *   due to at that moment and who has no survey of it yet (`assignDue`, after the publish commits, behind a
 *   barrier on the type's publish lock so that a transition racing the publish is never missed).
 * - An answer is final: a second one is SURVEY_ANSWERED (a row lock, and the unique index under a race).
 */
export interface SurveyServiceDeps {
  db: Db;
  repo: SurveyRepo;
  mailer: Pick<Mailer, 'enqueue'>;
  tokens: Pick<TokenService, 'signSurvey' | 'verifySurvey'>;
  reminders: Pick<JobQueue<SurveyReminderJob>, 'send'>;
  publicUrl: string;
  /** The app clock (tests move it). */
  clock?: () => Date;
}

/** What the application hook needs of an application. */
export interface SurveyApplication {
  id: string;
  kind: string;
  internId: string;
  businessId: string;
}

/** What the mentorship hook needs of a mentorship. */
export interface SurveyMentorship {
  id: string;
  mentorId: string;
  internId: string;
  applicationId: string | null;
}

/** The internship statuses in which each application survey is due (the hook and the publish alike). */
export const DUE_STATUSES: Record<'PRE' | 'POST' | 'ORGANISATION', readonly TApplicationStatus[]> = {
  PRE: WORKING_STATUSES,
  POST: ['COMPLETED'],
  ORGANISATION: ['COMPLETED'],
};

/** Due surveys made per transaction when a publish catches up. */
const ASSIGN_CHUNK = 100;

const DAY_MS = 86_400_000;
/** A reminder job that runs a little early (clock skew between the database and the app) still sends. */
const REMINDER_SLACK_MS = 3_600_000;

const issuesError = (issues: TSurveyIssue[]) =>
  new AppError(
    'VALIDATION_ERROR',
    undefined,
    issues.map((i) => ({ field: i.path.join('.'), issue: i.issue })),
  );

const BASE_FIELDS = new Set(['key', 'type', 'title', 'required', 'condition', 'linkedPreKey']);

/** The type's own fields of a question (stored in `settings`). */
function settingsOf(q: TQuestionWrite): Record<string, unknown> {
  return Object.fromEntries(Object.entries(q).filter(([k]) => !BASE_FIELDS.has(k)));
}

/** A stored question as the builder wrote it. */
export function questionWrite(row: SurveyQuestionRow): TQuestionWrite {
  return {
    ...row.settings,
    key: row.key,
    type: row.type,
    title: row.title,
    required: row.required,
    condition: row.condition ?? null,
    linkedPreKey: row.linkedPreKey ?? null,
  } as TQuestionWrite;
}

export function presentQuestion(row: SurveyQuestionRow): TQuestion {
  return {
    ...questionWrite(row),
    _id: row.id,
    position: row.position,
    revision: row.revision,
    reworded: row.reworded,
  };
}

type Labelled = { id: string; label: { sq: string; sr: string; en: string } };
const tri = (t: { sq: string; sr: string; en: string }) => [t.sq, t.sr, t.en];
const labelled = (list: unknown) =>
  Array.isArray(list) ? (list as Labelled[]).map((c) => [c.id, ...tri(c.label)]) : null;

/** The parts of a question that make its meaning: titles, choice and option ids and texts, rating range. */
function meaningOf(q: TQuestionWrite): string {
  const s = settingsOf(q);
  return JSON.stringify([
    tri(q.title),
    labelled(s.choices),
    labelled(s.options),
    typeof s.range === 'number' ? s.range : null,
  ]);
}

function meaningOfRow(row: SurveyQuestionRow): string {
  return meaningOf(questionWrite(row));
}

export function createSurveyService({
  db,
  repo,
  mailer,
  tokens,
  reminders,
  publicUrl,
  clock = () => new Date(),
}: SurveyServiceDeps) {
  /* ---- Question sets ---- */

  async function presentSet(
    exec: Executor,
    surveyType: TSurveyType,
    version: SurveyVersionRow | undefined,
  ): Promise<TQuestionSet> {
    if (!version) return { surveyType, version: 0, publishedAt: null, answerCount: 0, questions: [] };
    const [rows, answerCount] = await Promise.all([
      repo.questions(exec, version.id),
      repo.answerCount(exec, version.id),
    ]);
    return {
      surveyType,
      version: version.version,
      publishedAt: version.publishedAt.toISOString(),
      answerCount,
      questions: rows.map(presentQuestion),
    };
  }

  /* ---- Due surveys ---- */

  function presentAssignment(
    d: AssignmentDetail,
    current: ReadonlyMap<TSurveyType, number>,
    withDraft: boolean,
  ): TSurveyAssignment {
    const { row } = d;
    return {
      _id: row.id,
      surveyType: row.surveyType,
      respondentRole: row.respondentRole,
      application: row.applicationId ? { _id: row.applicationId, title: d.applicationTitle ?? '' } : null,
      intern: row.internId && d.intern ? { _id: row.internId, ...d.intern } : null,
      business: row.businessId && d.business ? { _id: row.businessId, ...d.business } : null,
      mentor: row.mentorId && d.mentor ? { _id: row.mentorId, ...d.mentor } : null,
      mentorshipId: row.mentorshipId,
      dueAt: row.dueAt.toISOString(),
      remindedAt: row.remindedAt?.toISOString() ?? null,
      completed: row.completedAt !== null,
      completedAt: row.completedAt?.toISOString() ?? null,
      version: d.answeredVersion ?? current.get(row.surveyType) ?? 0,
      ...(withDraft
        ? { draft: row.draft ?? null, draftSavedAt: row.draftSavedAt?.toISOString() ?? null }
        : {}),
    };
  }

  /** The signed-in page of a survey: interns have theirs outside the dashboard. */
  const pageOf = (row: SurveyAssignmentRow) =>
    `${publicUrl}${row.respondentRole === 'intern' ? '/surveys' : '/dashboard/surveys'}/${row.id}`;

  async function mail(tx: Executor, row: SurveyAssignmentRow, event: TSurveyMailEvent): Promise<boolean> {
    const to = await repo.respondent(tx, row);
    if (!to) return false;
    const d = await repo.detail(tx, row.id);
    const token = await tokens.signSurvey({
      surveyId: row.id,
      respondentId: row.respondentId,
      days: SURVEY_TOKEN_DAYS,
    });
    // What the survey is about: the internship (interns), the intern (organisations, mentors).
    const about =
      row.respondentRole === 'intern'
        ? d?.applicationTitle
        : d?.intern
          ? `${d.intern.name} ${d.intern.lastName}`.trim()
          : undefined;
    await mailer.enqueue(tx, SURVEY_MAIL, {
      to: to.email,
      language: to.language,
      params: {
        event,
        surveyType: row.surveyType,
        link: pageOf(row),
        mobileLink: `${publicUrl}/mobilesurvey?token=${encodeURIComponent(token)}&lang=${to.language}`,
        ...(to.name ? { name: to.name } : {}),
        ...(about ? { subject: about } : {}),
      },
    });
    return true;
  }

  /**
   * Creates a due survey once (inside the caller's transaction), with its e-mail and its reminder job; nothing
   * while its type is not published (publishing catches up, `assignDue`).
   */
  async function assign(tx: Executor, values: AssignmentValues): Promise<SurveyAssignmentRow | undefined> {
    await repo.lockPublishing(tx, values.surveyType, 'shared');
    return makeDue(tx, values);
  }

  /** `assign` without the publish lock (the catch-up after a publish, past its barrier, needs none). */
  async function makeDue(tx: Executor, values: AssignmentValues): Promise<SurveyAssignmentRow | undefined> {
    if (!(await repo.isPublished(tx, values.surveyType))) return undefined;
    const dueAt = clock();
    const row = await repo.insertAssignment(tx, { ...values, id: randomUUID(), dueAt });
    if (!row) return undefined;
    await mail(tx, row, 'due');
    await reminders.send(
      tx,
      { surveyId: row.id },
      { startAfter: new Date(dueAt.getTime() + SURVEY_REMINDER_DAYS * DAY_MS) },
    );
    return row;
  }

  /**
   * Who may act on a due survey: with a token, the token's own survey of its own respondent (SURVEY_LINK_INVALID
   * otherwise); else the session's owner (policy `survey.answer`). Answers the row, locked.
   */
  async function access(
    tx: Executor,
    actor: Actor | null,
    id: string,
    token: string | undefined,
  ): Promise<SurveyAssignmentRow> {
    if (token !== undefined) {
      const claims = await tokens.verifySurvey(token);
      if (claims.survey !== id) throw new AppError('SURVEY_LINK_INVALID');
      const row = await repo.lockAssignment(tx, id);
      if (!row || row.respondentId !== claims.sub) throw new AppError('SURVEY_LINK_INVALID');
      return row;
    }
    if (!actor) throw new AppError('UNAUTHORIZED');
    const row = await repo.lockAssignment(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    assertCan(actor, 'answer', 'survey', { ownerId: row.respondentId });
    return row;
  }

  /**
   * After a publish: the type falls due to everyone it is due to now without a survey of it (PRE: running
   * internships; POST: completed ones; ORGANISATION: their organisations; MENTOR: ended mentorships), each with
   * its e-mail, in chunks of transactions. First the barrier: every transition that looked at the type before the
   * publish committed has committed too, so the search below sees it (later ones see the publish themselves).
   * Idempotent: the unique index (`on conflict do nothing`). Answers how many were made due.
   */
  async function assignDue(surveyType: TSurveyType): Promise<number> {
    await db.transaction((tx) => repo.lockPublishing(tx, surveyType, 'exclusive'));
    if (!(await repo.isPublished(db, surveyType))) return 0;
    const statuses = surveyType === 'MENTOR' ? [] : DUE_STATUSES[surveyType];
    const due = await repo.dueWithoutAssignment(db, surveyType, statuses);
    let made = 0;
    for (let i = 0; i < due.length; i += ASSIGN_CHUNK) {
      const chunk = due.slice(i, i + ASSIGN_CHUNK);
      made += await db.transaction(async (tx) => {
        let n = 0;
        for (const values of chunk) if (await makeDue(tx, values)) n++;
        return n;
      });
    }
    return made;
  }

  async function surveyWithSet(
    d: AssignmentDetail,
    withDraft: boolean,
  ): Promise<{ survey: TSurveyAssignment; questions: TQuestionSet }> {
    const { row } = d;
    const version =
      d.answeredVersion !== null
        ? await repo.versionByNumber(db, row.surveyType, d.answeredVersion)
        : await repo.currentVersion(db, row.surveyType);
    const current = await repo.currentNumbers(db);
    return {
      survey: presentAssignment(d, current, withDraft),
      questions: await presentSet(db, row.surveyType, version),
    };
  }

  return {
    /** GET /questions: the version's questions paged by position, the version and the list of versions. */
    async questions(
      actor: Actor,
      q: {
        surveyType: TSurveyType;
        version?: number | undefined;
        page: number;
        limit: number;
        pagination: boolean;
      },
    ): Promise<TQuestionsAnswer & { questions: TPaged<TQuestion> }> {
      assertCan(actor, 'list', 'question');
      const version = q.version
        ? await repo.versionByNumber(db, q.surveyType, q.version)
        : await repo.currentVersion(db, q.surveyType);
      if (q.version && !version) throw new AppError('NOT_FOUND');
      const versions = (await repo.versions(db, q.surveyType)).map((v) => ({
        version: v.version,
        publishedAt: v.publishedAt.toISOString(),
        answerCount: v.answerCount,
      }));
      const page = version
        ? await repo.questionsPage(version.id, q)
        : paged<SurveyQuestionRow>([], 0, q.page, q.limit);
      return {
        questions: { ...page, docs: page.docs.map(presentQuestion) },
        surveyType: q.surveyType,
        version: version?.version ?? 0,
        versions,
      };
    },

    /**
     * POST and PUT /questions: validates the set, then publishes it (replaced in place, or a new version); then
     * the type falls due to whoever it is due to and has none yet (`assigned`: how many).
     */
    async publish(
      actor: Actor,
      body: TQuestionSetWrite,
    ): Promise<{ questions: TQuestionSet; rekeyed: { from: string; to: string }[]; assigned: number }> {
      assertCan(actor, 'write', 'question');
      const { surveyType } = body;
      const preKeys = surveyType === 'POST' ? await repo.currentKeys(db, 'PRE') : [];
      const issues = surveyIssues(body.questions, surveyType, preKeys);
      if (issues.length) throw issuesError(issues);
      const published = await db.transaction(async (tx) => {
        const current = await repo.currentVersion(tx, surveyType, 'update');
        const replace = current && (await repo.answerCount(tx, current.id)) === 0;
        const now = clock();
        let version: SurveyVersionRow;
        if (current && replace) {
          version = { ...current, publishedAt: now, publishedById: actor.id };
          await repo.touchVersion(tx, current.id, { publishedAt: now, publishedById: actor.id });
        } else {
          version = {
            id: randomUUID(),
            surveyType,
            version: (current?.version ?? 0) + 1,
            publishedAt: now,
            publishedById: actor.id,
          };
          await repo.insertVersion(tx, version);
        }
        const previous = await repo.previousQuestions(
          tx,
          surveyType,
          version.version,
          body.questions.map((q) => q.key),
        );
        // A kept key whose type changed is another question: a new key, and conditions naming it follow.
        const rekeyed: { from: string; to: string }[] = [];
        const keyMap = new Map<string, string>();
        for (const q of body.questions) {
          const before = previous.get(q.key);
          if (before && before.type !== q.type) {
            const to = randomUUID();
            rekeyed.push({ from: q.key, to });
            keyMap.set(q.key, to);
          }
        }
        const rows = body.questions.map((input, position) => {
          const q: TQuestionWrite = {
            ...input,
            key: keyMap.get(input.key) ?? input.key,
            condition: input.condition
              ? {
                  ...input.condition,
                  questionKey: keyMap.get(input.condition.questionKey) ?? input.condition.questionKey,
                }
              : null,
          };
          const before = keyMap.has(input.key) ? undefined : previous.get(q.key);
          const reworded = before ? meaningOfRow(before) !== meaningOf(q) : false;
          return {
            id: randomUUID(),
            versionId: version.id,
            key: q.key,
            revision: before ? before.revision + (reworded ? 1 : 0) : 1,
            reworded,
            position,
            type: q.type,
            title: q.title,
            required: q.required,
            condition: q.condition,
            linkedPreKey: q.linkedPreKey,
            settings: settingsOf(q),
          };
        });
        await repo.replaceQuestions(tx, version.id, rows);
        return { questions: await presentSet(tx, surveyType, version), rekeyed };
      });
      return { ...published, assigned: await assignDue(surveyType) };
    },

    /**
     * The applications' hook (inside the transition's transaction): an internship APPROVED (or HIRED, EXTENDED:
     * still running) makes the PRE survey due to the intern; COMPLETED the POST survey (intern) and the
     * ORGANISATION survey (its organisation). Each only if published (`assign`); once made, never again.
     */
    async onApplicationStatus(tx: Executor, app: SurveyApplication, status: string): Promise<void> {
      if (app.kind !== 'JOB') return;
      const common = { applicationId: app.id, internId: app.internId, businessId: app.businessId };
      const respondents = [
        { surveyType: 'PRE', respondentId: app.internId, respondentRole: 'intern' },
        { surveyType: 'POST', respondentId: app.internId, respondentRole: 'intern' },
        { surveyType: 'ORGANISATION', respondentId: app.businessId, respondentRole: 'business' },
      ] as const;
      for (const respondent of respondents)
        if ((DUE_STATUSES[respondent.surveyType] as readonly string[]).includes(status))
          await assign(tx, { ...common, ...respondent });
    },

    /** The mentorships' hook (inside the transaction that ends it): the MENTOR survey falls due to the mentor. */
    async onMentorshipEnded(tx: Executor, m: SurveyMentorship): Promise<void> {
      await assign(tx, {
        surveyType: 'MENTOR',
        respondentId: m.mentorId,
        respondentRole: 'mentor',
        mentorshipId: m.id,
        mentorId: m.mentorId,
        internId: m.internId,
        applicationId: m.applicationId,
      });
    },

    /** The reminder job: once, SURVEY_REMINDER_DAYS after it fell due, if still open. Answers the e-mails sent. */
    async remind(job: SurveyReminderJob): Promise<number> {
      return db.transaction(async (tx) => {
        const row = await repo.lockAssignment(tx, job.surveyId);
        if (!row || row.completedAt || row.remindedAt) return 0;
        // No reminder of a survey without questions (one made due before this rule, its type since emptied).
        if (!(await repo.isPublished(tx, row.surveyType))) return 0;
        const due = row.dueAt.getTime() + SURVEY_REMINDER_DAYS * DAY_MS - REMINDER_SLACK_MS;
        if (clock().getTime() < due) return 0;
        const sent = await mail(tx, row, 'reminder');
        await repo.updateAssignment(tx, row.id, { remindedAt: clock() });
        return sent ? 1 : 0;
      });
    },

    /** GET /surveys: the caller's own (admins: everyone's, with the filters). */
    async list(actor: Actor, q: TSurveysQuery): Promise<{ surveys: TPaged<TSurveyAssignment> }> {
      assertCan(actor, 'list', 'survey');
      const page = await repo.list(
        actor.role === 'admin' ? { kind: 'all' } : { kind: 'respondent', id: actor.id },
        q,
      );
      const current = await repo.currentNumbers(db);
      return { surveys: { ...page, docs: page.docs.map((d) => presentAssignment(d, current, false)) } };
    },

    /** GET /surveys/:id: the owner (with the draft) or an admin. */
    async get(actor: Actor, id: string): Promise<{ survey: TSurveyAssignment; questions: TQuestionSet }> {
      const d = await repo.detail(db, id);
      if (!d) throw new AppError('NOT_FOUND');
      assertCan(actor, 'read', 'survey', { ownerId: d.row.respondentId });
      return surveyWithSet(d, actor.id === d.row.respondentId);
    },

    /** GET /surveys/mobile?token=: like `get` for the token's respondent; an answered survey is SURVEY_ANSWERED. */
    async mobile(token: string): Promise<{ survey: TSurveyAssignment; questions: TQuestionSet }> {
      const claims = await tokens.verifySurvey(token);
      const d = await repo.detail(db, claims.survey);
      if (!d || d.row.respondentId !== claims.sub) throw new AppError('SURVEY_LINK_INVALID');
      if (d.row.completedAt) throw new AppError('SURVEY_ANSWERED');
      return surveyWithSet(d, true);
    },

    /** PUT /surveys/:id/draft: progress, kept as sent (the schema only) until submitted. */
    async saveDraft(
      actor: Actor | null,
      id: string,
      body: { answers: TAnswers; token?: string | undefined },
    ): Promise<{ savedAt: string }> {
      return db.transaction(async (tx) => {
        const row = await access(tx, actor, id, body.token);
        if (row.completedAt) throw new AppError('SURVEY_ANSWERED');
        const savedAt = clock();
        await repo.updateAssignment(tx, id, { draft: body.answers, draftSavedAt: savedAt });
        return { savedAt: savedAt.toISOString() };
      });
    },

    /** POST /answers: validated against the current version, stored once, the survey completed. */
    async submit(actor: Actor | null, body: TAnswerSubmit): Promise<{ answer: TAnswer }> {
      try {
        return await db.transaction(async (tx) => {
          const row = await access(tx, actor, body.survey, body.token);
          if (row.completedAt) throw new AppError('SURVEY_ANSWERED');
          const mismatch = (
            [
              ['intern', body.intern, row.internId],
              ['business', body.business, row.businessId],
              ['mentor', body.mentor, row.mentorId],
              ['application', body.application, row.applicationId],
            ] as const
          ).filter(([, given, own]) => given !== undefined && given !== own);
          if (mismatch.length)
            throw new AppError(
              'VALIDATION_ERROR',
              undefined,
              mismatch.map(([field]) => ({ field, issue: 'notThisSurvey' })),
            );
          const version = await repo.currentVersion(tx, row.surveyType, 'share');
          if (!version) throw new AppError('NOT_FOUND');
          const questions = (await repo.questions(tx, version.id)).map(questionWrite);
          const issues = answerIssues(questions, body.answers);
          if (issues.length) throw issuesError(issues);
          const now = clock();
          const stored = await repo.insertAnswer(tx, {
            id: randomUUID(),
            assignmentId: row.id,
            versionId: version.id,
            answers: body.answers,
            submittedAt: now,
          });
          await repo.updateAssignment(tx, row.id, { completedAt: now, draft: null, draftSavedAt: null });
          return {
            answer: {
              _id: stored.id,
              survey: row.id,
              surveyType: row.surveyType,
              version: version.version,
              answers: stored.answers,
              submittedAt: stored.submittedAt.toISOString(),
            },
          };
        });
      } catch (err) {
        if (uniqueViolation(err) === 'survey_answers_assignment_uq') throw new AppError('SURVEY_ANSWERED');
        throw err;
      }
    },
  };
}

export type SurveyService = ReturnType<typeof createSurveyService>;
