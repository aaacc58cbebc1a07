import type { TLanguage } from '@praktika/contracts/common';
import { displayDate } from '@praktika/contracts/dates';
import type { TCancellationReason, TRedFlagReason } from '@praktika/contracts/safety';
import type { RenderedMail } from './templates.ts';

/**
 * The e-mails of cancellations and red flags (modules/safety), in sq, sr and en. Params:
 * - `cancellation` (to the other party and the admins): `kind` (JOB|TRAINING), `title`, `intern`, `organisation`,
 *   `initiator` (INTERN|BUSINESS|ADMIN), `lastDay` (YYYY-MM-DD), `reasons` (comma list of codes), `link`;
 *   optional `name` (greeting) and `reasonText`.
 * - `redFlag` (to the admins only, never the reported party): `reported` (BUSINESS|INTERN), `subject` (the reported
 *   organisation's or intern's name), `reporterRole` (intern|business|mentor), `reasons`, `priority`
 *   (NORMAL|HIGH), `link`. The written text and the reporter's name stay in the dashboard, out of mailboxes.
 */
export const SAFETY_TEMPLATE_PARAMS = {
  cancellation: ['kind', 'title', 'intern', 'organisation', 'initiator', 'lastDay', 'reasons', 'link'],
  redFlag: ['reported', 'subject', 'reporterRole', 'reasons', 'priority', 'link'],
} as const;
export type SafetyTemplate = keyof typeof SAFETY_TEMPLATE_PARAMS;

type Kind = 'JOB' | 'TRAINING';

interface SafetyStrings {
  cancellation: {
    subject: Record<Kind, (title: string) => string>;
    intro: Record<Kind, string>;
    opportunity: Record<Kind, string>;
    intern: string;
    organisation: string;
    by: string;
    initiators: Record<'INTERN' | 'BUSINESS' | 'ADMIN', string>;
    lastDay: string;
    reasons: string;
    reasonLabels: Record<TCancellationReason, string>;
    reasonText: string;
    button: string;
  };
  redFlag: {
    subject: (name: string) => string;
    highPrefix: string;
    intro: string;
    reported: Record<'BUSINESS' | 'INTERN', string>;
    reportedBy: string;
    reporters: Record<'intern' | 'business' | 'mentor', string>;
    reasons: string;
    reasonLabels: Record<TRedFlagReason, string>;
    priority: string;
    priorities: Record<'NORMAL' | 'HIGH', string>;
    note: string;
    button: string;
  };
}

