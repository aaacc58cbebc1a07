import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@praktika/contracts/common';
import type { ErrorType } from '@praktika/contracts/errors';

/** The request's language: the first of sq, sr, en named in Accept-Language, else sq. */
export function languageFromHeader(header: string | undefined): TLanguage {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { lang } of ranked)
    if ((LANGUAGES as readonly string[]).includes(lang)) return lang as TLanguage;
  return DEFAULT_LANGUAGE;
}

type Messages = Record<ErrorType, string>;

const en: Messages = {
  VALIDATION_ERROR: 'Some fields are missing or invalid.',
  UNAUTHORIZED: 'Please sign in to continue.',
  FAILED_DECODE_TOKEN: 'Session has expired, please refresh and log in again to continue!',
  INVALID_CREDENTIALS: 'Invalid Credentials',
  FORBIDDEN: 'You are not allowed to do this.',
  UNCONFIRMED_ACCOUNT: 'Please check your e-mail to confirm your account.',
  ACCOUNT_DEACTIVATED: 'This account has been deactivated. Please contact the programme team.',
  NOT_FOUND: 'Not found.',
  RESOURCE_NOT_FOUND: 'User not found with given email',
  USER_EXISTS: 'User exists with given email!',
  USER_EXISTS_NUMBER: 'An organisation with this business number already exists!',
  RESOURCE_EXISTS: 'This resource already exists!',
  RESOURCE_IN_USE: 'This item is still in use and cannot be deleted.',
  ACCOUNT_CONFIRMED: 'Account already confirmed!',
  PASSWORD_SAME: 'The new password cannot be the same as the old one.',
  CODE_EXPIRED: 'Code has expired, please click resend code!',
  INVALID_CODE: 'The confirmation code is not correct.',
  ABOVE_AGE: 'Intern does not belong in the age limit allowed (16-24)',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type.',
  UNSUPPORTED_FILE_TYPE: 'This type of file is not accepted here.',
  FILE_TOO_LARGE: 'The file is too large.',
  RANGE_NOT_SATISFIABLE: 'The requested range is outside the file.',
  REQUEST_HEADER_TOO_LARGE: 'The request address or headers are too large.',
  REQUEST_TIMEOUT: 'The request took too long to arrive.',
  RATE_LIMITED: 'Too many attempts. Please wait a minute and try again.',
  FAILED_CREATE: 'Creation failed.',
  INTERNAL_ERROR: 'Internal Server Error!',
  ETHNICITY_EXISTS: 'This ethnicity already exists!',
  HEALTH_CONDITION_EXISTS: 'This health condition already exists!',
  HEAR_ABOUT_EXISTS: 'This option already exists!',
  TAG_EXISTS: 'This tag already exists!',
  CATEGORY_EXISTS: 'This field of interest already exists!',
  MUNICIPALITY_EXISTS: 'This municipality already exists!',
  SKILL_EXISTS: 'This skill already exists!',
  SUB_CATEGORY_EXISTS: 'This subcategory already exists!',
  BUSINESS_TYPE_EXISTS: 'This entity type already exists!',
  BUSINESS_CATEGORY_EXISTS: 'This business category already exists!',
  INSTITUTION_EXISTS: 'This institution already exists!',
  COUNTRY_EXISTS: 'This country already exists!',
  ARTICLE_EXISTS: 'This article already exists!',
  DOCUMENTS_EXISTS: 'This document already exists!',
  FACILITATION_GUIDE_EXISTS: 'This facilitation guide already exists!',
  ALREADY_WORKING: 'You are already working!',
  JOB_EXPIRED: 'Job already expired!',
  INTERN_HAS_MENTOR: 'Intern already has a mentor!',
  ALREADY_APPLIED: 'You have already applied for this opportunity!',
  INVALID_TRANSITION: "This step is not possible in the application's current status.",
  SPOTS_FULL: 'All spots for this opportunity are taken.',
  CV_NOT_FILLED: 'Please fill your CV',
  INTERNSHIP_COMPLETED: 'After a completed internship you can apply for trainings only.',
  TRAINING_IN_PROGRESS: 'The intern is already attending another training!',
  CONTRACT_REQUIRED: 'Upload the signed contract before hiring.',
  INTERNSHIP_NOT_STARTED:
    'The engagement has not started yet: it can be completed or extended from its start date.',
  INTERNSHIP_REQUIRED: 'You can ask for a mentor once your internship is approved.',
  MENTOR_FULL: 'This mentor already has 5 interns.',
  MENTOR_NOT_AVAILABLE:
    'This mentor cannot take interns now (not approved, inactive, unavailable or no shared language).',
  MENTORSHIP_CLOSED: 'This mentorship has already been answered or has ended.',
  MEETING_CLOSED: 'This meeting has already taken place or was cancelled.',
  SURVEY_ANSWERED: 'You have already answered this survey.',
  SURVEY_LINK_INVALID: 'This survey link is not valid.',
  SURVEY_LINK_EXPIRED: 'This survey link has expired. Sign in to answer the survey.',
};

const sq: Messages = {
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
};

