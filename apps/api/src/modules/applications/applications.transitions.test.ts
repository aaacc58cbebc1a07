/**
 * THE state machine through the API: every (kind, status, action, party) of the product of the contract's lists.
 * The expected answers come from the hand-written list below (what the issue describes), never from
 * APPLICATION_TRANSITIONS: an allowed triple answers 200 with the expected status and an event; a refused one
 * 403 when that party may never take that action, else 409 INVALID_TRANSITION. After each call the application
 * goes back to the status under test.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  APPLICATION_ACTIONS,
  APPLICATION_STATUSES,
  type TApplicationAction,
  type TApplicationParty,
  type TApplicationStatus,
} from '@praktika/contracts/applications';
import type { TOpportunityKind } from '@praktika/contracts/opportunities';
import { addDays, programmeToday } from '@praktika/contracts/dates';
import { useRoleApp } from '../../../test/role-app.ts';
import type { TestUser } from '../../../test/factories.ts';
import {
  insertAccount,
  insertApplication,
  insertIntern,
  insertJob,
  insertTraining,
} from '../../../test/opportunity-fixtures.ts';
import { files } from '../../db/schema/files.ts';
import { applications } from '../../db/schema/applications.ts';

const kit = useRoleApp('application-transitions');

type Kind = TOpportunityKind;
const BOTH: Kind[] = ['JOB', 'TRAINING'];
const ORG: TApplicationParty[] = ['business', 'admin'];

interface Step {
  action: TApplicationAction;
  from: TApplicationStatus[];
  kinds: Kind[];
  by: TApplicationParty[];
  to: Record<Kind, TApplicationStatus | null>;
}

/** One allowed step, a row of the table below. */
const step = (
  action: TApplicationAction,
  from: TApplicationStatus[],
  kinds: Kind[],
  by: TApplicationParty[],
  to: Step['to'],
): Step => ({ action, from, kinds, by, to });

/** The same status reached from either kind. */
const same = (status: TApplicationStatus): Step['to'] => ({ JOB: status, TRAINING: status });

/** The allowed steps as the issue describes them: action, from, kinds, who, to (per kind). */
const ALLOWED: Step[] = [
  step('acceptInvitation', ['INVITED'], BOTH, ['intern'], same('APPLIED')),
  step('declineInvitation', ['INVITED'], BOTH, ['intern'], same('DECLINED')),
  step('withdraw', ['APPLIED', 'SHORTLISTED', 'INTERVIEW'], BOTH, ['intern'], same('WITHDRAWN')),
  step('shortlist', ['APPLIED', 'NOT_SHORTLISTED'], BOTH, ORG, same('SHORTLISTED')),
  step('notShortlist', ['APPLIED', 'SHORTLISTED', 'INTERVIEW'], BOTH, ORG, same('NOT_SHORTLISTED')),
  step('scheduleInterview', ['SHORTLISTED', 'INTERVIEW'], BOTH, ORG, same('INTERVIEW')),
  step('accept', ['SHORTLISTED', 'INTERVIEW'], BOTH, ORG, {
    JOB: 'ACCEPTED_FOR_VALIDATION',
    TRAINING: 'APPROVED',
  }),
  step('approve', ['ACCEPTED_FOR_VALIDATION'], ['JOB'], ['admin'], { JOB: 'APPROVED', TRAINING: null }),
  step('refuse', ['ACCEPTED_FOR_VALIDATION'], ['JOB'], ['admin'], { JOB: 'REFUSED', TRAINING: null }),
  step('hire', ['APPROVED'], ['JOB'], ORG, { JOB: 'HIRED', TRAINING: null }),
  step('extend', ['HIRED', 'EXTENDED'], ['JOB'], ORG, { JOB: 'EXTENDED', TRAINING: null }),
  step('finalize', ['HIRED', 'EXTENDED'], ['JOB'], ORG, { JOB: 'COMPLETED', TRAINING: null }),
  step('complete', ['APPROVED'], ['TRAINING'], ORG, { JOB: null, TRAINING: 'COMPLETED' }),
];

/** Who may ever take each action (whatever the status and kind): anyone else gets 403. */
const EVER: Record<TApplicationAction, TApplicationParty[]> = {
  acceptInvitation: ['intern'],
  declineInvitation: ['intern'],
  withdraw: ['intern'],
  shortlist: ORG,
  notShortlist: ORG,
  scheduleInterview: ORG,
  accept: ORG,
  approve: ['admin'],
  refuse: ['admin'],
  hire: ORG,
  extend: ORG,
  finalize: ORG,
  complete: ORG,
};

