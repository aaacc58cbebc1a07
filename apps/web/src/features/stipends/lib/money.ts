import type { TLanguage } from '@praktika/contracts/common';

const LOCALES: Record<TLanguage, string> = { sq: 'sq-AL', sr: 'sr-Latn-RS', en: 'en-GB' };

/** Cents as euros in the UI language ("150,00 €"); null as a dash. Only for display: amounts stay integers. */
export function formatCents(cents: number | null | undefined, lang: TLanguage): string {
  if (cents === null || cents === undefined) return '—';
  return new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** `2026-11-01` → "November 2026" in the UI language. */
export function formatMonth(month: string, lang: TLanguage): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(LOCALES[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}
