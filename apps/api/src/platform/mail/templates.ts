import { CONFIRMATION_CODE_TTL_MINUTES } from '@praktika/contracts/auth';
import { DEFAULT_LANGUAGE, type TLanguage } from '@praktika/contracts/common';
import type { MailJob, MailTemplate } from './mailer.ts';
import { SAFETY_TEMPLATE_PARAMS, renderSafetyMail } from './safety-templates.ts';
import { applicationMailText } from './application-templates.ts';
import { mentorshipMailText } from './mentoring-templates.ts';
import { MEETING_TEMPLATE_PARAMS, meetingMailText } from './meeting-templates.ts';
import { SURVEY_TEMPLATE_PARAMS, surveyMailText } from './survey-templates.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The params each template needs; checked when a job is enqueued, so a bad job fails its transaction. */
export const TEMPLATE_PARAMS: Record<MailTemplate, readonly string[]> = {
  confirmation: ['code', 'link'],
  resend: ['code', 'link'],
  reset: ['link'],
  contact: ['name', 'email', 'message'],
  mentorApproved: ['link'],
  changeRequest: ['organisation', 'field', 'oldValue', 'newValue', 'reason', 'email', 'link'],
  ...SAFETY_TEMPLATE_PARAMS,
  application: ['event', 'opportunity', 'other', 'link'],
  mentorship: ['event', 'link'],
  meeting: MEETING_TEMPLATE_PARAMS,
  survey: SURVEY_TEMPLATE_PARAMS,
};

