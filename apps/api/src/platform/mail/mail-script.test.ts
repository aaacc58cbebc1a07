/**
 * Every e-mail in the reader's script (issue 22 §1): each mail of the registry, with every event it has, rendered
 * for `sr-Cyrl` from realistic params (Serbian people's and organisations' names, as they are typed, in Latin) has
 * no Latin word left outside what Serbian Cyrillic keeps (`latinLeftovers`), its links to the site say
 * `lng=sr-Cyrl`, and the page says `lang="sr-Cyrl"`. A mail added to the registry needs its samples here.
 */
import { describe, expect, it } from 'vitest';
import { SURVEY_TYPES } from '@praktika/contracts/surveys';
import { CANCELLATION_REASONS, RED_FLAG_REASONS } from '@praktika/contracts/safety';
import { latinLeftovers, toCyrillic } from '@praktika/contracts/script';
import type { TUiLanguage } from '@praktika/contracts/common';
import { mailRegistry } from '../../services.ts';
import { APPLICATION_MAIL_EVENTS } from '../../modules/applications/applications.mail.ts';
import { MEETING_MAIL_EVENTS, MENTORSHIP_MAIL_EVENTS } from '../../modules/mentoring/mentoring.mail.ts';
import { SURVEY_MAIL_EVENTS } from '../../modules/surveys/surveys.mail.ts';
import type { StoredParams } from './define-mail.ts';
import { withLanguage } from './reader-script.ts';

const SITE = 'https://praktika.example';
const VIDEO_CALL = 'https://meet.example.com/abc-defg-hij';

