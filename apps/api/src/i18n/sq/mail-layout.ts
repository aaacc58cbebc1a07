/** What every e-mail shares (`platform/mail/layout.ts`): the greeting, the signature and the footer. */
export const mailLayout = {
  hello: (name?: string) => (name ? `Përshëndetje ${name},` : 'Përshëndetje,'),
  signature: 'Ekipi i Praktika',
  footer: 'Ky e-mail u dërgua automatikisht; ju lutemi mos u përgjigjni.',
};
