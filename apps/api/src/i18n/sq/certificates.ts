import { Plural } from '../shape.ts';

/**
 * Certificates (modules/certificates): the PDF, the public verify page and the credential's achievement texts.
 * `{{title}}`, `{{organisation}}`, `{{date}}`, `{{count}}` are filled by the module.
 */
export const certificates = {
  programme: 'Praktika — programi i praktikave për të rinjtë',
  partners:
    'Partnerët e programit: Ministria e Arsimit · Oda Ekonomike · Fondi për fëmijë · Asociacioni i Komunave',
  heading: { JOB: 'Certifikatë praktike', TRAINING: 'Certifikatë trajnimi' },
  certifies: 'Vërtetohet se',
  completed: {
    JOB: 'përfundoi praktikën „{{title}}” te {{organisation}}.',
    TRAINING: 'përfundoi trajnimin „{{title}}” te {{organisation}}.',
  },
  labels: {
    period: 'Periudha',
    length: 'Kohëzgjatja',
    mentor: 'Mentori',
    issued: 'Lëshuar më',
    code: 'Kodi i verifikimit',
  },
  months: new Plural({ one: '{{count}} muaj', other: '{{count}} muaj' }),
  days: new Plural({ one: '{{count}} ditë', other: '{{count}} ditë' }),
  scan: 'Skanoni kodin QR ose hapni {{url}} për ta verifikuar.',
  achievement: {
    name: { JOB: 'Praktikë: {{title}}', TRAINING: 'Trajnim: {{title}}' },
    description: {
      JOB: 'Praktikë e përfunduar te {{organisation}} në programin Praktika.',
      TRAINING: 'Trajnim i përfunduar te {{organisation}} në programin Praktika.',
    },
    criteria: {
      JOB: 'Praktikanti e përfundoi praktikën dhe organizata pritëse e konfirmoi përfundimin.',
      TRAINING: 'Pjesëmarrësi e përfundoi trajnimin dhe organizata e konfirmoi përfundimin.',
    },
  },
  verify: {
    pageTitle: 'Verifikimi i certifikatës',
    valid: 'Certifikata është e vlefshme',
    revoked: 'Certifikata është revokuar më {{date}}',
    notFound: 'Nuk u gjet asnjë certifikatë me këtë kod',
    notFoundHint: 'Kontrolloni kodin në certifikatë (p.sh. K7Q2-M9XD-4T) dhe provoni përsëri.',
    code: 'Kodi',
    holder: 'Emri',
    organisation: 'Organizata',
    title: 'Pozita ose trajnimi',
    period: 'Periudha',
    kind: 'Lloji',
    kinds: { JOB: 'Praktikë', TRAINING: 'Trajnim' },
    issued: 'Lëshuar më',
    language: 'Gjuha',
    note: 'Kjo faqe tregon vetëm të dhënat e certifikatës; asnjë të dhënë tjetër për personin.',
    home: 'Praktika',
  },
};
