import {
  INTERNSHIP_TAKEN_STATUSES,
  WORKING_STATUSES,
  type TApplication,
  type TApplicationStatus,
} from '@praktika/contracts/applications';
import { programmeInstant } from '@praktika/contracts/dates';
import type { TOpportunityKind } from '@praktika/contracts/opportunities';
import { applicationsResource, type TApplicationQueryWeb } from '../../../entities/applications/api.ts';
import { useSession } from '../../../shared/lib/session.ts';

/**
 * Why the signed-in intern may not apply to a posting of `kind`, shown BEFORE the click (the API answers the same
 * error types on apply, applications.service.ts `assertMayJoin`): a running internship blocks everything
 * (`ALREADY_WORKING`); after a completed internship only trainings are open (`INTERNSHIP_COMPLETED`).
 */
export type TEngagementRule = 'ALREADY_WORKING' | 'INTERNSHIP_COMPLETED';

const isIn = (list: readonly TApplicationStatus[], s: TApplicationStatus) => list.includes(s);

/** The rule from the intern's internships (their JOB applications that hold or held a place). */
export function engagementRule(
  internships: readonly Pick<TApplication, 'type' | 'status'>[],
  kind: TOpportunityKind,
): TEngagementRule | null {
  const jobs = internships.filter((a) => a.type === 'JOB');
  if (jobs.some((a) => isIn(WORKING_STATUSES, a.status))) return 'ALREADY_WORKING';
  if (kind === 'JOB' && jobs.some((a) => a.status === 'COMPLETED')) return 'INTERNSHIP_COMPLETED';
  return null;
}

/** The query behind the rule: the intern's internships that hold or held a place (one small page). */
export const TAKEN_QUERY: TApplicationQueryWeb = {
  type: 'JOB',
  status: [...INTERNSHIP_TAKEN_STATUSES],
  limit: 5,
};

/**
 * The rule for the signed-in intern (null for anyone else, and while it loads). Shares its query with every screen
 * that asks, and follows applications across tabs through the invalidation broadcast.
 */
export function useEngagementRule(kind: TOpportunityKind, enabled = true): TEngagementRule | null {
  const session = useSession();
  const intern = enabled && session?.role === 'intern';
  const list = applicationsResource.useList(TAKEN_QUERY, { enabled: intern });
  if (!intern || !list.data) return null;
  return engagementRule(list.data.docs, kind);
}

/** Minutes an interview is open to join after its start (the invite's length). */
export const INTERVIEW_JOIN_MINUTES = 60;

/** Whether the interview's link is still worth offering: the application is at the interview and it is not over. */
export function interviewJoinable(a: Pick<TApplication, 'status' | 'interview'>, now = Date.now()): boolean {
  if (a.status !== 'INTERVIEW' || !a.interview) return false;
  const start = programmeInstant(a.interview.date, a.interview.time);
  return !start || Date.parse(start) + INTERVIEW_JOIN_MINUTES * 60_000 > now;
}
