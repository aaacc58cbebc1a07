import type { mailLayout as reference } from '../sq/mail-layout.ts';
import type { Mirror } from '../shape.ts';

export const mailLayout: Mirror<typeof reference> = {
  hello: (name) => (name ? `Zdravo ${name},` : 'Zdravo,'),
  signature: 'Tim Praktika',
  footer: 'Ova poruka je poslata automatski; molimo ne odgovarajte na nju.',
};
