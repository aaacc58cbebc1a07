import { z } from 'zod';
import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js/min';
import { TEXT_ISSUES, ZAccountType, ZId, ZUiLanguage, ZRole, zText } from './common.ts';
import { programmeToday } from './dates.ts';

/**
 * Validation messages are codes, not prose: the API turns them into `details[].issue`
 * and the web app translates them (`validation.<code>`) with the field's label.
 */
export const V = {
  required: 'required',
  email: 'invalidEmail',
  passwordMin: 'passwordMin',
  passwordMax: 'passwordMax',
  passwordMismatch: 'passwordMismatch',
  terms: 'termsRequired',
  age: 'ageRange',
  date: 'invalidDate',
  code: 'invalidCode',
  /** The API's detail also carries the limit (`max`, `origin`), and the web app names it. */
  tooLong: 'tooLong',
  invalid: 'invalid',
  /** NUL or an unpaired UTF-16 surrogate: text PostgreSQL cannot store as sent (see `zText`). */
  invalidCharacters: TEXT_ISSUES.invalidCharacters,
  phone: 'invalidPhone',
  businessNumber: 'invalidBusinessNumber',
  /** An organisation's address at a free-mail provider (FREE_MAIL_DOMAINS) when its entity type does not allow it. */
  freeMail: 'freeMail',
  /** An organisation signing up with the address of an intern account (issue 22 §3). */
  internAccount: 'internAccount',
  /** A minor's guardian e-mail that is the intern's own address (issue 22 §2). */
  guardianSelf: 'guardianSelf',
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const AGE_MIN = 16;
export const AGE_MAX = 24;
export const CONFIRMATION_CODE_TTL_MINUTES = 15;
export const RESET_TOKEN_TTL_MINUTES = 60;
export const SESSION_DAYS_REMEMBER = 30;
export const SESSION_DAYS_DEFAULT = 1;
export const GENDERS = ['M', 'F', 'O'] as const;
export const ZGender = z.enum(GENDERS, { error: V.required });

export const ZEmail = zText({ min: 1, max: 254 })
  .pipe(z.email({ error: V.email }))
  .transform((e) => e.toLowerCase());

export const ZPassword = zText({ trim: false, min: 1 })
  .min(PASSWORD_MIN, V.passwordMin)
  .max(PASSWORD_MAX, V.passwordMax);

const text = (max = 200) => zText({ min: 1, max });
const optText = (max = 200) => zText({ max }).optional();
const ids = z.array(ZId, { error: V.required }).max(50, V.tooLong);
const requiredIds = ids.min(1, V.required);

/** Phone numbers are read as Kosovo numbers unless they start with + or 00 (international). */
export const PHONE_DEFAULT_REGION = 'XK';
/** Digits, spaces and the usual separators only: no letters, so no extensions or stray words. */
const PHONE_CHARS = /^[+]?[\d\s()./-]+$/;

/** Whether `raw` is a valid phone number (Kosovo by default, any country with +/00). */
export function isValidPhone(raw: string): boolean {
  return PHONE_CHARS.test(raw) && isValidPhoneNumber(raw, PHONE_DEFAULT_REGION);
}

/** A valid phone number, stored in E.164 (+38344123456). */
const phone = zText({ min: 1, max: 30 })
  .refine((raw) => raw === '' || isValidPhone(raw), V.phone)
  .transform((raw) => parsePhoneNumberWithError(raw, PHONE_DEFAULT_REGION).number);
/** The same, optional: an empty string counts as absent. */
const optPhone = zText({ max: 30 })
  .refine((raw) => raw === '' || isValidPhone(raw), V.phone)
  .transform((raw) => (raw === '' ? undefined : parsePhoneNumberWithError(raw, PHONE_DEFAULT_REGION).number))
  .optional();

/**
 * A business registration number: Kosovo's (ARBK/NRB) are 9 digits, but foreign organisations and NGOs have
 * other formats, so 2 to 30 Latin letters, digits and the separators space . _ / - with at least one digit,
 * starting with a letter or digit. Runs of spaces are collapsed; case is kept (uniqueness ignores it).
 */
export const BUSINESS_NUMBER_PATTERN = /^(?=.*\d)[A-Za-z0-9][A-Za-z0-9 ._/-]{1,29}$/;
const businessNumber = zText({ min: 1 })
  .transform((raw) => raw.replace(/\s+/g, ' '))
  .refine((n) => BUSINESS_NUMBER_PATTERN.test(n), V.businessNumber);

/** For other areas' bodies (profile updates): the same rules as signup. */
export const ZPhone = phone;
export const ZBusinessNumber = businessNumber;

/**
 * Free-mail providers (issue 22 §3): an organisation cannot sign up with an address there unless its entity type
 * allows it (`allowsFreeMail` on the entity type catalogue, e.g. NGOs). `name.*` stands for the provider under any
 * top-level domain (hotmail.com, hotmail.co.uk, yahoo.fr); the others are exact domains. Subdomains count too.
 */
export const FREE_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'hotmail.*',
  'outlook.*',
  'live.com',
  'yahoo.*',
  'icloud.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.*',
  'mail.ru',
  'yandex.*',
] as const;

