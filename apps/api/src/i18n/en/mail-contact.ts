import type { mailContact as reference } from '../sq/mail-contact.ts';
import type { Mirror } from '../shape.ts';

export const mailContact: Mirror<typeof reference> = {
  contact: {
    subject: (name) => `New message from the contact form: ${name}`,
    intro: 'Someone wrote to you through the contact form on Praktika.',
    name: 'Name',
    email: 'E-mail',
    message: 'Message',
  },
};
