import type { ErrorType } from '@praktika/contracts/errors';
import { Plural } from '../shape.ts';
/** The error envelope's messages (`platform/http/error-handler.ts`). */
export const errors = {
  /** One message per error type. */
  messages: {
    VALIDATION_ERROR: 'Disa fusha mungojnë ose nuk janë të vlefshme.',
    UNAUTHORIZED: 'Ju lutemi kyçuni për të vazhduar.',
    FAILED_DECODE_TOKEN: 'Sesioni ka skaduar, ju lutemi rifreskoni faqen dhe kyçuni përsëri për të vazhduar!',
    INVALID_CREDENTIALS: 'Kredencialet janë të pasakta',
    FORBIDDEN: 'Nuk keni leje për këtë veprim.',
    UNCONFIRMED_ACCOUNT: 'Ju lutemi kontrolloni e-mailin për ta konfirmuar llogarinë.',
    ACCOUNT_DEACTIVATED: 'Kjo llogari është çaktivizuar. Ju lutemi kontaktoni ekipin e programit.',
    NOT_FOUND: 'Nuk u gjet.',
    RESOURCE_NOT_FOUND: 'Nuk u gjet asnjë përdorues me këtë e-mail',
    USER_EXISTS: 'Ekziston një përdorues me këtë e-mail!',
    USER_EXISTS_NUMBER: 'Ekziston tashmë një organizatë me këtë numër biznesi!',
    RESOURCE_EXISTS: 'Ky burim ekziston tashmë!',
    RESOURCE_IN_USE: 'Ky element është ende në përdorim dhe nuk mund të fshihet.',
    ACCOUNT_CONFIRMED: 'Llogaria është konfirmuar tashmë!',
    PASSWORD_SAME: 'Fjalëkalimi i ri nuk mund të jetë i njëjtë me të vjetrin.',
    CODE_EXPIRED: 'Kodi ka skaduar, ju lutemi klikoni "ridërgo kodin"!',
    INVALID_CODE: 'Kodi i konfirmimit nuk është i saktë.',
    ABOVE_AGE: 'Praktikanti nuk është brenda moshës së lejuar (16-24)',
    PAYLOAD_TOO_LARGE: 'Kërkesa është shumë e madhe.',
    UNSUPPORTED_MEDIA_TYPE: 'Lloj i përmbajtjes që nuk mbështetet.',
    UNSUPPORTED_FILE_TYPE: 'Ky lloj skedari nuk pranohet këtu.',
    FILE_TOO_LARGE: 'Skedari është shumë i madh.',
    RANGE_NOT_SATISFIABLE: 'Pjesa e kërkuar është jashtë skedarit.',
    REQUEST_HEADER_TOO_LARGE: 'Adresa ose kokat e kërkesës janë shumë të mëdha.',
    REQUEST_TIMEOUT: 'Kërkesa mori shumë kohë për të arritur.',
    RATE_LIMITED: 'Shumë përpjekje. Ju lutemi prisni një minutë dhe provoni përsëri.',
    FAILED_CREATE: 'Krijimi dështoi.',
    INTERNAL_ERROR: 'Gabim i brendshëm i serverit!',
    ETHNICITY_EXISTS: 'Ky etnicitet ekziston tashmë!',
    HEALTH_CONDITION_EXISTS: 'Kjo gjendje shëndetësore ekziston tashmë!',
    HEAR_ABOUT_EXISTS: 'Ky opsion ekziston tashmë!',
    TAG_EXISTS: 'Ky etiketë ekziston tashmë!',
    CATEGORY_EXISTS: 'Kjo fushë interesi ekziston tashmë!',
    MUNICIPALITY_EXISTS: 'Kjo komunë ekziston tashmë!',
    SKILL_EXISTS: 'Kjo aftësi ekziston tashmë!',
    SUB_CATEGORY_EXISTS: 'Kjo nënkategori ekziston tashmë!',
    BUSINESS_TYPE_EXISTS: 'Ky lloj entiteti ekziston tashmë!',
    BUSINESS_CATEGORY_EXISTS: 'Kjo kategori biznesi ekziston tashmë!',
    INSTITUTION_EXISTS: 'Ky institucion ekziston tashmë!',
    COUNTRY_EXISTS: 'Ky shtet ekziston tashmë!',
    ARTICLE_EXISTS: 'Ky artikull ekziston tashmë!',
    DOCUMENTS_EXISTS: 'Ky dokument ekziston tashmë!',
    FACILITATION_GUIDE_EXISTS: 'Ky udhëzues lehtësimi ekziston tashmë!',
    ALREADY_WORKING: 'Ju jeni tashmë duke punuar!',
    JOB_EXPIRED: 'Shpallja ka skaduar tashmë!',
    INTERN_HAS_MENTOR: 'Praktikanti ka tashmë një mentor!',
    ALREADY_APPLIED: 'Ju keni aplikuar tashmë për këtë mundësi!',
    INVALID_TRANSITION: 'Ky hap nuk është i mundur në statusin aktual të aplikimit.',
    SPOTS_FULL: 'Të gjitha vendet për këtë mundësi janë plotësuar.',
    CV_NOT_FILLED: 'Ju lutemi plotësoni CV-në tuaj',
    INTERNSHIP_COMPLETED: 'Pas një praktike të përfunduar mund të aplikoni vetëm për trajnime.',
    TRAINING_IN_PROGRESS: 'Praktikanti tashmë po ndjek një trajnim tjetër!',
    CONTRACT_REQUIRED: 'Ngarkoni kontratën e nënshkruar para punësimit.',
    INTERNSHIP_NOT_STARTED:
      'Angazhimi ende nuk ka filluar: mund të përfundohet ose të zgjatet nga data e fillimit.',
    INTERNSHIP_REQUIRED: 'Mund të kërkoni mentor pasi të miratohet praktika juaj.',
    MENTOR_FULL: 'Ky mentor ka tashmë 5 praktikantë.',
    MENTOR_NOT_AVAILABLE:
      'Ky mentor nuk mund të marrë praktikantë tani (i pamiratuar, joaktiv, i padisponueshëm ose pa gjuhë të përbashkët).',
    MENTORSHIP_CLOSED: 'Ky mentorim është pranuar, refuzuar ose ka përfunduar tashmë.',
    MEETING_CLOSED: 'Ky takim është mbajtur tashmë ose është anuluar.',
    SURVEY_ANSWERED: 'Ju e keni plotësuar tashmë këtë pyetësor.',
    SURVEY_LINK_INVALID: 'Kjo lidhje e pyetësorit nuk është e vlefshme.',
    SURVEY_LINK_EXPIRED: 'Kjo lidhje e pyetësorit ka skaduar. Kyçuni për ta plotësuar pyetësorin.',
    EXPORT_EXPIRED: 'Ky eksport nuk ruhet më. Ju lutemi bëni eksportin sërish.',
    STIPEND_LOCKED: 'Ky muaj është në një pagesë ose është paguar dhe nuk mund të ndryshohet më.',
    STIPEND_MONTH_NOT_STARTED: 'Ditët e praktikës në këtë muaj nuk kanë filluar ende.',
    STIPEND_NOTHING_TO_PAY: "Nuk ka muaj të konfirmuar për t'u paguar në këtë muaj (me llogari bankare).",
    STIPEND_RUN_PAID: 'Kjo pagesë është shënuar tashmë si e paguar.',
    STIPEND_DEFAULT_RATE: 'Tarifa e paracaktuar nuk mund të hiqet; ndryshoni shumën e saj.',
    CERTIFICATE_REVOKED: 'Kjo certifikatë është revokuar ose zëvendësuar tashmë.',
    HOST_NOT_VERIFIED:
      'Praktikantët nën 18 vjeç mund të aplikojnë vetëm te organizatat e verifikuara nga programi. Kjo organizatë nuk është verifikuar ende.',
    INTERN_ACCOUNT_EXISTS:
      'Kjo adresë e-maili i përket një llogarie praktikanti. Regjistrojeni organizatën me adresën e saj.',
    GUARDIAN_CONSENT_REQUIRED:
      'Praktikantët nën 18 vjeç kanë nevojë për pëlqimin e prindit ose kujdestarit para se të aplikojnë ose të pranojnë një ftesë.',
    GUARDIAN_LINK_INVALID:
      'Kjo lidhje nuk është e vlefshme: është përdorur tashmë ose është zëvendësuar nga një më e re.',
    GUARDIAN_LINK_EXPIRED: 'Kjo lidhje ka skaduar. Kërkojini praktikantit të dërgojë një lidhje të re.',
    GUARDIAN_NOT_NEEDED:
      'Praktikantët 18 vjeç e lart nuk kanë nevojë për pëlqimin e prindit ose kujdestarit.',
    NOT_READY: 'Shërbimi nuk është gati të marrë kërkesa. Provoni përsëri pas pak.',
  } satisfies Record<ErrorType, string>,
  /** A code's message in a specific situation (`AppError` special), e.g. the expired reset link. */
  special: {
    /** ALREADY_WORKING to an intern whose acceptance to another internship waits for validation (or runs). */
    ALREADY_ACCEPTED: 'Ju tashmë jeni pranuar në një praktikë',
    /** HOST_NOT_VERIFIED to the organisation (or admin) inviting a minor to an unverified organisation's posting. */
    HOST_NOT_VERIFIED_INVITE:
      'Praktikantët nën 18 vjeç mund të ftohen vetëm nga organizatat e verifikuara nga programi. Organizata juaj nuk është verifikuar ende.',
    /** GUARDIAN_CONSENT_REQUIRED to the organisation or admin inviting a minor without consent (no reason given). */
    GUARDIAN_CONSENT_REQUIRED_INVITE: 'Ky praktikant nuk mund të ftohet ende.',
    /** ALREADY_WORKING to the organisation or admin acting on an intern working or accepted elsewhere. */
    INTERN_ALREADY_WORKING: 'Praktikanti tashmë po punon!',
    RESET_LINK_EXPIRED:
      'Lidhja ka skaduar. Ju lutemi dërgoni një kërkesë të re për rivendosjen e fjalëkalimit.',
    /** A posting's deadline moved more than two weeks past the first one (VALIDATION_ERROR, `deadlinePush`). */
    DEADLINE_PUSH: 'Afatin mund ta shtyni vetëm dy javë!',
    DEV_MAILBOX_LOOPBACK: 'Kutia postare e zhvillimit u përgjigjet vetëm kërkesave nga ky kompjuter.',
  },
  /** A code's message naming values given with the error (`AppError` params), used when all are given. */
  withParams: {
    FILE_TOO_LARGE: 'Skedari është shumë i madh: lejohen më së shumti {{limit}}.',
  } satisfies Partial<Record<ErrorType, string>>,
  /** A code's message naming a count (`AppError` params `{ count }`), by the plural rules. */
  counted: {
    RESOURCE_IN_USE: new Plural({
      one: 'Ky element përdoret nga {{count}} regjistrim dhe nuk mund të fshihet.',
      other: 'Ky element përdoret nga {{count}} regjistrime dhe nuk mund të fshihet.',
    }),
  } satisfies Partial<Record<ErrorType, Plural>>,
};
