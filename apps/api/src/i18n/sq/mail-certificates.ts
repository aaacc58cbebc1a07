/** The certificates' e-mail (`modules/certificates/certificates.mail.ts`): a certificate is ready. */
export const mailCertificates = {
  subject: 'Certifikata juaj është gati',
  ready: {
    JOB: 'Certifikata për praktikën tuaj „{{title}}” te {{organisation}} është gati.',
    TRAINING: 'Certifikata për trajnimin tuaj „{{title}}” te {{organisation}} është gati.',
  },
  code: 'Kodi i verifikimit: {{code}}. Kushdo mund ta verifikojë te {{url}}.',
  button: 'Shkarkoni certifikatën',
};
