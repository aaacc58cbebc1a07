/* Number formatting alone (no dayjs), so the public home can use it within its script budget. */

/**
 * Numbers in the UI's language. The app's `sr` is Latin-script Serbian (`sr-Latn`), `sr-Cyrl` Cyrillic. Debian's Chromium carries no
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
