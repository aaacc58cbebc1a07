import type { mailAccounts as reference } from '../sq/mail-accounts.ts';
import type { Mirror } from '../shape.ts';

export const mailAccounts: Mirror<typeof reference> = {
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
};
