import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TStatisticsCounts } from '@praktika/contracts/reports';
import type { TLanguage } from '../../../shared/lib/languages.ts';
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

/**
 * Intl locales of whole numbers per language (the app's `sr` is Latin-script Serbian). Where a browser has no
 * Albanian number data (Debian's Chromium) French stands in: it groups thousands with a space as Albanian does,
 * where English's comma would read as Albanian's decimal comma. (`shared/lib/format.ts` `numberFormat` does the
 * same for every number, but importing it brings dayjs, ~3.5 KB gzip that would take the home page over its budget.)
 */
const NUMBER_LOCALES: Record<TLanguage, string[]> = { sq: ['sq', 'fr'], sr: ['sr-Latn'], en: ['en'] };

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
  const nf = new Intl.NumberFormat(NUMBER_LOCALES[lang], { maximumFractionDigits: 0 });
  return (
    <section className="pk-section pk-numbers" aria-labelledby="numbers-title">
      <div className="pk-container">
        <h2 id="numbers-title">{t('numbers.title')}</h2>
        <ul className="pk-numbers-list" aria-busy={counts.data ? undefined : true}>
          {PROGRAMME_COUNTS.map((key) => (
            <li key={key} className="pk-card">
              <CountValue count={counts.data?.[key]} format={(n) => nf.format(n)} />
              <span className="pk-numbers-label">{t(`numbers.items.${key}`)}</span>
            </li>
          ))}
        </ul>
        <p className="pk-muted pk-numbers-note">{t('numbers.note')}</p>
      </div>
    </section>
  );
}
