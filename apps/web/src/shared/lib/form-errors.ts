import { MENTOR_MIN_EXPERIENCE_YEARS } from '@praktika/contracts/people';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, AGE_MIN, AGE_MAX, V } from '@praktika/contracts/auth';

/** `t` of react-i18next, narrowed to what these helpers need. */
export type Translate = (key: string, opts?: Record<string, unknown>) => string;

/** Field name -> its (already translated) label, used in messages like 'Please fill in: {Field}'. */
export type FieldLabels = Record<string, string>;

export interface FieldError {
  name: string;
  errors: string[];
}

/** The validation codes the contracts use as messages (packages/contracts/src/auth.ts `V`), plus catalogue ones. */
/**
 * Issue codes with a text of their own in `validation.json`: the contracts' `V` and the codes areas answer with
 * (catalogue and resource references, links or files); any other code reads "the value is not valid".
 */
const KNOWN_CODES = new Set<string>([
  ...Object.values(V),
  'notAllowed',
  'notFound',
  'linkOrFile',
  'invalidUrl',
  'notInCategory',
  'wrongFileKind',
  'fileUnavailable',
  'linkedinUrl',
  // the intern CV's rules (packages/contracts/src/cv.ts CV_ISSUES)
  'validStartDate',
  'validEndDate',
  'atLeastOne',
  'duplicate',
  'institutionMismatch',
  'municipalityAbroad',
  // people (packages/contracts/src/people.ts PEOPLE_ISSUES)
  'immutable',
  'minExperience',
  'ownAccount',
  // privacy (packages/contracts/src/privacy.ts PRIVACY_ISSUES)
  'confirmationMismatch',
  'lastAdmin',
  // opportunities and applications (OPPORTUNITY_ISSUES, APPLICATION_ISSUES, the interview time)
  'deadlinePush',
  'pastDate',
  'startAfterEnd',
  'endBeforeStart',
  'spotsBelowAccepted',
  'placeOrLink',
  'endDateNotLater',
  'overrideReason',
  'invalidTime',
  // cancellations and red flags (SAFETY_ISSUES)
  'noticePeriod',
  'reasonTextRequired',
  // meetings (packages/contracts/src/mentoring.ts MEETING_ISSUES)
  'notYourIntern',
  'inThePast',
  // stipends (packages/contracts/src/stipends.ts STIPEND_ISSUES)
  'daysAboveWorkingDays',
  'invalidIban',
  // a catalogue item's Serbian name in Cyrillic (packages/contracts/src/catalogues.ts NOT_CYRILLIC)
  'notCyrillic',
]);

/** Whether an issue code has a text of its own (otherwise it reads as 'required' or 'invalid'). */
export const isKnownIssue = (code: string): boolean => KNOWN_CODES.has(code);

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0) || v === false;

/** What a zod issue says beyond its code: the limit of a too-long text or list. */
export interface IssueLimit {
  maximum?: number | bigint;
  origin?: string;
}

/**
 * The translated text of one validation code for one field (`validation:<code>` with {{field}}). A `tooLong`
 * names its limit when known (`limit`, from the zod issue of the same contract schema): characters for text,
 * choices for lists.
 */
export function issueMessage(
  code: string,
  field: string,
  labels: FieldLabels,
  t: Translate,
  limit: IssueLimit = {},
): string {
  let key: string = KNOWN_CODES.has(code) ? code : V.invalid;
  const max = limit.maximum === undefined ? undefined : Number(limit.maximum);
  if (key === V.tooLong)
    key = max === undefined ? 'tooLongNoLimit' : limit.origin === 'array' ? 'tooMany' : key;
  return t(`validation:${key}`, {
    field: labels[field] ?? field,
    min: PASSWORD_MIN,
    max: key === 'passwordMax' ? PASSWORD_MAX : max,
    ageMin: AGE_MIN,
    ageMax: AGE_MAX,
    minYears: MENTOR_MIN_EXPERIENCE_YEARS,
  });
}

