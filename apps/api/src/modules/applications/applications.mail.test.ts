import { describe, expect, it } from 'vitest';
import { parseMailParams } from '../../platform/mail/define-mail.ts';
import { renderMail } from '../../services.ts';
import { checkEveryEvent } from '../../../test/mail-kit.ts';
import { APPLICATION_MAIL, APPLICATION_MAIL_EVENTS } from './applications.mail.ts';

const params = (event: string) => ({
  event,
  opportunity: 'Junior <developer>',
  other: 'Acme  Sh.p.k.',
  link: 'https://praktika.example/applications',
  name: 'Arta',
});

describe('the application e-mail', () => {
  it('renders every step in sq, sr and en: its own subject, the title, the other party, the link; names escaped', () => {
    checkEveryEvent('application', APPLICATION_MAIL_EVENTS, params, (mail, event, label, language) => {
      expect(mail.subject, label).toContain('Junior <developer>');
      expect(mail.text).toContain('https://praktika.example/applications');
      expect(mail.html).toContain('Junior &lt;developer&gt;');
      expect(mail.html).not.toContain('<developer>');
      expect(mail.html).toContain(`lang="${language}"`);
      if (!['approve', 'refuse'].includes(event)) expect(mail.text).toContain('Acme Sh.p.k.');
    });
  });

  it('speaks each language', () => {
    const subject = (language: 'sq' | 'sr' | 'en') =>
      renderMail({ template: 'application', language, params: params('invited') }).subject;
    expect(subject('en')).toBe('You are invited to apply: Junior <developer>');
    expect(subject('sq')).toBe('Jeni ftuar të aplikoni: Junior <developer>');
    expect(subject('sr')).toBe('Pozvani ste da se prijavite: Junior <developer>');
  });

  it('carries the details line (the interview) when given', () => {
    const mail = renderMail({
      template: 'application',
      language: 'en',
      params: { ...params('scheduleInterview'), details: '2027-03-01, 10:30, Office' },
    });
    expect(mail.text).toContain('Details: 2027-03-01, 10:30, Office');
  });

  it('writes dates DD/MM/YYYY and the interview time in Kosovo time with the zone, in each language', () => {
    const render = (
      language: 'sq' | 'sr' | 'en',
      extra: Record<string, string>,
      event = 'scheduleInterview',
    ) => renderMail({ template: 'application', language, params: { ...params(event), ...extra } }).text;
    const winter = { interviewDate: '2026-12-01', interviewTime: '10:30', interviewPlace: 'Office 4' };
    expect(render('en', winter)).toContain('When: 01/12/2026, 10:30 (Europe/Belgrade time, UTC+01:00)');
    expect(render('en', winter)).toContain('Place: Office 4');
    expect(render('en', winter)).not.toContain('2026-12-01');
    const summer = {
      interviewDate: '2027-07-01',
      interviewTime: '09:00',
      interviewLink: 'https://meet.example/x',
    };
    expect(render('sq', summer)).toContain('Kur: 01/07/2027, 09:00 (ora e Europe/Belgrade, UTC+02:00)');
    expect(render('sr', summer)).toContain('Link: https://meet.example/x');
    const dates = { startDate: '2027-01-05', endDate: '2027-04-05' };
    expect(render('en', dates, 'accept')).toContain('Dates: 05/01/2027 – 05/04/2027');
    expect(render('sr', dates, 'approve')).toContain('Datumi: 05/01/2027 – 05/04/2027');
    expect(render('sq', { endDate: '2027-05-05' }, 'extend')).toContain(
      'Data e re e përfundimit: 05/05/2027',
    );
  });

  it('needs the event, the title, the other party and an http(s) link', () => {
    expect(() => parseMailParams(APPLICATION_MAIL, params('applied'))).not.toThrow();
    expect(() => parseMailParams(APPLICATION_MAIL, { event: 'applied' })).toThrow(/opportunity, other, link/);
  });
});
