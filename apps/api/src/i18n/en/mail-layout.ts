import type { mailLayout as reference } from '../sq/mail-layout.ts';
import type { Mirror } from '../shape.ts';

export const mailLayout: Mirror<typeof reference> = {
  hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
  signature: 'The Praktika team',
  footer: 'This e-mail was sent automatically; please do not reply.',
};
