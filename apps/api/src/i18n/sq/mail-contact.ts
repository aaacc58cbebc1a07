/** A message from the contact form, to the programme address. */
interface Strings {
  contact: { subject: (name: string) => string; intro: string; name: string; email: string; message: string };
}

/** The contact form's e-mail to the programme (`modules/contact/contact.mail.ts`). */
export const mailContact: Strings = {
  contact: {
    subject: (name) => `Mesazh i ri nga formulari i kontaktit: ${name}`,
    intro: 'Dikush ju shkroi përmes formularit të kontaktit në Praktika.',
    name: 'Emri',
    email: 'E-mail',
    message: 'Mesazhi',
  },
};
