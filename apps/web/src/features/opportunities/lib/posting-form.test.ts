import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { TJob, TTraining } from '@praktika/contracts/opportunities';
import {
  deadlineDisabled,
  defaultEndDate,
  jobInput,
  jobSchema,
  trainingInput,
  trainingSchema,
  type Values,
} from './posting-form.ts';

const ID = (n: number) => `0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e${String(n).padStart(2, '0')}`;
const TODAY = '2026-03-20';

const jobForm = (over: Values = {}): Values => ({
  title: 'Junior developer',
  body: '<p>Build things</p>',
  deadline: dayjs('2026-04-01'),
  categories: [ID(1)],
  skills: [ID(2)],
  municipality: ID(3),
  language: 'sq',
  availableSpots: 2,
  lengthOfEngagement: 3,
  training: false,
  files: ['Motivation letter'],
  ...over,
});

/** The fields a schema refuses, with their issue messages. */
function issues(schema: ReturnType<typeof jobSchema> | ReturnType<typeof trainingSchema>, input: Values) {
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  const out: Record<string, string[]> = {};
  for (const i of parsed.error.issues) (out[String(i.path[0])] ??= []).push(i.message);
  return out;
}

const edited = { originalDeadline: '2026-04-01' } as TJob;

describe('the job form', () => {
  it('sends training type and length only with training, and asks for them only then', () => {
    const without = jobInput(jobForm({ trainingType: 'ONLINE', trainingLength: 4 }), false);
    expect(without).toMatchObject({ training: false, trainingType: null, trainingLength: null });
    expect(jobSchema(null, TODAY).safeParse(without).success).toBe(true);

    const missing = jobInput(jobForm({ training: true }), false);
    expect(issues(jobSchema(null, TODAY), missing)).toEqual({
      trainingType: ['required'],
      trainingLength: ['required'],
    });
    const given = jobInput(jobForm({ training: true, trainingType: 'HYBRID', trainingLength: '6' }), false);
    expect(jobSchema(null, TODAY).parse(given)).toMatchObject({ trainingType: 'HYBRID', trainingLength: 6 });
  });

  it('turns the picker into a calendar date and sends the organisation only for admins', () => {
    expect(jobInput(jobForm(), false)).not.toHaveProperty('business');
    expect(jobInput(jobForm({ business: ID(9) }), true)).toMatchObject({
      business: ID(9),
      deadline: '2026-04-01',
    });
    // an admin who picked no organisation is told it is required (an empty id)
    expect(issues(jobSchema(null, TODAY), jobInput(jobForm(), true))).toHaveProperty('business');
  });

  it('lets an edit push the deadline up to two weeks past the first one, not a day more', () => {
    const at = (deadline: string) => jobInput(jobForm({ deadline: dayjs(deadline) }), false);
    expect(jobSchema(edited as TJob, TODAY).safeParse(at('2026-04-15')).success).toBe(true);
    expect(issues(jobSchema(edited as TJob, TODAY), at('2026-04-16'))).toEqual({
      deadline: ['deadlinePush'],
    });
    // the picker stops at the same day
    expect(deadlineDisabled('2026-04-15', edited, TODAY)).toBe(false);
    expect(deadlineDisabled('2026-04-16', edited, TODAY)).toBe(true);
  });

  it('refuses a past deadline for a new posting, while an edit keeps its own', () => {
    const past = jobInput(jobForm({ deadline: dayjs('2026-03-19') }), false);
    expect(issues(jobSchema(null, TODAY), past)).toEqual({ deadline: ['pastDate'] });
    expect(deadlineDisabled('2026-03-19', null, TODAY)).toBe(true);
    expect(deadlineDisabled(TODAY, null, TODAY)).toBe(false);
    const old = { originalDeadline: '2026-03-10' } as TJob;
    expect(
      jobSchema(old, TODAY).safeParse(jobInput(jobForm({ deadline: dayjs('2026-03-10') }), false)).success,
    ).toBe(true);
  });

  it('drops empty requested file names', () => {
    expect(jobInput(jobForm({ files: [' CV ', '', 'Letter'] }), false).files).toEqual(['CV', 'Letter']);
  });
});

describe('the training form', () => {
  const trainingForm = (over: Values = {}): Values => ({
    name: 'Cloud basics',
    description: '<p>Four weeks</p>',
    deadline: dayjs('2026-04-01'),
    startDate: dayjs('2026-04-10'),
    endDate: dayjs('2026-05-10'),
    spots: 10,
    categories: [ID(1)],
    skills: [],
    municipality: ID(3),
    language: 'en',
    files: [],
    ...over,
  });

  it('refuses a start after the end on both fields, and accepts the same day', () => {
    const reversed = trainingInput(trainingForm({ startDate: dayjs('2026-05-11') }), false);
    expect(issues(trainingSchema(null, TODAY), reversed)).toEqual({
      startDate: ['startAfterEnd'],
      endDate: ['endBeforeStart'],
    });
    const sameDay = trainingInput(trainingForm({ endDate: dayjs('2026-04-10') }), false);
    expect(trainingSchema(null, TODAY).safeParse(sameDay).success).toBe(true);
  });

  it('asks for the dates when they are missing and keeps the deadline push limit', () => {
    const none = trainingInput(trainingForm({ startDate: null, endDate: null }), false);
    expect(Object.keys(issues(trainingSchema(null, TODAY), none)).sort()).toEqual(['endDate', 'startDate']);
    const pushed = trainingInput(trainingForm({ deadline: dayjs('2026-04-16') }), false);
    expect(issues(trainingSchema(edited as unknown as TTraining, TODAY), pushed)).toEqual({
      deadline: ['deadlinePush'],
    });
  });
});

describe('the acceptance dates', () => {
  it('end the engagement length after the start (the month end kept in short months)', () => {
    expect(defaultEndDate('2026-04-10', 3)).toBe('2026-07-10');
    expect(defaultEndDate('2026-01-31', 1)).toBe('2026-02-28');
  });
});