/** Every params shape each mail is sent with (events, kinds, roles), by mail name. */
const SAMPLES: Record<string, StoredParams[]> = {
  confirmation: [
    {
      name: 'Jelena',
      code: '482913',
      link: `${SITE}/confirm-email/tok3n?email=jelena.petrovic%40example.com&type=intern`,
    },
  ],
  resend: [
    { name: 'Jelena', code: '118204', link: `${SITE}/confirm-email/tok3n?email=j%40example.com&type=mentor` },
  ],
  reset: [
    { name: 'Nikola Stanković', link: `${SITE}/reset-password/eyJhbGciOiJIUzI1NiJ9.e30.c2ln` },
    { link: `${SITE}/reset-password/eyJhbGciOiJIUzI1NiJ9.e30.c2ln` },
  ],
  guardianRequest: [
    { name: 'Dragan Petrović', intern: 'Jelena Petrović', link: `${SITE}/guardian-consent/t0k` },
  ],
  guardianConfirmed: [
    { name: 'Dragan Petrović', intern: 'Jelena Petrović', link: `${SITE}/guardian-consent/w1t` },
  ],
  guardianEnded: [true, false].map((withdrawn) => ({ name: 'Jelena', withdrawn, link: `${SITE}/resume` })),
  mentorApproved: [{ name: 'Milica Jovanović', link: `${SITE}/dashboard` }],
  changeRequest: ['businessName', 'businessNumber', 'businessType'].map((field) => ({
    name: 'Stefan',
    organisation: 'Zadruga Gračanica',
    field,
    oldValue: 'Zadruga Gračanica',
    newValue: 'Poljoprivredna zadruga Gračanica',
    reason: 'Promenili smo pravnu formu.\nRešenje je u prilogu.',
    email: 'kontakt@zadruga-gracanica.rs',
    link: `${SITE}/dashboard/businessDetail/0c8f`,
  })),
  organisationVerified: [{ name: 'Zadruga Gračanica', link: `${SITE}/dashboard/jobs` }],
  organisationRejected: [
    {
      name: 'Zadruga Gračanica',
      reason: 'Nedostaje rešenje o registraciji.',
      link: `${SITE}/dashboard/profile`,
    },
  ],
  contact: [
    { name: 'Marko Marković', email: 'marko@example.com', message: 'Dobar dan,\nzanima me program prakse.' },
  ],
  application: APPLICATION_MAIL_EVENTS.flatMap((event) => {
    const base = {
      name: 'Jelena',
      event,
      opportunity: 'Praksa u računovodstvu',
      other: 'Zadruga Gračanica',
      link: `${SITE}/applications`,
    };
    return [
      base,
      { ...base, details: 'Donesite lična dokumenta.' },
      {
        ...base,
        interviewDate: '2026-12-03',
        interviewTime: '10:30',
        interviewPlace: 'Kancelarija 4, Gračanica',
        interviewLink: VIDEO_CALL,
      },
      { ...base, startDate: '2027-01-04', endDate: '2027-04-02' },
      { ...base, endDate: '2027-05-28' },
    ];
  }),
  cancellation: (['JOB', 'TRAINING'] as const).flatMap((kind) =>
    (['INTERN', 'BUSINESS', 'ADMIN'] as const).map((initiator) => ({
      name: 'Jelena',
      kind,
      title: 'Praksa u računovodstvu',
      intern: 'Jelena Petrović',
      organisation: 'Zadruga Gračanica',
      initiator,
      lastDay: '2026-12-18',
      reasons: [...CANCELLATION_REASONS],
      reasonText: 'Selim se u Beograd.',
      link: `${SITE}/applications`,
    })),
  ),
  redFlag: (['BUSINESS', 'INTERN'] as const).flatMap((reported) =>
    (['intern', 'business', 'mentor'] as const).flatMap((reporterRole) =>
      (['NORMAL', 'HIGH'] as const).map((priority) => ({
        name: 'Vesna',
        reported,
        subject: reported === 'BUSINESS' ? 'Zadruga Gračanica' : 'Jelena Petrović',
        reporterRole,
        reasons: [...RED_FLAG_REASONS],
        priority,
        link: `${SITE}/dashboard/redFlags/7d1e`,
      })),
    ),
  ),
  redFlagOverdue: (['NEW', 'IN_REVIEW'] as const).map((status) => ({
    name: 'Vesna',
    reported: 'INTERN',
    subject: 'Jelena Petrović',
    reasons: [...RED_FLAG_REASONS],
    status,
    createdAt: '2026-11-27T09:15:00.000Z',
    respondBy: '2026-11-28T09:15:00.000Z',
    link: `${SITE}/dashboard/redFlags/7d1e`,
  })),
  mentorship: MENTORSHIP_MAIL_EVENTS.flatMap((event) => [
    { name: 'Jelena', event, link: `${SITE}/myMentor` },
    {
      name: 'Jelena',
      event,
      link: `${SITE}/myMentor`,
      other: 'Milica Jovanović',
      opportunity: 'Praksa u računovodstvu',
    },
  ]),
  meeting: MEETING_MAIL_EVENTS.flatMap((event) =>
    (['intern', 'mentor'] as const).map((role) => ({
      name: role === 'intern' ? 'Jelena' : 'Milica',
      event,
      role,
      title: 'Nedeljni sastanak',
      startDate: '2026-12-01T09:00:00.000Z',
      durationMinutes: 45,
      meetingLink: VIDEO_CALL,
      mentor: 'Milica Jovanović',
      link: `${SITE}${role === 'mentor' ? '/dashboard/mentorshipMeetings' : '/myMentor'}`,
      description: 'Razgovaramo o prvoj nedelji prakse.',
    })),
  ),
  survey: SURVEY_MAIL_EVENTS.flatMap((event) =>
    SURVEY_TYPES.flatMap((surveyType) => [
      {
        name: 'Jelena',
        event,
        surveyType,
        link: `${SITE}/surveys/5a0b`,
        mobileLink: `${SITE}/mobilesurvey?token=eyJ0eXAi.e30.c2ln&lang=sr-Cyrl`,
        subject: 'Praksa u računovodstvu',
      },
      {
        event,
        surveyType,
        link: `${SITE}/dashboard/surveys/5a0b`,
        mobileLink: `${SITE}/mobilesurvey?token=x`,
      },
    ]),
  ),
  'report-export-ready': [1, 3, 1234].map((rows) => ({
    name: 'Vesna',
    file: 'prijave-2026-11.xlsx',
    rows,
    link: `${SITE}/dashboard?exportJob=3f2a`,
    expiresAt: '2026-11-28T18:00:00.000Z',
  })),
  'certificate-ready': (['JOB', 'TRAINING'] as const).map((kind) => ({
    name: 'Jelena',
    kind,
    title: 'Praksa u računovodstvu',
    organisation: 'Zadruga Gračanica',
    code: 'K7Q2-M9XD-4T',
    verifyLink: `${SITE}/verify/K7Q2M9XD4T`,
    link: `${SITE}/internship`,
  })),
  stipendReminder: [1, 2, 5, 21].map((count) => ({
    name: 'Zadruga Gračanica',
    count,
    link: `${SITE}/dashboard/payment`,
  })),
  stipendPaid: [
    {
      name: 'Jelena',
      month: '2026-11-01',
      amountCents: 12050,
      reference: 'Stipendija 11/2026 1a2b3c4d',
      link: `${SITE}/internship`,
    },
  ],
};

const render = (template: string, language: string, params: StoredParams) =>
  mailRegistry.render({ template, language: language as TUiLanguage, params }, { siteUrl: SITE });
