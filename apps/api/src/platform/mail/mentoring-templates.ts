import type { TLanguage } from '@praktika/contracts/common';

/**
 * The mentorship e-mails (issue 10): one template, `mentorship`, whose `event` says what happened. Each goes in the
 * recipient's own language with a button to the screen where they act:
 * - `assigned` (to the mentor: a new intern to accept or decline; `/dashboard/myinterns`),
 * - `adminAssigned` (to the mentor an admin assigned or reassigned an intern to),
 * - `accepted` (to the intern: the mentor accepted; `/myMentor`),
 * - `waiting` (to the intern: nobody is free, the request is on the waiting list),
 * - `served` (to the intern: the waiting list gave them a mentor; `/myMentor`),
 * - `ended` (to the intern: the mentorship ended),
 * - `mentorEnded` (to the mentor: an admin ended the mentorship or gave the intern another mentor),
 * - `newMentor` (to the intern: an admin assigned them a mentor, or another one; `/myMentor`),
 * - `invited` (to an intern on the waiting list: a mentor invites them; they accept or decline on `/myMentor`),
 * - `inviteAccepted` / `inviteDeclined` (to the inviting mentor: the intern's answer; `/dashboard/myinterns`).
 * Params: `event`, `link`; optional `other` (the other person's name) and `opportunity` (the internship's title).
 */
export const MENTORSHIP_MAIL_EVENTS = [
  'assigned',
  'adminAssigned',
  'accepted',
  'waiting',
  'served',
  'ended',
  'mentorEnded',
  'newMentor',
  'invited',
  'inviteAccepted',
  'inviteDeclined',
] as const;
export type TMentorshipMailEvent = (typeof MENTORSHIP_MAIL_EVENTS)[number];

interface EventText {
  subject: string;
  intro: (other: string) => string;
  button: string;
}
type Texts = Record<TMentorshipMailEvent, EventText> & { opportunity: string };