/** Whether `email` is at a free-mail provider (FREE_MAIL_DOMAINS), case-insensitively. */
export function isFreeMail(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const labels = domain.split('.');
  return FREE_MAIL_DOMAINS.some((entry) => {
    if (entry.endsWith('.*')) {
      // the provider's label followed by one or two more labels (yahoo.com, yahoo.co.uk), possibly under a subdomain
      const name = entry.slice(0, -2);
      const at = labels.lastIndexOf(name);
      return at >= 0 && labels.length - at - 1 >= 1 && labels.length - at - 1 <= 2;
    }
    return domain === entry || domain.endsWith(`.${entry}`);
  });
}

/** Adults are 18: the programme takes 16-24, so 16 and 17 year olds are minors. */
export const ADULT_AGE = 18;

/** Is someone born on `birthdate` a minor (16 or 17) on the calendar day `day` (YYYY-MM-DD, Kosovo's day)? */
export function isMinorOn(birthdate: string, day: string): boolean {
  const age = ageOn(birthdate, new Date(`${day}T12:00:00Z`));
  return age >= AGE_MIN && age < ADULT_AGE;
}

/** The day someone born on `birthdate` turns 18 (YYYY-MM-DD; 29 February births on 1 March). */
export function adultFrom(birthdate: string): string {
  const [y, m, d] = birthdate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + ADULT_AGE, m - 1, d));
  return date.toISOString().slice(0, 10);
}

/** Age in whole years on `today` for an ISO date of birth (YYYY-MM-DD). */
export function ageOn(birthdate: string, today: Date = new Date()): number {
  const [y, m, d] = birthdate.slice(0, 10).split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

export const ZIsoDate = zText({ trim: false })
  .regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, V.date)
  .refine((s) => {
    // A real calendar day: 2024-02-31 does not round-trip.
    const day = s.slice(0, 10);
    const t = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === day;
  }, V.date)
  .transform((s) => s.slice(0, 10));

const passwordPair = <T extends { password: string; passwordConfirm: string }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.password !== v.passwordConfirm)
    ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: V.passwordMismatch });
};

const ZSignupBase = z.object({
  email: ZEmail,
  password: ZPassword,
  passwordConfirm: zText({ trim: false, min: 1 }),
  terms: z.literal(true, { error: V.terms }),
  emailLanguage: ZUiLanguage.default('sq'),
});

