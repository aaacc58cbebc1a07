/** Confirmation e-mails: the link confirms by itself; the code is the alternative for typing by hand. */
interface ConfirmationStrings {
  subject: string;
  intro: string;
  /** Says that clicking the button is all it takes. */
  linkIntro: string;
  button: string;
  /** Says that typing the code instead does the same. */
  codeIntro: string;
  codeLabel: string;
  validity: (minutes: number) => string;
  outro: string;
}

interface Strings {
  confirmation: ConfirmationStrings;
  resend: ConfirmationStrings;
  reset: { subject: string; intro: string; button: string; validity: string; ignore: string };
}

/** The e-mails of accounts (`modules/accounts/accounts.mail.ts`): confirmation, a new code, a password reset. */
export const mailAccounts: Strings = {
  confirmation: {
    subject: 'Konfirmoni llogarinë tuaj në Praktika',
    intro: 'Faleminderit që u regjistruat në Praktika.',
    linkIntro:
      'Për ta konfirmuar llogarinë, klikoni butonin më poshtë. Kaq mjafton, nuk duhet të bëni asgjë tjetër:',
    button: 'Konfirmoni llogarinë tuaj',
    codeIntro: 'Ose, nëse lidhja nuk hapet, shkruani këtë kod në faqen e konfirmimit:',
    codeLabel: 'Kodi i konfirmimit',
    validity: (m) => `Lidhja dhe kodi vlejnë ${m} minuta.`,
    outro: 'Nëse nuk jeni regjistruar ju, injorojeni këtë e-mail.',
  },
  resend: {
    subject: 'Kodi juaj i ri i konfirmimit për Praktika',
    intro: 'Ja kodi juaj i ri i konfirmimit. Kodi dhe lidhja e mëparshme nuk vlejnë më.',
    linkIntro:
      'Për ta konfirmuar llogarinë, klikoni butonin më poshtë. Kaq mjafton, nuk duhet të bëni asgjë tjetër:',
    button: 'Konfirmoni llogarinë tuaj',
    codeIntro: 'Ose, nëse lidhja nuk hapet, shkruani këtë kod në faqen e konfirmimit:',
    codeLabel: 'Kodi i ri',
    validity: (m) => `Lidhja dhe kodi vlejnë ${m} minuta.`,
    outro: 'Nëse nuk e keni kërkuar ju, injorojeni këtë e-mail.',
  },
  reset: {
    subject: 'Rivendosni fjalëkalimin tuaj në Praktika',
    intro:
      'Morëm një kërkesë për të rivendosur fjalëkalimin e llogarisë suaj. Hapni lidhjen më poshtë për të zgjedhur një fjalëkalim të ri:',
    button: 'Rivendosni fjalëkalimin',
    validity: 'Lidhja vlen për një orë.',
    ignore: 'Nëse nuk e keni kërkuar ju, injorojeni këtë e-mail; fjalëkalimi juaj mbetet i njëjtë.',
  },
};
