import type { mailPeople as reference } from '../sq/mail-people.ts';
import type { Mirror } from '../shape.ts';

export const mailPeople: Mirror<typeof reference> = {
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
};
