/**
 * Survey statistics, texts, the pre/post comparison and the export, against hand-computed fixtures inserted straight
 * into the tables (survey-stats-fixtures.ts): counts, shares, means, matrices, revisions kept apart and joined,
 * every filter (Europe/Belgrade dates included), texts search and paging, the paired change with its breakdowns and
 * the small-cell rule, the .xlsx read back with exceljs, and the permission matrix of every route.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { TRole } from '@praktika/contracts/common';
import { programmeToday } from '@praktika/contracts/dates';
import { latinLeftovers, toCyrillic } from '@praktika/contracts/script';
import type {
  TAnswers,
  TCompareAnswer,
  TComparedPair,
  TQuestionStatistics,
  TStatisticsAnswer,
} from '@praktika/contracts/surveys';
import { useRoleApp } from '../../../test/role-app.ts';
import { catalogueFixture } from '../../../test/factories.ts';
import { insertAccount } from '../../../test/opportunity-fixtures.ts';
import {
  choice,
  insertAnswer,
  EXPORT_HEADERS,
  insertEndedMentorship,
  insertInternAtWork,
  insertInternship,
  insertStatsIntern,
  insertVersion,
  question,
  tri,
} from '../../../test/survey-stats-fixtures.ts';
import { businesses } from '../../db/schema/profiles.ts';
import { createSurveyStatsRepo } from './surveys-stats.repo.ts';
import { expectError, expectOk, type Json } from '../../../test/api.ts';

const kit = useRoleApp('survey-stats', async (k) => {
  await organisationFixture(k);
  await compareFixture(k);
  await mentorFixture(k);
});

// ---------------------------------------------------------------------------------------------------------------
// The ORGANISATION fixture: two versions, one question reworded (rating range 5 -> 7), five answers
// ---------------------------------------------------------------------------------------------------------------

const K = {
  section: question('SECTION', 'Part one'),
  yesNo: question('YES_NO', 'Would you host again?', { yesLabel: tri('Sure'), noLabel: tri('Nope') }),
  checkbox: question('CHECKBOX', 'What went well?', {
    choices: [choice('a', 'Alpha'), choice('b', 'Beta'), choice('c', 'Gamma')],
    other: true,
  }),
  rating1: question('RATING', 'How prepared was the intern?', { range: 5 }),
  matrix: question('MATRIX', 'Rate each part', {
    options: [choice('r1', 'Row one'), choice('r2', 'Row two')],
    choices: [choice('x', 'Low'), choice('y', 'High')],
  }),
  text: question('TEXT', 'Anything else?'),
};
const rating2 = {
  ...K.rating1,
  title: tri('How well prepared was the intern?'),
  revision: 2,
  reworded: true,
  settings: { range: 7 },
};

const org = {
  m1: '',
  m2: '',
  b1: '',
  b2: '',
  b1Name: `Organisation One ${randomUUID().slice(0, 6)}`,
};

async function organisationFixture(k: typeof kit): Promise<void> {
  const app = k.t.app;
  const fx = await catalogueFixture(app);
  org.m1 = fx.municipalities[0];
  org.m2 = fx.municipalities[1];
  const v1 = await insertVersion(app, 'ORGANISATION', 1, [
    K.section,
    K.yesNo,
    K.checkbox,
    K.rating1,
    K.matrix,
    K.text,
  ]);
  const v2 = await insertVersion(app, 'ORGANISATION', 2, [K.text, K.yesNo, K.checkbox, rating2, K.matrix]);
  const b1 = await insertAccount(app, 'business');
  const b2 = await insertAccount(app, 'business');
  org.b1 = b1.id;
  org.b2 = b2.id;
  await app.database.db.update(businesses).set({ name: org.b1Name }).where(eq(businesses.id, b1.id));
  const people = [
    { municipalityId: org.m1, gender: 'F', name: 'Ana', lastName: 'A', business: b1.id },
    { municipalityId: org.m2, gender: 'M', name: 'Besnik', lastName: 'B', business: b2.id },
    { municipalityId: org.m1, gender: 'M', name: 'Cen', lastName: 'C', business: b1.id },
    { municipalityId: org.m1, gender: 'F', name: 'Dea', lastName: 'D', business: b2.id },
    { municipalityId: org.m2, gender: 'F', name: 'Era', lastName: 'E', business: b1.id },
  ] as const;
  const answers = [
    {
      v: v1,
      at: '2026-03-01T10:00:00Z',
      a: {
        [K.yesNo.key]: true,
        [K.checkbox.key]: { choices: ['a', 'b'] },
        [K.rating1.key]: 4,
        [K.matrix.key]: { r1: 'x', r2: 'y' },
        [K.text.key]: 'Shumë mirë, faleminderit',
      },
    },
    {
      v: v1,
      at: '2026-03-02T10:00:00Z',
      a: {
        [K.yesNo.key]: false,
        [K.checkbox.key]: { choices: ['a'], other: 'Çka tjetër' },
        [K.rating1.key]: 2,
        [K.matrix.key]: { r1: 'x' },
      },
    },
    {
      v: v1,
      at: '2026-03-03T10:00:00Z',
      a: {
        [K.yesNo.key]: true,
        [K.checkbox.key]: { choices: ['c'] },
        [K.rating1.key]: 5,
        [K.text.key]: 'okay',
      },
    },
    {
      v: v2,
      at: '2026-04-01T10:00:00Z',
      a: {
        [K.yesNo.key]: true,
        [K.checkbox.key]: { choices: ['b'] },
        [K.rating1.key]: 7,
        [K.matrix.key]: { r1: 'y', r2: 'y' },
        [K.text.key]: 'Deçan is nice',
      },
    },
    // 22:30 UTC on 2 April is 00:30 on 3 April in Europe/Belgrade (summer time)
    {
      v: v2,
      at: '2026-04-02T22:30:00Z',
      a: { [K.yesNo.key]: false, [K.rating1.key]: 6, [K.text.key]: 'deçan again' },
    },
  ];
  for (const [i, p] of people.entries()) {
    const intern = await insertStatsIntern(app, p);
    const { applicationId } = await insertInternship(app, intern.id, { businessId: p.business });
    const x = answers[i]!;
    await insertAnswer(app, {
      surveyType: 'ORGANISATION',
      versionId: x.v,
      respondentId: p.business,
      respondentRole: 'business',
      businessId: p.business,
      internId: intern.id,
      applicationId,
      answers: x.a as TAnswers,
      submittedAt: x.at,
    });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The PRE/POST fixture: 12 paired interns with known changes, one PRE only, one POST only
// ---------------------------------------------------------------------------------------------------------------

const P = {
  rating: question('RATING', 'How confident are you?', { range: 5 }),
  yesNo: question('YES_NO', 'Do you have a CV?', { yesLabel: tri('Yes'), noLabel: tri('No') }),
  text: question('TEXT', 'What do you expect?'),
  checkbox: question('CHECKBOX', 'Which skills?', {
    choices: [choice('s1', 'Excel'), choice('s2', 'Email')],
  }),
};
const Q = {
  rating: question('RATING', 'How confident are you now?', { range: 5 }, { linkedPreKey: P.rating.key }),
  yesNo: question(
    'YES_NO',
    'Do you have a CV now?',
    { yesLabel: tri('Yes'), noLabel: tri('No') },
    {
      linkedPreKey: P.yesNo.key,
    },
  ),
  text: question('TEXT', 'What did you get?', {}, { linkedPreKey: P.text.key }),
  unlinked: question('RATING', 'How was the organisation?', { range: 5 }),
  checkbox: question(
    'CHECKBOX',
    'Which skills now?',
    { choices: [choice('s1', 'Excel'), choice('s2', 'Email')] },
    {
      linkedPreKey: P.checkbox.key,
    },
  ),
  dangling: question('RATING', 'Linked to nothing', { range: 5 }, { linkedPreKey: randomUUID() }),
};

/** [pre rating, post rating, pre yes, post yes, municipality (1|2), start month]. */
const PAIRS: [number, number, boolean, boolean, 1 | 2, string][] = [
  [2, 4, false, true, 1, '2026-01'], // +2, yes +1
  [3, 3, false, true, 1, '2026-01'], // 0, +1
  [1, 4, false, true, 1, '2026-01'], // +3, +1
  [4, 3, false, true, 1, '2026-01'], // -1, +1
  [2, 5, false, true, 1, '2026-01'], // +3, +1
  [3, 4, false, true, 1, '2026-01'], // +1, +1
  [5, 5, true, true, 1, '2026-02'], // 0, 0
  [2, 2, true, true, 1, '2026-02'], // 0, 0
  [1, 3, true, true, 1, '2026-02'], // +2, 0
  [3, 2, true, true, 2, '2026-02'], // -1, 0
  [2, 4, true, false, 2, '2026-02'], // +2, -1
  [4, 5, true, false, 2, '2026-03'], // +1, -1
];

