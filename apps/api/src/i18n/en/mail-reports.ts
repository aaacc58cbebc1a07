import type { mailReports as reference } from '../sq/mail-reports.ts';
import { Plural, type Mirror } from '../shape.ts';

export const mailReports: Mirror<typeof reference> = {
  subject: 'Your export is ready',
  ready: 'The export {{file}} ({{rows}}) is ready.',
  rows: new Plural({ one: '{{count}} row', other: '{{count}} rows' }),
  validity: 'The link works until {{until}} and for you only: sign in to download it.',
  button: 'Download the export',
};
