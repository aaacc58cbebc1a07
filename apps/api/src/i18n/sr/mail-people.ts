import type { mailPeople as reference } from '../sq/mail-people.ts';
import type { Mirror } from '../shape.ts';

export const mailPeople: Mirror<typeof reference> = {
  mentorApproved: {
    subject: 'Vaš mentorski profil na Praktika je odobren',
    intro:
      'Administratori programa su pregledali i odobrili vaš mentorski profil. Sada vam mogu biti dodeljeni praktikanti.',
    button: 'Otvorite svoj profil',
  },
  organisationVerified: {
    subject: 'Vaša organizacija na Praktici je verifikovana',
    intro:
      'Administratori programa su proverili i verifikovali vašu organizaciju. Vaši oglasi se sada prikazuju kao verifikovani i mogu da im se prijave i praktikanti mlađi od 18 godina.',
    button: 'Otvorite profil organizacije',
  },
  organisationRejected: {
    subject: 'Vaša organizacija na Praktici nije verifikovana',
    intro: 'Administratori programa su proverili vašu organizaciju, ali je još ne mogu verifikovati.',
    reason: 'Razlog',
    next: 'Vaši oglasi ostaju vidljivi, ali praktikanti mlađi od 18 godina ne mogu da se prijave. Ažurirajte podatke ili nas kontaktirajte, pa ćemo je ponovo proveriti.',
    button: 'Otvorite profil organizacije',
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
