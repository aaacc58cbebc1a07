import { Plural } from '../shape.ts';
import type { stipends as reference } from '../sq/stipends.ts';
import type { Mirror } from '../shape.ts';

export const stipends: Mirror<typeof reference> = {
  reminder: {
    subject: 'Potvrdite prisustvo praktikanata',
    intro: new Plural({
      one: '{{count}} mesec prakse čeka vašu potvrdu prisustva.',
      few: '{{count}} meseca prakse čekaju vašu potvrdu prisustva.',
      other: '{{count}} meseci prakse čeka vašu potvrdu prisustva.',
    }),
    why: 'Stipendija praktikanata se isplaćuje tek kada potvrdite dane prisustva za svaki mesec.',
    button: 'Potvrdi prisustvo',
  },
  paid: {
    subject: 'Vaša stipendija je isplaćena',
    intro: 'Vaša stipendija za mesec {{month}} je isplaćena na vaš bankovni račun.',
    amount: 'Iznos',
    reference: 'Poziv na broj',
    button: 'Pogledaj stipendiju',
  },
  export: {
    sheet: 'Isplata',
    note: 'Isplata stipendija za mesec {{month}}',
    name: 'Ime',
    iban: 'IBAN',
    accountHolder: 'Vlasnik računa',
    amount: 'Iznos (EUR)',
    reference: 'Poziv na broj',
  },
  reference: 'Stipendija {{month}}',
};
