import type { TCatalogueRef } from '@praktika/contracts/accounts';
import type { TLanguage } from '@praktika/contracts/common';
import { ADULT_AGE } from '../cv/cv.public.ts';
import { AGE_MIN, ageOn } from '@praktika/contracts/auth';
import {
  isRecruitmentOpen,
  matchStrength,
  opportunityStatus,
  type TJob,
  type TMatch,
  type TMatchedIntern,
  type TTraining,
  type TTrainingType,
} from '@praktika/contracts/opportunities';
import { presentFile } from '../../platform/files/files.service.ts';
import type { MatchedInternRow, MatchRow, OpportunityDetail } from './opportunities.repo.ts';

/** Catalogue items by id (`catalogueRefs`). */
export type Refs = Map<string, TCatalogueRef>;

const ref = (refs: Refs, id: string): TCatalogueRef =>
  refs.get(id) ?? { _id: id, sqName: '', srName: '', enName: '' };
const refList = (refs: Refs, list: string[]) => list.map((id) => ref(refs, id));

/** Every catalogue id a posting's answer names. */
export const refIdsOf = (d: OpportunityDetail): string[] => [
  ...d.categories,
  ...d.skills,
  d.row.municipalityId,
];

/** The fields jobs and trainings share; status and recruitment computed from `today`. */
function common(d: OpportunityDetail, refs: Refs, today: string) {
  const { row } = d;
  return {
    _id: row.id,
    deadline: row.deadline,
    originalDeadline: row.originalDeadline,
    categories: refList(refs, d.categories),
    skills: refList(refs, d.skills),
    municipality: ref(refs, row.municipalityId),
    language: row.language as TLanguage,
    files: row.requestedFiles,
    business: {
      _id: d.business.id,
      businessName: d.business.name,
      email: d.business.email,
      businessLogo: d.business.logo ? presentFile(d.business.logo) : null,
      verified: d.business.verified,
    },
    status: opportunityStatus(row.deadline, today),
    recruitmentOpen: isRecruitmentOpen(row.deadline, today),
    acceptedCount: d.acceptedCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentJob(d: OpportunityDetail, refs: Refs, today: string): TJob {
  const { row } = d;
  return {
    ...common(d, refs, today),
    title: row.title,
    body: row.body,
    availableSpots: row.spots,
    lengthOfEngagement: row.engagementMonths ?? 3,
    training: row.includesTraining,
    trainingType: (row.trainingType as TTrainingType | null) ?? null,
    trainingLength: row.trainingLength,
    trainingDescription: row.trainingDescription,
  };
}

export function presentTraining(d: OpportunityDetail, refs: Refs, today: string): TTraining {
  const { row } = d;
  return {
    ...common(d, refs, today),
    name: row.title,
    description: row.body,
    spots: row.spots,
    startDate: row.startDate ?? '',
    endDate: row.endDate ?? '',
  };
}

/** A match with its reasons named; `max` is the posting's best possible score (`matchMax`). */
export function presentMatch(m: MatchRow, refs: Refs, max: number): TMatch {
  return {
    score: m.score,
    max,
    ...matchStrength(m.score, max),
    reasons: {
      categories: refList(refs, m.categories),
      skills: refList(refs, m.skills),
      municipality: m.municipality,
      language: m.language,
      availability: m.availability,
    },
  };
}

/**
 * A candidate as the posting's organisation sees them: what `presentInternForOrganisation` (cv.presenter.ts)
 * allows, reduced to the card: no birth date (the age and `minor` instead), ethnicity or health.
 */
export function presentMatchedIntern(
  r: MatchedInternRow,
  match: TMatch,
  refs: Refs,
  today: string,
): TMatchedIntern {
  const age = ageOn(r.birthdate, new Date(`${today}T00:00:00Z`));
  return {
    _id: r.id,
    internName: r.name,
    internLastName: r.lastName,
    age,
    minor: age >= AGE_MIN && age < ADULT_AGE,
    gender: r.gender,
    municipality: refs.get(r.municipalityId) ?? null,
    categories: refList(refs, [...r.categories].sort()),
    skills: refList(refs, [...r.skills].sort()),
    availability: r.availability,
    photo: r.photo ? presentFile(r.photo) : null,
    match,
  };
}
