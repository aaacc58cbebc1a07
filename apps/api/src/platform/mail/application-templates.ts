import type { TLanguage } from '@praktika/contracts/common';
import { PROGRAMME_TIME_ZONE, displayDate, programmeInstant } from '@praktika/contracts/dates';
import { belgradeOffset } from './meeting-templates.ts';

/**
 * The application e-mails (issue 9): one template, `application`, whose `event` says what happened. Each goes to
 * the other party of the step (the intern, the organisation, or the programme's admins for validation), in the
 * recipient's language, with a button to the screen where they act. `opportunity` is the posting's title or the
 * training's name, `other` the party who acted (an organisation's or an intern's name), `details` an optional
 * line. Dates travel as calendar dates and are written DD/MM/YYYY, times in Kosovo time with the zone named:
 * `interviewDate`, `interviewTime`, `interviewPlace`, `interviewLink` (an interview; the invitation carries
 * `invite.ics`), `startDate` and `endDate` (accepted, validated), `endDate` alone (extended).
 */
export const APPLICATION_MAIL_EVENTS = [
  'applied',
  'invited',
  'acceptInvitation',
  'declineInvitation',
  'withdraw',
  'shortlist',
  'notShortlist',
  'scheduleInterview',
  'accept',
  'validation',
  'approve',
  'refuse',
  'hire',
  'extend',
  'finalize',
  'complete',
  'contract',
] as const;
export type TApplicationMailEvent = (typeof APPLICATION_MAIL_EVENTS)[number];

interface EventText {
  subject: (opportunity: string) => string;
  intro: (other: string, opportunity: string) => string;
  button: string;
}

interface FactTexts {
  details: string;
  when: string;
  place: string;
  join: string;
  dates: string;
  newEnd: string;
  /** The zone as readers see it, e.g. "Europe/Belgrade time, UTC+01:00". */
  zone: (offset: string) => string;
}

type Texts = Record<TApplicationMailEvent, EventText> & FactTexts;

const ev = (
  subject: (o: string) => string,
  intro: (other: string, o: string) => string,
  button: string,
): EventText => ({ subject, intro, button });

