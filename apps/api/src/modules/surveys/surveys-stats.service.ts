import type { Readable } from 'node:stream';
import { contentLanguageOf, type TPaged, type TUiLanguage } from '@praktika/contracts/common';
import { addDays, programmeInstant, programmeToday } from '@praktika/contracts/dates';
import type { z } from 'zod';
import type {
  ZTextAnswersQuery,
  TCompareAnswer,
  TStatisticsAnswer,
  TStatisticsQuery,
  TSurveyType,
} from '@praktika/contracts/surveys';
import type { Actor } from '../../platform/auth/guard.ts';
import { assertCan } from '../../platform/auth/policy.ts';
import { AppError } from '../../platform/errors.ts';
import { paged } from '../../platform/http/envelope.ts';
import type { AnswerFilter, StatsVersion, SurveyStatsRepo } from './surveys-stats.repo.ts';
import { finishStatistics, foldAnswers, indexQuestions, startStatistics } from './surveys-stats.aggregate.ts';
import { foldPostAnswers, foldPreAnswers, linkPairs, presentPairs } from './surveys-stats.compare.ts';
import { streamXlsxTable } from '../../platform/export/table.ts';
import { columnsFor, surveyAnswerCells, surveyAnswerColumns } from './surveys-stats.export.ts';

/**
 * Survey statistics, texts, the pre/post comparison and the .xlsx export (issue 11 §3; contracts/surveys.ts): the
 * checks, the filters and the reads, composed from the pure aggregation (surveys-stats.aggregate.ts), the
 * comparison (surveys-stats.compare.ts) and the streamed export (surveys-stats.export.ts).
 *
 * Answers are read in pages and folded into aggregates one page at a time, so memory holds one page plus the
 * aggregates, whatever the number of answers.
 */

export interface SurveyStatsDeps {
  repo: SurveyStatsRepo;
  /** The clock (ms), for the export's file name. */
  now: () => number;
}

export type TTextAnswersQuery = z.infer<typeof ZTextAnswersQuery>;

export interface SurveyExport {
  fileName: string;
  stream: Readable;
}

// ---------------------------------------------------------------------------------------------------------------
// The service
// ---------------------------------------------------------------------------------------------------------------