const STRINGS: Record<TLanguage, Texts> = {
  en: {
    opportunity: 'Internship',
    assigned: {
      subject: 'A new intern for you to mentor',
      intro: (x) => `${x} has been assigned to you as a mentee. Accept or decline in your interns.`,
      button: 'Open my interns',
    },
    adminAssigned: {
      subject: 'The programme assigned you an intern',
      intro: (x) =>
        `The programme's administrators assigned ${x} to you as a mentee. Accept or decline in your interns.`,
      button: 'Open my interns',
    },
    accepted: {
      subject: 'Your mentor accepted',
      intro: (x) => `${x} accepted to be your mentor.`,
      button: 'Open my mentor',
    },
    waiting: {
      subject: 'No available mentors at the moment',
      intro: () =>
        'No available mentors at the moment! Your request is on the waiting list; we will e-mail you as soon as a mentor is assigned.',
      button: 'Open my internship',
    },
    served: {
      subject: 'A mentor has been assigned to you',
      intro: (x) => `A place opened up: ${x} has been assigned as your mentor.`,
      button: 'Open my mentor',
    },
    ended: {
      subject: 'Your mentorship has ended',
      intro: (x) => `Your mentorship with ${x} has ended.`,
      button: 'Open my internship',
    },
    mentorEnded: {
      subject: 'A mentorship of yours has ended',
      intro: (x) => `The programme's administrators ended your mentorship of ${x}. Thank you for your time.`,
      button: 'Open my interns',
    },
    newMentor: {
      subject: 'The programme assigned you a mentor',
      intro: (x) =>
        `The programme's administrators assigned ${x} as your mentor. We will e-mail you when they accept.`,
      button: 'Open my mentor',
    },
    invited: {
      subject: 'A mentor invites you',
      intro: (x) =>
        `${x} invites you to be their mentee. Accept or decline on your mentoring page; until you answer, you keep your place on the waiting list.`,
      button: 'Open my mentor',
    },
    inviteAccepted: {
      subject: 'Your invitation was accepted',
      intro: (x) => `${x} accepted your invitation: you are now their mentor.`,
      button: 'Open my interns',
    },
    inviteDeclined: {
      subject: 'Your invitation was declined',
      intro: (x) => `${x} declined your invitation. Thank you for offering your time.`,
      button: 'Open my interns',
    },
  },
  sq: {
    opportunity: 'Praktika',
    assigned: {
      subject: 'Një praktikant i ri për ju si mentor',
      intro: (x) => `${x} ju është caktuar si praktikant. Pranojeni ose refuzojeni te praktikantët tuaj.`,
      button: 'Hapni praktikantët e mi',
    },
    adminAssigned: {
      subject: 'Programi ju caktoi një praktikant',
      intro: (x) =>
        `Administratorët e programit ju caktuan ${x} si praktikant. Pranojeni ose refuzojeni te praktikantët tuaj.`,
      button: 'Hapni praktikantët e mi',
    },
    accepted: {
      subject: 'Mentori juaj pranoi',
      intro: (x) => `${x} pranoi të jetë mentori juaj.`,
      button: 'Hapni mentorin tim',
    },
    waiting: {
      subject: 'Aktualisht nuk ka mentorë të lirë',
      intro: () =>
        'Aktualisht nuk ka mentorë të lirë! Kërkesa juaj është në listën e pritjes; do t’ju njoftojmë me e-mail sapo t’ju caktohet një mentor.',
      button: 'Hapni praktikën time',
    },
    served: {
      subject: 'Ju është caktuar një mentor',
      intro: (x) => `U lirua një vend: ${x} ju është caktuar si mentor.`,
      button: 'Hapni mentorin tim',
    },
    ended: {
      subject: 'Mentorimi juaj përfundoi',
      intro: (x) => `Mentorimi juaj me ${x} përfundoi.`,
      button: 'Hapni praktikën time',
    },
    mentorEnded: {
      subject: 'Një mentorim i juaji përfundoi',
      intro: (x) =>
        `Administratorët e programit përfunduan mentorimin tuaj të ${x}. Faleminderit për kohën tuaj.`,
      button: 'Hapni praktikantët e mi',
    },
    newMentor: {
      subject: 'Programi ju caktoi një mentor',
      intro: (x) =>
        `Administratorët e programit ju caktuan ${x} si mentor. Do t’ju njoftojmë me e-mail kur ta pranojë.`,
      button: 'Hapni mentorin tim',
    },
    invited: {
      subject: 'Një mentor ju fton',
      intro: (x) =>
        `${x} ju fton të jeni praktikanti i tij/saj. Pranojeni ose refuzojeni në faqen tuaj të mentorimit; derisa të përgjigjeni, e ruani vendin në listën e pritjes.`,
      button: 'Hapni mentorin tim',
    },
    inviteAccepted: {
      subject: 'Ftesa juaj u pranua',
      intro: (x) => `${x} e pranoi ftesën tuaj: tani jeni mentori i tij/saj.`,
      button: 'Hapni praktikantët e mi',
    },
    inviteDeclined: {
      subject: 'Ftesa juaj u refuzua',
      intro: (x) => `${x} e refuzoi ftesën tuaj. Faleminderit që ofruat kohën tuaj.`,
      button: 'Hapni praktikantët e mi',
    },
  },
  sr: {
    opportunity: 'Praksa',
    assigned: {
      subject: 'Novi praktikant za mentorstvo',
      intro: (x) =>
        `${x} vam je dodeljen/a kao praktikant. Prihvatite ili odbijte među svojim praktikantima.`,
      button: 'Otvorite moje praktikante',
    },
    adminAssigned: {
      subject: 'Program vam je dodelio praktikanta',
      intro: (x) =>
        `Administratori programa dodelili su vam praktikanta ${x}. Prihvatite ili odbijte među svojim praktikantima.`,
      button: 'Otvorite moje praktikante',
    },
    accepted: {
      subject: 'Vaš mentor je prihvatio',
      intro: (x) => `${x} je prihvatio/la da bude vaš mentor.`,
      button: 'Otvorite mog mentora',
    },
    waiting: {
      subject: 'Trenutno nema slobodnih mentora',
      intro: () =>
        'Trenutno nema slobodnih mentora! Vaš zahtev je na listi čekanja; javićemo vam e-poštom čim vam bude dodeljen mentor.',
      button: 'Otvorite moju praksu',
    },
    served: {
      subject: 'Dodeljen vam je mentor',
      intro: (x) => `Oslobodilo se mesto: ${x} vam je dodeljen/a kao mentor.`,
      button: 'Otvorite mog mentora',
    },
    ended: {
      subject: 'Vaše mentorstvo je završeno',
      intro: (x) => `Vaše mentorstvo sa ${x} je završeno.`,
      button: 'Otvorite moju praksu',
    },
    mentorEnded: {
      subject: 'Jedno vaše mentorstvo je završeno',
      intro: (x) => `Administratori programa završili su vaše mentorstvo: ${x}. Hvala vam na vremenu.`,
      button: 'Otvorite moje praktikante',
    },
    newMentor: {
      subject: 'Program vam je dodelio mentora',
      intro: (x) =>
        `Administratori programa dodelili su vam mentora: ${x}. Javićemo vam e-poštom kada prihvati.`,
      button: 'Otvorite mog mentora',
    },
    invited: {
      subject: 'Mentor vas poziva',
      intro: (x) =>
        `${x} vas poziva da budete njegov/njen praktikant. Prihvatite ili odbijte na svojoj stranici mentorstva; dok ne odgovorite, zadržavate svoje mesto na listi čekanja.`,
      button: 'Otvorite mog mentora',
    },
    inviteAccepted: {
      subject: 'Vaš poziv je prihvaćen',
      intro: (x) => `${x} je prihvatio/la vaš poziv: sada ste njegov/njen mentor.`,
      button: 'Otvorite moje praktikante',
    },
    inviteDeclined: {
      subject: 'Vaš poziv je odbijen',
      intro: (x) => `${x} je odbio/la vaš poziv. Hvala vam što ste ponudili svoje vreme.`,
      button: 'Otvorite moje praktikante',
    },
  },
};

export interface MentorshipMailText {
  subject: string;
  lines: string[];
  button: string;
}

export function mentorshipMailText(lang: TLanguage, params: Record<string, string>): MentorshipMailText {
  const s = STRINGS[lang];
  const event = (MENTORSHIP_MAIL_EVENTS as readonly string[]).includes(params.event ?? '')
    ? (params.event as TMentorshipMailEvent)
    : 'assigned';
  const t = s[event];
  // Names and titles were typed by people: one line each (the HTML escapes them).
  const one = (v: string | undefined) => (v ?? '').replace(/\s+/g, ' ').trim();
  const lines = [t.intro(one(params.other) || 'Praktika')];
  if (params.opportunity) lines.push(`${s.opportunity}: ${one(params.opportunity)}`);
  return { subject: t.subject, lines, button: t.button };
}
