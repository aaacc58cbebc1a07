import type { mailSafety as reference } from '../sq/mail-safety.ts';
import type { Mirror } from '../shape.ts';

export const mailSafety: Mirror<typeof reference> = {
  cancellation: {
    subject: { JOB: (t) => `Internship cancelled: ${t}`, TRAINING: (t) => `Training cancelled: ${t}` },
    intro: { JOB: 'An internship has been cancelled.', TRAINING: 'A training has been cancelled.' },
    opportunity: { JOB: 'Internship', TRAINING: 'Training' },
    intern: 'Intern',
    organisation: 'Organisation',
    by: 'Cancelled by',
    initiators: {
      INTERN: 'the intern',
      BUSINESS: 'the organisation',
      ADMIN: "the programme's administrators",
    },
    lastDay: 'Last day',
    reasons: 'Reasons',
    reasonLabels: {
      INTERN_RESIGNATION: 'Intern resignation',
      LACK_OF_CAPACITY: 'Lack of space or capacity',
      OTHER: 'Other',
    },
    reasonText: 'Written reason',
    button: 'Open in Praktika',
  },
  redFlag: {
    subject: (n) => `New report about ${n}`,
    highPrefix: '[High priority] ',
    intro: 'Someone has filed a report (red flag) on Praktika. Review it on the reports dashboard.',
    reported: { BUSINESS: 'Reported organisation', INTERN: 'Reported intern' },
    reportedBy: 'Reported by',
    reporters: { intern: 'an intern', business: 'an organisation', mentor: 'a mentor' },
    reasons: 'Reasons',
    reasonLabels: {
      UNSAFE_CONDITIONS: 'Unsafe conditions',
      HARASSMENT: 'Harassment',
      DISCRIMINATION: 'Discrimination',
      UNPAID_WORK: 'Unpaid work',
      NOT_AS_DESCRIBED: 'Not as described',
      NO_SHOW: 'No-show',
      MISCONDUCT: 'Misconduct',
      OTHER: 'Other',
    },
    priority: 'Priority',
    priorities: { NORMAL: 'Normal', HIGH: 'High' },
    note: 'The details are in Praktika. The reported party is not told.',
    button: 'Open the reports',
  },
  redFlagOverdue: {
    subject: (n) => `[Overdue] The report about ${n} is waiting for an answer`,
    intro:
      'A high-priority report is still open and its response deadline (24 hours) has passed. Please deal with it as soon as you can.',
    status: 'Status',
    statuses: { NEW: 'New', IN_REVIEW: 'In review' },
    deadline: 'Response deadline',
    reported: 'Reported on',
    note: 'This reminder is sent every day until the report is resolved.',
    button: 'Open the reports',
  },
};