async function compareFixture(k: typeof kit): Promise<void> {
  const app = k.t.app;
  const fx = await catalogueFixture(app);
  const pre = await insertVersion(app, 'PRE', 1, [P.rating, P.yesNo, P.text, P.checkbox]);
  const post = await insertVersion(app, 'POST', 1, [
    Q.rating,
    Q.yesNo,
    Q.text,
    Q.unlinked,
    Q.checkbox,
    Q.dangling,
  ]);
  const answer = async (
    surveyType: 'PRE' | 'POST',
    internId: string,
    applicationId: string,
    answers: Record<string, unknown>,
    at: string,
  ) =>
    insertAnswer(app, {
      surveyType,
      versionId: surveyType === 'PRE' ? pre : post,
      respondentId: internId,
      respondentRole: 'intern',
      internId,
      applicationId,
      answers: answers as TAnswers,
      submittedAt: at,
    });
  for (const [i, [r0, r1, y0, y1, m, month]] of PAIRS.entries()) {
    const { intern, applicationId } = await insertInternAtWork(app, {
      municipalityId: m === 1 ? fx.municipalities[0] : fx.municipalities[1],
      gender: i % 2 ? 'M' : 'F',
      name: `Pair${i}`,
      lastName: 'P',
      startDate: `${month}-15`,
    });
    await answer(
      'PRE',
      intern.id,
      applicationId,
      { [P.rating.key]: r0, [P.yesNo.key]: y0, [P.text.key]: 'hope' },
      '2026-01-20T09:00:00Z',
    );
    await answer(
      'POST',
      intern.id,
      applicationId,
      {
        [Q.rating.key]: r1,
        [Q.yesNo.key]: y1,
        [Q.text.key]: 'got it',
        [Q.checkbox.key]: { choices: ['s1'] },
      },
      '2026-06-20T09:00:00Z',
    );
  }
  const alone = (gender: 'M' | 'F', name: string) =>
    insertInternAtWork(app, {
      municipalityId: fx.municipalities[0],
      gender,
      name,
      lastName: 'Only',
      startDate: '2026-01-10',
    });
  const preOnly = await alone('F', 'Pre');
  await answer(
    'PRE',
    preOnly.intern.id,
    preOnly.applicationId,
    { [P.rating.key]: 5, [P.checkbox.key]: { choices: ['s2'] } },
    '2026-01-21T09:00:00Z',
  );
  const postOnly = await alone('M', 'Post');
  const { intern, applicationId } = postOnly;
  await answer('POST', intern.id, applicationId, { [Q.rating.key]: 1 }, '2026-06-21T09:00:00Z');
}