const STRINGS: Record<TLanguage, Texts> = {
  en: {
    details: 'Details',
    when: 'When',
    place: 'Place',
    join: 'Link',
    dates: 'Dates',
    newEnd: 'New end date',
    zone: (o) => `${PROGRAMME_TIME_ZONE} time, UTC${o}`,
    applied: ev(
      (o) => `New application: ${o}`,
      (x, o) => `${x} applied to "${o}".`,
      'See the applicants',
    ),
    invited: ev(
      (o) => `You are invited to apply: ${o}`,
      (x, o) => `${x} invites you to "${o}". Accept or decline the invitation in your applications.`,
      'Open your applications',
    ),
    acceptInvitation: ev(
      (o) => `Invitation accepted: ${o}`,
      (x, o) => `${x} accepted your invitation to "${o}".`,
      'See the applicants',
    ),
    declineInvitation: ev(
      (o) => `Invitation declined: ${o}`,
      (x, o) => `${x} declined your invitation to "${o}".`,
      'See the applicants',
    ),
    withdraw: ev(
      (o) => `Application withdrawn: ${o}`,
      (x, o) => `${x} withdrew the application to "${o}".`,
      'See the applicants',
    ),
    shortlist: ev(
      (o) => `You are on the shortlist: ${o}`,
      (x, o) => `${x} put you on the shortlist for "${o}".`,
      'Open your applications',
    ),
    notShortlist: ev(
      (o) => `About your application: ${o}`,
      (x, o) => `${x} did not put you on the shortlist for "${o}". Thank you for applying.`,
      'Open your applications',
    ),
    scheduleInterview: ev(
      (o) => `Interview invitation: ${o}`,
      (x, o) => `${x} invites you to an interview for "${o}".`,
      'Open your applications',
    ),
    accept: ev(
      (o) => `You have been accepted: ${o}`,
      (x, o) => `${x} accepted you for "${o}".`,
      'Open your applications',
    ),
    validation: ev(
      (o) => `Waiting for validation: ${o}`,
      (x, o) => `${x} accepted an intern for "${o}". The acceptance waits for your validation.`,
      'Validate',
    ),
    approve: ev(
      (o) => `Internship validated: ${o}`,
      (_x, o) => `The programme validated the internship "${o}".`,
      'Open',
    ),
    refuse: ev(
      (o) => `Internship not validated: ${o}`,
      (_x, o) => `The programme did not validate the internship "${o}".`,
      'Open',
    ),
    hire: ev(
      (o) => `Your internship starts: ${o}`,
      (x, o) => `${x} signed the contract and hired you for "${o}".`,
      'Open your internship',
    ),
    extend: ev(
      (o) => `Internship extended: ${o}`,
      (x, o) => `${x} extended your internship "${o}".`,
      'Open your internship',
    ),
    finalize: ev(
      (o) => `Internship completed: ${o}`,
      (x, o) => `${x} completed your internship "${o}". Congratulations!`,
      'Open your applications',
    ),
    complete: ev(
      (o) => `Training completed: ${o}`,
      (x, o) => `${x} marked the training "${o}" as completed. Congratulations!`,
      'Open your trainings',
    ),
    contract: ev(
      (o) => `Your contract is ready: ${o}`,
      (x, o) => `${x} uploaded the signed contract for "${o}".`,
      'Open your internship',
    ),
  },
  sq: {
    details: 'Detajet',
    when: 'Kur',
    place: 'Vendi',
    join: 'Lidhja',
    dates: 'Datat',
    newEnd: 'Data e re e përfundimit',
    zone: (o) => `ora e ${PROGRAMME_TIME_ZONE}, UTC${o}`,
    applied: ev(
      (o) => `Aplikim i ri: ${o}`,
      (x, o) => `${x} aplikoi për "${o}".`,
      'Shihni aplikantët',
    ),
    invited: ev(
      (o) => `Jeni ftuar të aplikoni: ${o}`,
      (x, o) => `${x} ju fton për "${o}". Pranojeni ose refuzojeni ftesën te aplikimet tuaja.`,
      'Hapni aplikimet tuaja',
    ),
    acceptInvitation: ev(
      (o) => `Ftesa u pranua: ${o}`,
      (x, o) => `${x} e pranoi ftesën tuaj për "${o}".`,
      'Shihni aplikantët',
    ),
    declineInvitation: ev(
      (o) => `Ftesa u refuzua: ${o}`,
      (x, o) => `${x} e refuzoi ftesën tuaj për "${o}".`,
      'Shihni aplikantët',
    ),
    withdraw: ev(
      (o) => `Aplikimi u tërhoq: ${o}`,
      (x, o) => `${x} e tërhoqi aplikimin për "${o}".`,
      'Shihni aplikantët',
    ),
    shortlist: ev(
      (o) => `Jeni në listën e ngushtë: ${o}`,
      (x, o) => `${x} ju përfshiu në listën e ngushtë për "${o}".`,
      'Hapni aplikimet tuaja',
    ),
    notShortlist: ev(
      (o) => `Për aplikimin tuaj: ${o}`,
      (x, o) => `${x} nuk ju përfshiu në listën e ngushtë për "${o}". Faleminderit që aplikuat.`,
      'Hapni aplikimet tuaja',
    ),
    scheduleInterview: ev(
      (o) => `Ftesë për intervistë: ${o}`,
      (x, o) => `${x} ju fton në intervistë për "${o}".`,
      'Hapni aplikimet tuaja',
    ),
    accept: ev(
      (o) => `Jeni pranuar: ${o}`,
      (x, o) => `${x} ju pranoi për "${o}".`,
      'Hapni aplikimet tuaja',
    ),
    validation: ev(
      (o) => `Në pritje të validimit: ${o}`,
      (x, o) => `${x} pranoi një praktikant për "${o}". Pranimi pret validimin tuaj.`,
      'Validoni',
    ),
    approve: ev(
      (o) => `Praktika u validua: ${o}`,
      (_x, o) => `Programi e validoi praktikën "${o}".`,
      'Hapni',
    ),
    refuse: ev(
      (o) => `Praktika nuk u validua: ${o}`,
      (_x, o) => `Programi nuk e validoi praktikën "${o}".`,
      'Hapni',
    ),
    hire: ev(
      (o) => `Praktika juaj fillon: ${o}`,
      (x, o) => `${x} nënshkroi kontratën dhe ju punësoi për "${o}".`,
      'Hapni praktikën tuaj',
    ),
    extend: ev(
      (o) => `Praktika u zgjat: ${o}`,
      (x, o) => `${x} e zgjati praktikën tuaj "${o}".`,
      'Hapni praktikën tuaj',
    ),
    finalize: ev(
      (o) => `Praktika përfundoi: ${o}`,
      (x, o) => `${x} e përfundoi praktikën tuaj "${o}". Urime!`,
      'Hapni aplikimet tuaja',
    ),
    complete: ev(
      (o) => `Trajnimi përfundoi: ${o}`,
      (x, o) => `${x} e shënoi trajnimin "${o}" si të përfunduar. Urime!`,
      'Hapni trajnimet tuaja',
    ),
    contract: ev(
      (o) => `Kontrata juaj është gati: ${o}`,
      (x, o) => `${x} ngarkoi kontratën e nënshkruar për "${o}".`,
      'Hapni praktikën tuaj',
    ),
  },
  sr: {
    details: 'Detalji',
    when: 'Kada',
    place: 'Mesto',
    join: 'Link',
    dates: 'Datumi',
    newEnd: 'Novi datum završetka',
    zone: (o) => `vreme ${PROGRAMME_TIME_ZONE}, UTC${o}`,
    applied: ev(
      (o) => `Nova prijava: ${o}`,
      (x, o) => `${x} se prijavio/la za "${o}".`,
      'Pogledajte kandidate',
    ),
    invited: ev(
      (o) => `Pozvani ste da se prijavite: ${o}`,
      (x, o) => `${x} vas poziva na "${o}". Prihvatite ili odbijte poziv u svojim prijavama.`,
      'Otvorite svoje prijave',
    ),
    acceptInvitation: ev(
      (o) => `Poziv prihvaćen: ${o}`,
      (x, o) => `${x} je prihvatio/la vaš poziv za "${o}".`,
      'Pogledajte kandidate',
    ),
    declineInvitation: ev(
      (o) => `Poziv odbijen: ${o}`,
      (x, o) => `${x} je odbio/la vaš poziv za "${o}".`,
      'Pogledajte kandidate',
    ),
    withdraw: ev(
      (o) => `Prijava povučena: ${o}`,
      (x, o) => `${x} je povukao/la prijavu za "${o}".`,
      'Pogledajte kandidate',
    ),
    shortlist: ev(
      (o) => `Na užem ste spisku: ${o}`,
      (x, o) => `${x} vas je stavio na uži spisak za "${o}".`,
      'Otvorite svoje prijave',
    ),
    notShortlist: ev(
      (o) => `O vašoj prijavi: ${o}`,
      (x, o) => `${x} vas nije stavio na uži spisak za "${o}". Hvala što ste se prijavili.`,
      'Otvorite svoje prijave',
    ),
    scheduleInterview: ev(
      (o) => `Poziv na intervju: ${o}`,
      (x, o) => `${x} vas poziva na intervju za "${o}".`,
      'Otvorite svoje prijave',
    ),
    accept: ev(
      (o) => `Prihvaćeni ste: ${o}`,
      (x, o) => `${x} vas je prihvatio za "${o}".`,
      'Otvorite svoje prijave',
    ),
    validation: ev(
      (o) => `Čeka validaciju: ${o}`,
      (x, o) => `${x} je prihvatio praktikanta za "${o}". Prihvatanje čeka vašu validaciju.`,
      'Validirajte',
    ),
    approve: ev(
      (o) => `Praksa je validirana: ${o}`,
      (_x, o) => `Program je validirao praksu "${o}".`,
      'Otvorite',
    ),
    refuse: ev(
      (o) => `Praksa nije validirana: ${o}`,
      (_x, o) => `Program nije validirao praksu "${o}".`,
      'Otvorite',
    ),
    hire: ev(
      (o) => `Vaša praksa počinje: ${o}`,
      (x, o) => `${x} je potpisao ugovor i zaposlio vas za "${o}".`,
      'Otvorite svoju praksu',
    ),
    extend: ev(
      (o) => `Praksa je produžena: ${o}`,
      (x, o) => `${x} je produžio vašu praksu "${o}".`,
      'Otvorite svoju praksu',
    ),
    finalize: ev(
      (o) => `Praksa je završena: ${o}`,
      (x, o) => `${x} je završio vašu praksu "${o}". Čestitamo!`,
      'Otvorite svoje prijave',
    ),
    complete: ev(
      (o) => `Obuka je završena: ${o}`,
      (x, o) => `${x} je označio obuku "${o}" kao završenu. Čestitamo!`,
      'Otvorite svoje obuke',
    ),
    contract: ev(
      (o) => `Vaš ugovor je spreman: ${o}`,
      (x, o) => `${x} je otpremio potpisani ugovor za "${o}".`,
      'Otvorite svoju praksu',
    ),
  },
};

