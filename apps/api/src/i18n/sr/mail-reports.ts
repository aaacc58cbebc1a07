import type { mailReports as reference } from '../sq/mail-reports.ts';
import { Plural, type Mirror } from '../shape.ts';

export const mailReports: Mirror<typeof reference> = {
  subject: 'Vaš izvoz je spreman',
  ready: 'Izvoz {{file}} ({{rows}}) je spreman.',
  rows: new Plural({ one: '{{count}} red', few: '{{count}} reda', other: '{{count}} redova' }),
  validity: 'Link važi do {{until}} i samo za vas: prijavite se da biste ga preuzeli.',
  button: 'Preuzmi izvoz',
};