export function createSurveyStatsService({ repo, now }: SurveyStatsDeps) {
  /** The query's filters, resolved: versions to ids, calendar dates (Europe/Belgrade) to instants. */
  async function resolve(
    q: TStatisticsQuery,
    surveyType: TSurveyType = q.surveyType,
    withVersions = true,
  ): Promise<{ filter: AnswerFilter; versions: StatsVersion[] }> {
    if (q.from && q.to && q.from > q.to)
      throw new AppError('VALIDATION_ERROR', undefined, [{ field: 'to', issue: 'validEndDate' }]);
    const wanted = withVersions && q.version?.length ? q.version.map(Number) : undefined;
    const versions = await repo.versions(surveyType, wanted);
    return {
      versions,
      filter: {
        surveyType,
        versionIds: wanted ? versions.map((v) => v.id) : null,
        from: q.from ? (programmeInstant(q.from, '00:00') ?? undefined) : undefined,
        to: q.to ? (programmeInstant(addDays(q.to, 1), '00:00') ?? undefined) : undefined,
        municipality: q.municipality,
        gender: q.gender,
        business: q.business,
      },
    };
  }

  return {
    /** Per question of the included versions: respondents and the type's bars, distribution, matrix or count. */
    async statistics(actor: Actor, q: TStatisticsQuery): Promise<TStatisticsAnswer> {
      assertCan(actor, 'statistics', 'survey');
      const { filter, versions } = await resolve(q);
      const fold = startStatistics(await repo.questions(versions.map((v) => v.id)), q.joinRevisions === true);
      await repo.eachAnswerPage(filter, (rows) => foldAnswers(fold, rows));
      return { surveyType: q.surveyType, ...finishStatistics(fold) };
    },

    /** The texts of one question (TEXT answers, a CHECKBOX's "other" texts), newest first, paged and searchable. */
    async texts(
      actor: Actor,
      q: TTextAnswersQuery,
    ): Promise<{ texts: TPaged<{ text: string; submittedAt: string }> }> {
      assertCan(actor, 'statistics', 'survey');
      const { filter } = await resolve(q);
      const { rows, total } = await repo.texts(filter, {
        key: q.questionKey,
        revision: q.revision,
        search: q.search,
        page: q.page,
        limit: q.limit,
      });
      return { texts: paged(rows, total, q.page, q.limit) };
    },

    /**
     * Every POST question linked to an existing PRE question: both distributions and means, and the paired change
     * of interns who answered both (the same application's PRE and POST), with breakdowns by cohort and
     * municipality through the small-cell rule. Filters: the version filter applies to the POST side; dates,
     * municipality, gender and organisation to both sides (each side's own submission dates); a pair is anchored
     * on its POST answer.
     */
    async compare(actor: Actor, q: TStatisticsQuery, reader: TUiLanguage): Promise<TCompareAnswer> {
      assertCan(actor, 'statistics', 'survey');
      if (q.surveyType !== 'POST')
        throw new AppError('VALIDATION_ERROR', undefined, [{ field: 'surveyType', issue: 'invalid_value' }]);
      const join = q.joinRevisions === true;
      const post = await resolve(q, 'POST');
      const pre = await resolve(q, 'PRE', false);
      const postRows = await repo.questions(post.versions.map((v) => v.id));
      const preRows = await repo.questions(pre.versions.map((v) => v.id));
      const accs = linkPairs(postRows, preRows, join);
      if (!accs.length) return { pairs: [] };
      await repo.eachAnswerPage(pre.filter, (rows) => foldPreAnswers(accs, rows));
      const municipalities = new Set<string>();
      await repo.eachAnswerPage(post.filter, (rows) => foldPostAnswers(accs, rows, municipalities), {
        withPre: true,
      });
      // municipalities named in the reader's language and script (sr-Cyrl: in Cyrillic)
      const names = await repo.municipalityNames([...municipalities], reader);
      return { pairs: presentPairs(accs, names, contentLanguageOf(reader)) };
    },

    /**
     * The answers as an .xlsx (streamed): one row per respondent; three header rows (sq, sr, en); the fixed columns
     * (submitted at in Europe/Belgrade, version, respondent role, intern, organisation, mentor, municipality,
     * gender), then one column per question (key and revision, or key with `joinRevisions`), values readable in
     * `reader`'s language (sr-Cyrl: the Serbian labels in Cyrillic, and the Serbian header row). Checks and question
     * reads happen before the stream starts, so failures are the envelope.
     */
    async exportAnswers(actor: Actor, q: TStatisticsQuery, reader: TUiLanguage): Promise<SurveyExport> {
      assertCan(actor, 'export', 'survey');
      const { filter, versions } = await resolve(q);
      const index = indexQuestions(await repo.questions(versions.map((v) => v.id)), q.joinRevisions === true);
      const groups = index.groups.filter((g) => g.rows[0]!.type !== 'SECTION');
      const municipalityNames = new Map<string, string>();
      const stream = streamXlsxTable(
        {
          sheetName: q.surveyType,
          columns: columnsFor(surveyAnswerColumns(groups, q.joinRevisions === true), reader),
        },
        // municipality names: one read per page of answers, in the export's language
        (addRow) =>
          repo.eachAnswerPage(filter, async (rows) => {
            const missing = new Set<string>();
            for (const r of rows)
              if (r.municipalityId && !municipalityNames.has(r.municipalityId)) missing.add(r.municipalityId);
            for (const [id, name] of await repo.municipalityNames([...missing], reader))
              municipalityNames.set(id, name);
            for (const r of rows)
              await addRow(surveyAnswerCells(r, groups, index, municipalityNames, reader));
          }),
      );
      return { fileName: `Survey_${q.surveyType}_${programmeToday(new Date(now()))}.xlsx`, stream };
    },
  };
}

export type SurveyStatsService = ReturnType<typeof createSurveyStatsService>;