const STRINGS: Record<TLanguage, SafetyStrings> = {
  sq: {
    cancellation: {
      subject: { JOB: (t) => `Praktika u anulua: ${t}`, TRAINING: (t) => `Trajnimi u anulua: ${t}` },
      intro: { JOB: 'Një praktikë është anuluar.', TRAINING: 'Një trajnim është anuluar.' },
      opportunity: { JOB: 'Praktika', TRAINING: 'Trajnimi' },
      intern: 'Praktikanti',
      organisation: 'Organizata',
      by: 'Anuluar nga',
      initiators: {
        INTERN: 'praktikanti',
        BUSINESS: 'organizata',
        ADMIN: 'administratorët e programit',
      },
      lastDay: 'Dita e fundit',
      reasons: 'Arsyet',
      reasonLabels: {
        INTERN_RESIGNATION: 'Dorëheqje e praktikantit',
        LACK_OF_CAPACITY: 'Mungesë hapësire ose kapaciteti',
        OTHER: 'Tjetër',
      },
      reasonText: 'Arsyeja e shkruar',
      button: 'Hapeni në Praktika',
    },
    redFlag: {
      subject: (n) => `Raportim i ri për ${n}`,
      highPrefix: '[Prioritet i lartë] ',
      intro: 'Dikush bëri një raportim (flamur i kuq) në Praktika. Shqyrtojeni te paneli i raportimeve.',
      reported: { BUSINESS: 'Organizata e raportuar', INTERN: 'Praktikanti i raportuar' },
      reportedBy: 'Raportuar nga',
      reporters: { intern: 'një praktikant', business: 'një organizatë', mentor: 'një mentor' },
      reasons: 'Arsyet',
      reasonLabels: {
        UNSAFE_CONDITIONS: 'Kushte të pasigurta',
        HARASSMENT: 'Ngacmim',
        DISCRIMINATION: 'Diskriminim',
        UNPAID_WORK: 'Punë e papaguar',
        NOT_AS_DESCRIBED: 'Jo siç u përshkrua',
        NO_SHOW: 'Mosparaqitje',
        MISCONDUCT: 'Sjellje e papërshtatshme',
        OTHER: 'Tjetër',
      },
      priority: 'Prioriteti',
      priorities: { NORMAL: 'Normal', HIGH: 'I lartë' },
      note: 'Detajet janë në Praktika. Pala e raportuar nuk njoftohet.',
      button: 'Hapni raportimet',
    },
  },
  sr: {
    cancellation: {
      subject: { JOB: (t) => `Praksa je otkazana: ${t}`, TRAINING: (t) => `Obuka je otkazana: ${t}` },
      intro: { JOB: 'Jedna praksa je otkazana.', TRAINING: 'Jedna obuka je otkazana.' },
      opportunity: { JOB: 'Praksa', TRAINING: 'Obuka' },
      intern: 'Praktikant',
      organisation: 'Organizacija',
      by: 'Otkazano od strane',
      initiators: {
        INTERN: 'praktikanta',
        BUSINESS: 'organizacije',
        ADMIN: 'administratora programa',
      },
      lastDay: 'Poslednji dan',
      reasons: 'Razlozi',
      reasonLabels: {
        INTERN_RESIGNATION: 'Ostavka praktikanta',
        LACK_OF_CAPACITY: 'Nedostatak prostora ili kapaciteta',
        OTHER: 'Drugo',
      },
      reasonText: 'Pisani razlog',
      button: 'Otvorite u Praktika',
    },
    redFlag: {
      subject: (n) => `Nova prijava za ${n}`,
      highPrefix: '[Visok prioritet] ',
      intro: 'Neko je podneo prijavu (crvena zastavica) na Praktika. Pregledajte je na tabli prijava.',
      reported: { BUSINESS: 'Prijavljena organizacija', INTERN: 'Prijavljeni praktikant' },
      reportedBy: 'Prijavu podneo/la',
      reporters: { intern: 'praktikant', business: 'organizacija', mentor: 'mentor' },
      reasons: 'Razlozi',
      reasonLabels: {
        UNSAFE_CONDITIONS: 'Nebezbedni uslovi',
        HARASSMENT: 'Uznemiravanje',
        DISCRIMINATION: 'Diskriminacija',
        UNPAID_WORK: 'Neplaćeni rad',
        NOT_AS_DESCRIBED: 'Nije kako je opisano',
        NO_SHOW: 'Nepojavljivanje',
        MISCONDUCT: 'Nedolično ponašanje',
        OTHER: 'Drugo',
      },
      priority: 'Prioritet',
      priorities: { NORMAL: 'Normalan', HIGH: 'Visok' },
      note: 'Detalji su na Praktika. Prijavljena strana se ne obaveštava.',
      button: 'Otvorite prijave',
    },
  },
  en: {
    cancellation: {
      subject: { JOB: (t) => `Internship cancelled: ${t}`, TRAINING: (t) => `Training cancelled: ${t}` },
      intro: { JOB: 'An internship has been cancelled.', TRAINING: 'A training has been cancelled.' },
      opportunity: { JOB: 'Internship', TRAINING: 'Training' },
      intern: 'Intern',
      organisation: 'Organisation',
      by: 'Cancelled by',
      initiators: {
        INTERN: 'the intern',
        BUSINESS: 'the organisation',
        ADMIN: "the programme's administrators",
      },
      lastDay: 'Last day',
      reasons: 'Reasons',
      reasonLabels: {
        INTERN_RESIGNATION: 'Intern resignation',
        LACK_OF_CAPACITY: 'Lack of space or capacity',
        OTHER: 'Other',
      },
      reasonText: 'Written reason',
      button: 'Open in Praktika',
    },
    redFlag: {
      subject: (n) => `New report about ${n}`,
      highPrefix: '[High priority] ',
      intro: 'Someone has filed a report (red flag) on Praktika. Review it on the reports dashboard.',
      reported: { BUSINESS: 'Reported organisation', INTERN: 'Reported intern' },
      reportedBy: 'Reported by',
      reporters: { intern: 'an intern', business: 'an organisation', mentor: 'a mentor' },
      reasons: 'Reasons',
      reasonLabels: {
        UNSAFE_CONDITIONS: 'Unsafe conditions',
        HARASSMENT: 'Harassment',
        DISCRIMINATION: 'Discrimination',
        UNPAID_WORK: 'Unpaid work',
        NOT_AS_DESCRIBED: 'Not as described',
        NO_SHOW: 'No-show',
        MISCONDUCT: 'Misconduct',
        OTHER: 'Other',
      },
      priority: 'Priority',
      priorities: { NORMAL: 'Normal', HIGH: 'High' },
      note: 'The details are in Praktika. The reported party is not told.',
      button: 'Open the reports',
    },
  },
};