// ---------------------------------------------------------------------------------------------------------------
// The MENTOR fixture: the intern is the mentorship's
// ---------------------------------------------------------------------------------------------------------------

const M = {
  yesNo: question('YES_NO', 'Did the intern come to meetings?', { yesLabel: tri('Yes'), noLabel: tri('No') }),
};

async function mentorFixture(k: typeof kit): Promise<void> {
  const app = k.t.app;
  const fx = await catalogueFixture(app);
  const v = await insertVersion(app, 'MENTOR', 1, [M.yesNo]);
  const mentor = await insertAccount(app, 'mentor');
  const { intern, applicationId } = await insertInternAtWork(app, {
    municipalityId: fx.municipalities[1],
    gender: 'O',
    name: 'Mira',
    lastName: 'M',
  });
  const mentorshipId = await insertEndedMentorship(app, mentor.id, intern.id, applicationId);
  await insertAnswer(app, {
    surveyType: 'MENTOR',
    versionId: v,
    respondentId: mentor.id,
    respondentRole: 'mentor',
    mentorId: mentor.id,
    mentorshipId,
    answers: { [M.yesNo.key]: true },
    submittedAt: '2026-05-01T09:00:00Z',
  });
}

// ---------------------------------------------------------------------------------------------------------------

async function stats(query: string): Promise<TStatisticsAnswer> {
  const res = await kit.api('GET', `/surveys/statistics?${query}`, 'admin');
  return expectOk<TStatisticsAnswer>(res);
}
const find = (s: TStatisticsAnswer, key: string, revision?: number): TQuestionStatistics => {
  const q = s.questions.find((x) => x.key === key && (revision === undefined || x.revision === revision));
  if (!q) throw new Error(`no statistics for ${key}#${revision}`);
  return q;
};

