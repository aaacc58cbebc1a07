interface MentorshipEventText {
  subject: string;
  intro: (other: string) => string;
  button: string;
}
type MentorshipTexts = Record<
  | 'assigned'
  | 'adminAssigned'
  | 'accepted'
  | 'waiting'
  | 'served'
  | 'ended'
  | 'mentorEnded'
  | 'newMentor'
  | 'invited'
  | 'inviteAccepted'
  | 'inviteDeclined',
  MentorshipEventText
> & { opportunity: string };

/** The mentorship e-mails (`modules/mentoring/mentoring.mail.ts`): one text per event. */
export const mailMentorships: MentorshipTexts = {
  opportunity: 'Praktika',
  assigned: {
    subject: 'Një praktikant i ri për ju si mentor',
    intro: (x) => `${x} ju është caktuar si praktikant. Pranojeni ose refuzojeni te praktikantët tuaj.`,
    button: 'Hapni praktikantët e mi',
  },
  adminAssigned: {
    subject: 'Programi ju caktoi një praktikant',
    intro: (x) =>
      `Administratorët e programit ju caktuan ${x} si praktikant. Pranojeni ose refuzojeni te praktikantët tuaj.`,
    button: 'Hapni praktikantët e mi',
  },
  accepted: {
    subject: 'Mentori juaj pranoi',
    intro: (x) => `${x} pranoi të jetë mentori juaj.`,
    button: 'Hapni mentorin tim',
  },
  waiting: {
    subject: 'Aktualisht nuk ka mentorë të lirë',
    intro: () =>
      'Aktualisht nuk ka mentorë të lirë! Kërkesa juaj është në listën e pritjes; do t’ju njoftojmë me e-mail sapo t’ju caktohet një mentor.',
    button: 'Hapni praktikën time',
  },
  served: {
    subject: 'Ju është caktuar një mentor',
    intro: (x) => `U lirua një vend: ${x} ju është caktuar si mentor.`,
    button: 'Hapni mentorin tim',
  },
  ended: {
    subject: 'Mentorimi juaj përfundoi',
    intro: (x) => `Mentorimi juaj me ${x} përfundoi.`,
    button: 'Hapni praktikën time',
  },
  mentorEnded: {
    subject: 'Një mentorim i juaji përfundoi',
    intro: (x) =>
      `Administratorët e programit përfunduan mentorimin tuaj të ${x}. Faleminderit për kohën tuaj.`,
    button: 'Hapni praktikantët e mi',
  },
  newMentor: {
    subject: 'Programi ju caktoi një mentor',
    intro: (x) =>
      `Administratorët e programit ju caktuan ${x} si mentor. Do t’ju njoftojmë me e-mail kur ta pranojë.`,
    button: 'Hapni mentorin tim',
  },
  invited: {
    subject: 'Një mentor ju fton',
    intro: (x) =>
      `${x} ju fton të jeni praktikanti i tij/saj. Pranojeni ose refuzojeni në faqen tuaj të mentorimit; derisa të përgjigjeni, e ruani vendin në listën e pritjes.`,
    button: 'Hapni mentorin tim',
  },
  inviteAccepted: {
    subject: 'Ftesa juaj u pranua',
    intro: (x) => `${x} e pranoi ftesën tuaj: tani jeni mentori i tij/saj.`,
    button: 'Hapni praktikantët e mi',
  },
  inviteDeclined: {
    subject: 'Ftesa juaj u refuzua',
    intro: (x) => `${x} e refuzoi ftesën tuaj. Faleminderit që ofruat kohën tuaj.`,
    button: 'Hapni praktikantët e mi',
  },
};
