import type { mailContact as reference } from '../sq/mail-contact.ts';
import type { Mirror } from '../shape.ts';

export const mailContact: Mirror<typeof reference> = {
  contact: {
    subject: (name) => `Nova poruka iz kontakt forme: ${name}`,
    intro: 'Neko vam je pisao preko kontakt forme na Praktika.',
    name: 'Ime',
    email: 'E-mail',
    message: 'Poruka',
  },
};
