import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TApplicationStatus } from '@praktika/contracts/applications';
import type { TUiLanguage, TPaged } from '@praktika/contracts/common';
import { SURVEY_TYPES, type TSurveyType, type TSurveysQuery } from '@praktika/contracts/surveys';
import type { Db, Executor } from '../../platform/db/client.ts';
import { all, inList, listPage, totalDocs } from '../../platform/db/list.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { businesses, interns, mentors } from '../../db/schema/profiles.ts';
import { applications } from '../../db/schema/applications.ts';
import { mentorships } from '../../db/schema/mentoring.ts';
import { opportunities } from '../../db/schema/opportunities.ts';
import {
  surveyAnswers,
  surveyAssignments,
  surveyQuestions,
  surveyVersions,
  type SurveyAnswerRow,
  type SurveyAssignmentRow,
  type SurveyQuestionRow,
  type SurveyVersionRow,
} from '../../db/schema/surveys.ts';

/** A due survey with the names the answer shows and the answered version (completed ones). */
export interface AssignmentDetail {
  row: SurveyAssignmentRow;
  applicationTitle: string | null;
  intern: { name: string; lastName: string } | null;
  business: { businessName: string } | null;
  mentor: { name: string; lastName: string } | null;
  /** The version answered (null while open). */
  answeredVersion: number | null;
}

/** Who gets the e-mail: address, language and a name to greet. */
export interface Respondent {
  email: string;
  language: TUiLanguage;
  name: string;
}

/** Who the list is for: everything (admins) or one respondent's own. */
export type AssignmentScope = { kind: 'all' } | { kind: 'respondent'; id: string };

/** A due survey to create: what `insertAssignment` takes but its id and due date. */
export type AssignmentValues = Omit<typeof surveyAssignments.$inferInsert, 'id' | 'dueAt'>;

/**
 * The advisory lock (two-int form: this class, the type's index) that orders making a survey due against
 * publishing its first questions: `assign` takes it shared, a publish takes it exclusively once committed and
 * lets it go at once (a barrier: every transition that looked before the publish has committed when the publish
 * looks for who is due).
 */
const PUBLISH_LOCK_CLASS = 1_937_077_622; // 'surv'
const lockKey = (surveyType: TSurveyType) => SURVEY_TYPES.indexOf(surveyType);

/**
 * The survey types whose current (newest) version has at least one question to answer: "published". A type never
 * published, or whose current set is empty or only sections, makes nothing due and lists no open survey.
 */
const publishedTypes = () =>
  sql`(select v.survey_type from survey_versions v
    where v.version = (select max(n.version) from survey_versions n where n.survey_type = v.survey_type)
    and exists (select 1 from survey_questions q where q.version_id = v.id and q.type <> 'SECTION'))`;

const mentorProfile = aliasedTable(mentors, 'survey_mentor');
const internProfile = aliasedTable(interns, 'survey_intern');
const businessProfile = aliasedTable(businesses, 'survey_business');
const answeredVersion = aliasedTable(surveyVersions, 'survey_answered_version');

