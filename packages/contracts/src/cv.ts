import { z } from 'zod';
import { parsePhoneNumberWithError } from 'libphonenumber-js/min';
import { GENDERS, PHONE_DEFAULT_REGION, V, ZGender, ZIsoDate, ageOn, isValidPhone } from './auth.ts';
import { ZCatalogueRef, ZInternProfile } from './accounts.ts';
import { INSTITUTION_TYPES } from './catalogues.ts';
import { ZId, ZUiLanguage, zText } from './common.ts';
import { ZFile } from './files.ts';

/*
 * The intern's CV (platform-core.md §3 Intern, §5 rules, §7 Interns): `GET /api/interns/:id` answers it as
 * `data.intern`; `PUT /api/interns/:id` replaces it (personal data, education, experience, languages, categories,
 * skills, availability, other engagements, CV file) and answers `data.intern` and, for the intern, `data.token`.
 * `PUT /api/interns/:id/photo` takes the multipart part `photo`; `PUT /api/interns/:id/cv` answers a PDF.
 */

/** Education types: the institution catalogue's own types. */
export const EDUCATION_TYPES = INSTITUTION_TYPES;
export type TEducationType = (typeof EDUCATION_TYPES)[number];
export const EXPERIENCE_TYPES = ['INTERNSHIP', 'JOB'] as const;
export type TExperienceType = (typeof EXPERIENCE_TYPES)[number];
export const LANGUAGE_LEVELS = ['NATIVE', 'BEGINNER', 'INTERMEDIATE', 'FLUENT'] as const;
export type TLanguageLevel = (typeof LANGUAGE_LEVELS)[number];

/**
 * Languages a CV may list: ISO 639 codes (639-1 where one exists; `rom` Romani has none). Names come from
 * `LANGUAGE_NAMES` in the reader's language (`languageName`), so no catalogue is needed.
 */
export const CV_LANGUAGES = [
  'sq',
  'sr',
  'en',
  'de',
  'fr',
  'it',
  'es',
  'pt',
  'tr',
  'bs',
  'hr',
  'mk',
  'sl',
  'me',
  'bg',
  'ro',
  'el',
  'rom',
  'ru',
  'uk',
  'pl',
  'cs',
  'sk',
  'hu',
  'nl',
  'sv',
  'no',
  'da',
  'fi',
  'ar',
  'zh',
  'ja',
  'ko',
  'hi',
  'fa',
  'he',
] as const;
export type TCvLanguage = (typeof CV_LANGUAGES)[number];

/**
 * Every CV language's name in the three UI languages, written out: browsers' `Intl.DisplayNames` data differs (Debian's
 * Chromium has no Albanian names and answered in English), and names must be the same on every device and in the
 * server's PDFs.
 */
const LANGUAGE_NAMES: Record<TCvLanguage, Record<'sq' | 'sr' | 'en', string>> = {
  sq: { sq: 'shqip', sr: 'albanski', en: 'Albanian' },
  sr: { sq: 'serbisht', sr: 'srpski', en: 'Serbian' },
  en: { sq: 'anglisht', sr: 'engleski', en: 'English' },
  de: { sq: 'gjermanisht', sr: 'nemački', en: 'German' },
  fr: { sq: 'frëngjisht', sr: 'francuski', en: 'French' },
  it: { sq: 'italisht', sr: 'italijanski', en: 'Italian' },
  es: { sq: 'spanjisht', sr: 'španski', en: 'Spanish' },
  pt: { sq: 'portugalisht', sr: 'portugalski', en: 'Portuguese' },
  tr: { sq: 'turqisht', sr: 'turski', en: 'Turkish' },
  bs: { sq: 'boshnjakisht', sr: 'bosanski', en: 'Bosnian' },
  hr: { sq: 'kroatisht', sr: 'hrvatski', en: 'Croatian' },
  mk: { sq: 'maqedonisht', sr: 'makedonski', en: 'Macedonian' },
  sl: { sq: 'sllovenisht', sr: 'slovenački', en: 'Slovenian' },
  me: { sq: 'malazezisht', sr: 'crnogorski', en: 'Montenegrin' },
  bg: { sq: 'bullgarisht', sr: 'bugarski', en: 'Bulgarian' },
  ro: { sq: 'rumanisht', sr: 'rumunski', en: 'Romanian' },
  el: { sq: 'greqisht', sr: 'grčki', en: 'Greek' },
  rom: { sq: 'romisht', sr: 'romski', en: 'Romani' },
  ru: { sq: 'rusisht', sr: 'ruski', en: 'Russian' },
  uk: { sq: 'ukrainisht', sr: 'ukrajinski', en: 'Ukrainian' },
  pl: { sq: 'polonisht', sr: 'poljski', en: 'Polish' },
  cs: { sq: 'çekisht', sr: 'češki', en: 'Czech' },
  sk: { sq: 'sllovakisht', sr: 'slovački', en: 'Slovak' },
  hu: { sq: 'hungarisht', sr: 'mađarski', en: 'Hungarian' },
  nl: { sq: 'holandisht', sr: 'holandski', en: 'Dutch' },
  sv: { sq: 'suedisht', sr: 'švedski', en: 'Swedish' },
  no: { sq: 'norvegjisht', sr: 'norveški', en: 'Norwegian' },
  da: { sq: 'danisht', sr: 'danski', en: 'Danish' },
  fi: { sq: 'finlandisht', sr: 'finski', en: 'Finnish' },
  ar: { sq: 'arabisht', sr: 'arapski', en: 'Arabic' },
  zh: { sq: 'kinezisht', sr: 'kineski', en: 'Chinese' },
  ja: { sq: 'japonisht', sr: 'japanski', en: 'Japanese' },
  ko: { sq: 'koreanisht', sr: 'korejski', en: 'Korean' },
  hi: { sq: 'hindisht', sr: 'hindi', en: 'Hindi' },
  fa: { sq: 'persisht', sr: 'persijski', en: 'Persian' },
  he: { sq: 'hebraisht', sr: 'hebrejski', en: 'Hebrew' },
};

