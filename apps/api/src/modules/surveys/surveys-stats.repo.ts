import { sql, type SQL } from 'drizzle-orm';
import type { TUiLanguage } from '@praktika/contracts/common';
import { toCyrillic } from '@praktika/contracts/script';
import type { TAnswers, TQuestionType, TSurveyType, TTri, TCondition } from '@praktika/contracts/surveys';
import type { Db } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/list.ts';
import { folded, foldedSql } from '../../platform/db/fold.ts';

/**
 * The survey statistics' reads (statistics, texts, comparison, export): the included versions and their questions,
 * and the submitted answers under the filters, read in keyset pages so memory stays bounded whatever the number of
 * answers. Who an answer is about: PRE/POST/ORGANISATION the assignment's intern, MENTOR the mentorship's intern;
 * its organisation: the application's business (the mentorship's application for MENTOR).
 */

export interface StatsVersion {
  id: string;
  version: number;
}

export interface StatsQuestionRow {
  versionId: string;
  version: number;
  key: string;
  revision: number;
  reworded: boolean;
  position: number;
  type: TQuestionType;
  title: TTri;
  condition: TCondition | null;
  linkedPreKey: string | null;
  settings: Record<string, unknown>;
}

/** The answers' filters, resolved: instants for the Europe/Belgrade calendar dates, versions by id. */
export interface AnswerFilter {
  surveyType: TSurveyType;
  /** Only answers given against these versions (null: any version of the type). */
  versionIds: string[] | null;
  /** Submitted at or after `from`, before `to` (ISO instants). */
  from?: string;
  to?: string;
  municipality?: string[];
  gender?: string[];
  business?: string[];
}

export interface AnswerRow {
  id: string;
  versionId: string;
  version: number;
  answers: TAnswers;
  submittedAt: string;
  respondentRole: 'intern' | 'business' | 'mentor';
  applicationId: string | null;
  internId: string | null;
  internName: string | null;
  gender: string | null;
  municipalityId: string | null;
  businessName: string | null;
  mentorName: string | null;
  /** The internship's start month (YYYY-MM), for cohorts. */
  cohort: string | null;
  /** POST answers read `withPre`: the same respondent's PRE answer for the same application, if any. */
  preAnswers: TAnswers | null;
  preVersionId: string | null;
}

interface RawAnswerRow {
  id: string;
  version_id: string;
  version: number | string;
  answers: TAnswers | string;
  submitted_at: Date | string;
  cursor_at: string;
  respondent_role: 'intern' | 'business' | 'mentor';
  application_id: string | null;
  intern_id: string | null;
  intern_name: string | null;
  gender: string | null;
  municipality_id: string | null;
  business_name: string | null;
  mentor_name: string | null;
  cohort: string | null;
  pre_answers?: TAnswers | string | null;
  pre_version_id?: string | null;
}

export interface TextRow {
  text: string;
  submittedAt: string;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];
const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const iso = (v: Date | string) => new Date(v).toISOString();

/** The joins every answer read shares: the answer, its version, assignment, intern, application, organisation, mentor. */
const FROM = sql`
  from survey_answers ans
  join survey_versions v on v.id = ans.version_id
  join survey_assignments a on a.id = ans.assignment_id
  left join mentorships ms on ms.id = a.mentorship_id
  left join interns i on i.id = coalesce(ms.intern_id, a.intern_id)
  left join applications ap on ap.id = coalesce(a.application_id, ms.application_id)
  left join businesses b on b.id = coalesce(ap.business_id, a.business_id)
  left join mentors mt on mt.id = coalesce(a.mentor_id, ms.mentor_id)`;

function whereOf(f: AnswerFilter): SQL {
  const parts: SQL[] = [sql`v.survey_type = ${f.surveyType}`];
  if (f.versionIds)
    parts.push(f.versionIds.length ? sql`ans.version_id in (${list(f.versionIds)})` : sql`false`);
  if (f.from) parts.push(sql`ans.submitted_at >= ${f.from}::timestamptz`);
  if (f.to) parts.push(sql`ans.submitted_at < ${f.to}::timestamptz`);
  if (f.municipality?.length) parts.push(sql`i.municipality_id in (${list(f.municipality)})`);
  if (f.gender?.length) parts.push(sql`i.gender in (${list(f.gender)})`);
  if (f.business?.length) parts.push(sql`b.id in (${list(f.business)})`);
  return sql.join(parts, sql` and `);
}