describe('GET /surveys/statistics', () => {
  it('counts respondents, bars with shares, the rating distribution and mean, the matrix and texts', async () => {
    const s = await stats('surveyType=ORGANISATION');
    expect(s.respondents).toBe(5);
    // ordered by the newest version's positions; the old revision right after the new one; the old section last
    expect(s.questions.map((q) => `${q.key}#${q.revision}`)).toEqual([
      `${K.text.key}#1`,
      `${K.yesNo.key}#1`,
      `${K.checkbox.key}#1`,
      `${K.rating1.key}#2`,
      `${K.rating1.key}#1`,
      `${K.matrix.key}#1`,
      `${K.section.key}#1`,
    ]);
    const yesNo = find(s, K.yesNo.key);
    expect(yesNo.respondents).toBe(5);
    expect(yesNo.bars).toEqual([
      { id: 'yes', label: tri('Sure'), count: 3, share: 0.6 },
      { id: 'no', label: tri('Nope'), count: 2, share: 0.4 },
    ]);
    expect(yesNo.versions).toEqual([1, 2]);
    const cb = find(s, K.checkbox.key);
    expect(cb.respondents).toBe(4);
    expect(cb.bars!.map((b) => [b.id, b.count, b.share])).toEqual([
      ['a', 2, 0.5],
      ['b', 2, 0.5],
      ['c', 1, 0.25],
    ]);
    expect(cb.otherCount).toBe(1);
    const old = find(s, K.rating1.key, 1);
    expect(old).toMatchObject({ respondents: 3, mean: 3.6667, reworded: true, versions: [1] });
    expect(old.distribution!.map((d) => d.count)).toEqual([0, 1, 0, 1, 1]);
    expect(old.distribution![1]!.share).toBe(0.3333);
    const current = find(s, K.rating1.key, 2);
    expect(current).toMatchObject({ respondents: 2, mean: 6.5, reworded: true, versions: [2] });
    expect(current.title).toEqual(tri('How well prepared was the intern?'));
    expect(current.distribution!.map((d) => d.count)).toEqual([0, 0, 0, 0, 0, 1, 1]);
    const matrix = find(s, K.matrix.key);
    expect(matrix.respondents).toBe(3);
    expect(matrix.matrix!.map((m) => [m.option.id, m.bars.map((b) => [b.id, b.count, b.share])])).toEqual([
      [
        'r1',
        [
          ['x', 2, 0.6667],
          ['y', 1, 0.3333],
        ],
      ],
      [
        'r2',
        [
          ['x', 0, 0],
          ['y', 2, 0.6667],
        ],
      ],
    ]);
    expect(find(s, K.text.key)).toMatchObject({ respondents: 4, textCount: 4 });
    expect(find(s, K.section.key)).toMatchObject({ type: 'SECTION', respondents: 0 });
  });

  it('joins a reworded question’s revisions only on request', async () => {
    const s = await stats('surveyType=ORGANISATION&joinRevisions=true');
    const ratings = s.questions.filter((q) => q.key === K.rating1.key);
    expect(ratings).toHaveLength(1);
    expect(ratings[0]).toMatchObject({
      revision: 2,
      reworded: true,
      respondents: 5,
      mean: 4.8,
      versions: [1, 2],
    });
    expect(ratings[0]!.distribution!.map((d) => d.count)).toEqual([0, 1, 0, 1, 1, 1, 1]);
  });

  it('filters by version, municipality, gender, organisation and Europe/Belgrade dates', async () => {
    const v1 = await stats('surveyType=ORGANISATION&version=1');
    expect(v1.respondents).toBe(3);
    expect(v1.questions.filter((q) => q.key === K.rating1.key).map((q) => [q.revision, q.reworded])).toEqual([
      [1, false],
    ]);
    expect(find(v1, K.yesNo.key).bars!.map((b) => b.count)).toEqual([2, 1]);
    expect((await stats('surveyType=ORGANISATION&version=1,2')).respondents).toBe(5);
    expect((await stats('surveyType=ORGANISATION&version=9')).respondents).toBe(0);
    expect((await stats(`surveyType=ORGANISATION&municipality=${org.m1}`)).respondents).toBe(3);
    const m2 = await stats(`surveyType=ORGANISATION&municipality=${org.m2}`);
    expect(find(m2, K.yesNo.key).bars!.map((b) => b.count)).toEqual([0, 2]);
    expect((await stats('surveyType=ORGANISATION&gender=M')).respondents).toBe(2);
    expect((await stats('surveyType=ORGANISATION&gender=M&gender=F')).respondents).toBe(5);
    const b1 = await stats(`surveyType=ORGANISATION&business=${org.b1}`);
    expect(b1.respondents).toBe(3);
    expect(find(b1, K.rating1.key, 1).mean).toBe(4.5);
    const april = await stats('surveyType=ORGANISATION&from=2026-04-01&to=2026-04-02');
    expect(april.respondents).toBe(1);
    expect(find(april, K.rating1.key, 2).mean).toBe(7);
    const third = await stats('surveyType=ORGANISATION&from=2026-04-03');
    expect(third.respondents).toBe(1);
    expect(find(third, K.rating1.key, 2).mean).toBe(6);
    expect((await stats('surveyType=ORGANISATION&to=2026-03-02')).respondents).toBe(2);
  });

  it('takes a MENTOR answer’s intern from the mentorship', async () => {
    expect((await stats(`surveyType=MENTOR&municipality=${org.m2}`)).respondents).toBe(1);
    expect((await stats(`surveyType=MENTOR&municipality=${org.m1}`)).respondents).toBe(0);
    expect((await stats('surveyType=MENTOR&gender=O')).respondents).toBe(1);
  });

  it('refuses bad filters with 400', async () => {
    for (const q of [
      'surveyType=NOPE',
      'surveyType=PRE&from=2026-02-30',
      'surveyType=PRE&from=2026-04-03&to=2026-04-01',
      'surveyType=PRE&municipality=not-a-uuid',
      'surveyType=PRE&gender=X',
      'surveyType=PRE&version=0',
    ]) {
      const res = await kit.api('GET', `/surveys/statistics?${q}`, 'admin');
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errorType).toBe('VALIDATION_ERROR');
    }
  });
});