/** A CV language's name in `lang` (sr is Serbian Latin). */
export function languageName(code: string, lang: 'sq' | 'sr' | 'en'): string {
  const named = LANGUAGE_NAMES[code as TCvLanguage]?.[lang];
  if (named) return named;
  try {
    const locale = lang === 'sr' ? 'sr-Latn' : lang;
    return new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Issue codes of the CV rules (`details[].issue`, translated by the web app as `validation.<code>`), besides the
 * common ones (`required`, `tooLong`, `invalidDate`, `notFound`, `ageRange`, `invalidPhone`).
 */
export const CV_ISSUES = {
  /** Start date after the end date, or in the future. */
  validStartDate: 'validStartDate',
  /** End date before the start date, or in the future while the row is not current. */
  validEndDate: 'validEndDate',
  /** `education` and `languages` need at least one row. */
  atLeastOne: 'atLeastOne',
  /** The same language listed twice. */
  duplicate: 'duplicate',
  /** A catalogue institution that is not in the row's municipality or not of the row's type. */
  institutionMismatch: 'institutionMismatch',
  /** A municipality on an education row abroad (municipalities are Kosovo's). */
  municipalityAbroad: 'municipalityAbroad',
  required: V.required,
} as const;

const MAX_ROWS = 20;
const text = (max: number) => zText({ min: 1, max });
/** Optional text: absent, null and empty (after trimming) are all stored as null. */
const optText = (max: number) =>
  zText({ max })
    .nullish()
    .transform((v) => (v ? v : null));
/** '' (an empty select or date field) counts as absent. */
const emptyAsNull = (v: unknown) => (v === '' ? null : v);
/** Optional catalogue id: absent, null and '' are null. */
const optId = z.preprocess(emptyAsNull, ZId.nullish()).transform((v) => v ?? null);
const enumOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: V.required });

/**
 * "In the future" leaves a day of slack: dates are calendar days, and Kosovo's day starts up to two hours
 * before UTC's.
 */
function isFuture(day: string, now: Date): boolean {
  const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  return day > tomorrow;
}

/**
 * The date rules of a row with a period: the start is required and not in the future; the end is required
 * unless the row is current (then it is dropped), not in the future, and not before the start. A start after
 * the end is reported on both dates (`validStartDate`, `validEndDate`), as the spec's two messages say.
 */
function periodRules(
  row: { startDate: string; endDate: string | null; current: boolean },
  ctx: z.RefinementCtx,
  now: Date = new Date(),
): void {
  if (isFuture(row.startDate, now))
    ctx.addIssue({ code: 'custom', path: ['startDate'], message: CV_ISSUES.validStartDate });
  if (row.current) return;
  if (!row.endDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: CV_ISSUES.required });
    return;
  }
  if (isFuture(row.endDate, now))
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: CV_ISSUES.validEndDate });
  if (row.startDate > row.endDate) {
    ctx.addIssue({ code: 'custom', path: ['startDate'], message: CV_ISSUES.validStartDate });
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: CV_ISSUES.validEndDate });
  }
}

const ZRequiredDate = ZIsoDate;
const ZOptionalDate = z.preprocess(emptyAsNull, ZIsoDate.nullish()).transform((v) => v ?? null);

