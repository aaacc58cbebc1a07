import { PROGRAMME_TIME_ZONE } from '@praktika/contracts/dates';

interface MeetingEventText {
  subject: (title: string) => string;
  /** To an intern: `mentor` is their mentor. */
  intern: (mentor: string, title: string) => string;
  /** To the mentor. */
  mentor: (title: string) => string;
}

interface MeetingTexts {
  events: Record<'invitation' | 'update' | 'cancellation' | 'reminder', MeetingEventText>;
  when: string;
  join: string;
  description: string;
  button: { intern: string; mentor: string };
  /** The zone as readers see it, e.g. "Europe/Belgrade time, UTC+01:00". */
  zone: (offset: string) => string;
}

const meetingEv = (
  subject: (t: string) => string,
  intern: (m: string, t: string) => string,
  mentor: (t: string) => string,
): MeetingEventText => ({ subject, intern, mentor });

/** The meeting e-mails (`modules/mentoring/mentoring.mail.ts`): one text per event, to interns and to the mentor. */
export const mailMeetings: MeetingTexts = {
  events: {
    invitation: meetingEv(
      (t) => `Ftesë për takim: ${t}`,
      (m, t) => `Mentori juaj ${m} ju fton në takimin "${t}".`,
      (t) => `E planifikuat takimin "${t}". Praktikantët tuaj e morën ftesën.`,
    ),
    update: meetingEv(
      (t) => `Takimi u ndryshua: ${t}`,
      (m, t) => `Mentori juaj ${m} e ndryshoi takimin "${t}". Ja detajet e reja.`,
      (t) => `E ndryshuat takimin "${t}". Praktikantët tuaj i morën detajet e reja.`,
    ),
    cancellation: meetingEv(
      (t) => `Takimi u anulua: ${t}`,
      (m, t) => `Mentori juaj ${m} e anuloi takimin "${t}".`,
      (t) => `E anuluat takimin "${t}". Praktikantët tuaj u njoftuan.`,
    ),
    reminder: meetingEv(
      (t) => `Kujtesë: ${t}`,
      (m, t) => `Kujtesë: takimi juaj "${t}" me mentorin ${m} po afrohet.`,
      (t) => `Kujtesë: takimi juaj "${t}" me praktikantët po afrohet.`,
    ),
  },
  when: 'Kur',
  join: 'Hyni në takim',
  description: 'Për takimin',
  button: { intern: 'Hapni faqen e mentorit', mentor: 'Hapni takimet tuaja' },
  zone: (o) => `ora e ${PROGRAMME_TIME_ZONE}, UTC${o}`,
};
