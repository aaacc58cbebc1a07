import dayjs, { type Dayjs } from 'dayjs';
import type { z } from 'zod';
import type { GENDERS } from '@praktika/contracts/auth';
import {
  ZEducationWrite,
  ZExperienceWrite,
  ZInternCvWrite,
  ZLanguageWrite,
  type TEducationType,
  type TExperienceType,
  type TInternCv,
  type TInternCvInput,
  type TLanguageRow,
} from '@praktika/contracts/cv';
import type { TFile } from '@praktika/contracts/files';
import { isKnownIssue, type IssueLimit } from '../../../shared/lib/form-errors.ts';

/*
 * The CV form's values (what antd holds: dates as dayjs, files as stored files, an institution "not listed"
 * switch per education row), their conversion to the contract's input, and the contract's issues at their
 * paths (`['education', 1, 'institution']`).
 */

export interface EducationValues {
  country?: string | null;
  municipality?: string | null;
  type?: TEducationType | null;
  institution?: string | null;
  /** The institution is not in the catalogue: `otherInstitution` is sent instead. Not sent itself. */
  notListed?: boolean;
  otherInstitution?: string | null;
  fieldOfStudy?: string | null;
  currentlyStudying?: boolean;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
}

export interface ExperienceValues {
  type?: TExperienceType | null;
  title?: string | null;
  company?: string | null;
  currentlyWorking?: boolean;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
  description?: string | null;
  location?: string | null;
}

export type LanguageValues = Partial<TLanguageRow>;

export interface CvValues {
  name?: string;
  lastName?: string;
  birthdate?: Dayjs | null;
  gender?: (typeof GENDERS)[number] | null;
  municipality?: string | null;
  phoneNumber?: string | null;
  address?: string | null;
  hearAbout?: string | null;
  ethnicity?: string | null;
  disabilities?: string[];
  categories?: string[];
  skills?: string[];
  availability?: string | null;
  otherEngagements?: string | null;
  education?: EducationValues[];
  experience?: ExperienceValues[];
  languages?: LanguageValues[];
  /** Sent through its own upload (PUT /interns/:id/photo), never in the CV's body. */
  photo?: TFile | null;
  cvFile?: TFile | null;
}

export type RowList = 'education' | 'experience' | 'languages';
export type IssuePath = Array<string | number>;

export const DATE_FORMAT = 'DD/MM/YYYY';
/** What the date pickers read from typed text: the display format first, also one-digit days and dots. */
export const DATE_INPUT_FORMATS = [DATE_FORMAT, 'D/M/YYYY', 'DD.MM.YYYY', 'D.M.YYYY'];

const iso = (v: unknown): string | undefined =>
  dayjs.isDayjs(v) && v.isValid() ? v.format('YYYY-MM-DD') : undefined;
const day = (v: string | null | undefined): Dayjs | null => (v ? dayjs(v.slice(0, 10)) : null);

export function educationInput(row: EducationValues): Record<string, unknown> {
  return {
    country: row.country ?? undefined,
    municipality: row.municipality ?? null,
    type: row.type ?? undefined,
    institution: row.notListed ? null : (row.institution ?? null),
    otherInstitution: row.notListed ? (row.otherInstitution ?? null) : null,
    fieldOfStudy: row.fieldOfStudy ?? null,
    currentlyStudying: row.currentlyStudying ?? false,
    startDate: iso(row.startDate),
    endDate: row.currentlyStudying ? null : (iso(row.endDate) ?? null),
  };
}

export function experienceInput(row: ExperienceValues): Record<string, unknown> {
  return {
    type: row.type ?? undefined,
    title: row.title ?? undefined,
    company: row.company ?? undefined,
    currentlyWorking: row.currentlyWorking ?? false,
    startDate: iso(row.startDate),
    endDate: row.currentlyWorking ? null : (iso(row.endDate) ?? null),
    description: row.description ?? null,
    location: row.location ?? null,
  };
}

export function languageInput(row: LanguageValues): Record<string, unknown> {
  return {
    language: row.language ?? undefined,
    speakingLevel: row.speakingLevel ?? undefined,
    writingLevel: row.writingLevel ?? undefined,
  };
}

