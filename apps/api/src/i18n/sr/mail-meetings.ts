import { PROGRAMME_TIME_ZONE } from '@praktika/contracts/dates';
import type { mailMeetings as reference } from '../sq/mail-meetings.ts';
import type { Mirror } from '../shape.ts';

const meetingEv = (
  subject: (t: string) => string,
  intern: (m: string, t: string) => string,
  mentor: (t: string) => string,
) => ({ subject, intern, mentor });

export const mailMeetings: Mirror<typeof reference> = {
  events: {
    invitation: meetingEv(
      (t) => `Poziv na sastanak: ${t}`,
      (m, t) => `Vaš mentor ${m} vas poziva na sastanak "${t}".`,
      (t) => `Zakazali ste sastanak "${t}". Vaši praktikanti su primili poziv.`,
    ),
    update: meetingEv(
      (t) => `Sastanak je izmenjen: ${t}`,
      (m, t) => `Vaš mentor ${m} je izmenio sastanak "${t}". Evo novih detalja.`,
      (t) => `Izmenili ste sastanak "${t}". Vaši praktikanti su primili nove detalje.`,
    ),
    cancellation: meetingEv(
      (t) => `Sastanak je otkazan: ${t}`,
      (m, t) => `Vaš mentor ${m} je otkazao sastanak "${t}".`,
      (t) => `Otkazali ste sastanak "${t}". Vaši praktikanti su obavešteni.`,
    ),
    reminder: meetingEv(
      (t) => `Podsetnik: ${t}`,
      (m, t) => `Podsetnik: vaš sastanak "${t}" sa mentorom ${m} se približava.`,
      (t) => `Podsetnik: vaš sastanak "${t}" sa praktikantima se približava.`,
    ),
  },
  when: 'Kada',
  join: 'Pridružite se sastanku',
  description: 'O sastanku',
  button: { intern: 'Otvorite stranicu mentora', mentor: 'Otvorite svoje sastanke' },
  zone: (o) => `vreme ${PROGRAMME_TIME_ZONE}, UTC${o}`,
};