describe('reading answers in pages', () => {
  it('walks every answer once across pages, ties on the submission instant included', async () => {
    const repo = createSurveyStatsRepo(kit.t.app.database.db);
    const walk = async (pageSize: number) => {
      const ids: string[] = [];
      let pages = 0;
      await repo.eachAnswerPage(
        { surveyType: 'PRE', versionIds: null },
        (rows) => {
          pages += 1;
          ids.push(...rows.map((r) => r.id));
        },
        { pageSize },
      );
      return { ids, pages };
    };
    const whole = await walk(500);
    // twelve PRE answers share one instant; the thirteenth is a day later
    expect(whole.ids).toHaveLength(13);
    const paged = await walk(2);
    expect(paged.pages).toBe(7);
    expect(paged.ids).toEqual(whole.ids);
    expect(new Set(paged.ids).size).toBe(13);
  });
});

describe('GET /surveys/statistics/texts', () => {
  const texts = async (query: string) => {
    const res = await kit.api('GET', `/surveys/statistics/texts?surveyType=ORGANISATION&${query}`, 'admin');
    return expectOk<{ texts: Json }>(res).texts as {
      docs: { text: string; submittedAt: string }[];
      totalDocs: number;
      totalPages: number;
      hasNextPage: boolean;
    };
  };

  it('pages the texts newest first', async () => {
    const all = await texts(`questionKey=${K.text.key}`);
    expect(all.docs.map((d) => d.text)).toEqual([
      'deçan again',
      'Deçan is nice',
      'okay',
      'Shumë mirë, faleminderit',
    ]);
    expect(all.docs[0]!.submittedAt).toBe('2026-04-02T22:30:00.000Z');
    const second = await texts(`questionKey=${K.text.key}&limit=3&page=2`);
    expect(second.docs.map((d) => d.text)).toEqual(['Shumë mirë, faleminderit']);
    expect([second.totalDocs, second.totalPages, second.hasNextPage]).toEqual([4, 2, false]);
    const beyond = await texts(`questionKey=${K.text.key}&limit=3&page=5`);
    expect([beyond.docs.length, beyond.totalDocs]).toEqual([0, 4]);
  });

  it('searches without case or diacritics, with the filters', async () => {
    expect((await texts(`questionKey=${K.text.key}&search=DECAN`)).docs.map((d) => d.text)).toEqual([
      'deçan again',
      'Deçan is nice',
    ]);
    expect((await texts(`questionKey=${K.text.key}&search=shume mire`)).totalDocs).toBe(1);
    expect((await texts(`questionKey=${K.text.key}&search=100%`)).totalDocs).toBe(0);
    expect((await texts(`questionKey=${K.text.key}&business=${org.b1}`)).docs.map((d) => d.text)).toEqual([
      'deçan again',
      'okay',
      'Shumë mirë, faleminderit',
    ]);
    expect((await texts(`questionKey=${K.text.key}&revision=2`)).totalDocs).toBe(0);
  });

  it('answers a checkbox’s “other” texts', async () => {
    const other = await texts(`questionKey=${K.checkbox.key}&search=cka`);
    expect(other.docs.map((d) => d.text)).toEqual(['Çka tjetër']);
  });
});