/** Form values -> the body of `PUT /api/interns/:id` (before the contract's defaults and normalising). */
export function toCvInput(v: CvValues): TInternCvInput {
  return {
    name: v.name,
    lastName: v.lastName,
    birthdate: iso(v.birthdate),
    gender: v.gender ?? undefined,
    municipality: v.municipality ?? undefined,
    phoneNumber: v.phoneNumber ?? null,
    address: v.address ?? null,
    hearAbout: v.hearAbout ?? null,
    ethnicity: v.ethnicity ?? null,
    disabilities: v.disabilities ?? [],
    categories: v.categories ?? [],
    skills: v.skills ?? [],
    availability: v.availability ?? null,
    otherEngagements: v.otherEngagements ?? null,
    education: (v.education ?? []).map(educationInput),
    experience: (v.experience ?? []).map(experienceInput),
    languages: (v.languages ?? []).map(languageInput),
    cvFile: v.cvFile?._id ?? null,
  } as TInternCvInput;
}

/** The stored CV as form values. */
export function fromCv(cv: TInternCv): CvValues {
  return {
    name: cv.name,
    lastName: cv.lastName,
    birthdate: day(cv.birthdate),
    gender: cv.gender,
    municipality: cv.municipality?._id ?? null,
    phoneNumber: cv.phoneNumber,
    address: cv.address,
    hearAbout: cv.hearAbout?._id ?? null,
    ethnicity: cv.ethnicity?._id ?? null,
    disabilities: cv.disabilities.map((i) => i._id),
    categories: cv.categories.map((i) => i._id),
    skills: cv.skills.map((i) => i._id),
    availability: cv.availability,
    otherEngagements: cv.otherEngagements,
    education: cv.education.map((e) => ({
      country: e.country._id,
      municipality: e.municipality?._id ?? null,
      type: e.type,
      institution: e.institution?._id ?? null,
      notListed: !e.institution && !!e.otherInstitution,
      otherInstitution: e.otherInstitution,
      fieldOfStudy: e.fieldOfStudy,
      currentlyStudying: e.currentlyStudying,
      startDate: day(e.startDate),
      endDate: day(e.endDate),
    })),
    experience: cv.experience.map((x) => ({
      type: x.type,
      title: x.title,
      company: x.company,
      currentlyWorking: x.currentlyWorking,
      startDate: day(x.startDate),
      endDate: day(x.endDate),
      description: x.description,
      location: x.location,
    })),
    languages: cv.languages.map((l) => ({ ...l })),
    photo: cv.photo,
    cvFile: cv.cvFile,
  };
}

export interface PathIssue extends IssueLimit {
  path: IssuePath;
  /** A validation code (`validation:<code>`). */
  code: string;
}

type RawIssue = { path?: PropertyKey[]; message?: string } & IssueLimit;
type CheckCarrier = {
  _zod?: {
    def?: {
      in?: CheckCarrier;
      checks?: Array<{ _zod?: { check?: (payload: unknown) => unknown } }>;
    };
  };
};

/**
 * Zod skips an object's refinements while one of its fields is invalid, so a row missing its start date would
 * not also say that its institution is missing. The row schemas' refinements run here on the raw row as well,
 * so the form shows every issue of a row at once.
 */
function refinementIssues(schema: z.ZodType, value: unknown): RawIssue[] {
  const carrier = schema as unknown as CheckCarrier;
  const checks = carrier._zod?.def?.checks ?? carrier._zod?.def?.in?._zod?.def?.checks ?? [];
  const issues: RawIssue[] = [];
  for (const check of checks) {
    const payload = { value, issues: [] as RawIssue[] };
    try {
      if (check._zod?.check?.(payload) instanceof Promise) continue;
    } catch {
      continue; // a refinement that cannot read incomplete values has nothing to say yet
    }
    issues.push(...payload.issues);
  }
  return issues;
}

const ROW_SCHEMAS: Record<RowList, z.ZodType> = {
  education: ZEducationWrite,
  experience: ZExperienceWrite,
  languages: ZLanguageWrite,
};

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

function valueAt(root: unknown, path: IssuePath): unknown {
  let v: unknown = root;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[key];
  }
  return v;
}

const pathKey = (p: IssuePath) => p.join('.');

function toPathIssues(input: unknown, raw: RawIssue[], prefix: IssuePath = []): PathIssue[] {
  return raw.map((issue) => {
    const path = [...prefix, ...(issue.path ?? []).map((k) => (typeof k === 'number' ? k : String(k)))];
    const message = issue.message ?? '';
    const code = isKnownIssue(message) ? message : isEmpty(valueAt(input, path)) ? 'required' : 'invalid';
    return { path, code, maximum: issue.maximum, origin: issue.origin };
  });
}

