import type { mailPeople as reference } from '../sq/mail-people.ts';
import type { Mirror } from '../shape.ts';

export const mailPeople: Mirror<typeof reference> = {
  mentorApproved: {
    subject: 'Your Praktika mentor profile has been approved',
    intro:
      'The programme administrators have reviewed and approved your mentor profile. Interns can now be assigned to you.',
    button: 'Open your profile',
  },
  organisationVerified: {
    subject: 'Your organisation on Praktika has been verified',
    intro:
      'The programme administrators have checked and verified your organisation. Your postings now show as verified, and interns under 18 can apply to them too.',
    button: "Open your organisation's profile",
  },
  organisationRejected: {
    subject: 'Your organisation on Praktika has not been verified',
    intro: 'The programme administrators have checked your organisation but cannot verify it yet.',
    reason: 'Reason',
    next: 'Your postings stay visible, but interns under 18 cannot apply to them. Update your details or contact us, and we will check again.',
    button: "Open your organisation's profile",
  },
  changeRequest: {
    subject: (o) => `Request to change an organisation's details: ${o}`,
    intro: (o) => `The organisation ${o} asks to change a detail it cannot change itself.`,
    fields: {
      businessName: 'Legal name',
      businessNumber: 'Unique identification number',
      businessType: 'Entity type',
    },
    field: 'Detail',
    oldValue: 'Current value',
    newValue: 'New value',
    reason: 'Reason',
    email: 'Organisation e-mail',
    button: "Open the organisation's profile",
  },
};
