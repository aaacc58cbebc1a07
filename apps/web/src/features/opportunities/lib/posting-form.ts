import dayjs, { type Dayjs } from 'dayjs';
import type { z } from 'zod';
import { addMonths, programmeToday } from '@praktika/contracts/dates';
import {
  DEFAULT_ENGAGEMENT_MONTHS,
  latestDeadline,
  OPPORTUNITY_ISSUES,
  ZJobWrite,
  ZTrainingWrite,
  type TJob,
  type TJobWrite,
  type TTraining,
  type TTrainingWrite,
} from '@praktika/contracts/opportunities';

/*
 * The posting forms' logic, apart from the screens: values <-> contract input, and the schemas the forms check,
 * which are the contract's plus the date rules the server also applies (a new deadline not in the past; an edited
 * deadline at most two weeks past the first one).
 */

export type Values = Record<string, unknown>;

/** The inputs of a date picker: DD/MM/YYYY, or other common ways of writing it. */
export const DATE_INPUT_FORMATS = ['DD/MM/YYYY', 'D/M/YYYY', 'DD.MM.YYYY', 'D.M.YYYY'];

/** A picker's value (dayjs) or a calendar date -> `YYYY-MM-DD`; anything else -> '' (so the schema says required). */
export function isoDay(v: unknown): string {
  if (typeof v === 'string') return v;
  if (dayjs.isDayjs(v)) return v.isValid() ? v.format('YYYY-MM-DD') : '';
  return '';
}

/** A calendar date -> the picker's value. */
export const pickerDay = (v: string | null | undefined): Dayjs | null => (v ? dayjs(v, 'YYYY-MM-DD') : null);

/** The latest deadline an edited posting accepts (null for a new one: only "not in the past" applies). */
export const deadlineLimit = (item: Pick<TJob, 'originalDeadline'> | null): string | null =>
  item ? latestDeadline(item.originalDeadline) : null;

/** Whether a day cannot be picked as the deadline: before today (Belgrade), or past the push limit. */
export function deadlineDisabled(
  day: string,
  item: Pick<TJob, 'originalDeadline'> | null,
  today = programmeToday(),
) {
  const limit = deadlineLimit(item);
  if (limit && day > limit) return true;
  // an edited posting keeps its deadline even when that day is past; a new one starts today at the earliest
  return !item && day < today;
}

/** The contract's schema plus the deadline rules of a new (`item` null) or an edited posting. */
function withDeadlineRules<S extends z.ZodType<{ deadline: string }>>(
  schema: S,
  item: Pick<TJob, 'originalDeadline'> | null,
  today: string,
): S {
  return schema.superRefine((v, ctx) => {
    if (!v.deadline) return;
    const limit = deadlineLimit(item);
    if (limit && v.deadline > limit)
      ctx.addIssue({ code: 'custom', path: ['deadline'], message: OPPORTUNITY_ISSUES.deadlinePush });
    if (!item && v.deadline < today)
      ctx.addIssue({ code: 'custom', path: ['deadline'], message: OPPORTUNITY_ISSUES.pastDate });
  }) as unknown as S;
}

export const jobSchema = (item: TJob | null, today = programmeToday()) =>
  withDeadlineRules(ZJobWrite, item, today) as unknown as z.ZodType<TJobWrite, unknown>;
export const trainingSchema = (item: TTraining | null, today = programmeToday()) =>
  withDeadlineRules(ZTrainingWrite, item, today) as unknown as z.ZodType<TTrainingWrite, unknown>;

export const JOB_FIELDS = [
  'business',
  'title',
  'body',
  'deadline',
  'availableSpots',
  'categories',
  'skills',
  'municipality',
  'language',
  'lengthOfEngagement',
  'training',
  'trainingType',
  'trainingLength',
  'trainingDescription',
  'files',
] as const;

