import { PROGRAMME_TIME_ZONE } from '@praktika/contracts/dates';
import type { mailApplications as reference } from '../sq/mail-applications.ts';
import type { Mirror } from '../shape.ts';

const ev = (subject: (o: string) => string, intro: (other: string, o: string) => string, button: string) => ({
  subject,
  intro,
  button,
});

export const mailApplications: Mirror<typeof reference> = {
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
  guardianEnded: ev(
    (o) => `Prijava zatvorena: ${o}`,
    (x, o) =>
      `Prijava ili poziv za ${x} na "${o}" je zatvoren: roditelj ili staratelj praktikanta nije dao saglasnost.`,
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
};