/** The text of a TEXT answer, or the "other" text of a CHECKBOX answer, to `key`. */
const textOf = (key: string) =>
  sql`(case when jsonb_typeof(ans.answers -> ${key}) = 'string' then ans.answers ->> ${key}
    else ans.answers -> ${key} ->> 'other' end)`;

export function createSurveyStatsRepo(db: Db) {
  return {
    /** The versions of `surveyType` (only `versions` when given), oldest first. */
    async versions(surveyType: TSurveyType, versions?: number[]): Promise<StatsVersion[]> {
      const rows = rowsOf<{ id: string; version: number | string }>(
        await db.execute(sql`
          select id, version from survey_versions
          where survey_type = ${surveyType}
          ${versions ? (versions.length ? sql`and version in (${list(versions)})` : sql`and false`) : sql``}
          order by version`),
      );
      return rows.map((r) => ({ id: r.id, version: Number(r.version) }));
    },

    /** The questions of these versions (newest version first, then by position). */
    async questions(versionIds: string[]): Promise<StatsQuestionRow[]> {
      if (!versionIds.length) return [];
      const rows = rowsOf<{
        version_id: string;
        version: number | string;
        key: string;
        revision: number | string;
        reworded: boolean;
        position: number | string;
        type: TQuestionType;
        title: TTri | string;
        condition: TCondition | string | null;
        linked_pre_key: string | null;
        settings: Record<string, unknown> | string | null;
      }>(
        await db.execute(sql`
          select q.version_id, v.version, q.key, q.revision, q.reworded, q.position, q.type, q.title,
            q.condition, q.linked_pre_key, q.settings
          from survey_questions q join survey_versions v on v.id = q.version_id
          where q.version_id in (${list(versionIds)})
          order by v.version desc, q.position asc`),
      );
      return rows.map((r) => ({
        versionId: r.version_id,
        version: Number(r.version),
        key: r.key,
        revision: Number(r.revision),
        reworded: r.reworded,
        position: Number(r.position),
        type: r.type,
        title: json(r.title),
        condition: r.condition === null ? null : json(r.condition),
        linkedPreKey: r.linked_pre_key,
        settings: r.settings === null ? {} : json(r.settings),
      }));
    },

    /**
     * Every answer under `f`, oldest first, in pages of `pageSize` (keyset on submitted_at and id): `onPage` runs
     * per page, so no more than one page is held. `withPre` (POST) adds the respondent's PRE answer to the same
     * application.
     */
    async eachAnswerPage(
      f: AnswerFilter,
      onPage: (rows: AnswerRow[]) => Promise<void> | void,
      opts: { withPre?: boolean; pageSize?: number } = {},
    ): Promise<void> {
      const size = opts.pageSize ?? 500;
      let cursor: { at: string; id: string } | null = null;
      for (;;) {
        const after: SQL = cursor
          ? sql`and (ans.submitted_at, ans.id) > (${cursor.at}::timestamptz, ${cursor.id})`
          : sql``;
        const pre = opts.withPre
          ? {
              cols: sql`, pans.answers as pre_answers, pans.version_id as pre_version_id`,
              join: sql`
                left join survey_assignments pa on pa.survey_type = 'PRE' and pa.application_id = a.application_id
                  and pa.respondent_id = a.respondent_id
                left join survey_answers pans on pans.assignment_id = pa.id`,
            }
          : { cols: sql``, join: sql`` };
        const rows = rowsOf<RawAnswerRow>(
          await db.execute(sql`
            select ans.id, ans.version_id, v.version, ans.answers, ans.submitted_at,
              ans.submitted_at::text as cursor_at, a.respondent_role, ap.id as application_id,
              i.id as intern_id, (i.name || ' ' || i.last_name) as intern_name, i.gender, i.municipality_id,
              b.name as business_name, (mt.name || ' ' || mt.surname) as mentor_name,
              to_char(ap.start_date, 'YYYY-MM') as cohort ${pre.cols}
            ${FROM} ${pre.join}
            where ${whereOf(f)} ${after}
            order by ans.submitted_at, ans.id
            limit ${size}`),
        );
        if (!rows.length) return;
        await onPage(
          rows.map((r) => ({
            id: r.id,
            versionId: r.version_id,
            version: Number(r.version),
            answers: json(r.answers),
            submittedAt: iso(r.submitted_at),
            respondentRole: r.respondent_role,
            applicationId: r.application_id,
            internId: r.intern_id,
            internName: r.intern_name,
            gender: r.gender,
            municipalityId: r.municipality_id,
            businessName: r.business_name,
            mentorName: r.mentor_name,
            cohort: r.cohort,
            preAnswers: r.pre_answers === undefined || r.pre_answers === null ? null : json(r.pre_answers),
            preVersionId: r.pre_version_id ?? null,
          })),
        );
        if (rows.length < size) return;
        const last = rows[rows.length - 1]!;
        cursor = { at: last.cursor_at, id: last.id };
      }
    },

    /**
     * One page of the texts given to `key` (TEXT answers and CHECKBOX "other" texts) under `f`, newest first;
     * `revision` keeps only answers against versions where the key has that revision; `search` is case- and
     * diacritic-insensitive.
     */
    async texts(
      f: AnswerFilter,
      q: { key: string; revision?: number; search?: string; page: number; limit: number },
    ): Promise<{ rows: TextRow[]; total: number }> {
      const text = textOf(q.key);
      const search = q.search?.trim() ? containsPattern(folded(q.search.trim())) : undefined;
      const searchWhere = search ? sql`and ${foldedSql(text)} like ${search}` : sql``;
      const revisionJoin =
        q.revision !== undefined
          ? sql`join survey_questions sq on sq.version_id = ans.version_id and sq.key = ${q.key}
              and sq.revision = ${q.revision}`
          : sql``;
      const rows = rowsOf<{ text: string; submitted_at: Date | string; total: number | string }>(
        await db.execute(sql`
          select ${text} as text, ans.submitted_at, count(*) over() as total
          ${FROM} ${revisionJoin}
          where ${whereOf(f)} and btrim(coalesce(${text}, '')) <> '' ${searchWhere}
          order by ans.submitted_at desc, ans.id desc
          limit ${q.limit} offset ${(q.page - 1) * q.limit}`),
      );
      let total = rows.length ? Number(rows[0]!.total) : 0;
      if (!rows.length && q.page > 1) {
        // past the last page: the total still tells the client where the texts end
        const [count] = rowsOf<{ n: number | string }>(
          await db.execute(sql`
            select count(*) as n ${FROM} ${revisionJoin}
            where ${whereOf(f)} and btrim(coalesce(${text}, '')) <> '' ${searchWhere}`),
        );
        total = Number(count?.n ?? 0);
      }
      return { rows: rows.map((r) => ({ text: r.text, submittedAt: iso(r.submitted_at) })), total };
    },

    /** Municipality names in `lang` by id. */
    /** Municipalities' names in `lang`; sr-Cyrl: the item's Cyrillic name, else its Serbian name transliterated. */
    async municipalityNames(ids: string[], lang: TUiLanguage): Promise<Map<string, string>> {
      if (!ids.length) return new Map();
      const col = { sq: sql`sq_name`, sr: sql`sr_name`, 'sr-Cyrl': sql`sr_name`, en: sql`en_name` }[lang];
      const rows = rowsOf<{ id: string; name: string; cyrillic: string | null }>(
        await db.execute(
          sql`select id, ${col} as name, sr_cyrl_name as cyrillic from catalogue_items where id in (${list(ids)})`,
        ),
      );
      return new Map(rows.map((r) => [r.id, lang === 'sr-Cyrl' ? r.cyrillic || toCyrillic(r.name) : r.name]));
    },
  };
}

export type SurveyStatsRepo = ReturnType<typeof createSurveyStatsRepo>;
