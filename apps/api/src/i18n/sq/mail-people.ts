interface Strings {
  mentorApproved: { subject: string; intro: string; button: string };
  organisationVerified: { subject: string; intro: string; button: string };
  organisationRejected: { subject: string; intro: string; reason: string; next: string; button: string };
  changeRequest: {
    subject: (organisation: string) => string;
    intro: (organisation: string) => string;
    fields: Record<'businessName' | 'businessNumber' | 'businessType', string>;
    field: string;
    oldValue: string;
    newValue: string;
    reason: string;
    email: string;
    button: string;
  };
}

/** The people area's e-mails (`modules/people/people.mail.ts`): a mentor approved, an organisation's change request,
 * an organisation verified or not (issue 22 §3). */
export const mailPeople: Strings = {
  mentorApproved: {
    subject: 'Profili juaj si mentor në Praktika u aprovua',
    intro:
      'Administratorët e programit e shqyrtuan dhe e aprovuan profilin tuaj si mentor. Tani mund t’ju caktohen praktikantë.',
    button: 'Hapni profilin tuaj',
  },
  organisationVerified: {
    subject: 'Organizata juaj në Praktika u verifikua',
    intro:
      'Administratorët e programit e kontrolluan dhe e verifikuan organizatën tuaj. Shpalljet tuaja tani tregohen si të verifikuara dhe mund të aplikojnë edhe praktikantët nën 18 vjeç.',
    button: 'Hapni profilin e organizatës',
  },
  organisationRejected: {
    subject: 'Organizata juaj në Praktika nuk u verifikua',
    intro: 'Administratorët e programit e kontrolluan organizatën tuaj, por nuk mund ta verifikojnë ende.',
    reason: 'Arsyeja',
    next: 'Shpalljet tuaja mbeten të dukshme, por praktikantët nën 18 vjeç nuk mund të aplikojnë. Përditësoni të dhënat ose na kontaktoni, dhe ne do ta kontrollojmë sërish.',
    button: 'Hapni profilin e organizatës',
  },
  changeRequest: {
    subject: (o) => `Kërkesë për ndryshim të të dhënave: ${o}`,
    intro: (o) => `Organizata ${o} kërkon ndryshimin e një të dhëne që vetë nuk mund ta ndryshojë.`,
    fields: {
      businessName: 'Emri ligjor',
      businessNumber: 'Numri unik identifikues',
      businessType: 'Lloji i entitetit',
    },
    field: 'E dhëna',
    oldValue: 'Vlera e tanishme',
    newValue: 'Vlera e re',
    reason: 'Arsyeja',
    email: 'E-maili i organizatës',
    button: 'Hapni profilin e organizatës',
  },
};
