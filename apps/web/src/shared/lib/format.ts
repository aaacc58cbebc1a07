import dayjs, { type Dayjs } from 'dayjs';

/** Every date the app shows is DD/MM/YYYY, whatever the language. */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

type DateInput = string | number | Date | Dayjs | null | undefined;

function toDayjs(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

/** `2024-03-05` or an ISO timestamp -> `05/03/2024`; empty text for nothing or an invalid date. */
export function formatDate(value: DateInput): string {
  return toDayjs(value)?.format(DATE_FORMAT) ?? '';
}

export function formatDateTime(value: DateInput): string {
  return toDayjs(value)?.format(DATE_TIME_FORMAT) ?? '';
}

/**
 * Numbers in the UI's language. The app's `sr` is Latin-script Serbian (`sr-Latn`). Debian's Chromium carries no
 * Albanian number data and would format `sq` as American English ("12.5%"); there Albanian's own separators
 * (decimal comma, a no-break space between thousands from five digits on, as CLDR has them) are put in.
 */
export function numberFormat(lang: string | undefined, options: Intl.NumberFormatOptions = {}) {
  const locale = lang === 'sr' ? 'sr-Latn' : lang;
  if (locale !== 'sq' || Intl.NumberFormat.supportedLocalesOf('sq').length) {
    const nf = new Intl.NumberFormat(locale, options);
    return (n: number) => nf.format(n);
  }
  const nf = new Intl.NumberFormat('en', options);
  return (n: number) => {
    const parts = nf.formatToParts(n);
    const integerDigits = parts.filter((p) => p.type === 'integer').reduce((k, p) => k + p.value.length, 0);
    return parts
      .map((p) =>
        p.type === 'decimal' ? ',' : p.type === 'group' ? (integerDigits >= 5 ? '\u00a0' : '') : p.value,
      )
      .join('');
  };
}