/** What a reader reads of the HTML: the text between the tags. */
const shown = (html: string) => html.replace(/<[^>]*>/g, ' ');
const siteLinks = (text: string) => text.match(/https?:\/\/praktika\.example[^\s<>"')]*/g) ?? [];

describe('e-mails in Cyrillic (sr-Cyrl)', () => {
  it('has samples for every registered mail', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...mailRegistry.definitions.keys()].sort());
  });

  const cases = Object.entries(SAMPLES).flatMap(([template, list]) =>
    list.map((params, i) => [`${template} #${i + 1}`, template, params] as const),
  );

  it.each(cases)('%s: no Latin word left, links open the site in sr-Cyrl', (_label, template, params) => {
    const mail = render(template, 'sr-Cyrl', params);
    const leftovers = latinLeftovers(`${mail.subject}\n${mail.text}\n${shown(mail.html)}`);
    expect(leftovers, `${template}: ${leftovers.join(', ')}`).toEqual([]);
    expect(mail.html).toContain('<html lang="sr-Cyrl">');
    // The Serbian mail, transliterated, apart from its links to the site (which name the script).
    const sr = render(template, 'sr', params);
    const plain = (text: string) => text.replaceAll(/[?&]lng=sr-Cyrl/g, '');
    expect(plain(mail.subject)).toBe(toCyrillic(sr.subject));
    expect(plain(mail.text)).toBe(toCyrillic(sr.text));
    expect(mail.subject).not.toBe(sr.subject);
    const links = siteLinks(mail.text);
    expect(links.length > 0 || template === 'contact', 'a link to the site').toBe(true);
    for (const link of links) expect(link).toMatch(/[?&]lng=sr-Cyrl\b/);
    for (const link of siteLinks(mail.html)) expect(link).toMatch(/[?&](amp;)?lng=sr-Cyrl\b/);
    // Links elsewhere (a meeting's or an interview's video call) are left alone.
    if (mail.text.includes(VIDEO_CALL)) expect(mail.text).not.toContain(`${VIDEO_CALL}?lng`);
  });

  it('fails on a Latin word a template would keep', () => {
    const mail = render('confirmation', 'sr-Cyrl', SAMPLES.confirmation![0]!);
    expect(latinLeftovers(`${mail.text} Potvrdite`)).toEqual(['Potvrdite']);
    expect(latinLeftovers(shown(`${mail.html}<p>nalog</p>`))).toEqual(['nalog']);
  });

  it('keeps codes, addresses and the product name in Latin', () => {
    const cert = render('certificate-ready', 'sr-Cyrl', SAMPLES['certificate-ready']![0]!);
    expect(cert.text).toContain('K7Q2-M9XD-4T');
    expect(cert.text).toContain(`${SITE}/verify/K7Q2M9XD4T?lng=sr-Cyrl`);
    const contact = render('contact', 'sr-Cyrl', SAMPLES.contact![0]!);
    expect(contact.text).toContain('marko@example.com');
    expect(contact.subject).toContain('Марко Марковић');
    const confirmation = render('confirmation', 'sr-Cyrl', SAMPLES.confirmation![0]!);
    expect(confirmation.text).toContain('482913');
    expect(confirmation.html).toContain('Praktika');
    const paid = render('stipendPaid', 'sr-Cyrl', SAMPLES.stipendPaid![0]!);
    expect(paid.text).toContain('Стипендија 11/2026 1a2b3c4d');
  });

  it('leaves sq, sr and en as they were: Latin, no lng added, their own html lang', () => {
    for (const language of ['sq', 'sr', 'en']) {
      const mail = render('confirmation', language, SAMPLES.confirmation![0]!);
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(mail.text).not.toContain('lng=');
      expect(mail.text).not.toMatch(/\p{Script=Cyrillic}/u);
    }
    expect(render('confirmation', 'xx', SAMPLES.confirmation![0]!).html).toContain('<html lang="sq">');
  });
});

describe('withLanguage', () => {
  it('adds lng, replacing one that is there, before a fragment', () => {
    expect(withLanguage('https://p.example/resume', 'sr-Cyrl')).toBe('https://p.example/resume?lng=sr-Cyrl');
    expect(withLanguage('https://p.example/c/t?email=a%40b.c&type=intern', 'sr-Cyrl')).toBe(
      'https://p.example/c/t?email=a%40b.c&type=intern&lng=sr-Cyrl',
    );
    expect(withLanguage('https://p.example/s?lng=sr&x=1#top', 'sr-Cyrl')).toBe(
      'https://p.example/s?x=1&lng=sr-Cyrl#top',
    );
  });
});
