import type { TMentorship, TMentorshipsQuery } from '@praktika/contracts/mentoring';
import { createResource, type TResourceQuery } from '../../shared/api/create-resource.ts';

/*
 * The mentorships list and one mentorship (issue 10): read by mentoring (every role's pages) and by safety (the
 * mentor's report page), so one resource and one set of query keys. Mentoring's writes are in its own feature.
 */

export type TMentorshipsQueryWeb = Partial<TMentorshipsQuery> & TResourceQuery;

export const mentorshipsResource = createResource<TMentorship, never, TMentorshipsQueryWeb>({
  key: ['mentorships'],
  path: 'mentorships',
  listKey: 'mentorships',
  oneKey: 'mentorship',
});
