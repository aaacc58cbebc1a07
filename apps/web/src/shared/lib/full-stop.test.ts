import { describe, expect, it } from 'vitest';
import i18n from '../../app/i18n.ts';
import { collapseDoubleStop } from './full-stop.ts';

describe('a name ending in a full stop at the end of a sentence', () => {
  it('keeps one stop, and leaves an ellipsis and single stops alone', () => {
    expect(collapseDoubleStop('at Kodra SH.P.K.. You may')).toBe('at Kodra SH.P.K. You may');
    expect(collapseDoubleStop('Kodra SH.P.K..')).toBe('Kodra SH.P.K.');
    expect(collapseDoubleStop('Wait...')).toBe('Wait...');
    expect(collapseDoubleStop('A.B. c.')).toBe('A.B. c.');
  });

  it.each([
    ['en', 'Drita starts Web intern at Kodra SH.P.K. You may adjust the dates.'],
    ['sq', 'Drita fillon Web intern te Kodra SH.P.K. Mund t'],
    ['sr', 'Drita počinje Web intern u: Kodra SH.P.K. Možete izmeniti datume.'],
  ])('in %s, the admin’s approve dialog and the report dialog say "SH.P.K." once', async (lang, start) => {
    await i18n.changeLanguage(lang);
    const approve = i18n.t('engagements:validation.approveText', {
      name: 'Drita',
      posting: 'Web intern',
      business: 'Kodra SH.P.K.',
    });
    expect(approve.startsWith(start), approve).toBe(true);
    expect(approve).not.toContain('..');
    const report = i18n.t('engagements:report.text', { name: 'Kodra SH.P.K.' });
    expect(report).toContain('Kodra SH.P.K.');
    expect(report).not.toContain('..');
  });
});
