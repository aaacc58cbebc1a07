import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TStatisticsCounts } from '@praktika/contracts/reports';
import type { TLanguage } from '../../../shared/lib/languages.ts';
import { numberFormat } from '../../../shared/lib/number-format.ts';
import { homeCountsOptions } from '../api/home-counts.ts';
import './programme-numbers.css';

/** The six counts, in the order the section shows them. */
export const PROGRAMME_COUNTS = [
  'internCount',
  'businessCount',
  'mentorCount',
  'applicationCount',
  'jobCount',
  'trainingCount',
] as const satisfies readonly (keyof TStatisticsCounts)[];

/** One count: "1,230+" on screen, "more than 1,230" to a screen reader; a friendly line for 0 (0–9 people). */
function CountValue({ count, format }: { count: number | undefined; format: (n: number) => string }) {
  const { t } = useTranslation('home');
  if (count === undefined)
    return (
      <span className="pk-numbers-value" aria-hidden="true">
        <span className="pk-numbers-pending" />
      </span>
    );
  if (count === 0)
    return <span className="pk-numbers-value pk-numbers-starting">{t('numbers.starting')}</span>;
  const value = format(count);
  return (
    <span className="pk-numbers-value">
      <span aria-hidden="true">{t('numbers.plus', { value })}</span>
      <span className="sr-only">{t('numbers.moreThan', { value })}</span>
    </span>
  );
}

/**
 * "The programme in numbers" on the home page: the six public counts (rounded down to tens by the API), each with
 * its label. While they load the cards keep their place (same labels, a placeholder for the number), so nothing
 * moves when they arrive; when they cannot be loaded the section is left out.
 */
export function ProgrammeNumbers({ lang }: { lang: TLanguage }) {
  const { t } = useTranslation('home');
  const counts = useQuery(homeCountsOptions());
  if (!counts.data && counts.isError) return null;
  const format = numberFormat(lang, { maximumFractionDigits: 0 });
  return (
    <section className="pk-section pk-numbers" aria-labelledby="numbers-title">
      <div className="pk-container">
        <h2 id="numbers-title">{t('numbers.title')}</h2>
        <ul className="pk-numbers-list" aria-busy={counts.data ? undefined : true}>
          {PROGRAMME_COUNTS.map((key) => (
            <li key={key} className="pk-card">
              <CountValue count={counts.data?.[key]} format={format} />
              <span className="pk-numbers-label">{t(`numbers.items.${key}`)}</span>
            </li>
          ))}
        </ul>
        <p className="pk-muted pk-numbers-note">{t('numbers.note')}</p>
      </div>
    </section>
  );
}
