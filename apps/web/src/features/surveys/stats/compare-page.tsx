import type { ReactNode } from 'react';
import { Empty, Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TLanguage } from '@praktika/contracts/common';
import type { TCell, TComparedPair, TQuestion } from '@praktika/contracts/surveys';
import { compareOptions, useQuestionSet } from '../api/surveys.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useLanguage } from '../../../shared/ui/catalogue-select.tsx';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { ChartBlock, DataTable, decimal, percent } from './chart-block.tsx';
import { colour } from '../../../shared/charts/chart-types.ts';
import { StatsFilterBar } from './stats-filter-bar.tsx';
import { queryOf, rangeInvalid, useStatsFilters } from './stats-filters.ts';
import '../../../shared/admin/admin.css';
import './stats.css';
import { shownText } from '../../../shared/lib/shown-text.ts';

const NOTE_ID = 'pk-ss-small-note';

/** A breakdown cell: its count, or "<5" (with the footnote's mark) when the small-cell rule hides it. */
export function CellValue({ cell }: { cell: TCell }) {
  if (!cell.small) return <>{cell.count ?? 0}</>;
  return (
    <span className="pk-ss-small" data-testid="small-cell">
      {'<5'}
      <sup>
        <a href={`#${NOTE_ID}`} aria-describedby={NOTE_ID} className="pk-ss-note-mark">
          *
        </a>
      </sup>
    </span>
  );
}

/**
 * A side's mean, or for yes/no (whose mean is the share of "yes") that share; a change likewise, for yes/no in
 * percentage points ("+25 percentage points", not "+0.25").
 */
const meanText = (pair: TComparedPair, mean: number, lang: TLanguage, t: TFunction) =>
  pair.type === 'YES_NO'
    ? t('compare.yesShare', { share: percent(mean, lang) })
    : t('compare.mean', { mean: decimal(mean, lang) });
const changeText = (pair: TComparedPair, n: number | null, lang: TLanguage, t: TFunction) =>
  n === null
    ? '—'
    : pair.type === 'YES_NO'
      ? t('compare.points', { change: decimal(n * 100, lang, true) })
      : decimal(n, lang, true);

/**
 * "2026-03" as the month in the UI's language; "unknown" as "No start date". Month names come from dayjs's
 * locales (loaded by the app): browsers' Intl may lack Albanian (Chromium showed "December 2026" on an Albanian
 * page).
 */
function cohortName(cohort: string, lang: TLanguage, t: TFunction) {
  const m = /^(\d{4})-(\d{2})$/.exec(cohort);
  if (!m) return t('surveyStats:compare.unknownCohort');
  return dayjs(`${m[1]}-${m[2]}-01`).locale(lang).format('MMMM YYYY');
}

/** The label of a distribution value: yes/no, a rating point, a checkbox choice (from either set) or "Other". */
function valueLabel(
  value: string,
  pair: TComparedPair,
  choices: Map<string, TQuestion>,
  lang: TLanguage,
  t: TFunction,
) {
  if (pair.type === 'YES_NO')
    return value === 'yes' ? t('surveyStats:compare.yes') : t('surveyStats:compare.no');
  if (pair.type === 'RATING') return value;
  if (value === 'other') return t('surveyStats:compare.other');
  for (const key of [pair.postKey, pair.preKey]) {
    const q = choices.get(key);
    if (q?.type === 'CHECKBOX') {
      const c = q.choices.find((x) => x.id === value);
      if (c) return shownText(c.label[lang], lang);
    }
  }
  return value;
}