export interface ApplicationMailText {
  subject: string;
  lines: string[];
  button: string;
}

/** The subject, the lines and the button label of an application e-mail (English events when unknown). */
export function applicationMailText(lang: TLanguage, params: Record<string, string>): ApplicationMailText {
  const s = STRINGS[lang];
  const event = (APPLICATION_MAIL_EVENTS as readonly string[]).includes(params.event ?? '')
    ? (params.event as TApplicationMailEvent)
    : 'applied';
  const t = s[event];
  // Names and titles were typed by people: one line each (the HTML escapes them).
  const one = (v: string | undefined) => (v ?? '').replace(/\s+/g, ' ').trim();
  const opportunity = one(params.opportunity);
  const lines = [t.intro(one(params.other), opportunity)];
  if (params.interviewDate && params.interviewTime) {
    const instant = programmeInstant(params.interviewDate, params.interviewTime);
    const zone = instant ? ` (${s.zone(belgradeOffset(new Date(instant)))})` : '';
    lines.push(`${s.when}: ${displayDate(params.interviewDate)}, ${params.interviewTime}${zone}`);
    if (params.interviewPlace) lines.push(`${s.place}: ${one(params.interviewPlace)}`);
    if (params.interviewLink) lines.push(`${s.join}: ${one(params.interviewLink)}`);
  } else if (params.startDate && params.endDate)
    lines.push(`${s.dates}: ${displayDate(params.startDate)} – ${displayDate(params.endDate)}`);
  else if (params.endDate) lines.push(`${s.newEnd}: ${displayDate(params.endDate)}`);
  if (params.details) lines.push(`${s.details}: ${one(params.details)}`);
  return { subject: t.subject(opportunity), lines, button: t.button };
}
