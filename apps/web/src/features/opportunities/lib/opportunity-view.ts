import type { TSessionClaims } from '@praktika/contracts/auth';
import { displayDate, programmeToday } from '@praktika/contracts/dates';
import type { TJob, TOpportunityKind, TTraining } from '@praktika/contracts/opportunities';
import { opportunitySpots } from '../api/opportunities.ts';

/** The public list page of each kind (where a detail page's back link leads). */
export const LIST_PATH: Record<TOpportunityKind, string> = {
  JOB: '/opportunitiesinterships',
  TRAINING: '/opportunitiestraining',
};
/** The intern's matched list of each kind. */
export const MATCHED_PATH: Record<TOpportunityKind, string> = {
  JOB: '/opportunities',
  TRAINING: '/trainings',
};
/** The detail page of each kind. */
export const DETAIL_PATH: Record<TOpportunityKind, string> = { JOB: '/jobs', TRAINING: '/trainings' };

/** `/jobs/{id}?page={page}` (trainings `/trainings/{id}?page=`): the list page travels so Back returns to it. */
export function detailHref(kind: TOpportunityKind, id: string, page: number): string {
  return `${DETAIL_PATH[kind]}/${encodeURIComponent(id)}${page > 1 ? `?page=${page}` : ''}`;
}

/** Where a detail page's back link leads: the list it was opened from (state), else the public list at `page`. */
export function backHref(kind: TOpportunityKind, page: number, from?: unknown): string {
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  return `${LIST_PATH[kind]}${page > 1 ? `?page=${page}` : ''}`;
}

/** The published date: the Belgrade calendar day of `createdAt`, DD/MM/YYYY. */
export const publishedDate = (createdAt: string) => displayDate(programmeToday(new Date(createdAt)));

/** Spots still free (never below 0). */
export const spotsLeft = (item: TJob | TTraining) => Math.max(0, opportunitySpots(item) - item.acceptedCount);

/**
 * A signed-in intern allowed to use the programme's own screens (matched lists, applying): the token says the
 * profile is in order (the avatar menu's rule, `internMayUseProgramme` in app/layouts/account-menu.tsx).
 */
export const isProgrammeIntern = (session: TSessionClaims | null): boolean =>
  !!session &&
  session.role === 'intern' &&
  session.aboveOrUnderAge !== true &&
  session.updateRequired !== true &&
  session.updateFinished === true;

/** A page number from the URL (1 when absent or not a positive integer). */
export function pageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
}
