import { describe, expect, it } from 'vitest';
import { parseMailParams } from '../../platform/mail/define-mail.ts';
import { renderMail } from '../../services.ts';
import { checkEveryEvent } from '../../../test/mail-kit.ts';
import { MENTORSHIP_MAIL, MENTORSHIP_MAIL_EVENTS, meetingWhen } from './mentoring.mail.ts';

const params = (event: string) => ({
  event,
  other: 'Arta  <Krasniqi>',
  opportunity: 'Junior developer',
  link: 'https://praktika.example/myMentor',
});

describe('the mentorship e-mail', () => {
  it('renders every event in sq, sr and en: its own subject, the other person escaped, the link', () => {
    checkEveryEvent('mentorship', MENTORSHIP_MAIL_EVENTS, params, (mail, event, label, language) => {
      expect(mail.text).toContain('https://praktika.example/myMentor');
      expect(mail.text).toContain('Junior developer');
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.html).not.toContain('<Krasniqi>');
      if (event !== 'waiting') {
        expect(mail.text, label).toContain('Arta <Krasniqi>');
        expect(mail.html).toContain('Arta &lt;Krasniqi&gt;');
      }
    });
  });

  it('speaks each language', () => {
    const subject = (language: 'sq' | 'sr' | 'en') =>
      renderMail({ template: 'mentorship', language, params: params('waiting') }).subject;
    expect(subject('en')).toBe('No available mentors at the moment');
    expect(subject('sq')).toBe('Aktualisht nuk ka mentorë të lirë');
    expect(subject('sr')).toBe('Trenutno nema slobodnih mentora');
  });

  it('needs the event and an http(s) link', () => {
    expect(() => parseMailParams(MENTORSHIP_MAIL, params('assigned'))).not.toThrow();
    expect(() => parseMailParams(MENTORSHIP_MAIL, { event: 'assigned' })).toThrow(/link/);
    expect(() => parseMailParams(MENTORSHIP_MAIL, { ...params('assigned'), link: 'javascript:x' })).toThrow();
  });
});

describe('meeting e-mails', () => {
  const params = {
    name: 'Ana',
    event: 'invitation',
    role: 'intern',
    title: 'Check-in',
    startDate: '2026-07-15T08:00:00.000Z',
    durationMinutes: 60,
    meetingLink: 'https://meet.example.org/abc',
    mentor: 'Arta Krasniqi',
    link: 'https://praktika.example.org/myMentor',
  };

  it('writes the date and time in Europe/Belgrade with the zone named, in each language', () => {
    expect(meetingWhen('en', params.startDate, 60)).toMatch(
      /^Wednesday,? 15 July 2026, 10:00–11:00 \(Europe\/Belgrade time, UTC\+02:00\)$/,
    );
    for (const lang of ['sq', 'sr', 'en'] as const) {
      const mail = renderMail({ template: 'meeting', language: lang, params });
      expect(mail.text).toContain('10:00–11:00');
      expect(mail.text).toContain('Europe/Belgrade');
      expect(mail.text).toContain('UTC+02:00');
      expect(mail.text).toContain('2026');
      expect(mail.text).toContain(params.meetingLink);
      expect(mail.text).toContain(params.link);
      expect(mail.html).toContain(params.meetingLink);
    }
    const winter = renderMail({
      template: 'meeting',
      language: 'en',
      params: { ...params, startDate: '2026-12-01T09:00:00.000Z', durationMinutes: 30 },
    });
    expect(winter.text).toContain('10:00–10:30');
    expect(winter.text).toContain('UTC+01:00');
  });

  it('speaks to the reader: an intern hears of their mentor, the mentor of their own meeting', () => {
    const sq = renderMail({ template: 'meeting', language: 'sq', params });
    const sr = renderMail({ template: 'meeting', language: 'sr', params: { ...params, event: 'update' } });
    const en = renderMail({
      template: 'meeting',
      language: 'en',
      params: {
        ...params,
        event: 'cancellation',
        role: 'mentor',
        link: 'https://x.org/dashboard/mentorshipMeetings',
      },
    });
    const reminder = renderMail({
      template: 'meeting',
      language: 'en',
      params: { ...params, event: 'reminder' },
    });
    expect(sq.subject).toBe('Ftesë për takim: Check-in');
    expect(sq.text).toContain('Mentori juaj Arta Krasniqi');
    expect(sr.subject).toBe('Sastanak je izmenjen: Check-in');
    expect(en.subject).toBe('Meeting cancelled: Check-in');
    expect(en.text).toContain('You cancelled the meeting');
    expect(en.text).not.toContain(params.meetingLink); // a cancelled meeting has no link to join
    expect(reminder.subject).toBe('Reminder: Check-in');
  });
});