export const ZEducationWrite = z
  .object({
    country: ZId,
    /** Kosovo's municipality; null abroad. */
    municipality: optId,
    type: enumOf(EDUCATION_TYPES),
    /** An institution of the catalogue (in `municipality`, of `type`), or `otherInstitution`. */
    institution: optId,
    otherInstitution: optText(200),
    fieldOfStudy: optText(150),
    currentlyStudying: z.boolean().default(false),
    startDate: ZRequiredDate,
    endDate: ZOptionalDate,
  })
  .superRefine((row, ctx) => {
    if (!row.institution && !row.otherInstitution)
      ctx.addIssue({ code: 'custom', path: ['institution'], message: CV_ISSUES.required });
    if (row.type !== 'HIGH_SCHOOL' && !row.fieldOfStudy)
      ctx.addIssue({ code: 'custom', path: ['fieldOfStudy'], message: CV_ISSUES.required });
    periodRules({ ...row, current: row.currentlyStudying }, ctx);
  })
  .transform((row) => ({
    ...row,
    // One of the two: a catalogue institution wins over free text.
    otherInstitution: row.institution ? null : row.otherInstitution,
    endDate: row.currentlyStudying ? null : row.endDate,
  }));
export type TEducationWrite = z.infer<typeof ZEducationWrite>;

export const ZExperienceWrite = z
  .object({
    type: enumOf(EXPERIENCE_TYPES),
    title: text(150),
    company: text(150),
    currentlyWorking: z.boolean().default(false),
    startDate: ZRequiredDate,
    endDate: ZOptionalDate,
    description: optText(2000),
    location: optText(150),
  })
  .superRefine((row, ctx) => periodRules({ ...row, current: row.currentlyWorking }, ctx))
  .transform((row) => ({ ...row, endDate: row.currentlyWorking ? null : row.endDate }));
export type TExperienceWrite = z.infer<typeof ZExperienceWrite>;

export const ZLanguageWrite = z.object({
  language: enumOf(CV_LANGUAGES),
  speakingLevel: enumOf(LANGUAGE_LEVELS),
  writingLevel: enumOf(LANGUAGE_LEVELS),
});
export type TLanguageWrite = z.infer<typeof ZLanguageWrite>;

const ids = z.array(ZId, { error: V.required }).max(50, V.tooLong);
const rows = <T extends z.ZodType>(row: T) => z.array(row, { error: V.required }).max(MAX_ROWS, V.tooLong);

/** A valid phone number (Kosovo's by default), stored in E.164; absent, null and '' are null. */
const optPhone = zText({ max: 30 })
  .nullish()
  .refine((raw) => !raw || isValidPhone(raw), V.phone)
  .transform((raw) => (raw ? parsePhoneNumberWithError(raw, PHONE_DEFAULT_REGION).number : null));

/**
 * The body of `PUT /api/interns/:id`: the whole CV, replacing what is stored. Issues are on their fields
 * (`education.1.institution`, `languages`); the e-mail is not changed here. `updateRequired` is an admin's field
 * (the policy's `intern.setUpdateRequired`); the intern's own save clears it.
 */
export const ZInternCvWrite = z.object({
  name: text(100),
  lastName: text(100),
  /** Not in the future; a changed one must give an age of 16-24 (checked by the API, which knows the old one). */
  birthdate: ZIsoDate.refine((d) => ageOn(d) >= 0, V.date),
  gender: ZGender,
  municipality: ZId,
  phoneNumber: optPhone,
  address: optText(200),
  hearAbout: optId,
  ethnicity: optId,
  disabilities: ids.default([]),
  categories: ids.min(1, V.required),
  skills: ids.default([]),
  availability: optText(50),
  otherEngagements: optText(2000),
  education: rows(ZEducationWrite).min(1, CV_ISSUES.atLeastOne),
  experience: rows(ZExperienceWrite).default([]),
  languages: rows(ZLanguageWrite)
    .min(1, CV_ISSUES.atLeastOne)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((row, i) => {
        if (seen.has(row.language))
          ctx.addIssue({ code: 'custom', path: [i, 'language'], message: CV_ISSUES.duplicate });
        seen.add(row.language);
      });
    }),
  /** A file of kind `cv` uploaded through `POST /api/files`, or null for none. */
  cvFile: optId,
  updateRequired: z.boolean().optional(),
});
export type TInternCvWrite = z.infer<typeof ZInternCvWrite>;
/** What a client sends (before defaults and normalising). */
export type TInternCvInput = z.input<typeof ZInternCvWrite>;

export const ZEducation = z.object({
  _id: z.string(),
  country: ZCatalogueRef,
  municipality: ZCatalogueRef.nullable(),
  type: z.enum(EDUCATION_TYPES),
  institution: ZCatalogueRef.nullable(),
  otherInstitution: z.string().nullable(),
  fieldOfStudy: z.string().nullable(),
  currentlyStudying: z.boolean(),
  startDate: z.string(),
  endDate: z.string().nullable(),
});
export type TEducation = z.infer<typeof ZEducation>;