export const ZInternSignupFields = ZSignupBase.extend({
  name: text(100),
  lastName: text(100),
  birthdate: ZIsoDate.optional(),
  birthMonth: z.coerce.number().int().min(1).max(12).optional(),
  birthYear: z.coerce.number().int().min(1900).max(2100).optional(),
  gender: ZGender,
  municipality: ZId,
  phoneNumber: optPhone,
  address: optText(200),
  categories: requiredIds,
  skills: ids.optional(),
  availability: optText(50),
  hearAbout: ZId.optional(),
  ethnicity: ZId.optional(),
  disabilities: ids.optional(),
  /**
   * Issue 22 §2: a parent's or guardian's name and e-mail (phone optional), required when the birth date makes the
   * person under 18 on Priština's calendar day; ignored (not stored) for adults.
   */
  guardianName: optText(150),
  guardianEmail: ZEmail.optional(),
  guardianPhone: optPhone,
});

/** The guardian fields a minor must give (sign-up, a birth date changed to a minor's, a guardian set later). */
export function guardianIssues(
  v: { email?: string; guardianName?: string; guardianEmail?: string },
  ctx: z.RefinementCtx,
): void {
  if (!v.guardianName) ctx.addIssue({ code: 'custom', path: ['guardianName'], message: V.required });
  if (!v.guardianEmail) ctx.addIssue({ code: 'custom', path: ['guardianEmail'], message: V.required });
  else if (v.email && v.guardianEmail === v.email)
    ctx.addIssue({ code: 'custom', path: ['guardianEmail'], message: V.guardianSelf });
}

/** Birth date from `birthdate`, or derived from birthMonth/birthYear (the first of that month). */
export function resolveBirthdate(v: {
  birthdate?: string;
  birthMonth?: number;
  birthYear?: number;
}): string | null {
  if (v.birthdate) return v.birthdate;
  if (v.birthYear && v.birthMonth) return `${v.birthYear}-${String(v.birthMonth).padStart(2, '0')}-01`;
  return null;
}

export const ZInternSignup = ZInternSignupFields.superRefine((v, ctx) => {
  passwordPair(v, ctx);
  const bd = resolveBirthdate(v);
  if (!bd) ctx.addIssue({ code: 'custom', path: ['birthdate'], message: V.required });
  else {
    const age = ageOn(bd);
    if (age < AGE_MIN || age > AGE_MAX) ctx.addIssue({ code: 'custom', path: ['birthdate'], message: V.age });
    else if (isMinorOn(bd, programmeToday())) guardianIssues(v, ctx);
  }
});
export type TInternSignup = z.infer<typeof ZInternSignup>;

export const ZBusinessSignupFields = ZSignupBase.extend({
  name: text(200),
  number: businessNumber,
  type: ZId,
  category: ZId.optional(),
  categories: requiredIds,
  phoneNumber: phone,
  contact: text(150),
  country: ZId,
  municipality: ZId.optional(),
  otherMunicipality: optText(150),
  allowNotifications: z.boolean().optional(),
});
export const ZBusinessSignup = ZBusinessSignupFields.superRefine((v, ctx) => {
  passwordPair(v, ctx);
  if (!v.municipality && !v.otherMunicipality)
    ctx.addIssue({ code: 'custom', path: ['municipality'], message: V.required });
});
export type TBusinessSignup = z.infer<typeof ZBusinessSignup>;

/** Mentors need at least this many years of professional experience (platform-core §9; people.ts re-exports it). */
export const MENTOR_MIN_EXPERIENCE_YEARS = 5;

export const ZMentorSignupFields = ZSignupBase.extend({
  name: text(100),
  surname: text(100),
  municipality: ZId,
  job: text(150),
  fieldOfEducation: text(150),
  gender: ZGender,
  skills: requiredIds,
  categories: requiredIds,
  ethnicity: ZId.optional(),
  disabilities: ids.optional(),
  /**
   * Years of professional experience (issue 17): required, whole, at least MENTOR_MIN_EXPERIENCE_YEARS (else the
   * issue `minExperience`, the spec's 'Mentors need at least 5 years of professional experience.'), at most 70.
   */
  yearsOfExperience: z
    .number({ error: V.required })
    .int(V.invalid)
    .min(MENTOR_MIN_EXPERIENCE_YEARS, 'minExperience')
    .max(70, V.invalid),
});
export const ZMentorSignup = ZMentorSignupFields.superRefine(passwordPair);
export type TMentorSignup = z.infer<typeof ZMentorSignup>;