export function createSurveyRepo(db: Db) {
  const detailColumns = {
    row: surveyAssignments,
    applicationTitle: opportunities.title,
    internName: internProfile.name,
    internLastName: internProfile.lastName,
    businessName: businessProfile.name,
    mentorName: mentorProfile.name,
    mentorLastName: mentorProfile.surname,
    answeredVersion: answeredVersion.version,
  };

  /** The detail select (with the list's window count, harmless for one row). */
  function detailSelect(exec: Executor) {
    return exec
      .select({ ...detailColumns, totalDocs: totalDocs() })
      .from(surveyAssignments)
      .leftJoin(applications, eq(applications.id, surveyAssignments.applicationId))
      .leftJoin(opportunities, eq(opportunities.id, applications.opportunityId))
      .leftJoin(internProfile, eq(internProfile.id, surveyAssignments.internId))
      .leftJoin(businessProfile, eq(businessProfile.id, surveyAssignments.businessId))
      .leftJoin(mentorProfile, eq(mentorProfile.id, surveyAssignments.mentorId))
      .leftJoin(surveyAnswers, eq(surveyAnswers.assignmentId, surveyAssignments.id))
      .leftJoin(answeredVersion, eq(answeredVersion.id, surveyAnswers.versionId))
      .$dynamic();
  }

  type DetailRow = {
    row: SurveyAssignmentRow;
    applicationTitle: string | null;
    internName: string | null;
    internLastName: string | null;
    businessName: string | null;
    mentorName: string | null;
    mentorLastName: string | null;
    answeredVersion: number | null;
  };
  const toDetail = (r: DetailRow): AssignmentDetail => ({
    row: r.row,
    applicationTitle: r.applicationTitle,
    intern: r.internName !== null ? { name: r.internName, lastName: r.internLastName ?? '' } : null,
    business: r.businessName !== null ? { businessName: r.businessName } : null,
    mentor: r.mentorName !== null ? { name: r.mentorName, lastName: r.mentorLastName ?? '' } : null,
    answeredVersion: r.answeredVersion,
  });

  return {
    /* ---- Versions and questions ---- */

    /** The newest version of a type; `lock` takes it FOR UPDATE (publishing), `share` FOR SHARE (answering). */
    async currentVersion(
      exec: Executor,
      surveyType: TSurveyType,
      lock?: 'update' | 'share',
    ): Promise<SurveyVersionRow | undefined> {
      const q = exec
        .select()
        .from(surveyVersions)
        .where(eq(surveyVersions.surveyType, surveyType))
        .orderBy(desc(surveyVersions.version))
        .limit(1)
        .$dynamic();
      const [row] = await (lock === 'update' ? q.for('update') : lock === 'share' ? q.for('share') : q);
      return row;
    },

    async versionByNumber(
      exec: Executor,
      surveyType: TSurveyType,
      version: number,
    ): Promise<SurveyVersionRow | undefined> {
      const [row] = await exec
        .select()
        .from(surveyVersions)
        .where(and(eq(surveyVersions.surveyType, surveyType), eq(surveyVersions.version, version)));
      return row;
    },

    async versionById(exec: Executor, id: string): Promise<SurveyVersionRow | undefined> {
      const [row] = await exec.select().from(surveyVersions).where(eq(surveyVersions.id, id));
      return row;
    },

    /** Every version of a type, oldest first, with its answer count. */
    async versions(
      exec: Executor,
      surveyType: TSurveyType,
    ): Promise<{ id: string; version: number; publishedAt: Date; answerCount: number }[]> {
      return exec
        .select({
          id: surveyVersions.id,
          version: surveyVersions.version,
          publishedAt: surveyVersions.publishedAt,
          answerCount: sql<number>`count(${surveyAnswers.id})`.mapWith(Number),
        })
        .from(surveyVersions)
        .leftJoin(surveyAnswers, eq(surveyAnswers.versionId, surveyVersions.id))
        .where(eq(surveyVersions.surveyType, surveyType))
        .groupBy(surveyVersions.id)
        .orderBy(asc(surveyVersions.version));
    },

    /** The current version number of every type that has one. */
    async currentNumbers(exec: Executor): Promise<Map<TSurveyType, number>> {
      const rows = await exec
        .select({
          type: surveyVersions.surveyType,
          version: sql<number>`max(${surveyVersions.version})`.mapWith(Number),
        })
        .from(surveyVersions)
        .groupBy(surveyVersions.surveyType);
      return new Map(rows.map((r) => [r.type, r.version]));
    },

    async answerCount(exec: Executor, versionId: string): Promise<number> {
      const [row] = await exec
        .select({ n: count() })
        .from(surveyAnswers)
        .where(eq(surveyAnswers.versionId, versionId));
      return row?.n ?? 0;
    },

    async questions(exec: Executor, versionId: string): Promise<SurveyQuestionRow[]> {
      return exec
        .select()
        .from(surveyQuestions)
        .where(eq(surveyQuestions.versionId, versionId))
        .orderBy(asc(surveyQuestions.position));
    },

    async questionsPage(
      versionId: string,
      opts: { page: number; limit: number; pagination: boolean },
    ): Promise<TPaged<SurveyQuestionRow>> {
      const q = db
        .select({ row: surveyQuestions, totalDocs: totalDocs() })
        .from(surveyQuestions)
        .where(eq(surveyQuestions.versionId, versionId))
        .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id))
        .$dynamic();
      const page = await listPage(q, opts);
      return { ...page, docs: page.docs.map((d) => d.row) };
    },

    /**
     * For each of `keys`, its question in the newest version of `surveyType` OLDER than `beforeVersion` that has it
     * (what a publish compares with for revisions and type changes).
     */
    async previousQuestions(
      exec: Executor,
      surveyType: TSurveyType,
      beforeVersion: number,
      keys: readonly string[],
    ): Promise<Map<string, SurveyQuestionRow>> {
      if (!keys.length) return new Map();
      const rows = await exec
        .select({ q: surveyQuestions, version: surveyVersions.version })
        .from(surveyQuestions)
        .innerJoin(surveyVersions, eq(surveyVersions.id, surveyQuestions.versionId))
        .where(
          and(
            eq(surveyVersions.surveyType, surveyType),
            lt(surveyVersions.version, beforeVersion),
            inArray(surveyQuestions.key, [...keys]),
          ),
        )
        .orderBy(desc(surveyVersions.version));
      const out = new Map<string, SurveyQuestionRow>();
      for (const r of rows) if (!out.has(r.q.key)) out.set(r.q.key, r.q);
      return out;
    },

    /** The keys of the current PRE set (what POST questions may link to). */
    async currentKeys(exec: Executor, surveyType: TSurveyType): Promise<string[]> {
      const rows = await exec
        .select({ key: surveyQuestions.key, version: surveyVersions.version })
        .from(surveyQuestions)
        .innerJoin(surveyVersions, eq(surveyVersions.id, surveyQuestions.versionId))
        .where(
          and(
            eq(surveyVersions.surveyType, surveyType),
            eq(
              surveyVersions.version,
              sql`(select max(${surveyVersions.version}) from ${surveyVersions} where ${surveyVersions.surveyType} = ${surveyType})`,
            ),
          ),
        );
      return rows.map((r) => r.key);
    },

    async insertVersion(exec: Executor, values: typeof surveyVersions.$inferInsert): Promise<void> {
      await exec.insert(surveyVersions).values(values);
    },

    async touchVersion(exec: Executor, id: string, values: Partial<typeof surveyVersions.$inferInsert>) {
      await exec.update(surveyVersions).set(values).where(eq(surveyVersions.id, id));
    },

    async replaceQuestions(
      exec: Executor,
      versionId: string,
      rows: (typeof surveyQuestions.$inferInsert)[],
    ): Promise<void> {
      await exec.delete(surveyQuestions).where(eq(surveyQuestions.versionId, versionId));
      if (rows.length) await exec.insert(surveyQuestions).values(rows);
    },

    /** Has the type a published set (its current version has a question to answer)? */
    async isPublished(exec: Executor, surveyType: TSurveyType): Promise<boolean> {
      const [row] = await exec
        .select({ id: surveyVersions.id })
        .from(surveyVersions)
        .where(
          and(
            eq(surveyVersions.surveyType, surveyType),
            sql`${surveyVersions.surveyType} in ${publishedTypes()}`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The publish lock of a type: shared (making a survey due) or the exclusive barrier (after a publish). */
    async lockPublishing(tx: Executor, surveyType: TSurveyType, mode: 'shared' | 'exclusive'): Promise<void> {
      await tx.execute(
        mode === 'shared'
          ? sql`select pg_advisory_xact_lock_shared(${PUBLISH_LOCK_CLASS}::int, ${lockKey(surveyType)}::int)`
          : sql`select pg_advisory_xact_lock(${PUBLISH_LOCK_CLASS}::int, ${lockKey(surveyType)}::int)`,
      );
    },

    /* ---- Due surveys ---- */

    /**
     * Who a type is due to now and has no survey of it yet: internships (JOB applications) in `statuses` (PRE, POST:
     * the intern; ORGANISATION: the organisation), or ended mentorships (MENTOR: the mentor; not those ended by a
     * reassignment, as the mentorships' hook).
     */
    async dueWithoutAssignment(
      exec: Executor,
      surveyType: TSurveyType,
      statuses: readonly TApplicationStatus[],
    ): Promise<AssignmentValues[]> {
      const existing = (respondent: SQL, on: SQL | undefined) =>
        notExists(
          exec
            .select({ one: sql`1` })
            .from(surveyAssignments)
            .where(
              and(
                eq(surveyAssignments.surveyType, surveyType),
                eq(surveyAssignments.respondentId, respondent),
                on,
              ),
            ),
        );
      if (surveyType === 'MENTOR') {
        const rows = await exec
          .select({
            id: mentorships.id,
            mentorId: mentorships.mentorId,
            internId: mentorships.internId,
            applicationId: mentorships.applicationId,
          })
          .from(mentorships)
          .where(
            and(
              eq(mentorships.status, 'ENDED'),
              or(isNull(mentorships.endReason), ne(mentorships.endReason, 'REASSIGNED')),
              existing(sql`${mentorships.mentorId}`, eq(surveyAssignments.mentorshipId, mentorships.id)),
            ),
          )
          .orderBy(asc(mentorships.id));
        return rows.map((m) => ({
          surveyType,
          respondentId: m.mentorId,
          respondentRole: 'mentor' as const,
          mentorshipId: m.id,
          mentorId: m.mentorId,
          internId: m.internId,
          applicationId: m.applicationId,
        }));
      }
      if (!statuses.length) return [];
      const org = surveyType === 'ORGANISATION';
      const respondent = org ? applications.businessId : applications.internId;
      const rows = await exec
        .select({
          id: applications.id,
          internId: applications.internId,
          businessId: applications.businessId,
        })
        .from(applications)
        .where(
          and(
            eq(applications.kind, 'JOB'),
            inArray(applications.status, [...statuses]),
            existing(sql`${respondent}`, eq(surveyAssignments.applicationId, applications.id)),
          ),
        )
        .orderBy(asc(applications.id));
      return rows.map((a) => ({
        surveyType,
        respondentId: org ? a.businessId : a.internId,
        respondentRole: org ? ('business' as const) : ('intern' as const),
        applicationId: a.id,
        internId: a.internId,
        businessId: a.businessId,
      }));
    },

    /** Inserts a due survey unless one exists for the same (type, respondent, application, mentorship). */
    async insertAssignment(
      exec: Executor,
      values: typeof surveyAssignments.$inferInsert,
    ): Promise<SurveyAssignmentRow | undefined> {
      const [row] = await exec.insert(surveyAssignments).values(values).onConflictDoNothing().returning();
      return row;
    },

    async lockAssignment(exec: Executor, id: string): Promise<SurveyAssignmentRow | undefined> {
      const [row] = await exec
        .select()
        .from(surveyAssignments)
        .where(eq(surveyAssignments.id, id))
        .for('update');
      return row;
    },

    async updateAssignment(
      exec: Executor,
      id: string,
      values: Partial<typeof surveyAssignments.$inferInsert>,
    ) {
      await exec.update(surveyAssignments).set(values).where(eq(surveyAssignments.id, id));
    },

    async detail(exec: Executor, id: string): Promise<AssignmentDetail | undefined> {
      const [row] = await detailSelect(exec).where(eq(surveyAssignments.id, id));
      return row ? toDetail(row) : undefined;
    },

    async list(scope: AssignmentScope, q: TSurveysQuery): Promise<TPaged<AssignmentDetail>> {
      const where = all(
        scope.kind === 'respondent' ? eq(surveyAssignments.respondentId, scope.id) : undefined,
        q.business ? eq(surveyAssignments.businessId, q.business) : undefined,
        q.mentor ? eq(surveyAssignments.mentorId, q.mentor) : undefined,
        q.intern ? eq(surveyAssignments.internId, q.intern) : undefined,
        q.completed === undefined
          ? undefined
          : q.completed
            ? isNotNull(surveyAssignments.completedAt)
            : isNull(surveyAssignments.completedAt),
        q.surveyType?.length ? inList(surveyAssignments.surveyType, q.surveyType) : undefined,
        // An open survey shows only while its type is published (one made due before it was stays out).
        or(
          isNotNull(surveyAssignments.completedAt),
          sql`${surveyAssignments.surveyType} in ${publishedTypes()}`,
        ),
      );
      const query = detailSelect(db)
        .where(where)
        // Open ones first (the oldest due first), then the done ones, newest first.
        .orderBy(
          sql`${surveyAssignments.completedAt} is not null`,
          asc(surveyAssignments.dueAt),
          asc(surveyAssignments.id),
        );
      const page = await listPage(query, q);
      return { ...page, docs: page.docs.map(toDetail) };
    },

    /** The respondent's address, language and name (intern or mentor name, organisation name). */
    async respondent(exec: Executor, row: SurveyAssignmentRow): Promise<Respondent | undefined> {
      const [a] = await exec
        .select({
          email: accounts.email,
          language: accounts.emailLanguage,
          active: accounts.active,
          intern: interns.name,
          business: businesses.name,
          mentor: mentors.name,
        })
        .from(accounts)
        .leftJoin(interns, eq(interns.id, accounts.id))
        .leftJoin(businesses, eq(businesses.id, accounts.id))
        .leftJoin(mentors, eq(mentors.id, accounts.id))
        .where(eq(accounts.id, row.respondentId));
      if (!a || !a.active) return undefined;
      return { email: a.email, language: a.language, name: a.intern ?? a.mentor ?? a.business ?? '' };
    },

    async insertAnswer(exec: Executor, values: typeof surveyAnswers.$inferInsert): Promise<SurveyAnswerRow> {
      const [row] = await exec.insert(surveyAnswers).values(values).returning();
      return row!;
    },
  };
}

export type SurveyRepo = ReturnType<typeof createSurveyRepo>;
