import type { mailMentorships as reference } from '../sq/mail-mentorships.ts';
import type { Mirror } from '../shape.ts';

export const mailMentorships: Mirror<typeof reference> = {
  opportunity: 'Praksa',
  assigned: {
    subject: 'Novi praktikant za mentorstvo',
    intro: (x) => `${x} vam je dodeljen/a kao praktikant. Prihvatite ili odbijte među svojim praktikantima.`,
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
};
