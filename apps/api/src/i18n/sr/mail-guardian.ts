import type { mailGuardian as reference } from '../sq/mail-guardian.ts';
import type { Mirror } from '../shape.ts';

export const mailGuardian: Mirror<typeof reference> = {
  request: {
    subject: (intern) => `Vaša saglasnost za ${intern} na Praktici`,
    intro: (intern) =>
      `${intern} se registrovao/la na Praktiku i naveo/la vas kao roditelja ili staratelja. Pošto je ${intern} mlađi/a od 18 godina, potrebna nam je vaša saglasnost.`,
    programme:
      'Praktika je program praksi za mlade na Kosovu: praktikanti popunjavaju CV, prijavljuju se na prakse i obuke kod organizacija domaćina i mogu imati mentora.',
    dataIntro: 'Koje podatke čuvamo:',
    data: 'ime, kontakt podatke, CV i prijave praktikanta, kao i vaše ime, e-poštu i telefon.',
    sensitive:
      'Osetljive podatke (datum rođenja, etnička pripadnost, zdravlje) vide samo praktikant i administratori programa, nikada organizacije.',
    noConsent:
      'Bez vaše saglasnosti praktikant može da popuni CV i pregleda ponude, ali ne može da se prijavi niti da bude pozvan.',
    decide: 'Otvorite link ispod da biste dali ili odbili saglasnost:',
    button: 'Dajte ili odbijte saglasnost',
    validity: (days) => `Link se može iskoristiti jednom i važi ${days} dana.`,
    ignore: 'Ako ne poznajete ovu osobu, zanemarite ovu poruku.',
  },
  confirmed: {
    subject: (intern) => `Hvala: saglasnost za ${intern} je data`,
    intro: (intern) => `Hvala. Dali ste saglasnost da ${intern} učestvuje na Praktici.`,
    withdraw:
      'Saglasnost možete povući u bilo kom trenutku preko linka ispod. Otvorene prijave praktikanta se tada zatvaraju.',
    button: 'Povucite saglasnost',
  },
  ended: {
    subject: 'Saglasnost roditelja ili staratelja',
    refused: 'Vaš roditelj ili staratelj nije dao saglasnost za vaše učešće na Praktici.',
    withdrawn: 'Vaš roditelj ili staratelj je povukao saglasnost za vaše učešće na Praktici.',
    applications:
      'Vaše otvorene prijave i pozivi su zatvoreni. Vaši podaci ostaju dok ne obrišete nalog. Roditelju ili staratelju možete poslati novi link sa svoje stranice.',
    button: 'Otvorite svoju stranicu',
  },
};
