import type { mailCertificates as reference } from '../sq/mail-certificates.ts';
import type { Mirror } from '../shape.ts';

export const mailCertificates: Mirror<typeof reference> = {
  subject: 'Vaš sertifikat je spreman',
  ready: {
    JOB: 'Sertifikat za vašu praksu „{{title}}” u organizaciji {{organisation}} je spreman.',
    TRAINING: 'Sertifikat za vašu obuku „{{title}}” u organizaciji {{organisation}} je spreman.',
  },
  code: 'Kod za proveru: {{code}}. Svako ga može proveriti na {{url}}.',
  button: 'Preuzmite sertifikat',
};