describe('GET /surveys/compare', () => {
  const compare = async (query = '', lang = 'en'): Promise<TCompareAnswer> => {
    const res = await kit.t.app.inject({
      method: 'GET',
      url: `/api/surveys/compare?surveyType=POST${query}`,
      headers: { ...kit.headersOf('admin'), 'accept-language': lang },
    });
    return expectOk<TCompareAnswer>(res);
  };
  const pair = (a: TCompareAnswer, postKey: string): TComparedPair =>
    a.pairs.find((p) => p.postKey === postKey)!;
  const shown = (count: number) => ({ count, small: false });
  const hidden = { count: null, small: true };

  it('lists every linked pair whose PRE question exists, with both distributions and means', async () => {
    const a = await compare();
    expect(a.pairs.map((p) => [p.postKey, p.preKey])).toEqual([
      [Q.rating.key, P.rating.key],
      [Q.yesNo.key, P.yesNo.key],
      [Q.text.key, P.text.key],
      [Q.checkbox.key, P.checkbox.key],
    ]);
    const r = pair(a, Q.rating.key);
    expect(r.type).toBe('RATING');
    expect(r.title).toEqual({ pre: tri('How confident are you?'), post: tri('How confident are you now?') });
    expect(r.pre.respondents).toBe(13);
    expect(r.pre.distribution.map((d) => [d.value, d.count])).toEqual([
      ['1', 2],
      ['2', 4],
      ['3', 3],
      ['4', 2],
      ['5', 2],
    ]);
    expect(r.pre.mean).toBe(2.8462);
    expect(r.post.respondents).toBe(13);
    expect(r.post.distribution.map((d) => d.count)).toEqual([1, 2, 3, 4, 3]);
    expect(r.post.distribution[3]!.share).toBe(0.3077);
    expect(r.post.mean).toBe(3.4615);
    const y = pair(a, Q.yesNo.key);
    expect([y.pre.respondents, y.pre.mean, y.post.respondents, y.post.mean]).toEqual([12, 0.5, 12, 0.8333]);
    expect(y.post.distribution).toEqual([
      { value: 'yes', count: 10, share: 0.8333 },
      { value: 'no', count: 2, share: 0.1667 },
    ]);
    const t = pair(a, Q.text.key);
    expect([t.pre.respondents, t.post.respondents, t.pre.distribution, t.post.mean, t.paired]).toEqual([
      12,
      12,
      [],
      null,
      null,
    ]);
    const c = pair(a, Q.checkbox.key);
    expect(c.paired).toBeNull();
    expect(c.pre.distribution.map((d) => [d.value, d.count])).toEqual([
      ['s1', 0],
      ['s2', 1],
    ]);
    expect(c.post.distribution.map((d) => [d.value, d.count])).toEqual([
      ['s1', 12],
      ['s2', 0],
    ]);
  });

  it('gives the paired change of interns who answered both, with the small-cell rule in every breakdown', async () => {
    const a = await compare();
    const fx = await catalogueFixture(kit.t.app);
    const r = pair(a, Q.rating.key).paired!;
    // changes: +2 0 +3 -1 +3 +1 | 0 0 +2 -1 +2 | +1 = 12 over 12 pairs
    expect(r.pairs).toEqual(shown(12));
    expect(r.meanChange).toBe(1);
    // 7 improved, 3 same, 2 declined: both small cells hidden
    expect([r.improved, r.same, r.declined]).toEqual([shown(7), hidden, hidden]);
    // cohorts 6 / 5 / 1: the one small cell hides the next smallest too
    expect(r.byCohort).toEqual([
      { cohort: '2026-01', pairs: shown(6), meanChange: 1.3333 },
      { cohort: '2026-02', pairs: hidden, meanChange: null },
      { cohort: '2026-03', pairs: hidden, meanChange: null },
    ]);
    // municipalities 9 / 3: "<5", and the other hidden too, so the total cannot reveal it
    expect(r.byMunicipality).toEqual([
      {
        municipality: {
          _id: fx.municipalities[0],
          name: `Fixture municipalities 0 ${fx.municipalities[0].slice(0, 8)}`,
        },
        pairs: hidden,
        meanChange: null,
      },
      {
        municipality: {
          _id: fx.municipalities[1],
          name: `Fixture municipalities 1 ${fx.municipalities[1].slice(0, 8)}`,
        },
        pairs: hidden,
        meanChange: null,
      },
    ]);
    const y = pair(a, Q.yesNo.key).paired!;
    // yes = 1: six +1, four 0, two -1
    expect([y.pairs, y.meanChange, y.improved, y.same, y.declined]).toEqual([
      shown(12),
      0.3333,
      shown(6),
      hidden,
      hidden,
    ]);
  });

  it('names municipalities in the request’s language and filters both sides', async () => {
    const fx = await catalogueFixture(kit.t.app);
    const sq = await compare('', 'sq');
    expect(pair(sq, Q.rating.key).paired!.byMunicipality.map((m) => m.municipality.name)).toContain(
      `Fixture municipalities 1 ${fx.municipalities[1].slice(0, 8)} sq`,
    );
    // Serbian in Cyrillic: the Serbian names transliterated (issue 22 §1)
    const cyr = await compare('', 'sr-Cyrl');
    expect(pair(cyr, Q.rating.key).paired!.byMunicipality.map((m) => m.municipality.name)).toContain(
      toCyrillic(`Fixture municipalities 1 ${fx.municipalities[1].slice(0, 8)} sr`),
    );
    const m2 = await compare(`&municipality=${fx.municipalities[1]}`);
    const r = pair(m2, Q.rating.key);
    expect([r.pre.respondents, r.post.respondents]).toEqual([3, 3]);
    expect(r.paired).toMatchObject({
      pairs: hidden,
      meanChange: null,
      byCohort: [
        { cohort: '2026-02', pairs: hidden, meanChange: null },
        { cohort: '2026-03', pairs: hidden, meanChange: null },
      ],
    });
    const none = await compare('&from=2026-07-01');
    expect(pair(none, Q.rating.key).post.respondents).toBe(0);
    expect(pair(none, Q.rating.key).paired).toMatchObject({
      pairs: { count: 0, small: false },
      meanChange: null,
    });
  });

  it('is for POST only', async () => {
    const res = await kit.api('GET', '/surveys/compare?surveyType=PRE', 'admin');
    expectError(res, 400, 'VALIDATION_ERROR');
  });
});

