import type { certificates as reference } from '../sq/certificates.ts';
import { Plural, type Mirror } from '../shape.ts';

export const certificates: Mirror<typeof reference> = {
  programme: 'Praktika — program praksi za mlade',
  partners:
    'Partneri programa: Ministarstvo obrazovanja · Privredna komora · Fond za decu · Asocijacija opština',
  heading: { JOB: 'Sertifikat o praksi', TRAINING: 'Sertifikat o obuci' },
  certifies: 'Potvrđuje se da je',
  completed: {
    JOB: 'završio/la praksu „{{title}}” u organizaciji {{organisation}}.',
    TRAINING: 'završio/la obuku „{{title}}” u organizaciji {{organisation}}.',
  },
  labels: {
    period: 'Period',
    length: 'Trajanje',
    mentor: 'Mentor',
    issued: 'Izdato',
    code: 'Kod za proveru',
  },
  months: new Plural({ one: '{{count}} mesec', few: '{{count}} meseca', other: '{{count}} meseci' }),
  days: new Plural({ one: '{{count}} dan', few: '{{count}} dana', other: '{{count}} dana' }),
  scan: 'Skenirajte QR kod ili otvorite {{url}} za proveru.',
  achievement: {
    name: { JOB: 'Praksa: {{title}}', TRAINING: 'Obuka: {{title}}' },
    description: {
      JOB: 'Praksa završena u organizaciji {{organisation}} u programu Praktika.',
      TRAINING: 'Obuka završena u organizaciji {{organisation}} u programu Praktika.',
    },
    criteria: {
      JOB: 'Praktikant je završio praksu, a organizacija domaćin je potvrdila završetak.',
      TRAINING: 'Polaznik je završio obuku, a organizacija je potvrdila završetak.',
    },
  },
  verify: {
    pageTitle: 'Provera sertifikata',
    valid: 'Sertifikat je važeći',
    revoked: 'Sertifikat je opozvan {{date}}',
    notFound: 'Nije pronađen nijedan sertifikat sa ovim kodom',
    notFoundHint: 'Proverite kod na sertifikatu (npr. K7Q2-M9XD-4T) i pokušajte ponovo.',
    code: 'Kod',
    holder: 'Ime',
    organisation: 'Organizacija',
    title: 'Pozicija ili obuka',
    period: 'Period',
    kind: 'Vrsta',
    kinds: { JOB: 'Praksa', TRAINING: 'Obuka' },
    issued: 'Izdato',
    language: 'Jezik',
    note: 'Ova stranica prikazuje samo podatke sa sertifikata; nijedan drugi podatak o osobi.',
    home: 'Praktika',
  },
};