export const ZLogin = z.object({
  email: ZEmail,
  password: zText({ trim: false, min: 1 }).max(PASSWORD_MAX, V.passwordMax),
  remember: z.boolean().default(false),
  emailLanguage: ZUiLanguage.optional(),
});
export type TLogin = z.infer<typeof ZLogin>;

/** The 6-digit code from the confirmation e-mail. */
export const ZConfirmationCode = zText().regex(/^\d{6}$/, V.code);

/** Absent, null and empty all mean "not given". */
const notGiven = (schema: z.ZodString) => schema.nullish().transform((v) => v ?? '');

export const ZConfirmFields = z.object({
  email: ZEmail,
  /** The code typed by hand on the /confirm page. */
  accountConfirmationCode: notGiven(zText().regex(/^(\d{6})?$/, V.code)),
  /** The token from the e-mailed link: a secret as strong as the code, so it confirms alone too. */
  accountConfirmationToken: notGiven(zText({ max: 200 })),
});

/**
 * Confirmation with the code, the link token, or both (each given one must match; see the accounts service).
 * Neither is a `required` issue on the code, the field a person fills in.
 */
export const ZConfirm = ZConfirmFields.superRefine((v, ctx) => {
  if (!v.accountConfirmationCode && !v.accountConfirmationToken)
    ctx.addIssue({ code: 'custom', path: ['accountConfirmationCode'], message: V.required });
});
export type TConfirm = z.infer<typeof ZConfirm>;

export const ZResend = z.object({ email: ZEmail, emailLanguage: ZUiLanguage.optional() });
/** Without emailLanguage the account's own e-mail language is used. */
export const ZForgot = z.object({ email: ZEmail, emailLanguage: ZUiLanguage.optional() });

export const ZResetBody = z
  .object({
    email: ZEmail,
    newPassword: ZPassword,
    passwordConfirm: zText({ trim: false, min: 1 }),
    emailLanguage: ZUiLanguage.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword !== v.passwordConfirm)
      ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: V.passwordMismatch });
  });
export const ZResetParams = z.object({ resetToken: zText({ trim: false, min: 1, max: 2000 }) });

/** The reset-by-type call: mentor, business and admin reset a business/mentor account; anything else an intern's. */
export const ZResetPasswordByType = z
  .object({
    email: ZEmail,
    newPassword: ZPassword,
    passwordConfirm: zText({ trim: false, min: 1 }),
    resetToken: zText({ trim: false, min: 1, max: 2000 }),
    type: z.enum(['intern', 'business', 'mentor', 'admin']).default('intern'),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword !== v.passwordConfirm)
      ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: V.passwordMismatch });
  });

/** Claims of the session token (JWT HS256). */
export const ZSessionClaims = z.object({
  role: ZRole,
  id: z.string(),
  exp: z.number(),
  updateFinished: z.boolean().optional(),
  updateRequired: z.boolean().optional(),
  aboveOrUnderAge: z.boolean().optional(),
  /**
   * Interns under 18 (issue 22 §3): the day they turn 18 (`adultFrom`), so the web app can tell a minor without
   * the birth date and the claim stops mattering on that day, whatever the token's age. Absent for adults.
   */
  minorUntil: z.string().optional(),
});
export type TSessionClaims = z.infer<typeof ZSessionClaims>;

/** Claims of the password-reset token: the web app decodes `email` to show it read-only. */
export const ZResetClaims = z.object({ email: z.string(), type: ZAccountType, purpose: z.literal('reset') });

export const ZSignupResult = z.object({ sent: z.boolean() }).catchall(z.string());
export const ZTokenResult = z.object({ token: z.string() });