export function assertMailParams(job: MailJob): void {
  const missing = TEMPLATE_PARAMS[job.template].filter((p) => !job.params[p]);
  if (missing.length) throw new Error(`Mail template ${job.template} needs params: ${missing.join(', ')}`);
  const link = job.params.link;
  if (link !== undefined && !/^https?:\/\//i.test(link)) throw new Error('Mail link must be an http(s) URL');
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Confirmation e-mails: the link confirms by itself; the code is the alternative for typing by hand. */
interface ConfirmationStrings {
  subject: string;
  intro: string;
  /** Says that clicking the button is all it takes. */
  linkIntro: string;
  button: string;
  /** Says that typing the code instead does the same. */
  codeIntro: string;
  codeLabel: string;
  validity: (minutes: number) => string;
  outro: string;
}

interface Strings {
  hello: (name?: string) => string;
  signature: string;
  footer: string;
  confirmation: ConfirmationStrings;
  resend: ConfirmationStrings;
  reset: { subject: string; intro: string; button: string; validity: string; ignore: string };
  /** A message from the contact form, to the programme address. */
  contact: { subject: (name: string) => string; intro: string; name: string; email: string; message: string };
  mentorApproved: { subject: string; intro: string; button: string };
  changeRequest: {
    subject: (organisation: string) => string;
    intro: (organisation: string) => string;
    fields: Record<'businessName' | 'businessNumber' | 'businessType', string>;
    field: string;
    oldValue: string;
    newValue: string;
    reason: string;
    email: string;
    button: string;
  };
}

const STRINGS: Record<TLanguage, Strings> = {
  sq: {
    hello: (name) => (name ? `Përshëndetje ${name},` : 'Përshëndetje,'),
    signature: 'Ekipi i Praktika',
    footer: 'Ky e-mail u dërgua automatikisht; ju lutemi mos u përgjigjni.',
    confirmation: {
      subject: 'Konfirmoni llogarinë tuaj në Praktika',
      intro: 'Faleminderit që u regjistruat në Praktika.',
      linkIntro:
        'Për ta konfirmuar llogarinë, klikoni butonin më poshtë. Kaq mjafton, nuk duhet të bëni asgjë tjetër:',
      button: 'Konfirmoni llogarinë tuaj',
      codeIntro: 'Ose, nëse lidhja nuk hapet, shkruani këtë kod në faqen e konfirmimit:',
      codeLabel: 'Kodi i konfirmimit',
      validity: (m) => `Lidhja dhe kodi vlejnë ${m} minuta.`,
      outro: 'Nëse nuk jeni regjistruar ju, injorojeni këtë e-mail.',
    },
    resend: {
      subject: 'Kodi juaj i ri i konfirmimit për Praktika',
      intro: 'Ja kodi juaj i ri i konfirmimit. Kodi dhe lidhja e mëparshme nuk vlejnë më.',
      linkIntro:
        'Për ta konfirmuar llogarinë, klikoni butonin më poshtë. Kaq mjafton, nuk duhet të bëni asgjë tjetër:',
      button: 'Konfirmoni llogarinë tuaj',
      codeIntro: 'Ose, nëse lidhja nuk hapet, shkruani këtë kod në faqen e konfirmimit:',
      codeLabel: 'Kodi i ri',
      validity: (m) => `Lidhja dhe kodi vlejnë ${m} minuta.`,
      outro: 'Nëse nuk e keni kërkuar ju, injorojeni këtë e-mail.',
    },
    reset: {
      subject: 'Rivendosni fjalëkalimin tuaj në Praktika',
      intro:
        'Morëm një kërkesë për të rivendosur fjalëkalimin e llogarisë suaj. Hapni lidhjen më poshtë për të zgjedhur një fjalëkalim të ri:',
      button: 'Rivendosni fjalëkalimin',
      validity: 'Lidhja vlen për një orë.',
      ignore: 'Nëse nuk e keni kërkuar ju, injorojeni këtë e-mail; fjalëkalimi juaj mbetet i njëjtë.',
    },
    contact: {
      subject: (name) => `Mesazh i ri nga formulari i kontaktit: ${name}`,
      intro: 'Dikush ju shkroi përmes formularit të kontaktit në Praktika.',
      name: 'Emri',
      email: 'E-mail',
      message: 'Mesazhi',
    },
    mentorApproved: {
      subject: 'Profili juaj si mentor në Praktika u aprovua',
      intro:
        'Administratorët e programit e shqyrtuan dhe e aprovuan profilin tuaj si mentor. Tani mund t’ju caktohen praktikantë.',
      button: 'Hapni profilin tuaj',
    },
    changeRequest: {
      subject: (o) => `Kërkesë për ndryshim të të dhënave: ${o}`,
      intro: (o) => `Organizata ${o} kërkon ndryshimin e një të dhëne që vetë nuk mund ta ndryshojë.`,
      fields: {
        businessName: 'Emri ligjor',
        businessNumber: 'Numri unik identifikues',
        businessType: 'Lloji i entitetit',
      },
      field: 'E dhëna',
      oldValue: 'Vlera e tanishme',
      newValue: 'Vlera e re',
      reason: 'Arsyeja',
      email: 'E-maili i organizatës',
      button: 'Hapni profilin e organizatës',
    },
  },
  sr: {
    hello: (name) => (name ? `Zdravo ${name},` : 'Zdravo,'),
    signature: 'Tim Praktika',
    footer: 'Ova poruka je poslata automatski; molimo ne odgovarajte na nju.',
    confirmation: {
      subject: 'Potvrdite svoj nalog na Praktika',
      intro: 'Hvala što ste se registrovali na Praktika.',
      linkIntro:
        'Da biste potvrdili nalog, kliknite na dugme ispod. To je sve, ništa drugo ne treba da radite:',
      button: 'Potvrdite svoj nalog',
      codeIntro: 'Ili, ako se link ne otvori, unesite ovaj kod na stranici za potvrdu:',
      codeLabel: 'Kod za potvrdu',
      validity: (m) => `Link i kod važe ${m} minuta.`,
      outro: 'Ako se niste vi registrovali, zanemarite ovu poruku.',
    },
    resend: {
      subject: 'Vaš novi kod za potvrdu za Praktika',
      intro: 'Evo vašeg novog koda za potvrdu. Prethodni kod i link više ne važe.',
      linkIntro:
        'Da biste potvrdili nalog, kliknite na dugme ispod. To je sve, ništa drugo ne treba da radite:',
      button: 'Potvrdite svoj nalog',
      codeIntro: 'Ili, ako se link ne otvori, unesite ovaj kod na stranici za potvrdu:',
      codeLabel: 'Novi kod',
      validity: (m) => `Link i kod važe ${m} minuta.`,
      outro: 'Ako ga niste vi tražili, zanemarite ovu poruku.',
    },
    reset: {
      subject: 'Resetujte lozinku za Praktika',
      intro:
        'Primili smo zahtev za resetovanje lozinke vašeg naloga. Otvorite link ispod da biste izabrali novu lozinku:',
      button: 'Resetujte lozinku',
      validity: 'Link važi jedan sat.',
      ignore: 'Ako niste vi tražili resetovanje, zanemarite ovu poruku; vaša lozinka ostaje ista.',
    },
    contact: {
      subject: (name) => `Nova poruka iz kontakt forme: ${name}`,
      intro: 'Neko vam je pisao preko kontakt forme na Praktika.',
      name: 'Ime',
      email: 'E-mail',
      message: 'Poruka',
    },
    mentorApproved: {
      subject: 'Vaš mentorski profil na Praktika je odobren',
      intro:
        'Administratori programa su pregledali i odobrili vaš mentorski profil. Sada vam mogu biti dodeljeni praktikanti.',
      button: 'Otvorite svoj profil',
    },
    changeRequest: {
      subject: (o) => `Zahtev za izmenu podataka: ${o}`,
      intro: (o) => `Organizacija ${o} traži izmenu podatka koji ne može sama da promeni.`,
      fields: {
        businessName: 'Pravni naziv',
        businessNumber: 'Jedinstveni identifikacioni broj',
        businessType: 'Vrsta subjekta',
      },
      field: 'Podatak',
      oldValue: 'Trenutna vrednost',
      newValue: 'Nova vrednost',
      reason: 'Razlog',
      email: 'E-mail organizacije',
      button: 'Otvorite profil organizacije',
    },
  },
  en: {
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    signature: 'The Praktika team',
    footer: 'This e-mail was sent automatically; please do not reply.',
    confirmation: {
      subject: 'Confirm your Praktika account',
      intro: 'Thank you for signing up to Praktika.',
      linkIntro: 'To confirm your account, click the button below. That is all: there is nothing else to do.',
      button: 'Confirm your account',
      codeIntro: 'Or, if the link does not open, type this code on the confirmation page:',
      codeLabel: 'Confirmation code',
      validity: (m) => `The link and the code are valid for ${m} minutes.`,
      outro: 'If you did not sign up, ignore this e-mail.',
    },
    resend: {
      subject: 'Your new Praktika confirmation code',
      intro: 'Here is your new confirmation code. The previous code and link no longer work.',
      linkIntro: 'To confirm your account, click the button below. That is all: there is nothing else to do.',
      button: 'Confirm your account',
      codeIntro: 'Or, if the link does not open, type this code on the confirmation page:',
      codeLabel: 'New code',
      validity: (m) => `The link and the code are valid for ${m} minutes.`,
      outro: 'If you did not ask for it, ignore this e-mail.',
    },
    reset: {
      subject: 'Reset your Praktika password',
      intro:
        'We received a request to reset the password of your account. Open the link below to choose a new password:',
      button: 'Reset your password',
      validity: 'The link is valid for one hour.',
      ignore: 'If you did not ask for this, ignore this e-mail; your password stays the same.',
    },
    contact: {
      subject: (name) => `New message from the contact form: ${name}`,
      intro: 'Someone wrote to you through the contact form on Praktika.',
      name: 'Name',
      email: 'E-mail',
      message: 'Message',
    },
    mentorApproved: {
      subject: 'Your Praktika mentor profile has been approved',
      intro:
        'The programme administrators have reviewed and approved your mentor profile. Interns can now be assigned to you.',
      button: 'Open your profile',
    },
    changeRequest: {
      subject: (o) => `Request to change an organisation's details: ${o}`,
      intro: (o) => `The organisation ${o} asks to change a detail it cannot change itself.`,
      fields: {
        businessName: 'Legal name',
        businessNumber: 'Unique identification number',
        businessType: 'Entity type',
      },
      field: 'Detail',
      oldValue: 'Current value',
      newValue: 'New value',
      reason: 'Reason',
      email: 'Organisation e-mail',
      button: "Open the organisation's profile",
    },
  },
};

const BRAND = '#01486B';

function layout(lang: TLanguage, blocks: string[]): string {
  const s = STRINGS[lang];
  return [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>`,
    '<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1b1b1b">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">',
    `<div style="font-size:20px;font-weight:bold;color:${BRAND};margin-bottom:24px">Praktika</div>`,
    ...blocks,
    `<p style="margin:24px 0 0">${escapeHtml(s.signature)}</p>`,
    `<p style="margin:24px 0 0;font-size:12px;color:#757575">${escapeHtml(s.footer)}</p>`,
    '</div></body></html>',
  ].join('\n');
}

const p = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
const button = (href: string, label: string) =>
  `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:12px;font-weight:bold">${escapeHtml(label)}</a></p>` +
  `<p style="margin:0 0 16px;font-size:12px;color:#757575;word-break:break-all">${escapeHtml(href)}</p>`;
const codeBlock = (label: string, code: string) =>
  `<p style="margin:0 0 4px;font-size:13px;color:#757575">${escapeHtml(label)}</p>` +
  `<p style="margin:0 0 24px;font-family:'Courier New',monospace;font-size:32px;font-weight:bold;letter-spacing:8px;color:${BRAND}">${escapeHtml(code)}</p>`;

/** Renders one e-mail in the job's language (sq when unknown): subject, plain text and HTML. */
export function renderMail(job: Pick<MailJob, 'template' | 'language' | 'params'>): RenderedMail {
  const lang: TLanguage = job.language in STRINGS ? job.language : DEFAULT_LANGUAGE;
  const s = STRINGS[lang];
  const { name, code = '', link = '' } = job.params;
  const hello = s.hello(name?.trim() || undefined);

  if (job.template === 'cancellation' || job.template === 'redFlag')
    return renderSafetyMail(job.template, lang, job.params, {
      layout,
      p,
      button,
      escapeHtml,
      hello,
      signature: s.signature,
    });

  if (job.template === 'contact') {
    // Everything here was typed by a visitor: escaped in the HTML, kept out of links, one line in the subject.
    const t = s.contact;
    const { email = '', message = '' } = job.params;
    const sender = (name ?? '').replace(/\s+/g, ' ').trim();
    return {
      subject: t.subject(sender),
      text: [t.intro, '', `${t.name}: ${sender}`, `${t.email}: ${email}`, '', `${t.message}:`, message].join(
        '\n',
      ),
      html: layout(lang, [
        p(t.intro),
        p(`${t.name}: ${sender}`),
        p(`${t.email}: ${email}`),
        p(`${t.message}:`),
        `<p style="margin:0 0 16px;line-height:1.5;white-space:pre-wrap">${escapeHtml(message)}</p>`,
      ]),
    };
  }

  if (job.template === 'mentorApproved') {
    const t = s.mentorApproved;
    return {
      subject: t.subject,
      text: [hello, '', t.intro, '', `${t.button}: ${link}`, '', s.signature].join('\n'),
      html: layout(lang, [p(hello), p(t.intro), button(link, t.button)]),
    };
  }

  if (job.template === 'changeRequest') {
    // The organisation typed the new value and the reason: escaped in the HTML, one line in the subject.
    const t = s.changeRequest;
    const {
      organisation = '',
      field = '',
      oldValue = '',
      newValue = '',
      reason = '',
      email = '',
    } = job.params;
    const org = organisation.replace(/\s+/g, ' ').trim();
    const fieldName = t.fields[field as keyof typeof t.fields] ?? field;
    const lines = [
      `${t.field}: ${fieldName}`,
      `${t.oldValue}: ${oldValue}`,
      `${t.newValue}: ${newValue}`,
      `${t.email}: ${email}`,
    ];
    return {
      subject: t.subject(org),
      text: [
        hello,
        '',
        t.intro(org),
        '',
        ...lines,
        '',
        `${t.reason}:`,
        reason,
        '',
        link,
        '',
        s.signature,
      ].join('\n'),
      html: layout(lang, [
        p(hello),
        p(t.intro(org)),
        ...lines.map(p),
        p(`${t.reason}:`),
        `<p style="margin:0 0 16px;line-height:1.5;white-space:pre-wrap">${escapeHtml(reason)}</p>`,
        button(link, t.button),
      ]),
    };
  }

  if (job.template === 'survey') {
    const t = surveyMailText(lang, job.params);
    return {
      subject: t.subject,
      text: [
        hello,
        '',
        ...t.lines,
        '',
        `${t.button}: ${link}`,
        `${t.mobile.label}: ${t.mobile.href}`,
        '',
        s.signature,
      ].join('\n'),
      html: layout(lang, [
        p(hello),
        ...t.lines.map(p),
        button(link, t.button),
        button(t.mobile.href, t.mobile.label),
      ]),
    };
  }

  if (job.template === 'meeting') {
    const t = meetingMailText(lang, job.params);
    return {
      subject: t.subject,
      text: [hello, '', ...t.lines, '', `${t.button}: ${link}`, '', s.signature].join('\n'),
      html: layout(lang, [
        p(hello),
        ...t.lines.map(p),
        ...(t.join ? [button(t.join.href, t.join.label)] : []),
        button(link, t.button),
      ]),
    };
  }

  if (job.template === 'mentorship') {
    const t = mentorshipMailText(lang, job.params);
    return {
      subject: t.subject,
      text: [hello, '', ...t.lines, '', `${t.button}: ${link}`, '', s.signature].join('\n'),
      html: layout(lang, [p(hello), ...t.lines.map(p), button(link, t.button)]),
    };
  }

  if (job.template === 'application') {
    const t = applicationMailText(lang, job.params);
    return {
      subject: t.subject,
      text: [hello, '', ...t.lines, '', `${t.button}: ${link}`, '', s.signature].join('\n'),
      html: layout(lang, [p(hello), ...t.lines.map(p), button(link, t.button)]),
    };
  }

  if (job.template === 'reset') {
    const t = s.reset;
    return {
      subject: t.subject,
      text: [hello, '', t.intro, link, '', t.validity, t.ignore, '', s.signature].join('\n'),
      html: layout(lang, [p(hello), p(t.intro), button(link, t.button), p(t.validity), p(t.ignore)]),
    };
  }
  const t = job.template === 'resend' ? s.resend : s.confirmation;
  return {
    subject: t.subject,
    text: [
      hello,
      '',
      t.intro,
      '',
      `${t.linkIntro} (${t.button})`,
      link,
      '',
      t.codeIntro,
      '',
      `    ${code}`,
      '',
      t.validity(CONFIRMATION_CODE_TTL_MINUTES),
      t.outro,
      '',
      s.signature,
    ].join('\n'),
    html: layout(lang, [
      p(hello),
      p(t.intro),
      p(t.linkIntro),
      button(link, t.button),
      p(t.codeIntro),
      codeBlock(t.codeLabel, code),
      p(t.validity(CONFIRMATION_CODE_TTL_MINUTES)),
      p(t.outro),
    ]),
  };
}
