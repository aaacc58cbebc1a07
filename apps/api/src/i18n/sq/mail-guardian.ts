/**
 * Guardian consent e-mails (issue 22 §2). `request` goes to the parent or guardian of an intern aged 16 or 17: what
 * the programme is, what data it keeps, and the link to consent or refuse; `confirmed` after a consent, with the
 * link to withdraw it; `ended` to the intern after a refusal or withdrawal.
 */
interface Strings {
  request: {
    subject: (intern: string) => string;
    intro: (intern: string) => string;
    programme: string;
    dataIntro: string;
    data: string;
    sensitive: string;
    noConsent: string;
    decide: string;
    button: string;
    validity: (days: number) => string;
    ignore: string;
  };
  confirmed: {
    subject: (intern: string) => string;
    intro: (intern: string) => string;
    withdraw: string;
    button: string;
  };
  ended: {
    subject: string;
    refused: string;
    withdrawn: string;
    applications: string;
    button: string;
  };
}

export const mailGuardian: Strings = {
  request: {
    subject: (intern) => `Pëlqimi juaj për ${intern} në Praktika`,
    intro: (intern) =>
      `${intern} u regjistrua në Praktika dhe ju emëroi si prind ose kujdestar. Meqë ${intern} është nën 18 vjeç, na duhet pëlqimi juaj.`,
    programme:
      'Praktika është programi i praktikave për të rinjtë në Kosovë: praktikantët plotësojnë CV-në, aplikojnë për praktika dhe trajnime te organizatat pritëse dhe mund të kenë një mentor.',
    dataIntro: 'Çfarë të dhënash ruajmë:',
    data: 'emrin, të dhënat e kontaktit, CV-në dhe aplikimet e praktikantit, si dhe emrin, e-mailin dhe telefonin tuaj.',
    sensitive:
      'Të dhënat e ndjeshme (data e lindjes, përkatësia etnike, shëndeti) i shohin vetëm praktikanti dhe administratorët e programit, kurrë organizatat.',
    noConsent:
      'Pa pëlqimin tuaj, praktikanti mund të plotësojë CV-në dhe të shfletojë, por nuk mund të aplikojë dhe nuk mund të ftohet.',
    decide: 'Hapni lidhjen më poshtë për të dhënë ose për të refuzuar pëlqimin:',
    button: 'Jepni ose refuzoni pëlqimin',
    validity: (days) => `Lidhja mund të përdoret një herë dhe është e vlefshme për ${days} ditë.`,
    ignore: 'Nëse nuk e njihni këtë person, mos e merrni parasysh këtë e-mail.',
  },
  confirmed: {
    subject: (intern) => `Faleminderit: pëlqimi për ${intern} u dha`,
    intro: (intern) => `Faleminderit. Dhatë pëlqimin që ${intern} të marrë pjesë në Praktika.`,
    withdraw:
      'Mund ta tërhiqni pëlqimin në çdo kohë me lidhjen më poshtë. Aplikimet e hapura të praktikantit atëherë mbyllen.',
    button: 'Tërhiqni pëlqimin',
  },
  ended: {
    subject: 'Pëlqimi i prindit ose kujdestarit',
    refused: 'Prindi ose kujdestari juaj nuk dha pëlqimin për pjesëmarrjen tuaj në Praktika.',
    withdrawn: 'Prindi ose kujdestari juaj e tërhoqi pëlqimin për pjesëmarrjen tuaj në Praktika.',
    applications:
      'Aplikimet dhe ftesat tuaja të hapura u mbyllën. Të dhënat tuaja mbeten derisa ta fshini llogarinë. Mund t’i dërgoni një lidhje të re prindit ose kujdestarit nga faqja juaj.',
    button: 'Hapni faqen tuaj',
  },
};