/** A row's cell values, every column (empty cells null). */
const cells = (sheet: ExcelJS.Worksheet, n: number) =>
  Array.from({ length: sheet.columnCount }, (_, i) => sheet.getRow(n).getCell(i + 1).value ?? null);

describe('GET /surveys/export', () => {
  it('streams an .xlsx: three header rows, one row per respondent, readable values', async () => {
    const res = await kit.api('GET', '/surveys/export?surveyType=ORGANISATION', 'admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Survey_ORGANISATION_${programmeToday()}.xlsx"`,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.rowCount).toBe(3 + 5);
    const row = (n: number) => cells(sheet, n);
    const [sq, sr, en] = [row(1), row(2), row(3)];
    expect(sq.slice(0, 8)).toEqual(EXPORT_HEADERS.sq);
    expect(sr[6]).toBe('Opština');
    // questions in the statistics' order (the section left out); the two revisions apart
    expect(en.slice(8)).toEqual([
      'Anything else?',
      'Would you host again?',
      'What went well?',
      'How well prepared was the intern? (revision 2)',
      'How prepared was the intern? (revision 1)',
      'Rate each part',
    ]);
    expect(sq[8]).toBe('Anything else? sq');
    const first = row(4);
    expect(first[0]).toEqual(new Date('2026-03-01T11:00:00Z')); // 10:00 UTC is 11:00 in Belgrade (winter)
    const fx = await catalogueFixture(kit.t.app);
    expect(first.slice(1, 8)).toEqual([
      1,
      'Organisation',
      'Ana A',
      org.b1Name,
      null,
      `Fixture municipalities 0 ${fx.municipalities[0].slice(0, 8)}`,
      'Female',
    ]);
    expect(first.slice(8)).toEqual([
      'Shumë mirë, faleminderit',
      'Sure',
      'Alpha; Beta',
      null,
      4,
      'Row one: Low; Row two: High',
    ]);
    expect(row(5).slice(8)).toEqual([null, 'Nope', 'Alpha; other: Çka tjetër', null, 2, 'Row one: Low']);
    const last = row(8);
    expect(last[0]).toEqual(new Date('2026-04-03T00:30:00Z'));
    expect(last.slice(1, 2)).toEqual([2]);
    expect(last.slice(8)).toEqual(['deçan again', 'Nope', null, 6, null, null]);
  });

  it('takes the filters and the request’s language for values', async () => {
    const res = await kit.t.app.inject({
      method: 'GET',
      url: `/api/surveys/export?surveyType=ORGANISATION&business=${org.b1}&joinRevisions=true`,
      headers: { ...kit.headersOf('admin'), 'accept-language': 'sq' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.rowCount).toBe(3 + 3);
    const first = cells(sheet, 4);
    expect(first.slice(2, 3)).toEqual(['Organizatë']);
    expect(first.slice(7)).toEqual([
      'Femër',
      'Shumë mirë, faleminderit',
      'Sure sq',
      'Alpha sq; Beta sq',
      4,
      'Row one sq: Low sq; Row two sq: High sq',
    ]);
  });
});

describe('GET /surveys/export in Cyrillic (issue 22 §1)', () => {
  const exportIn = async (language: string) => {
    const res = await kit.t.app.inject({
      method: 'GET',
      url: `/api/surveys/export?surveyType=ORGANISATION&business=${org.b1}&joinRevisions=true`,
      headers: { ...kit.headersOf('admin'), 'accept-language': language },
    });
    expect(res.statusCode, res.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return wb.worksheets[0]!;
  };

  it('sr-Cyrl: the Serbian header row and the labels in Cyrillic, text answers as written; sr stays Latin', async () => {
    const [cyr, lat] = [await exportIn('sr-Cyrl'), await exportIn('sr')];
    expect(cells(cyr, 1)).toEqual(cells(lat, 1));
    expect(cells(cyr, 3)).toEqual(cells(lat, 3));
    const header = cells(cyr, 2);
    expect(header.slice(0, 8)).toEqual(EXPORT_HEADERS.sr.map(toCyrillic));
    for (const h of header.slice(0, 8)) expect(latinLeftovers(String(h)), String(h)).toEqual([]);
    expect(cells(lat, 2).slice(0, 8)).toEqual(EXPORT_HEADERS.sr);
    const [c, l] = [cells(cyr, 4), cells(lat, 4)];
    expect(c[2]).toBe('Организација');
    expect(latinLeftovers(String(c[7]))).toEqual([]);
    // role, municipality, gender and the labels of yes/no, checkbox and matrix answers: the Serbian ones in Cyrillic
    for (const i of [2, 6, 7, 9, 10, 12]) expect(c[i], String(i)).toBe(toCyrillic(String(l[i])));
    // what people wrote and numbers stay
    expect(c[8]).toBe('Shumë mirë, faleminderit');
    expect(c.slice(0, 2)).toEqual(l.slice(0, 2));
    expect(c[11]).toBe(l[11]);
  });
});

describe('permissions', () => {
  const routes = [
    '/surveys/statistics?surveyType=PRE',
    `/surveys/statistics/texts?surveyType=PRE&questionKey=${randomUUID()}`,
    '/surveys/compare?surveyType=POST',
    '/surveys/export?surveyType=PRE',
  ];
  const roles: [TRole | null, number][] = [
    [null, 401],
    ['intern', 403],
    ['business', 403],
    ['mentor', 403],
    ['admin', 200],
  ];
  for (const url of routes)
    it(`${url.split('?')[0]}: admins only`, async () => {
      for (const [role, status] of roles) {
        const res = await kit.api('GET', url, role);
        expect(res.statusCode, `${role} ${url}`).toBe(status);
        if (status !== 200) expect(res.json().errorType).toBe(role ? 'FORBIDDEN' : 'UNAUTHORIZED');
      }
    });
});
