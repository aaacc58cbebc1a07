import type { mailAccounts as reference } from '../sq/mail-accounts.ts';
import type { Mirror } from '../shape.ts';

export const mailAccounts: Mirror<typeof reference> = {
  confirmation: {
    subject: 'Confirm your Praktika account',
    intro: 'Thank you for signing up to Praktika.',
    linkIntro: 'To confirm your account, click the button below. That is all: there is nothing else to do.',
    button: 'Confirm your account',
    codeIntro: 'Or, if the link does not open, type this code on the confirmation page:',
    codeLabel: 'Confirmation code',
    validity: (m) => `The link and the code are valid for ${m} minutes.`,
    outro: 'If you did not sign up, ignore this e-mail.',
  },
  resend: {
    subject: 'Your new Praktika confirmation code',
    intro: 'Here is your new confirmation code. The previous code and link no longer work.',
    linkIntro: 'To confirm your account, click the button below. That is all: there is nothing else to do.',
    button: 'Confirm your account',
    codeIntro: 'Or, if the link does not open, type this code on the confirmation page:',
    codeLabel: 'New code',
    validity: (m) => `The link and the code are valid for ${m} minutes.`,
    outro: 'If you did not ask for it, ignore this e-mail.',
  },
  reset: {
    subject: 'Reset your Praktika password',
    intro:
      'We received a request to reset the password of your account. Open the link below to choose a new password:',
    button: 'Reset your password',
    validity: 'The link is valid for one hour.',
    ignore: 'If you did not ask for this, ignore this e-mail; your password stays the same.',
  },
};
