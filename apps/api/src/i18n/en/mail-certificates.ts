import type { mailCertificates as reference } from '../sq/mail-certificates.ts';
import type { Mirror } from '../shape.ts';

export const mailCertificates: Mirror<typeof reference> = {
  subject: 'Your certificate is ready',
  ready: {
    JOB: 'The certificate for your internship “{{title}}” at {{organisation}} is ready.',
    TRAINING: 'The certificate for your training “{{title}}” at {{organisation}} is ready.',
  },
  code: 'Verification code: {{code}}. Anyone can verify it at {{url}}.',
  button: 'Download the certificate',
};
