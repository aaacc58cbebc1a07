import type { z } from 'zod';
import type { TJob, TJobWriteInput, TMatch, ZJobListQuery } from '@praktika/contracts/opportunities';
import { createResource, type TResourceQuery } from '../../shared/api/create-resource.ts';

/*
 * Internship postings (`/api/jobs`): read by opportunities (every role's pages and the posting forms, whose writes
 * stay in that feature) and by the features that pick a posting (the stipends' posting override), so one resource
 * and one set of query keys: a posting's write refetches every select showing it.
 */

/** A list query as the web sends it (the contract's input: every filter optional, lists as arrays or text). */
export type TJobQueryWeb = Partial<z.input<typeof ZJobListQuery>> & TResourceQuery;

/** A posting as the lists answer it: in matched mode (`internId`) it carries `match`. */
export type TJobItem = TJob & { match?: TMatch };

export const jobsResource = createResource<TJobItem, TJobWriteInput, TJobQueryWeb>({
  key: ['opportunities', 'jobs'],
  path: 'jobs',
  listKey: 'jobPostings',
  oneKey: 'jobPosting',
});