export const TRAINING_FIELDS = [
  'business',
  'name',
  'description',
  'deadline',
  'startDate',
  'endDate',
  'spots',
  'categories',
  'skills',
  'municipality',
  'language',
  'files',
] as const;

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const list = (v: unknown) =>
  Array.isArray(v)
    ? v
        .map(String)
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
const num = (v: unknown) => (v === null || v === undefined || v === '' ? undefined : Number(v));
/** Admins send the organisation; organisations never do (the server posts as them). */
const business = (v: Values, isAdmin: boolean) => (isAdmin ? { business: text(v.business) } : {});

/** Job form values -> the body of POST/PUT /jobs. Training details are sent only with training. */
export function jobInput(v: Values, isAdmin: boolean): Values {
  const training = v.training === true;
  return {
    ...business(v, isAdmin),
    title: text(v.title),
    body: text(v.body),
    deadline: isoDay(v.deadline),
    categories: list(v.categories),
    skills: list(v.skills),
    municipality: text(v.municipality),
    language: v.language,
    availableSpots: num(v.availableSpots),
    lengthOfEngagement: Number(v.lengthOfEngagement ?? DEFAULT_ENGAGEMENT_MONTHS),
    training,
    trainingType: training ? (v.trainingType ?? null) : null,
    trainingLength: training ? (num(v.trainingLength) ?? null) : null,
    trainingDescription: training && text(v.trainingDescription) ? text(v.trainingDescription) : null,
    files: list(v.files),
  };
}

/** Training form values -> the body of POST/PUT /trainings. */
export function trainingInput(v: Values, isAdmin: boolean): Values {
  return {
    ...business(v, isAdmin),
    name: text(v.name),
    description: text(v.description),
    deadline: isoDay(v.deadline),
    startDate: isoDay(v.startDate),
    endDate: isoDay(v.endDate),
    spots: num(v.spots),
    categories: list(v.categories),
    skills: list(v.skills),
    municipality: text(v.municipality),
    language: v.language,
    files: list(v.files),
  };
}

const ids = (refs: { _id: string }[]) => refs.map((r) => r._id);

export function jobValues(item: TJob | null): Values {
  if (!item)
    return { lengthOfEngagement: DEFAULT_ENGAGEMENT_MONTHS, training: false, files: [], availableSpots: 1 };
  return {
    business: item.business._id,
    title: item.title,
    body: item.body,
    deadline: pickerDay(item.deadline),
    categories: ids(item.categories),
    skills: ids(item.skills),
    municipality: item.municipality._id,
    language: item.language,
    availableSpots: item.availableSpots,
    lengthOfEngagement: item.lengthOfEngagement,
    training: item.training,
    trainingType: item.trainingType ?? undefined,
    trainingLength: item.trainingLength ?? undefined,
    trainingDescription: item.trainingDescription ?? '',
    files: item.files,
  };
}

export function trainingValues(item: TTraining | null): Values {
  if (!item) return { files: [], spots: 1 };
  return {
    business: item.business._id,
    name: item.name,
    description: item.description,
    deadline: pickerDay(item.deadline),
    startDate: pickerDay(item.startDate),
    endDate: pickerDay(item.endDate),
    spots: item.spots,
    categories: ids(item.categories),
    skills: ids(item.skills),
    municipality: item.municipality._id,
    language: item.language,
    files: item.files,
  };
}

/** The end date an acceptance proposes: the start plus the posting's engagement length. */
export const defaultEndDate = (start: string, months: number) => addMonths(start, months);

/**
 * A form's `onKeyDown`: Enter in a date picker confirms the typed day and does not also submit the form (antd
 * commits the date first; the browser's implicit submission would then send an irreversible step at once).
 */
export function keepEnterInPickers(e: { key: string; target: EventTarget; preventDefault: () => void }) {
  if (e.key === 'Enter' && e.target instanceof HTMLElement && e.target.closest('.ant-picker'))
    e.preventDefault();
}