/**
 * What renderMail shares with this file: its page layout and blocks (passed in, so this file imports no values
 * from templates.ts, which imports it).
 */
export interface MailParts {
  layout(lang: TLanguage, blocks: string[]): string;
  p(text: string): string;
  button(href: string, label: string): string;
  escapeHtml(value: string): string;
  hello: string;
  signature: string;
}

/** One line for names typed by users (no line breaks in subjects). */
const oneLine = (v: string | undefined) => (v ?? '').replace(/\s+/g, ' ').trim();
function labels<K extends string>(codes: string | undefined, names: Record<K, string>): string {
  return (codes ?? '')
    .split(',')
    .filter(Boolean)
    .map((c) => names[c as K] ?? c)
    .join(', ');
}
function pick<K extends string>(names: Record<K, string>, key: string | undefined, fallback: K): string {
  return names[(key ?? fallback) as K] ?? names[fallback];
}

export function renderSafetyMail(
  template: SafetyTemplate,
  lang: TLanguage,
  params: Record<string, string>,
  parts: MailParts,
): RenderedMail {
  const { layout, p, button, escapeHtml, hello, signature } = parts;
  const link = params.link ?? '';
  if (template === 'cancellation') {
    const t = STRINGS[lang].cancellation;
    const kind: Kind = params.kind === 'TRAINING' ? 'TRAINING' : 'JOB';
    const title = oneLine(params.title);
    const lines = [
      `${t.opportunity[kind]}: ${title}`,
      `${t.intern}: ${oneLine(params.intern)}`,
      `${t.organisation}: ${oneLine(params.organisation)}`,
      `${t.by}: ${pick(t.initiators, params.initiator, 'ADMIN')}`,
      `${t.lastDay}: ${displayDate(params.lastDay ?? '')}`,
      `${t.reasons}: ${labels(params.reasons, t.reasonLabels)}`,
    ];
    const written = params.reasonText?.trim();
    return {
      subject: t.subject[kind](title),
      text: [
        hello,
        '',
        t.intro[kind],
        '',
        ...lines,
        ...(written ? ['', `${t.reasonText}:`, written] : []),
        '',
        `${t.button}: ${link}`,
        '',
        signature,
      ].join('\n'),
      html: layout(lang, [
        p(hello),
        p(t.intro[kind]),
        ...lines.map(p),
        ...(written
          ? [
              p(`${t.reasonText}:`),
              `<p style="margin:0 0 16px;line-height:1.5;white-space:pre-wrap">${escapeHtml(written)}</p>`,
            ]
          : []),
        button(link, t.button),
      ]),
    };
  }
  const t = STRINGS[lang].redFlag;
  const subjectName = oneLine(params.subject);
  const high = params.priority === 'HIGH';
  const lines = [
    `${pick(t.reported, params.reported, 'BUSINESS')}: ${subjectName}`,
    `${t.reportedBy}: ${pick(t.reporters, params.reporterRole, 'intern')}`,
    `${t.reasons}: ${labels(params.reasons, t.reasonLabels)}`,
    `${t.priority}: ${pick(t.priorities, params.priority, 'NORMAL')}`,
  ];
  return {
    subject: `${high ? t.highPrefix : ''}${t.subject(subjectName)}`,
    text: [hello, '', t.intro, '', ...lines, '', t.note, '', `${t.button}: ${link}`, '', signature].join(
      '\n',
    ),
    html: layout(lang, [p(hello), p(t.intro), ...lines.map(p), p(t.note), button(link, t.button)]),
  };
}
