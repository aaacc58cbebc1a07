/**
 * Applications in a given status, inserted with Drizzle (no state machine walk): for the tests of areas that start
 * from an engagement (cancellations, red flags, people lists, privacy). The parties and the posting must exist
 * (`opportunity-fixtures.ts`).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TApplicationStatus } from '@praktika/contracts/applications';
import { addDays, addMonths, programmeToday } from '@praktika/contracts/dates';
import { applicationEvents, applications, type ApplicationRow } from '../src/db/schema/applications.ts';
import type { OpportunityRow } from '../src/db/schema/opportunities.ts';
import { insertApplication as insertApplicationRow } from './opportunity-fixtures.ts';

export interface ApplicationInput {
  status: TApplicationStatus;
  /** Engagements started a week ago and end in three months unless told. */
  startDate?: string | null;
  endDate?: string | null;
}

const STARTED: readonly TApplicationStatus[] = [
  'ACCEPTED_FOR_VALIDATION',
  'APPROVED',
  'HIRED',
  'EXTENDED',
  'COMPLETED',
  'CANCELLED',
];

/**
 * An application of `internId` to `opportunity` in `status` (the bare row from `opportunity-fixtures.ts`), with an
 * engagement's dates and one timeline step (applied, or invited).
 */
export async function insertApplication(
  app: FastifyInstance,
  opportunity: Pick<OpportunityRow, 'id' | 'kind' | 'businessId'>,
  internId: string,
  input: ApplicationInput,
): Promise<ApplicationRow> {
  const today = programmeToday();
  const engaged = STARTED.includes(input.status);
  const startDate = input.startDate !== undefined ? input.startDate : engaged ? addDays(today, -7) : null;
  const endDate =
    input.endDate !== undefined ? input.endDate : startDate && engaged ? addMonths(startDate, 3) : null;
  const db = app.database.db;
  const id = await insertApplicationRow(app, opportunity, internId, input.status, {
    invited: input.status === 'INVITED',
    startDate,
    endDate,
  });
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  await db.insert(applicationEvents).values({
    id: randomUUID(),
    applicationId: row!.id,
    action: input.status === 'INVITED' ? 'invite' : 'apply',
    status: input.status === 'INVITED' ? 'INVITED' : 'APPLIED',
    actorId: input.status === 'INVITED' ? opportunity.businessId : internId,
    actorRole: input.status === 'INVITED' ? 'business' : 'intern',
  });
  return row!;
}
