import { Plural } from '../shape.ts';

/** Stipends (`modules/stipends`): the attendance reminder and "payment made" e-mails, and the bank file's headers. */
export const stipends = {
  reminder: {
    subject: 'Konfirmoni praninë e praktikantëve',
    intro: new Plural({
      one: '{{count}} muaj i praktikës pret konfirmimin e pranisë nga ju.',
      other: '{{count}} muaj të praktikave presin konfirmimin e pranisë nga ju.',
    }),
    why: 'Bursa e praktikantëve paguhet vetëm pasi të konfirmoni ditët e pranisë për secilin muaj.',
    button: 'Konfirmo praninë',
  },
  paid: {
    subject: 'Bursa juaj është paguar',
    intro: 'Bursa juaj për muajin {{month}} është paguar në llogarinë tuaj bankare.',
    amount: 'Shuma',
    reference: 'Referenca',
    button: 'Shiko bursën',
  },
  export: {
    sheet: 'Pagesa',
    note: 'Pagesa e bursave për muajin {{month}}',
    name: 'Emri',
    iban: 'IBAN',
    accountHolder: 'Mbajtësi i llogarisë',
    amount: 'Shuma (EUR)',
    reference: 'Referenca',
  },
  /** The bank reference of a line: "Bursa <month> <intern>". */
  reference: 'Bursa {{month}}',
};
