import type { certificates as reference } from '../sq/certificates.ts';
import { Plural, type Mirror } from '../shape.ts';

export const certificates: Mirror<typeof reference> = {
  programme: 'Praktika — youth internship programme',
  partners:
    'Programme partners: Ministry of Education · Chamber of Commerce · Children’s fund · Association of Municipalities',
  heading: { JOB: 'Internship certificate', TRAINING: 'Training certificate' },
  certifies: 'This certifies that',
  completed: {
    JOB: 'completed the internship “{{title}}” at {{organisation}}.',
    TRAINING: 'completed the training “{{title}}” at {{organisation}}.',
  },
  labels: {
    period: 'Period',
    length: 'Length',
    mentor: 'Mentor',
    issued: 'Issued on',
    code: 'Verification code',
  },
  months: new Plural({ one: '{{count}} month', other: '{{count}} months' }),
  days: new Plural({ one: '{{count}} day', other: '{{count}} days' }),
  scan: 'Scan the QR code or open {{url}} to verify it.',
  achievement: {
    name: { JOB: 'Internship: {{title}}', TRAINING: 'Training: {{title}}' },
    description: {
      JOB: 'Internship completed at {{organisation}} in the Praktika programme.',
      TRAINING: 'Training completed at {{organisation}} in the Praktika programme.',
    },
    criteria: {
      JOB: 'The intern completed the internship and the host organisation confirmed its completion.',
      TRAINING: 'The participant completed the training and the organisation confirmed its completion.',
    },
  },
  verify: {
    pageTitle: 'Certificate verification',
    valid: 'This certificate is valid',
    revoked: 'This certificate was revoked on {{date}}',
    notFound: 'No certificate was found with this code',
    notFoundHint: 'Check the code on the certificate (e.g. K7Q2-M9XD-4T) and try again.',
    code: 'Code',
    holder: 'Name',
    organisation: 'Organisation',
    title: 'Position or training',
    period: 'Period',
    kind: 'Type',
    kinds: { JOB: 'Internship', TRAINING: 'Training' },
    issued: 'Issued on',
    language: 'Language',
    note: 'This page shows only what the certificate states; nothing else about the person.',
    home: 'Praktika',
  },
};
