import { useState } from 'react';
import { Button, Modal, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@praktika/contracts/common';
import type { TQuestionStatistics } from '@praktika/contracts/surveys';
import type { TStatisticsQueryWeb } from '../api/surveys.ts';
import { ChartBlock, decimal, percent, type TableAlternative } from './chart-block.tsx';
import { colour, type ChartProps } from '../../../shared/charts/chart-types.ts';
import { TextAnswers } from './text-answers.tsx';
import { shownText } from '../../../shared/lib/shown-text.ts';

/** How a question's wording history is shown (the statistics keep a reworded question's revisions apart). */
export type RewordMark =
  | { kind: 'reworded'; version: number }
  | { kind: 'earlier'; versions: number[] }
  | { kind: 'joined'; versions: number[] }
  | null;

/**
 * The marks of a statistics answer's questions: a key with more than one revision is reworded; apart, its newest
 * revision says in which version it was reworded and older ones are "earlier wording"; joined, one card says the
 * wordings are counted together.
 */
export function rewordMarks(questions: readonly TQuestionStatistics[], joined: boolean): RewordMark[] {
  const newest = new Map<string, number>();
  for (const q of questions) newest.set(q.key, Math.max(newest.get(q.key) ?? 0, q.revision));
  return questions.map((q) => {
    if (!q.reworded) return null;
    if (joined) return { kind: 'joined', versions: q.versions };
    if (q.revision === newest.get(q.key)) return { kind: 'reworded', version: Math.min(...q.versions) };
    return { kind: 'earlier', versions: q.versions };
  });
}

interface Drawn {
  chart: ChartProps;
  table: TableAlternative;
}

/**
 * One count per row, drawn as a single series (`layout`) and given as a table of the row (its heading `first`),
 * its count and its share.
 */
function countsOf(
  rows: { label: string; cell: string | number; count: number; share: number }[],
  layout: ChartProps['layout'],
  first: string,
  title: string,
  lang: TLanguage,
  t: (k: string) => string,
): Drawn {
  return {
    chart: {
      rows: rows.map((r) => ({ label: r.label, count: r.count })),
      series: [{ key: 'count', name: t('table.count'), color: colour(0) }],
      layout,
    },
    table: {
      caption: title,
      head: [first, t('table.count'), t('table.share')],
      rows: rows.map((r) => [r.cell, r.count, percent(r.share, lang)]),
    },
  };
}

/** Bars with counts and shares (yes/no, checkbox; a checkbox's "Other" as the last bar). */
function barsOf(q: TQuestionStatistics, lang: TLanguage, title: string, t: (k: string) => string): Drawn {
  const bars = (q.bars ?? []).map((b) => ({
    label: shownText(b.label[lang], lang),
    count: b.count,
    share: b.share,
  }));
  if (q.type === 'CHECKBOX' && (q.otherCount ?? 0) > 0) {
    const count = q.otherCount ?? 0;
    bars.push({
      label: t('compare.other'),
      count,
      share: q.respondents ? count / q.respondents : 0,
    });
  }
  const rows = bars.map((b) => ({ ...b, cell: b.label }));
  return countsOf(rows, 'bars', t('table.answer'), title, lang, t);
}

function ratingOf(q: TQuestionStatistics, lang: TLanguage, title: string, t: (k: string) => string): Drawn {
  const rows = (q.distribution ?? []).map((d) => ({
    label: String(d.value),
    cell: d.value,
    count: d.count,
    share: d.share,
  }));
  return countsOf(rows, 'columns', t('table.value'), title, lang, t);
}

/** One stacked bar per matrix row (option), a segment per column (choice). */
function matrixOf(q: TQuestionStatistics, lang: TLanguage, title: string, t: (k: string) => string): Drawn {
  const rows = q.matrix ?? [];
  const choices = rows[0]?.bars ?? [];
  return {
    chart: {
      rows: rows.map((r) => ({
        label: shownText(r.option.label[lang], lang),
        ...Object.fromEntries(r.bars.map((b) => [`c_${b.id}`, b.count])),
      })),
      series: choices.map((c, i) => ({
        key: `c_${c.id}`,
        name: shownText(c.label[lang], lang),
        color: colour(i),
      })),
      layout: 'bars',
      stacked: true,
    },
    table: {
      caption: title,
      head: [t('table.row'), ...choices.map((c) => shownText(c.label[lang], lang))],
      rows: rows.map((r) => [
        shownText(r.option.label[lang], lang),
        ...choices.map((c) => {
          const b = r.bars.find((x) => x.id === c.id);
          return b ? `${b.count} (${percent(b.share, lang)})` : '0';
        }),
      ]),
    },
  };
}

/**
 * One question's card: its title, respondents, wording mark and the chart its type calls for (a section: its title
 * as a heading).
 */
export function QuestionCard({
  q,
  lang,
  query,
  mark,
}: {
  q: TQuestionStatistics;
  lang: TLanguage;
  query: TStatisticsQueryWeb;
  mark: RewordMark;
}) {
  const { t } = useTranslation(['surveyStats', 'surveys']);
  const st = (k: string) => t(`surveyStats:${k}`);
  const [otherOpen, setOtherOpen] = useState(false);
  const title = shownText(q.title[lang], lang);
  // A section has no answers: its title heads the cards that follow, not a card saying "no answers yet".
  if (q.type === 'SECTION')
    return (
      <h2 className="pk-ss-section-title" data-testid="section-title">
        {title}
      </h2>
    );
  const caption = t('surveyStats:table.caption', { question: title });
  const drawn =
    q.type === 'YES_NO' || q.type === 'CHECKBOX'
      ? barsOf(q, lang, caption, st)
      : q.type === 'RATING'
        ? ratingOf(q, lang, caption, st)
        : q.type === 'MATRIX'
          ? matrixOf(q, lang, caption, st)
          : null;
  const headingId = `pk-ss-q-${q.key}-${q.revision}`;
  return (
    <section className="pk-card pk-ss-card" aria-labelledby={headingId} data-testid="question-stats">
      <header className="pk-ss-card-head">
        <h2 id={headingId} className="pk-ss-q-title">
          {title}
        </h2>
        <div className="pk-ss-q-meta">
          <Tag>{t(`surveys:types.${q.type}`)}</Tag>
          <span className="pk-ss-muted">{t('surveyStats:respondents', { count: q.respondents })}</span>
        </div>
        {mark && (
          <p className="pk-ss-reworded" data-testid="reworded-mark">
            {mark.kind === 'reworded'
              ? t('surveyStats:question.reworded', { version: mark.version })
              : mark.kind === 'earlier'
                ? t('surveyStats:question.earlierWording', { versions: mark.versions.join(', ') })
                : t('surveyStats:question.rewordedJoined', { versions: mark.versions.join(', ') })}
          </p>
        )}
      </header>
      {q.type === 'TEXT' ? (
        <TextAnswers
          query={query}
          questionKey={q.key}
          revision={query.joinRevisions ? undefined : q.revision}
          question={title}
        />
      ) : q.respondents === 0 || !drawn ? (
        <p className="pk-ss-muted">{t('surveyStats:question.noAnswers')}</p>
      ) : (
        <>
          {q.type === 'RATING' && (
            <p className="pk-ss-mean">
              {q.mean === null || q.mean === undefined
                ? t('surveyStats:question.noMean')
                : t('surveyStats:question.mean', {
                    mean: decimal(q.mean, lang),
                    range: q.distribution?.length ?? 0,
                  })}
            </p>
          )}
          <ChartBlock chart={drawn.chart} table={drawn.table} />
          {q.type === 'CHECKBOX' && (q.otherCount ?? 0) > 0 && (
            <p className="pk-ss-other">
              <span>{t('surveyStats:question.other', { count: q.otherCount })}</span>{' '}
              <Button type="link" size="small" onClick={() => setOtherOpen(true)}>
                {t('surveyStats:question.readOther')}
              </Button>
            </p>
          )}
        </>
      )}
      {otherOpen && (
        <Modal
          open
          title={t('surveyStats:texts.otherTitle', { question: title })}
          onCancel={() => setOtherOpen(false)}
          footer={<Button onClick={() => setOtherOpen(false)}>{t('surveyStats:texts.close')}</Button>}
        >
          <TextAnswers
            query={query}
            questionKey={q.key}
            revision={query.joinRevisions ? undefined : q.revision}
            question={title}
          />
        </Modal>
      )}
    </section>
  );
}