function expected(
  kind: Kind,
  status: TApplicationStatus,
  action: TApplicationAction,
  party: TApplicationParty,
) {
  const step = ALLOWED.find(
    (s) => s.action === action && s.kinds.includes(kind) && s.from.includes(status) && s.by.includes(party),
  );
  if (step) return { code: 200, to: step.to[kind] };
  return { code: EVER[action].includes(party) ? 409 : 403, to: null };
}

// Started a week ago: completing and extending wait for the start (applications.engagement.test.ts).
const START = () => addDays(programmeToday(), -7);
const END = () => addDays(programmeToday(), 97);

function payload(action: TApplicationAction): Record<string, unknown> {
  switch (action) {
    case 'scheduleInterview':
      return {
        action,
        interviewDate: addDays(programmeToday(), 2),
        interviewTime: '09:00',
        interviewPlace: 'Office',
      };
    case 'extend':
      return { action, endDate: addDays(programmeToday(), 200) };
    case 'finalize':
      return { action, outcome: 'NO_CONTINUATION' };
    default:
      return { action };
  }
}

describe('the state machine, every (kind, status, action, party)', () => {
  it('answers exactly the hand-written table', async () => {
    const app = kit.t.app;
    const db = app.database.db;
    const org = await insertAccount(app, 'business');
    const posting: Record<Kind, Awaited<ReturnType<typeof insertJob>>> = {
      JOB: await insertJob(app, { businessId: org.id, spots: 500 }),
      TRAINING: await insertTraining(app, { businessId: org.id, spots: 500 }),
    };
    // A contract file, so that hiring from APPROVED can succeed.
    const contractId = randomUUID();
    await db.insert(files).values({
      id: contractId,
      ownerId: org.id,
      kind: 'contract',
      storageKey: `ab/${contractId}`,
      contentType: 'application/pdf',
      size: 10,
      sha256: '0'.repeat(64),
      originalName: 'contract.pdf',
    });
    // One application (and one intern) per kind and status, put back after every call.
    const cases: Array<{ kind: Kind; status: TApplicationStatus; id: string; intern: TestUser }> = [];
    for (const kind of BOTH)
      for (const status of APPLICATION_STATUSES) {
        const intern = await insertIntern(app);
        const id = await insertApplication(app, posting[kind], intern.id, status, {
          startDate: START(),
          endDate: END(),
          contractFileId: kind === 'JOB' && status === 'APPROVED' ? contractId : null,
        });
        cases.push({ kind, status, id, intern });
      }

    const got: string[] = [];
    const want: string[] = [];
    let allowedSeen = 0;
    for (const c of cases)
      for (const action of APPLICATION_ACTIONS)
        for (const party of ['intern', 'business', 'admin'] as const) {
          const user = party === 'intern' ? c.intern : party === 'business' ? org : kit.users.admin;
          const res = await app.inject({
            method: 'PUT',
            url: `/api/applications/${c.id}`,
            headers: user.headers,
            payload: payload(action),
          });
          const exp = expected(c.kind, c.status, action, party);
          const label = `${c.kind} ${c.status} ${action} by ${party}`;
          want.push(`${label}: ${exp.code}${exp.to ? ` -> ${exp.to}` : ''}`);
          const body = res.json() as {
            data: { application?: { status: string } } | null;
            errorType?: string;
          };
          const to = res.statusCode === 200 ? body.data?.application?.status : undefined;
          got.push(`${label}: ${res.statusCode}${to ? ` -> ${to}` : ''}`);
          if (res.statusCode === 409) expect(body.errorType, label).toBe('INVALID_TRANSITION');
          if (res.statusCode === 403) expect(body.errorType, label).toBe('FORBIDDEN');
          if (res.statusCode === 200) {
            allowedSeen += 1;
            await db
              .update(applications)
              .set({ status: c.status, startDate: START(), endDate: END(), outcome: null })
              .where(eq(applications.id, c.id));
          }
        }
    expect(got).toEqual(want);
    // The product is complete, and the allowed list is not empty by accident.
    expect(got).toHaveLength(2 * APPLICATION_STATUSES.length * APPLICATION_ACTIONS.length * 3);
    expect(allowedSeen).toBe(ALLOWED.reduce((n, s) => n + s.from.length * s.kinds.length * s.by.length, 0));
  }, 300_000);
});
