import { PROGRAMME_TIME_ZONE } from '@praktika/contracts/dates';

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

type Texts = Record<
  | 'applied'
  | 'invited'
  | 'acceptInvitation'
  | 'declineInvitation'
  | 'withdraw'
  | 'guardianEnded'
  | 'shortlist'
  | 'notShortlist'
  | 'scheduleInterview'
  | 'accept'
  | 'validation'
  | 'approve'
  | 'refuse'
  | 'hire'
  | 'extend'
  | 'finalize'
  | 'complete'
  | 'contract',
  EventText
> &
  FactTexts;

const ev = (
  subject: (o: string) => string,
  intro: (other: string, o: string) => string,
  button: string,
): EventText => ({ subject, intro, button });

/** The application e-mails (`modules/applications/applications.mail.ts`): one text per step, and the facts' labels. */
export const mailApplications: Texts = {
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
  guardianEnded: ev(
    (o) => `Aplikimi u mbyll: ${o}`,
    (x, o) =>
      `Aplikimi ose ftesa e ${x} për "${o}" u mbyll: prindi ose kujdestari i praktikantit nuk dha pëlqimin.`,
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
};