const sr: Messages = {
  VALIDATION_ERROR: 'Neka polja nedostaju ili nisu ispravna.',
  UNAUTHORIZED: 'Molimo prijavite se da biste nastavili.',
  FAILED_DECODE_TOKEN:
    'Sesija je istekla, molimo osvežite stranicu i ponovo se prijavite da biste nastavili!',
  INVALID_CREDENTIALS: 'Neispravni podaci za prijavu',
  FORBIDDEN: 'Nemate dozvolu za ovu radnju.',
  UNCONFIRMED_ACCOUNT: 'Molimo proverite e-poštu da biste potvrdili nalog.',
  ACCOUNT_DEACTIVATED: 'Ovaj nalog je deaktiviran. Molimo kontaktirajte tim programa.',
  NOT_FOUND: 'Nije pronađeno.',
  RESOURCE_NOT_FOUND: 'Nije pronađen korisnik sa datom e-adresom',
  USER_EXISTS: 'Korisnik sa datom e-adresom već postoji!',
  USER_EXISTS_NUMBER: 'Organizacija sa ovim poslovnim brojem već postoji!',
  RESOURCE_EXISTS: 'Ovaj resurs već postoji!',
  RESOURCE_IN_USE: 'Ova stavka se još koristi i ne može se obrisati.',
  ACCOUNT_CONFIRMED: 'Nalog je već potvrđen!',
  PASSWORD_SAME: 'Nova lozinka ne može biti ista kao stara.',
  CODE_EXPIRED: 'Kod je istekao, molimo kliknite „ponovo pošalji kod”!',
  INVALID_CODE: 'Kod za potvrdu nije ispravan.',
  ABOVE_AGE: 'Praktikant nije u dozvoljenom starosnom dobu (16-24)',
  PAYLOAD_TOO_LARGE: 'Zahtev je prevelik.',
  UNSUPPORTED_MEDIA_TYPE: 'Nepodržan tip sadržaja.',
  UNSUPPORTED_FILE_TYPE: 'Ova vrsta datoteke ovde nije prihvaćena.',
  FILE_TOO_LARGE: 'Datoteka je prevelika.',
  RANGE_NOT_SATISFIABLE: 'Traženi opseg je izvan datoteke.',
  REQUEST_HEADER_TOO_LARGE: 'Adresa ili zaglavlja zahteva su preveliki.',
  REQUEST_TIMEOUT: 'Zahtev je predugo stizao.',
  RATE_LIMITED: 'Previše pokušaja. Sačekajte minut i pokušajte ponovo.',
  FAILED_CREATE: 'Kreiranje nije uspelo.',
  INTERNAL_ERROR: 'Interna greška servera!',
  ETHNICITY_EXISTS: 'Ova etnička pripadnost već postoji!',
  HEALTH_CONDITION_EXISTS: 'Ovo zdravstveno stanje već postoji!',
  HEAR_ABOUT_EXISTS: 'Ova opcija već postoji!',
  TAG_EXISTS: 'Ova oznaka već postoji!',
  CATEGORY_EXISTS: 'Ova oblast interesovanja već postoji!',
  MUNICIPALITY_EXISTS: 'Ova opština već postoji!',
  SKILL_EXISTS: 'Ova veština već postoji!',
  SUB_CATEGORY_EXISTS: 'Ova potkategorija već postoji!',
  BUSINESS_TYPE_EXISTS: 'Ovaj tip entiteta već postoji!',
  BUSINESS_CATEGORY_EXISTS: 'Ova poslovna kategorija već postoji!',
  INSTITUTION_EXISTS: 'Ova institucija već postoji!',
  COUNTRY_EXISTS: 'Ova država već postoji!',
  ARTICLE_EXISTS: 'Ovaj članak već postoji!',
  DOCUMENTS_EXISTS: 'Ovaj dokument već postoji!',
  FACILITATION_GUIDE_EXISTS: 'Ovaj vodič za facilitaciju već postoji!',
  ALREADY_WORKING: 'Već radite!',
  JOB_EXPIRED: 'Oglas je već istekao!',
  INTERN_HAS_MENTOR: 'Praktikant već ima mentora!',
  ALREADY_APPLIED: 'Već ste se prijavili za ovu priliku!',
  INVALID_TRANSITION: 'Ovaj korak nije moguć u trenutnom statusu prijave.',
  SPOTS_FULL: 'Sva mesta za ovu priliku su popunjena.',
  CV_NOT_FILLED: 'Molimo popunite svoj CV',
  INTERNSHIP_COMPLETED: 'Nakon završene prakse možete se prijaviti samo za obuke.',
  TRAINING_IN_PROGRESS: 'Praktikant već pohađa drugu obuku!',
  CONTRACT_REQUIRED: 'Otpremite potpisani ugovor pre zapošljavanja.',
  INTERNSHIP_NOT_STARTED: 'Angažman još nije počeo: može se završiti ili produžiti od datuma početka.',
  INTERNSHIP_REQUIRED: 'Mentora možete zatražiti kada vaša praksa bude odobrena.',
  MENTOR_FULL: 'Ovaj mentor već ima 5 praktikanata.',
  MENTOR_NOT_AVAILABLE:
    'Ovaj mentor sada ne može da primi praktikante (nije odobren, neaktivan, nedostupan ili nema zajednički jezik).',
  MENTORSHIP_CLOSED: 'Na ovo mentorstvo je već odgovoreno ili je završeno.',
  MEETING_CLOSED: 'Ovaj sastanak je već održan ili je otkazan.',
  SURVEY_ANSWERED: 'Već ste popunili ovu anketu.',
  SURVEY_LINK_INVALID: 'Ovaj link ankete nije važeći.',
  SURVEY_LINK_EXPIRED: 'Ovaj link ankete je istekao. Prijavite se da biste popunili anketu.',
};