export const ZExperience = z.object({
  _id: z.string(),
  type: z.enum(EXPERIENCE_TYPES),
  title: z.string(),
  company: z.string(),
  currentlyWorking: z.boolean(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  description: z.string().nullable(),
  location: z.string().nullable(),
});
export type TExperience = z.infer<typeof ZExperience>;

export const ZLanguageRow = z.object({
  language: z.enum(CV_LANGUAGES),
  speakingLevel: z.enum(LANGUAGE_LEVELS),
  writingLevel: z.enum(LANGUAGE_LEVELS),
});
export type TLanguageRow = z.infer<typeof ZLanguageRow>;

/** The intern's whole CV: the profile plus its rows and files (the person and admins only). */
export const ZInternCv = ZInternProfile.extend({
  otherEngagements: z.string().nullable(),
  education: z.array(ZEducation),
  experience: z.array(ZExperience),
  languages: z.array(ZLanguageRow),
  photo: ZFile.nullable(),
  cvFile: ZFile.nullable(),
});
export type TInternCv = z.infer<typeof ZInternCv>;
export const ZInternCvResult = z.object({ intern: ZInternCv });
/** `PUT /api/interns/:id`: the saved CV, and for the intern a new session token with the new flags. */
export const ZInternCvSaveResult = z.object({ intern: ZInternCv, token: z.string().optional() });

/**
 * "CV filled": what applying requires (platform-core.md §5). The personal data signup collects, at least one
 * field of interest, at least one education row and at least one language. The session's `updateFinished` is this.
 */
export function isCvFilled(cv: {
  name: string;
  lastName: string;
  birthdate: string | null;
  gender: string | null;
  municipality: unknown;
  categories: readonly unknown[];
  education: readonly unknown[];
  languages: readonly unknown[];
}): boolean {
  return (
    Boolean(cv.name.trim() && cv.lastName.trim() && cv.birthdate && cv.gender && cv.municipality) &&
    cv.categories.length > 0 &&
    cv.education.length > 0 &&
    cv.languages.length > 0
  );
}

/**
 * The parts of a CV `isCvFilled` needs, as the screens name them: the personal data (name, last name, birth date,
 * gender, municipality), a field of interest, an education row and a language.
 */
export const CV_PARTS = ['personal', 'categories', 'education', 'languages'] as const;
export type TCvPart = (typeof CV_PARTS)[number];

/** The parts still missing for `isCvFilled` (empty exactly when it holds), in `CV_PARTS` order. */
export function cvMissingParts(cv: Parameters<typeof isCvFilled>[0]): TCvPart[] {
  const has: Record<TCvPart, boolean> = {
    personal: Boolean(cv.name.trim() && cv.lastName.trim() && cv.birthdate && cv.gender && cv.municipality),
    categories: cv.categories.length > 0,
    education: cv.education.length > 0,
    languages: cv.languages.length > 0,
  };
  return CV_PARTS.filter((p) => !has[p]);
}

/** What an organisation sees of an applicant: no birth date, ethnicity, health conditions, address or flags. */
export const ZInternForOrganisation = z.object({
  _id: z.string(),
  email: z.string(),
  internName: z.string(),
  internLastName: z.string(),
  name: z.string(),
  lastName: z.string(),
  gender: z.enum(GENDERS),
  /** Whole years today. */
  age: z.number().int(),
  /** 16 or 17: labour law limits their hours. */
  minor: z.boolean(),
  municipality: ZCatalogueRef.nullable(),
  phoneNumber: z.string().nullable(),
  availability: z.string().nullable(),
  categories: z.array(ZCatalogueRef),
  skills: z.array(ZCatalogueRef),
  otherEngagements: z.string().nullable(),
  education: z.array(ZEducation),
  experience: z.array(ZExperience),
  languages: z.array(ZLanguageRow),
  photo: ZFile.nullable(),
  cvFile: ZFile.nullable(),
});
export type TInternForOrganisation = z.infer<typeof ZInternForOrganisation>;

/**
 * `GET /interns/:id` answers the whole CV to the intern and admins, and to an organisation the intern applied to
 * (or that invited them) the organisation's view (`ZInternForOrganisation`, told apart by `age`).
 */
export const ZInternReadResult = z.object({ intern: z.union([ZInternCv, ZInternForOrganisation]) });
export type TInternReadResult = z.infer<typeof ZInternReadResult>;

/** `PUT /api/interns/:id/cv`: `resumeHtml` is accepted for compatibility and ignored. */
export const ZCvPdfBody = z.object({ resumeHtml: zText({ trim: false, max: 500_000 }).optional() }).nullish();
/** The PDF's language (sr-Cyrl: the Serbian PDF in Cyrillic); default the intern's e-mail language. */
export const ZCvPdfQuery = z.object({ language: ZUiLanguage.optional() });

/** The multipart file part of `PUT /api/interns/:id/photo`. */
export const INTERN_PHOTO_FIELD = 'photo';