function PairCard({
  pair,
  lang,
  questions,
}: {
  pair: TComparedPair;
  lang: TLanguage;
  questions: Map<string, TQuestion>;
}) {
  const { t } = useTranslation('surveyStats');
  const title = shownText(pair.title.post[lang], lang);
  const values = [
    ...new Set([...pair.pre.distribution.map((d) => d.value), ...pair.post.distribution.map((d) => d.value)]),
  ];
  const side = (s: TComparedPair['pre'], v: string) => s.distribution.find((d) => d.value === v);
  const headingId = `pk-ss-pair-${pair.postKey}`;
  const p = pair.paired;
  const outcomes: [string, TCell][] = p
    ? [
        [t('compare.improved'), p.improved],
        [t('compare.same'), p.same],
        [t('compare.declined'), p.declined],
      ]
    : [];
  const allShown = outcomes.every(([, c]) => !c.small);
  const table = (caption: string, head: string[], rows: ReactNode[][]) => ({ caption, head, rows });
  return (
    <section className="pk-card pk-ss-card" aria-labelledby={headingId} data-testid="compared-pair">
      <header className="pk-ss-card-head">
        <h2 id={headingId} className="pk-ss-q-title">
          {title}
        </h2>
        <p className="pk-ss-muted">
          {t('compare.preQuestion', { title: shownText(pair.title.pre[lang], lang) })}
        </p>
      </header>
      <div className="pk-ss-means">
        <span>
          <strong>{t('compare.pre')}</strong> {t('respondents', { count: pair.pre.respondents })}
          {pair.pre.mean !== null && ` · ${meanText(pair, pair.pre.mean, lang, t)}`}
        </span>
        <span>
          <strong>{t('compare.post')}</strong> {t('respondents', { count: pair.post.respondents })}
          {pair.post.mean !== null && ` · ${meanText(pair, pair.post.mean, lang, t)}`}
        </span>
      </div>
      <ChartBlock
        chart={{
          rows: values.map((v) => ({
            label: valueLabel(v, pair, questions, lang, t),
            pre: side(pair.pre, v)?.share ?? 0,
            post: side(pair.post, v)?.share ?? 0,
          })),
          series: [
            { key: 'pre', name: t('compare.pre'), color: colour(0) },
            { key: 'post', name: t('compare.post'), color: colour(1) },
          ],
          layout: pair.type === 'RATING' ? 'columns' : 'bars',
          percent: true,
        }}
        table={table(
          t('table.caption', { question: title }),
          [t('table.answer'), t('compare.pre'), t('compare.post')],
          values.map((v) => {
            const a = side(pair.pre, v);
            const b = side(pair.post, v);
            return [
              valueLabel(v, pair, questions, lang, t),
              `${a?.count ?? 0} (${percent(a?.share ?? 0, lang)})`,
              `${b?.count ?? 0} (${percent(b?.share ?? 0, lang)})`,
            ];
          }),
        )}
      />
      <h3 className="pk-ss-h3">{t('compare.paired')}</h3>
      {!p ? (
        <p className="pk-ss-muted">{t('compare.notPairable')}</p>
      ) : (
        <>
          <dl className="pk-ss-paired">
            <div>
              <dt>{t('compare.pairs')}</dt>
              <dd data-testid="pairs">
                <CellValue cell={p.pairs} />
              </dd>
            </div>
            <div>
              <dt>{t('compare.meanChange')}</dt>
              <dd data-testid="mean-change">{changeText(pair, p.meanChange, lang, t)}</dd>
            </div>
          </dl>
          {allShown && (p.pairs.count ?? 0) > 0 ? (
            <ChartBlock
              chart={{
                rows: [
                  {
                    label: t('compare.outcomes'),
                    improved: p.improved.count ?? 0,
                    same: p.same.count ?? 0,
                    declined: p.declined.count ?? 0,
                  },
                ],
                series: [
                  { key: 'improved', name: t('compare.improved'), color: '#2E8B74' },
                  { key: 'same', name: t('compare.same'), color: '#6C7A89' },
                  { key: 'declined', name: t('compare.declined'), color: '#C0392B' },
                ],
                layout: 'bars',
                stacked: true,
                height: 110,
              }}
              table={table(
                t('compare.outcomes'),
                [t('compare.outcomes'), t('table.count')],
                outcomes.map(([label, cell]) => [label, <CellValue key={label} cell={cell} />]),
              )}
            />
          ) : (
            <DataTable
              table={table(
                t('compare.outcomes'),
                [t('compare.outcomes'), t('table.count')],
                outcomes.map(([label, cell]) => [label, <CellValue key={label} cell={cell} />]),
              )}
            />
          )}
          <div className="pk-ss-breakdowns">
            <DataTable
              table={table(
                t('compare.byCohort'),
                [t('compare.cohort'), t('compare.pairs'), t('compare.meanChange')],
                p.byCohort.map((c) => [
                  cohortName(c.cohort, lang, t),
                  <CellValue key="n" cell={c.pairs} />,
                  changeText(pair, c.meanChange, lang, t),
                ]),
              )}
            />
            <DataTable
              table={table(
                t('compare.byMunicipality'),
                [t('compare.municipality'), t('compare.pairs'), t('compare.meanChange')],
                p.byMunicipality.map((m) => [
                  m.municipality.name,
                  <CellValue key="n" cell={m.pairs} />,
                  changeText(pair, m.meanChange, lang, t),
                ]),
              )}
            />
          </div>
        </>
      )}
    </section>
  );
}

/**
 * `/dashboard/compareQuestions` (admins; hidden, opened from the post survey's statistics with its filters): for
 * every post question linked to a pre question, both distributions side by side and the change per intern who
 * answered both, with breakdowns by cohort and municipality; small cells show "<5" and a footnote explains why.
 */
export function CompareQuestionsPage() {
  const { t } = useTranslation('surveyStats');
  usePageTitle('surveyStats:compare.title');
  const lang = useLanguage();
  const { params, filters } = useStatsFilters();
  const invalid = rangeInvalid(filters);
  const compare = useQuery({
    ...compareOptions(queryOf(filters, 'POST')),
    enabled: !invalid,
    placeholderData: keepPreviousData,
  });
  const pre = useQuestionSet('PRE');
  const post = useQuestionSet('POST');
  const questions = new Map<string, TQuestion>(
    [...(pre.data?.questions.docs ?? []), ...(post.data?.questions.docs ?? [])].map((q) => [q.key, q]),
  );
  const back = new URLSearchParams(params);
  back.set('type', 'post');
  const pairs = compare.data?.pairs ?? [];
  return (
    <div className="pk-dash-page pk-ss-page">
      <p>
        <Link to={`/dashboard/surveyStatistics?${back.toString()}`}>
          <ArrowLeftOutlined aria-hidden /> {t('compare.back')}
        </Link>
      </p>
      <div className="pk-admin-head">
        <h1 className="pk-dash-h1">{t('compare.title')}</h1>
      </div>
      <p className="pk-ss-intro">{t('compare.intro')}</p>
      <div className="pk-card pk-admin-card">
        <StatsFilterBar fixedType="POST" />
      </div>
      {invalid ? null : compare.isError ? (
        <ListError error={compare.error} onRetry={() => void compare.refetch()} />
      ) : !compare.data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : pairs.length === 0 ? (
        <Empty description={t('compare.empty')} />
      ) : (
        <div aria-busy={compare.isFetching}>
          <div className="pk-ss-cards">
            {pairs.map((pair) => (
              <PairCard key={pair.postKey} pair={pair} lang={lang} questions={questions} />
            ))}
          </div>
          <p id={NOTE_ID} className="pk-ss-note">
            * {t('compare.smallNote')}
          </p>
        </div>
      )}
    </div>
  );
}
