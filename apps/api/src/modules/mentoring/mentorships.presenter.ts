import {
  MEETINGS_MIN,
  MEETINGS_PLANNED,
  meetingsDue,
  type TAssignmentMatch,
  type TMentorship,
  type TMentorshipRequest,
  type TWaitingIntern,
} from '@praktika/contracts/mentoring';
import { ageOn } from '@praktika/contracts/auth';
import { programmeToday } from '@praktika/contracts/dates';
import type { Db, Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { presentFile } from '../../platform/files/files.service.ts';
import { ADULT_AGE } from '../cv/cv.public.ts';
import type { MentorshipRow } from '../../db/schema/mentoring.ts';
import type { MentorshipDetailRow, MentorshipRepo, RequestDetailRow } from './mentorships.repo.ts';

/*
 * Presenters turn loaded mentorship rows into the API's shapes: the mentorship with its parties, files, links and
 * progress, the waiting-list request, and the waiting intern a mentor may invite. No rules and no writes here; the
 * service decides who may see what and hands the rows in.
 */

/** Municipality, fields of interest and skills of an intern (ids of catalogue items), as the repo loads them. */
export interface InternFacts {
  municipalityId: string | null;
  categoryIds: string[];
  skillIds: string[];
}

export interface MentorshipPresenterDeps {
  db: Db;
  repo: Pick<MentorshipRepo, 'filesOf' | 'linksOf' | 'catalogueRefs' | 'details' | 'requestDetails'>;
  now: () => number;
}

/** A waiting-list request; `position` only while it waits. */
export function presentRequest(d: RequestDetailRow): TMentorshipRequest {
  return {
    _id: d.row.id,
    status: d.row.status,
    position: d.row.status === 'WAITING' ? (d.position ?? null) : null,
    languages: d.row.languages,
    intern: { _id: d.row.internId, name: d.internName, lastName: d.internLastName },
    application: { _id: d.row.applicationId, title: d.title, businessName: d.businessName },
    createdAt: d.row.createdAt.toISOString(),
    servedAt: d.row.servedAt?.toISOString() ?? null,
  };
}

export function createMentorshipPresenter(deps: MentorshipPresenterDeps) {
  const { db, repo } = deps;
  const clock = () => new Date(deps.now());

  /** The mentorships with their parties, files, links and meeting progress, read through `ex`. */
  async function present(rows: MentorshipDetailRow[], ex: Executor = db): Promise<TMentorship[]> {
    const ids = rows.map((r) => r.row.id);
    const [uploads, links, refs] = await Promise.all([
      repo.filesOf(ids, ex),
      repo.linksOf(ids, ex),
      repo.catalogueRefs(
        rows.flatMap((r) => [r.mentor.municipalityId, r.intern.municipalityId]),
        ex,
      ),
    ]);
    const when = clock();
    const day = programmeToday(clock());
    return rows.map(({ row, mentor, intern, application, mentorPhoto, internPhoto, held, upcoming }) => {
      const due = meetingsDue(application.startDate, application.endDate, day);
      return {
        _id: row.id,
        status: row.status,
        acceptedByMentor: row.status === 'ACTIVE',
        assignedBy: row.assignedBy,
        match: row.match ?? null,
        languages: row.languages,
        mentor: {
          _id: row.mentorId,
          name: mentor.name,
          lastName: mentor.surname,
          email: mentor.email,
          photo: mentorPhoto ? presentFile(mentorPhoto) : null,
          job: mentor.job,
          languages: [...mentor.languages],
          municipality: refs.get(mentor.municipalityId) ?? null,
        },
        intern: {
          _id: row.internId,
          name: intern.name,
          lastName: intern.lastName,
          // an invitation shares no contact details yet (issue 17); the mentorship does once accepted
          email: row.status === 'INVITED' ? '' : intern.email,
          photo: internPhoto ? presentFile(internPhoto) : null,
          minor: ageOn(intern.birthdate, when) < ADULT_AGE,
          municipality: refs.get(intern.municipalityId) ?? null,
        },
        application: {
          _id: row.applicationId,
          status: application.status,
          title: application.title,
          startDate: application.startDate,
          endDate: application.endDate,
          business: { _id: application.businessId, businessName: application.businessName },
        },
        files: uploads
          .filter((u) => u.link.mentorshipId === row.id)
          .map((u) => ({
            file: presentFile(u.file),
            uploadedBy: { _id: u.link.uploadedById, role: u.link.uploadedByRole },
            createdAt: u.link.createdAt.toISOString(),
          })),
        links: links
          .filter((l) => l.mentorshipId === row.id)
          .map((l) => ({
            _id: l.id,
            url: l.url,
            title: l.title,
            addedBy: { _id: l.addedById, role: l.addedByRole },
            createdAt: l.createdAt.toISOString(),
          })),
        progress: {
          held,
          upcoming,
          planned: MEETINGS_PLANNED,
          min: MEETINGS_MIN,
          due,
          behind: row.status === 'ACTIVE' && held < due,
        },
        endReason: row.endReason ?? null,
        createdAt: row.createdAt.toISOString(),
        acceptedAt: row.acceptedAt?.toISOString() ?? null,
        endedAt: row.endedAt?.toISOString() ?? null,
      };
    });
  }

  /** One mentorship by id (NOT_FOUND when gone), read through `ex` (the caller's transaction). */
  async function presentOne(id: string, ex: Executor = db): Promise<TMentorship> {
    const rows = await repo.details([id], clock(), ex);
    if (!rows.length) throw new AppError('NOT_FOUND');
    return (await present(rows, ex))[0]!;
  }

  /** One waiting-list request by id (NOT_FOUND when gone). */
  async function presentRequestOne(id: string, ex: Executor = db): Promise<TMentorshipRequest> {
    const [d] = await repo.requestDetails([id], ex);
    if (!d) throw new AppError('NOT_FOUND');
    return presentRequest(d);
  }

  /**
   * Waiting interns as a mentor sees them: names, municipality, fields of interest, skills and the internship,
   * nothing sensitive; `matchOf` is the service's reasons for this mentor, `invitations` the mentor's open ones.
   */
  async function presentWaiting(
    docs: RequestDetailRow[],
    facts: Map<string, InternFacts>,
    invitations: readonly Pick<MentorshipRow, 'id' | 'internId' | 'applicationId'>[],
    matchOf: (facts: InternFacts, languages: string[]) => TAssignmentMatch | null,
  ): Promise<TWaitingIntern[]> {
    const refs = await repo.catalogueRefs(
      [...facts.values()].flatMap((f) => [f.municipalityId, ...f.categoryIds, ...f.skillIds]),
    );
    const ref = (id: string | null) => (id ? (refs.get(id) ?? null) : null);
    return docs.map((d): TWaitingIntern => {
      const f = facts.get(d.row.internId) ?? { municipalityId: null, categoryIds: [], skillIds: [] };
      const invitation = invitations.find(
        (m) => m.internId === d.row.internId && m.applicationId === d.row.applicationId,
      );
      return {
        _id: d.row.id,
        position: d.position ?? null,
        languages: d.row.languages,
        intern: {
          _id: d.row.internId,
          name: d.internName,
          lastName: d.internLastName,
          municipality: ref(f.municipalityId),
          categories: f.categoryIds.flatMap((id) => ref(id) ?? []),
          skills: f.skillIds.flatMap((id) => ref(id) ?? []),
        },
        application: { _id: d.row.applicationId, title: d.title, businessName: d.businessName },
        match: matchOf(f, d.row.languages),
        invitation: invitation?.id ?? null,
        createdAt: d.row.createdAt.toISOString(),
      };
    });
  }

  return { present, presentOne, presentRequestOne, presentWaiting };
}
export type MentorshipPresenter = ReturnType<typeof createMentorshipPresenter>;