const MESSAGES: Record<TLanguage, Messages> = { en, sq, sr };

/** Extra messages for a code in a specific situation (e.g. the expired reset link). */
const SPECIAL: Record<string, Record<TLanguage, string>> = {
  /** ALREADY_WORKING to an intern whose acceptance to another internship waits for validation (or runs). */
  ALREADY_ACCEPTED: {
    en: 'You already have been accepted in an internship',
    sq: 'Ju tashmë jeni pranuar në një praktikë',
    sr: 'Već ste prihvaćeni na praksu',
  },
  /** ALREADY_WORKING to the organisation or admin acting on an intern who is working or accepted elsewhere. */
  INTERN_ALREADY_WORKING: {
    en: 'Intern already working!',
    sq: 'Praktikanti tashmë po punon!',
    sr: 'Praktikant već radi!',
  },
  RESET_LINK_EXPIRED: {
    en: 'The link has expired. Please send a new request to reset your password.',
    sq: 'Lidhja ka skaduar. Ju lutemi dërgoni një kërkesë të re për rivendosjen e fjalëkalimit.',
    sr: 'Link je istekao. Molimo pošaljite novi zahtev za resetovanje lozinke.',
  },
  /** A posting's deadline moved more than two weeks past the first one (VALIDATION_ERROR, `deadlinePush`). */
  DEADLINE_PUSH: {
    en: 'You can only push the deadline two weeks!',
    sq: 'Afatin mund ta shtyni vetëm dy javë!',
    sr: 'Rok možete pomeriti samo za dve nedelje!',
  },
  DEV_MAILBOX_LOOPBACK: {
    en: 'The dev mailbox answers only requests from this machine.',
    sq: 'Kutia postare e zhvillimit u përgjigjet vetëm kërkesave nga ky kompjuter.',
    sr: 'Razvojno poštansko sanduče odgovara samo na zahteve sa ovog računara.',
  },
};

/**
 * Messages that name a value given with the error (`AppError` params, `{name}` placeholders); used when every
 * placeholder has a value, else the code's plain message.
 */
const WITH_PARAMS: Partial<Record<ErrorType, Record<TLanguage, string>>> = {
  FILE_TOO_LARGE: {
    en: 'The file is too large: at most {limit} is allowed.',
    sq: 'Skedari është shumë i madh: lejohen më së shumti {limit}.',
    sr: 'Datoteka je prevelika: dozvoljeno je najviše {limit}.',
  },
};

/** Plural forms by the language's rules (Serbian has one, few, other); `{count}` is the number. */
type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
const PLURAL_RULES: Record<TLanguage, Intl.PluralRules> = {
  en: new Intl.PluralRules('en'),
  sq: new Intl.PluralRules('sq'),
  sr: new Intl.PluralRules('sr-Latn'),
};
/** Messages that name a count (`AppError` params `{ count }`); without a count, the code's plain message. */
const COUNTED: Partial<Record<ErrorType, Record<TLanguage, PluralForms>>> = {
  RESOURCE_IN_USE: {
    en: {
      one: 'This item is used by {count} record and cannot be deleted.',
      other: 'This item is used by {count} records and cannot be deleted.',
    },
    sq: {
      one: 'Ky element përdoret nga {count} regjistrim dhe nuk mund të fshihet.',
      other: 'Ky element përdoret nga {count} regjistrime dhe nuk mund të fshihet.',
    },
    sr: {
      one: 'Ovu stavku koristi {count} zapis i ne može se obrisati.',
      few: 'Ovu stavku koriste {count} zapisa i ne može se obrisati.',
      other: 'Ovu stavku koristi {count} zapisa i ne može se obrisati.',
    },
  },
};

export function errorMessage(
  code: ErrorType,
  lang: TLanguage,
  special?: string,
  params?: Record<string, string | number>,
): string {
  if (special && SPECIAL[special]) return SPECIAL[special][lang];
  const forms = COUNTED[code]?.[lang];
  if (forms && typeof params?.count === 'number') {
    const form = forms[PLURAL_RULES[lang].select(params.count)] ?? forms.other;
    return form.replace('{count}', String(params.count));
  }
  const template = WITH_PARAMS[code]?.[lang];
  if (template && params) {
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    if (names.every((n) => params[n] !== undefined))
      return template.replace(/\{(\w+)\}/g, (_m, n: string) => String(params[n]));
  }
  return MESSAGES[lang][code];
}