/** Top-level form field of an issue path or of a server `details[].field` ('body.email' -> 'email'). */
export function fieldOf(path: ReadonlyArray<PropertyKey> | string): string {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  const rest = parts[0] === 'body' ? parts.slice(1) : parts;
  return rest[0] ?? '';
}

type RawIssue = { path?: PropertyKey[]; message?: string } & IssueLimit;
type CheckCarrier = {
  _zod?: { def?: { checks?: Array<{ _zod?: { check?: (payload: unknown) => unknown } }> } };
};

/**
 * Zod skips an object's refinements (password confirmation, age, municipality-or-other) while any field
 * is invalid. A form should show them together with the rest, so they are run here on the raw values.
 */
function refinementIssues(schema: z.ZodType, values: Record<string, unknown>): RawIssue[] {
  const checks = (schema as unknown as CheckCarrier)._zod?.def?.checks ?? [];
  const issues: RawIssue[] = [];
  for (const check of checks) {
    const payload = { value: values, issues: [] as RawIssue[] };
    try {
      const result = check._zod?.check?.(payload);
      if (result instanceof Promise) continue;
    } catch {
      continue; // a refinement that cannot read incomplete values has nothing to say yet
    }
    issues.push(...payload.issues);
  }
  return issues;
}

/**
 * Runs a contract schema on form values and returns the translated errors per field.
 * Zod issues without one of the contract's codes (e.g. an untouched select checked by `ZId`)
 * become 'required' when the value is empty, otherwise 'invalid'.
 */
export function schemaFieldErrors(
  schema: z.ZodType,
  values: Record<string, unknown>,
  labels: FieldLabels,
  t: Translate,
): Record<string, string[]> {
  const parsed = schema.safeParse(values);
  const out: Record<string, string[]> = {};
  if (parsed.success) return out;
  const issues: RawIssue[] = [...parsed.error.issues, ...refinementIssues(schema, values)];
  for (const issue of issues) {
    const field = fieldOf(issue.path ?? []);
    const message = issue.message ?? '';
    const code = KNOWN_CODES.has(message) ? message : isEmpty(values[field]) ? V.required : V.invalid;
    const msg = issueMessage(code, field, labels, t, issue);
    const list = (out[field] ??= []);
    if (!list.includes(msg)) list.push(msg);
  }
  return out;
}

/** Same as `schemaFieldErrors`, in the shape of antd's `form.setFields`. */
export function schemaFormErrors(
  schema: z.ZodType,
  values: Record<string, unknown>,
  labels: FieldLabels,
  t: Translate,
): FieldError[] {
  return Object.entries(schemaFieldErrors(schema, values, labels, t)).map(([name, errors]) => ({
    name,
    errors,
  }));
}

/** Whether a field of an object schema refuses an empty value (drives antd's required mark). */
export function isRequiredField(schema: z.ZodType, name: string): boolean {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  const field = shape?.[name];
  if (!field) return false;
  return !field.safeParse(undefined).success;
}

export interface SchemaRulesOptions {
  labels: FieldLabels;
  t: Translate;
  /** Form values -> the shape the schema expects (dates to ISO, etc.). */
  toInput?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Fields required by a refinement rather than by their own type (shown with the required mark). */
  alsoRequired?: readonly string[];
}

/**
 * antd rules for one field taken from a contract schema: the whole form is parsed (so cross-field
 * refinements like the password confirmation work) and the field's first translated issue is shown.
 */
export function schemaRules(schema: z.ZodType, opts: SchemaRulesOptions) {
  const toInput = opts.toInput ?? ((v) => v);
  return (name: string): FormRule[] => [
    (form) => ({
      required: isRequiredField(schema, name) || (opts.alsoRequired ?? []).includes(name),
      validator: async () => {
        const errors = schemaFieldErrors(schema, toInput(form.getFieldsValue(true)), opts.labels, opts.t)[
          name
        ];
        if (errors?.length) throw new Error(errors[0]);
      },
    }),
  ];
}
