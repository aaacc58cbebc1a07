import { Plural } from '../shape.ts';

/** The reports' e-mail (`modules/reports/reports.mail.ts`): a large export is ready. */
export const mailReports = {
  subject: 'Eksporti juaj është gati',
  ready: 'Eksporti {{file}} ({{rows}}) është gati.',
  rows: new Plural({ one: '{{count}} rresht', other: '{{count}} rreshta' }),
  validity: 'Lidhja vlen deri më {{until}} dhe vetëm për ju: kyçuni për ta shkarkuar.',
  button: 'Shkarko eksportin',
};
