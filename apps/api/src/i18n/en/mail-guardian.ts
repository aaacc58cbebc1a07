import type { mailGuardian as reference } from '../sq/mail-guardian.ts';
import type { Mirror } from '../shape.ts';

export const mailGuardian: Mirror<typeof reference> = {
  request: {
    subject: (intern) => `Your consent for ${intern} on Praktika`,
    intro: (intern) =>
      `${intern} signed up to Praktika and named you as their parent or guardian. As ${intern} is under 18, we need your consent.`,
    programme:
      'Praktika is the internship programme for young people in Kosovo: interns fill in a CV, apply for internships and trainings at host organisations and may have a mentor.',
    dataIntro: 'What data we keep:',
    data: "the intern's name, contact data, CV and applications, and your name, e-mail and phone.",
    sensitive:
      "Sensitive data (birth date, ethnicity, health) is seen only by the intern and the programme's admins, never by organisations.",
    noConsent:
      'Without your consent the intern can fill in the CV and browse, but cannot apply or be invited.',
    decide: 'Open the link below to give or refuse your consent:',
    button: 'Give or refuse consent',
    validity: (days) => `The link can be used once and is valid for ${days} days.`,
    ignore: 'If you do not know this person, ignore this e-mail.',
  },
  confirmed: {
    subject: (intern) => `Thank you: consent for ${intern} given`,
    intro: (intern) => `Thank you. You gave your consent for ${intern} to take part in Praktika.`,
    withdraw:
      "You can withdraw your consent at any time with the link below. The intern's open applications then end.",
    button: 'Withdraw consent',
  },
  ended: {
    subject: 'Consent of your parent or guardian',
    refused: 'Your parent or guardian did not give consent for you to take part in Praktika.',
    withdrawn: 'Your parent or guardian withdrew their consent for you to take part in Praktika.',
    applications:
      'Your open applications and invitations have ended. Your data stays until you delete your account. You can send your parent or guardian a new link from your page.',
    button: 'Open your page',
  },
};
