/**
 * The error catalogue: every `errorType` the API can answer with, and its HTTP status.
 * The web app translates each one as `errors.<TYPE>`; a test checks every type has a translation.
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FAILED_DECODE_TOKEN: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  UNCONFIRMED_ACCOUNT: 403,
  /** Login to an account an admin has deactivated (after the right password). */
  ACCOUNT_DEACTIVATED: 403,
  NOT_FOUND: 404,
  RESOURCE_NOT_FOUND: 404,
  USER_EXISTS: 409,
  USER_EXISTS_NUMBER: 409,
  RESOURCE_EXISTS: 409,
  RESOURCE_IN_USE: 409,
  ACCOUNT_CONFIRMED: 409,
  PASSWORD_SAME: 400,
  CODE_EXPIRED: 400,
  INVALID_CODE: 400,
  ABOVE_AGE: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  // uploads (platform files service)
  UNSUPPORTED_FILE_TYPE: 415,
  FILE_TOO_LARGE: 413,
  RANGE_NOT_SATISFIABLE: 416,
  /** The request line and headers are larger than the server reads (Node's HTTP parser, before any route). */
  REQUEST_HEADER_TOO_LARGE: 431,
  /** The client sent its request too slowly (Node's request timeout, before any route). */
  REQUEST_TIMEOUT: 408,
  RATE_LIMITED: 429,
  FAILED_CREATE: 500,
  INTERNAL_ERROR: 500,
  // catalogue duplicates
  ETHNICITY_EXISTS: 409,
  HEALTH_CONDITION_EXISTS: 409,
  HEAR_ABOUT_EXISTS: 409,
  TAG_EXISTS: 409,
  CATEGORY_EXISTS: 409,
  MUNICIPALITY_EXISTS: 409,
  SKILL_EXISTS: 409,
  SUB_CATEGORY_EXISTS: 409,
  BUSINESS_TYPE_EXISTS: 409,
  BUSINESS_CATEGORY_EXISTS: 409,
  INSTITUTION_EXISTS: 409,
  COUNTRY_EXISTS: 409,
  ARTICLE_EXISTS: 409,
  DOCUMENTS_EXISTS: 409,
  FACILITATION_GUIDE_EXISTS: 409,
  // later areas (named by the spec; used by later issues)
  ALREADY_WORKING: 409,
  JOB_EXPIRED: 409,
  INTERN_HAS_MENTOR: 409,
  // opportunities and applications (issue 9)
  ALREADY_APPLIED: 409,
  INVALID_TRANSITION: 409,
  SPOTS_FULL: 409,
  CV_NOT_FILLED: 400,
  INTERNSHIP_COMPLETED: 409,
  TRAINING_IN_PROGRESS: 409,
  CONTRACT_REQUIRED: 409,
  INTERNSHIP_NOT_STARTED: 409,
  // mentoring and meetings (issue 10)
  /** Asking for a mentor needs an approved or running internship (the application named). */
  INTERNSHIP_REQUIRED: 409,
  /** The mentor already has MENTOR_MAX_INTERNS current interns. */
  MENTOR_FULL: 409,
  /** The mentor is not approved, active and available, or shares no requested language. */
  MENTOR_NOT_AVAILABLE: 409,
  /** The mentorship's state does not allow this (e.g. accepting an ended one). */
  MENTORSHIP_CLOSED: 409,
  /** A meeting that has taken place or was cancelled cannot be changed. */
  MEETING_CLOSED: 409,
  // surveys (issue 11)
  /** This survey was already answered (one answer per respondent, survey and application). */
  SURVEY_ANSWERED: 409,
  /**
   * The survey link is not valid (tampered, for another survey, or not a survey link). Not 401: a signed-in person
   * opening a bad link must not lose their session (the web app clears it on 401).
   */
  SURVEY_LINK_INVALID: 403,
  /** The survey link has expired. */
  SURVEY_LINK_EXPIRED: 410,
  // reports (issue 19)
  /** A large export's file is no longer kept (EXPORT_JOB_TTL_HOURS after it was written). */
  EXPORT_EXPIRED: 410,
  // stipends (issue 20)
  /** The stipend month is in a payment run or paid: its attendance cannot change any more. */
  STIPEND_LOCKED: 409,
  /** The internship's part of that month has not started yet: there is no attendance to confirm. */
  STIPEND_MONTH_NOT_STARTED: 409,
  /** A payment run for a month with no confirmed, unpaid line (of an intern with a bank account). */
  STIPEND_NOTHING_TO_PAY: 409,
  /** The payment run is already paid. */
  STIPEND_RUN_PAID: 409,
  /** The DEFAULT rate cannot be removed (only changed): every month needs a rate. */
  STIPEND_DEFAULT_RATE: 409,
  // certificates (issue 20)
  /** The certificate is already revoked (or replaced by a reissued one): it cannot be revoked or reissued again. */
  CERTIFICATE_REVOKED: 409,
  // verified host organisations (issue 22 §3)
  /**
   * An intern under 18 applying to (or invited to) an opportunity of an organisation the programme has not verified.
   */
  HOST_NOT_VERIFIED: 403,
  /** Organisation sign-up with the address of an intern account (details: `email` `internAccount`). */
  INTERN_ACCOUNT_EXISTS: 409,
  // guardian consent (issue 22 §2)
  /** An intern aged 16 or 17 without a guardian's consent applying, accepting an invitation or being invited. */
  GUARDIAN_CONSENT_REQUIRED: 403,
  /** The guardian's link is unknown, already used, or replaced by a newer one. */
  GUARDIAN_LINK_INVALID: 404,
  /** The guardian's link is older than GUARDIAN_TOKEN_TTL_DAYS. */
  GUARDIAN_LINK_EXPIRED: 410,
  /** Guardian details for an intern who is 18 or over (no consent needed). */
  GUARDIAN_NOT_NEEDED: 409,
  // platform (issue 21)
  /** `GET /api/ready`: a dependency does not answer, or the server is shutting down (details name which). */
  NOT_READY: 503,
} as const;

export type ErrorType = keyof typeof ERROR_STATUS;
export const ERROR_TYPES = Object.keys(ERROR_STATUS) as ErrorType[];

export function isErrorType(value: unknown): value is ErrorType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_STATUS, value);
}