/**
 * The server's rule the contract cannot state (it needs the countries): education in Kosovo needs a
 * municipality, abroad has none.
 */
function kosovoIssues(row: EducationValues, kosovoId: string | null | undefined): RawIssue[] {
  if (!kosovoId || !row.country) return [];
  if (row.country === kosovoId && !row.municipality) return [{ path: ['municipality'], message: 'required' }];
  if (row.country !== kosovoId && row.municipality)
    return [{ path: ['municipality'], message: 'municipalityAbroad' }];
  return [];
}

/**
 * Every issue of the CV form's values (the contract's, rows' refinements, and with `kosovoId` the
 * municipality rule), one per path and code.
 */
export function cvIssues(values: CvValues, kosovoId?: string | null): PathIssue[] {
  const input = toCvInput(values);
  const parsed = ZInternCvWrite.safeParse(input);
  const found: PathIssue[] = parsed.success ? [] : toPathIssues(input, parsed.error.issues);
  for (const list of Object.keys(ROW_SCHEMAS) as RowList[]) {
    const rows = (input[list] ?? []) as unknown[];
    rows.forEach((row, i) =>
      found.push(...toPathIssues(input, refinementIssues(ROW_SCHEMAS[list], row), [list, i])),
    );
  }
  (values.education ?? []).forEach((row, i) =>
    found.push(...toPathIssues(input, kosovoIssues(row, kosovoId), ['education', i])),
  );
  const seen = new Set<string>();
  return found.filter((issue) => {
    const key = `${pathKey(issue.path)}|${issue.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether a row is complete and valid: only then may another row be added after it. */
export function isRowFilled(list: RowList, row: unknown, kosovoId?: string | null): boolean {
  if (list === 'education' && kosovoIssues((row ?? {}) as EducationValues, kosovoId).length) return false;
  const input =
    list === 'education'
      ? educationInput((row ?? {}) as EducationValues)
      : list === 'experience'
        ? experienceInput((row ?? {}) as ExperienceValues)
        : languageInput((row ?? {}) as LanguageValues);
  return ROW_SCHEMAS[list].safeParse(input).success;
}

/**
 * Where an issue's message shows: an education row's missing institution goes to the free-text field when
 * the row says the institution is not listed.
 */
export function fieldPath(path: IssuePath, values: CvValues): IssuePath {
  const [list, index, field] = path;
  if (list === 'education' && typeof index === 'number' && field === 'institution') {
    if (values.education?.[index]?.notListed) return ['education', index, 'otherInstitution'];
  }
  return path;
}

/** A server `details[].field` ('education.1.institution', 'body.languages') as a form path. */
export function serverPath(field: string): IssuePath {
  const parts = field.split('.').filter(Boolean);
  const rest = parts[0] === 'body' ? parts.slice(1) : parts;
  return rest.map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

/** The CV's top-level fields the form has (a server issue elsewhere goes to a toast). */
export const CV_FIELDS = [
  'name',
  'lastName',
  'birthdate',
  'gender',
  'municipality',
  'phoneNumber',
  'address',
  'hearAbout',
  'ethnicity',
  'disabilities',
  'categories',
  'skills',
  'availability',
  'otherEngagements',
  'education',
  'experience',
  'languages',
  'photo',
  'cvFile',
] as const;

/** The fields of each row list. */
export const ROW_FIELDS = {
  education: [
    'country',
    'municipality',
    'type',
    'institution',
    'otherInstitution',
    'fieldOfStudy',
    'currentlyStudying',
    'startDate',
    'endDate',
  ],
  experience: [
    'type',
    'title',
    'company',
    'currentlyWorking',
    'startDate',
    'endDate',
    'description',
    'location',
  ],
  languages: ['language', 'speakingLevel', 'writingLevel'],
} as const satisfies Record<RowList, readonly string[]>;

/** Whether a path names a field the form shows. */
export function isFormPath(path: IssuePath): boolean {
  const [top, index, field] = path;
  if (!(CV_FIELDS as readonly unknown[]).includes(top)) return false;
  if (path.length === 1) return true;
  const rows = ROW_FIELDS[top as RowList] as readonly string[] | undefined;
  return !!rows && typeof index === 'number' && path.length === 3 && rows.includes(String(field));
}

/** Kosovo among the countries: the seeded country, found by its names ('Kosova', 'Kosovo'). */
export function isKosovo(country: { enName: string; sqName: string; srName: string }): boolean {
  return [country.enName, country.sqName, country.srName].some((n) => /^kosov[oa]$/i.test(n.trim()));
}
