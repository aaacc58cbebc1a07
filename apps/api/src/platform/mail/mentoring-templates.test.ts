import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@praktika/contracts/common';
import { MENTORSHIP_MAIL_EVENTS } from './mentoring-templates.ts';
import { assertMailParams, renderMail } from './templates.ts';

const params = (event: string) => ({
  event,
  other: 'Arta  <Krasniqi>',
  opportunity: 'Junior developer',
  link: 'https://praktika.example/myMentor',
});

describe('the mentorship e-mail', () => {
  it('renders every event in sq, sr and en: its own subject, the other person escaped, the link', () => {
    for (const language of LANGUAGES) {
      const subjects = new Set<string>();
      for (const event of MENTORSHIP_MAIL_EVENTS) {
        const mail = renderMail({ template: 'mentorship', language, params: params(event) });
        subjects.add(mail.subject);
        expect(mail.text).toContain('https://praktika.example/myMentor');
        expect(mail.text).toContain('Junior developer');
        expect(mail.html).toContain(`lang="${language}"`);
        expect(mail.html).not.toContain('<Krasniqi>');
        if (event !== 'waiting') {
          expect(mail.text, `${language} ${event}`).toContain('Arta <Krasniqi>');
          expect(mail.html).toContain('Arta &lt;Krasniqi&gt;');
        }
      }
      expect(subjects.size).toBe(MENTORSHIP_MAIL_EVENTS.length);
    }
  });

  it('speaks each language', () => {
    const subject = (language: 'sq' | 'sr' | 'en') =>
      renderMail({ template: 'mentorship', language, params: params('waiting') }).subject;
    expect(subject('en')).toBe('No available mentors at the moment');
    expect(subject('sq')).toBe('Aktualisht nuk ka mentorë të lirë');
    expect(subject('sr')).toBe('Trenutno nema slobodnih mentora');
  });

  it('needs the event and an http(s) link', () => {
    const job = { template: 'mentorship' as const, to: 'a@b.c', language: 'en' as const };
    expect(() => assertMailParams({ ...job, params: params('assigned') })).not.toThrow();
    expect(() => assertMailParams({ ...job, params: { event: 'assigned' } })).toThrow(/link/);
    expect(() =>
      assertMailParams({ ...job, params: { ...params('assigned'), link: 'javascript:x' } }),
    ).toThrow();
  });
});
