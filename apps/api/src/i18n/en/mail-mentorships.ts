import type { mailMentorships as reference } from '../sq/mail-mentorships.ts';
import type { Mirror } from '../shape.ts';

export const mailMentorships: Mirror<typeof reference> = {
  opportunity: 'Internship',
  assigned: {
    subject: 'A new intern for you to mentor',
    intro: (x) => `${x} has been assigned to you as a mentee. Accept or decline in your interns.`,
    button: 'Open my interns',
  },
  adminAssigned: {
    subject: 'The programme assigned you an intern',
    intro: (x) =>
      `The programme's administrators assigned ${x} to you as a mentee. Accept or decline in your interns.`,
    button: 'Open my interns',
  },
  accepted: {
    subject: 'Your mentor accepted',
    intro: (x) => `${x} accepted to be your mentor.`,
    button: 'Open my mentor',
  },
  waiting: {
    subject: 'No available mentors at the moment',
    intro: () =>
      'No available mentors at the moment! Your request is on the waiting list; we will e-mail you as soon as a mentor is assigned.',
    button: 'Open my internship',
  },
  served: {
    subject: 'A mentor has been assigned to you',
    intro: (x) => `A place opened up: ${x} has been assigned as your mentor.`,
    button: 'Open my mentor',
  },
  ended: {
    subject: 'Your mentorship has ended',
    intro: (x) => `Your mentorship with ${x} has ended.`,
    button: 'Open my internship',
  },
  mentorEnded: {
    subject: 'A mentorship of yours has ended',
    intro: (x) => `The programme's administrators ended your mentorship of ${x}. Thank you for your time.`,
    button: 'Open my interns',
  },
  newMentor: {
    subject: 'The programme assigned you a mentor',
    intro: (x) =>
      `The programme's administrators assigned ${x} as your mentor. We will e-mail you when they accept.`,
    button: 'Open my mentor',
  },
  invited: {
    subject: 'A mentor invites you',
    intro: (x) =>
      `${x} invites you to be their mentee. Accept or decline on your mentoring page; until you answer, you keep your place on the waiting list.`,
    button: 'Open my mentor',
  },
  inviteAccepted: {
    subject: 'Your invitation was accepted',
    intro: (x) => `${x} accepted your invitation: you are now their mentor.`,
    button: 'Open my interns',
  },
  inviteDeclined: {
    subject: 'Your invitation was declined',
    intro: (x) => `${x} declined your invitation. Thank you for offering your time.`,
    button: 'Open my interns',
  },
};
