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
      (t) => `Meeting invitation: ${t}`,
      (m, t) => `Your mentor ${m} invites you to the meeting "${t}".`,
      (t) => `You planned the meeting "${t}". Your interns have received the invitation.`,
    ),
    update: meetingEv(
      (t) => `Meeting changed: ${t}`,
      (m, t) => `Your mentor ${m} changed the meeting "${t}". Here are the new details.`,
      (t) => `You changed the meeting "${t}". Your interns have received the new details.`,
    ),
    cancellation: meetingEv(
      (t) => `Meeting cancelled: ${t}`,
      (m, t) => `Your mentor ${m} cancelled the meeting "${t}".`,
      (t) => `You cancelled the meeting "${t}". Your interns have been told.`,
    ),
    reminder: meetingEv(
      (t) => `Reminder: ${t}`,
      (m, t) => `A reminder: your meeting "${t}" with your mentor ${m} is coming up.`,
      (t) => `A reminder: your meeting "${t}" with your interns is coming up.`,
    ),
  },
  when: 'When',
  join: 'Join the meeting',
  description: 'About the meeting',
  button: { intern: 'Open your mentor page', mentor: 'Open your meetings' },
  zone: (o) => `${PROGRAMME_TIME_ZONE} time, UTC${o}`,
};
