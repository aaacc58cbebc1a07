import { Plural } from '../shape.ts';
import type { stipends as reference } from '../sq/stipends.ts';
import type { Mirror } from '../shape.ts';

export const stipends: Mirror<typeof reference> = {
  reminder: {
    subject: "Confirm your interns' attendance",
    intro: new Plural({
      one: '{{count}} month of an internship is waiting for you to confirm attendance.',
      other: '{{count}} months of internships are waiting for you to confirm attendance.',
    }),
    why: "Interns' stipends are paid only once you confirm the days present for each month.",
    button: 'Confirm attendance',
  },
  paid: {
    subject: 'Your stipend has been paid',
    intro: 'Your stipend for {{month}} has been paid into your bank account.',
    amount: 'Amount',
    reference: 'Reference',
    button: 'See your stipend',
  },
  export: {
    sheet: 'Payment',
    note: 'Stipend payment for {{month}}',
    name: 'Name',
    iban: 'IBAN',
    accountHolder: 'Account holder',
    amount: 'Amount (EUR)',
    reference: 'Reference',
  },
  reference: 'Stipend {{month}}',
};
