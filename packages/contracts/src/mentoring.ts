import { z } from 'zod';
import { ZId, ZUiLanguage, ZPageQuery, ZQueryBool, zMulti, zPaged, zText } from './common.ts';
import { ZCatalogueRef, type TCatalogueRef } from './accounts.ts';
import { CV_LANGUAGES, type TCvLanguage } from './cv.ts';
import { ZFile } from './files.ts';
import {
  MENTOR_MAX_INTERNS,
  ZAssignmentMatch,
  ZAssignmentReasons,
  type TAssignmentMatch,
  type TAssignmentReasons,
} from './people.ts';
import { WORKING_STATUSES } from './applications.ts';
import { ZLink } from './resources.ts';

/**
 * Mentoring: an intern with an approved or running internship asks for a mentor; the platform assigns one fairly
 * (or puts the request on a waiting list served in order); the mentor accepts, declines or ends; admins assign and
 * reassign; both sides share files and links; the mentor plans meetings (calendar invites, reminders).
 *
 * Calls (all answers in the envelope):
 * - `POST /mentorships/assignmentor` `{ applicationId, languages, emailLanguage }` (the intern) answers
 *   `{ mentorship, request }`: a mentorship when one was assigned, else `mentorship: null` and the waiting-list
 *   entry (`request`, with its place in the queue; the UI shows 'No available mentors at the moment!').
 * - `PUT /mentorships/:id` `{ type, emailLanguage }`: ACCEPT and DECLINE (the assigned mentor, while PENDING), END
 *   (the mentor or an admin, while current). A decline assigns the next best mentor; every freed spot serves the
 *   waiting list.
 * - `GET /mentorships` (every filter below), `GET /mentorships/:mentorId/intern/:internId/application/:applicationId`,
 *   `GET /mentorships/requests` (admins: the waiting list; interns: their own), `DELETE /mentorships/requests/:id`
 *   (the intern withdraws, or an admin removes).
 * - `PUT /mentorships/:id/files` (multipart, one file), `DELETE /mentorships/:id/files/:fileId`,
 *   `PUT /mentorships/:id/links` `{ link, title? }`, `DELETE /mentorships/:id/links/:linkId`.
 * - Invitations (issue 17): `GET /mentorships/waiting` (a mentor: waiting interns sharing a language),
 *   `POST /mentorships/requests/:id/invite` (the mentor invites: an INVITED mentorship, the intern e-mailed),
 *   `PUT /mentorships/:id/invitation` `{ type: ACCEPT | DECLINE }` (the intern answers).
 * - `POST /admins/assigns` and `POST /admins/reassigns` `{ applicationId, internId, mentorId, emailLanguage }`
 *   answer `{ mentorship }`.
 * - Meetings: `GET /meetings`, `GET /meetings/:id`, `POST /meetings`, `PUT /meetings/:id`,
 *   `PUT /meetings/:id/cancel` (answers the meeting), `DELETE /meetings/:id`, `GET /mentorships/:id/meetings`.
 */

/** The cap the spec sets (platform-core §9): a mentor never has more current interns. */
export { MENTOR_MAX_INTERNS };
/** Meetings a mentorship plans, and the fewest it must hold (platform-core §9). */
export const MEETINGS_PLANNED = 4;
export const MEETINGS_MIN = 3;
/** A meeting lasts an hour unless the mentor says otherwise. */
export const MEETING_DEFAULT_MINUTES = 60;
export const MEETING_MIN_MINUTES = 15;
export const MEETING_MAX_MINUTES = 240;
/** The reminder e-mail goes out this long before a meeting starts. */
export const MEETING_REMINDER_HOURS = 24;
export const MENTORSHIP_LINKS_MAX = 30;
export const MENTORSHIP_FILES_MAX = 30;

/**
 * PENDING: assigned, waiting for the mentor's answer (it holds one of the mentor's five spots);
 * ACTIVE: the mentor accepted; DECLINED: the mentor said no (the intern went on to the next mentor), or the intern
 * said no to an invitation, or the invitation lapsed (the intern got a mentor otherwise or left the waiting list);
 * ENDED: ended by the mentor or an admin, reassigned, or the engagement ended. PENDING and ACTIVE are "current".
 * INVITED (issue 17): a mentor invited an intern from the waiting list; the intern accepts (ACTIVE at once: the
 * mentor already said yes) or declines. It is not current: it holds no spot, and the intern keeps their place.
 */
export const MENTORSHIP_STATUSES = ['PENDING', 'ACTIVE', 'DECLINED', 'ENDED', 'INVITED'] as const;
export type TMentorshipStatus = (typeof MENTORSHIP_STATUSES)[number];
export const CURRENT_MENTORSHIP_STATUSES = [
  'PENDING',
  'ACTIVE',
] as const satisfies readonly TMentorshipStatus[];
export const isCurrentMentorship = (status: TMentorshipStatus) =>
  (CURRENT_MENTORSHIP_STATUSES as readonly string[]).includes(status);

/** `PUT /mentorships/:id` `type`. */
export const MENTORSHIP_UPDATE_TYPES = ['ACCEPT', 'DECLINE', 'END'] as const;
export type TMentorshipUpdateType = (typeof MENTORSHIP_UPDATE_TYPES)[number];
export const MENTORSHIP_END_REASONS = ['ENDED', 'REASSIGNED', 'ENGAGEMENT_ENDED'] as const;
/** AUTO: the fair assignment; ADMIN: an admin; MENTOR: the mentor invited the intern from the waiting list. */
export const ASSIGNED_BY = ['AUTO', 'ADMIN', 'MENTOR'] as const;
export type TAssignedBy = (typeof ASSIGNED_BY)[number];
/** The application statuses in which an intern may have (and ask for) a mentor: an approved or running internship. */
export const MENTORING_APPLICATION_STATUSES = WORKING_STATUSES;

/** The waiting list: WAITING until served (a mentor was assigned), withdrawn by the intern or removed by an admin. */
export const MENTORSHIP_REQUEST_STATUSES = ['WAITING', 'SERVED', 'WITHDRAWN'] as const;
export type TMentorshipRequestStatus = (typeof MENTORSHIP_REQUEST_STATUSES)[number];

// ---------------------------------------------------------------------------------------------------------------
// Fair assignment: one pure function, used by the API under its lock and by the property test.
// ---------------------------------------------------------------------------------------------------------------

/**
 * Weights of the mentor ranking. Shared fields of interest and skills score (each counted up to `maxShared`); the
 * same municipality only breaks ties. Mentors whose score is within `band` of the best are "equally good": among
 * them the one with the fewest current interns wins, so the load spreads.
 */
export const ASSIGNMENT_WEIGHTS = {
  category: 10,
  skill: 8,
  maxShared: 5,
  band: 10,
} as const;

export interface TAssignmentCandidate {
  id: string;
  approved: boolean;
  active: boolean;
  available: boolean;
  /** Current (PENDING or ACTIVE) mentorships. */
  load: number;
  languages: readonly string[];
  municipalityId: string | null;
  categories: readonly TCatalogueRef[];
  skills: readonly TCatalogueRef[];
}

export interface TAssignmentRequest {
  languages: readonly string[];
  municipalityId: string | null;
  categoryIds: readonly string[];
  skillIds: readonly string[];
  /** Mentors that declined this intern, or had them already: never picked again for this request. */
  excludeMentorIds?: readonly string[];
}

/** Why a mentor fits (defined in people.ts, whose mentors list shows it to an admin assigning). */
export { ZAssignmentMatch, ZAssignmentReasons };
export type { TAssignmentMatch, TAssignmentReasons };

export interface TRankedMentor {
  id: string;
  score: number;
  reasons: Omit<TAssignmentReasons, 'spreadLoad'>;
}

/** Who may be assigned at all: approved, active, available, below the cap and sharing a requested language. */
export function isEligibleMentor(m: TAssignmentCandidate, req: TAssignmentRequest): boolean {
  return (
    m.approved &&
    m.active &&
    m.available &&
    m.load < MENTOR_MAX_INTERNS &&
    !req.excludeMentorIds?.includes(m.id) &&
    m.languages.some((l) => req.languages.includes(l))
  );
}

/** Eligible mentors with score and reasons, best first (score, then same municipality, then id). */
export function rankMentors(
  candidates: readonly TAssignmentCandidate[],
  req: TAssignmentRequest,
): TRankedMentor[] {
  const w = ASSIGNMENT_WEIGHTS;
  return candidates
    .filter((m) => isEligibleMentor(m, req))
    .map((m) => {
      const categories = m.categories.filter((c) => req.categoryIds.includes(c._id));
      const skills = m.skills.filter((s) => req.skillIds.includes(s._id));
      const score =
        Math.min(categories.length, w.maxShared) * w.category +
        Math.min(skills.length, w.maxShared) * w.skill;
      return {
        id: m.id,
        score,
        reasons: {
          categories,
          skills,
          municipality: m.municipalityId !== null && m.municipalityId === req.municipalityId,
          languages: m.languages.filter((l) => req.languages.includes(l)),
          load: m.load,
        },
      };
    })
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(b.reasons.municipality) - Number(a.reasons.municipality) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}

/**
 * The mentor to assign, or null when nobody is eligible: among the mentors within `band` of the best score, the
 * fewest current interns; then the higher score, the same municipality, the id.
 */
export function pickMentor(
  candidates: readonly TAssignmentCandidate[],
  req: TAssignmentRequest,
): (TRankedMentor & { match: TAssignmentMatch }) | null {
  const ranked = rankMentors(candidates, req);
  const best = ranked[0];
  if (!best) return null;
  const good = ranked.filter((r) => r.score >= best.score - ASSIGNMENT_WEIGHTS.band);
  // ranked is already in (score, municipality, id) order, so the first with the fewest interns wins.
  const fewest = Math.min(...good.map((r) => r.reasons.load));
  const chosen = good.find((r) => r.reasons.load === fewest)!;
  return {
    ...chosen,
    match: { score: chosen.score, reasons: { ...chosen.reasons, spreadLoad: chosen.id !== best.id } },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Mentorships
// ---------------------------------------------------------------------------------------------------------------

const ZLanguages = z
  .array(z.enum(CV_LANGUAGES))
  .min(1)
  .max(CV_LANGUAGES.length)
  .transform((l) => [...new Set(l)] as TCvLanguage[]);

export const ZAssignMentorBody = z.object({
  applicationId: ZId,
  /** The languages the intern wants to be mentored in (at least one; the mentor must share one). */
  languages: ZLanguages,
  emailLanguage: ZUiLanguage.optional(),
});
export type TAssignMentorBody = z.infer<typeof ZAssignMentorBody>;

export const ZAdminAssignBody = z.object({
  applicationId: ZId,
  internId: ZId,
  mentorId: ZId,
  emailLanguage: ZUiLanguage.optional(),
});
export type TAdminAssignBody = z.infer<typeof ZAdminAssignBody>;

export const ZMentorshipUpdate = z.object({
  type: z.enum(MENTORSHIP_UPDATE_TYPES),
  emailLanguage: ZUiLanguage.optional(),
});
export type TMentorshipUpdate = z.infer<typeof ZMentorshipUpdate>;

export const ZMentorshipLinkBody = z.object({
  link: ZLink,
  title: zText({ max: 200 }).optional(),
});
export type TMentorshipLinkBody = z.infer<typeof ZMentorshipLinkBody>;

export const ZMentorshipTripleParams = z.object({ mentorId: ZId, internId: ZId, applicationId: ZId });
export const ZMentorshipFileParams = z.object({ id: ZId, fileId: ZId });
export const ZMentorshipLinkParams = z.object({ id: ZId, linkId: ZId });

/** Progress of a mentorship's meetings. `due`: meetings that should have been held by today (decisions.md). */
export const ZMentorshipProgress = z.object({
  held: z.number().int(),
  upcoming: z.number().int(),
  planned: z.number().int(),
  min: z.number().int(),
  due: z.number().int(),
  behind: z.boolean(),
});
export type TMentorshipProgress = z.infer<typeof ZMentorshipProgress>;

/**
 * Meetings due by `today` for an internship running `start`..`end` (calendar dates): the planned meetings spread
 * evenly over it, never more than the minimum required. Before the start, or without dates, none.
 */
export function meetingsDue(start: string | null, end: string | null, today: string): number {
  if (!start || !end || today <= start) return 0;
  const length = Date.parse(end) - Date.parse(start);
  if (length <= 0) return MEETINGS_MIN;
  const elapsed = Math.min(1, (Date.parse(today) - Date.parse(start)) / length);
  return Math.min(MEETINGS_MIN, Math.floor(MEETINGS_PLANNED * elapsed));
}

export const ZMentorshipPerson = z.object({
  _id: z.string(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  photo: ZFile.nullable(),
});
export const ZMentorshipMentor = ZMentorshipPerson.extend({
  job: z.string(),
  languages: z.array(z.string()),
  municipality: ZCatalogueRef.nullable(),
});
export const ZMentorshipIntern = ZMentorshipPerson.extend({
  minor: z.boolean(),
  municipality: ZCatalogueRef.nullable(),
});

export const ZMentorshipFile = z.object({
  file: ZFile,
  uploadedBy: z.object({ _id: z.string().nullable(), role: z.enum(['intern', 'mentor', 'admin']) }),
  createdAt: z.string(),
});
export const ZMentorshipLink = z.object({
  _id: z.string(),
  url: z.string(),
  title: z.string().nullable(),
  addedBy: z.object({ _id: z.string().nullable(), role: z.enum(['intern', 'mentor', 'admin']) }),
  createdAt: z.string(),
});

export const ZMentorship = z.object({
  _id: z.string(),
  status: z.enum(MENTORSHIP_STATUSES),
  acceptedByMentor: z.boolean(),
  assignedBy: z.enum(ASSIGNED_BY),
  /** Why this mentor: score and reasons at assignment. */
  match: ZAssignmentMatch.nullable(),
  languages: z.array(z.string()),
  mentor: ZMentorshipMentor,
  intern: ZMentorshipIntern,
  application: z.object({
    _id: z.string(),
    status: z.string(),
    title: z.string(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    business: z.object({ _id: z.string(), businessName: z.string() }),
  }),
  files: z.array(ZMentorshipFile),
  links: z.array(ZMentorshipLink),
  progress: ZMentorshipProgress,
  endReason: z.enum(MENTORSHIP_END_REASONS).nullable(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type TMentorship = z.infer<typeof ZMentorship>;

export const ZMentorshipRequest = z.object({
  _id: z.string(),
  status: z.enum(MENTORSHIP_REQUEST_STATUSES),
  /** 1-based place among the WAITING requests (null once served or withdrawn). */
  position: z.number().int().nullable(),
  languages: z.array(z.string()),
  intern: z.object({ _id: z.string(), name: z.string(), lastName: z.string() }),
  application: z.object({ _id: z.string(), title: z.string(), businessName: z.string() }),
  createdAt: z.string(),
  servedAt: z.string().nullable(),
});
export type TMentorshipRequest = z.infer<typeof ZMentorshipRequest>;

// ---------------------------------------------------------------------------------------------------------------
// Invitations (issue 17; platform-core §6: a mentor "invites or accepts")
// ---------------------------------------------------------------------------------------------------------------

/**
 * `GET /mentorships/waiting` (an approved mentor): the waiting interns who share a language with the mentor, in
 * queue order. Only what choosing needs: no birth date, ethnicity, health conditions, contact details or CV.
 */
export const ZWaitingIntern = z.object({
  /** The waiting request's id (what `POST /mentorships/requests/:id/invite` names). */
  _id: z.string(),
  /** 1-based place among all WAITING requests. */
  position: z.number().int().nullable(),
  /** The languages the intern asked for. */
  languages: z.array(z.string()),
  intern: z.object({
    _id: z.string(),
    name: z.string(),
    lastName: z.string(),
    municipality: ZCatalogueRef.nullable(),
    categories: z.array(ZCatalogueRef),
    skills: z.array(ZCatalogueRef),
  }),
  application: z.object({ _id: z.string(), title: z.string(), businessName: z.string() }),
  /** Why the intern fits this mentor (shared fields, skills, municipality, languages). */
  match: ZAssignmentMatch.nullable(),
  /** The open invitation this mentor sent them, if any (its mentorship id). */
  invitation: z.string().nullable(),
  createdAt: z.string(),
});
export type TWaitingIntern = z.infer<typeof ZWaitingIntern>;
export const ZWaitingInternList = z.object({ interns: zPaged(ZWaitingIntern) });
export type TWaitingInternList = z.infer<typeof ZWaitingInternList>;
export const ZWaitingInternsQuery = ZPageQuery;

/** `POST /mentorships/requests/:id/invite` (the mentor): `{ emailLanguage }` accepted and ignored. */
export const ZInviteBody = z.object({ emailLanguage: ZUiLanguage.optional() }).default({});

/** `PUT /mentorships/:id/invitation` (the invited intern): ACCEPT makes the mentorship ACTIVE; DECLINE says no. */
export const INVITATION_ANSWERS = ['ACCEPT', 'DECLINE'] as const;
export const ZInvitationAnswer = z.object({
  type: z.enum(INVITATION_ANSWERS),
  emailLanguage: ZUiLanguage.optional(),
});
export type TInvitationAnswer = z.infer<typeof ZInvitationAnswer>;

export const ZAssignResult = z.object({
  mentorship: ZMentorship.nullable(),
  request: ZMentorshipRequest.nullable(),
});
export type TAssignResult = z.infer<typeof ZAssignResult>;
export const ZMentorshipResult = z.object({ mentorship: ZMentorship });

/**
 * `GET /mentorships`: admins see all; a mentor their own; an intern their own. Filters: `intern`, `mentor`,
 * `application`, `acceptedByMentor`, `availability` (the mentor's), plus `status`, `current`, `behind`
 * (admins: behind on meetings), `name` (intern or mentor name).
 */
export const ZMentorshipsQuery = ZPageQuery.extend({
  intern: ZId.optional(),
  mentor: ZId.optional(),
  application: ZId.optional(),
  acceptedByMentor: ZQueryBool.optional(),
  availability: z.enum(['AVAILABLE', 'UNAVAILABLE']).optional(),
  status: zMulti(z.enum(MENTORSHIP_STATUSES)).optional(),
  current: ZQueryBool.optional(),
  behind: ZQueryBool.optional(),
  name: zText({ max: 200 }).optional(),
});
export type TMentorshipsQuery = z.infer<typeof ZMentorshipsQuery>;
export const ZMentorshipList = z.object({ mentorships: zPaged(ZMentorship) });
export type TMentorshipList = z.infer<typeof ZMentorshipList>;

export const ZMentorshipRequestsQuery = ZPageQuery.extend({
  status: zMulti(z.enum(MENTORSHIP_REQUEST_STATUSES)).optional(),
  intern: ZId.optional(),
});
export const ZMentorshipRequestList = z.object({ requests: zPaged(ZMentorshipRequest) });

// ---------------------------------------------------------------------------------------------------------------
// Meetings
// ---------------------------------------------------------------------------------------------------------------

/** An instant with its offset (ISO 8601, e.g. 2026-12-01T10:00:00+01:00 or …Z). */
export const ZInstant = zText({ max: 40 }).datetime({ offset: true });

export const MEETING_ISSUES = {
  /** An attendee is not one of the mentor's current interns. */
  notYourIntern: 'notYourIntern',
  /** A new or moved meeting must start in the future. */
  inThePast: 'inThePast',
} as const;

export const ZMeetingWrite = z.object({
  /**
   * The mentor whose meeting it is: required when an admin creates one (a mentor creates their own; another
   * mentor's id is 403). Never changes: on PUT it may only repeat the meeting's mentor.
   */
  mentorId: ZId.optional(),
  /** Intern ids: the mentor's current (accepted) interns. */
  attendees: z.array(ZId).min(1).max(MENTOR_MAX_INTERNS),
  title: zText({ min: 1, max: 200 }),
  description: zText({ max: 4000 }).default(''),
  /** Where the meeting happens online (an http or https URL). */
  link: ZLink,
  startDate: ZInstant,
  durationMinutes: z
    .number()
    .int()
    .min(MEETING_MIN_MINUTES)
    .max(MEETING_MAX_MINUTES)
    .default(MEETING_DEFAULT_MINUTES),
  emailLanguage: ZUiLanguage.optional(),
});
export type TMeetingWrite = z.infer<typeof ZMeetingWrite>;
export const ZMeetingCancel = z.object({ emailLanguage: ZUiLanguage.optional() });

export const MEETING_STATES = ['UPCOMING', 'HELD', 'CANCELLED'] as const;
export type TMeetingState = (typeof MEETING_STATES)[number];

export const ZMeeting = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  link: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  durationMinutes: z.number().int(),
  cancelled: z.boolean(),
  /** Computed: CANCELLED, HELD (ended before now) or UPCOMING. */
  state: z.enum(MEETING_STATES),
  /** The calendar invite's SEQUENCE: 0 when created, +1 for each change. */
  sequence: z.number().int(),
  mentor: z.object({ _id: z.string(), name: z.string(), lastName: z.string() }),
  attendees: z.array(
    z.object({ _id: z.string(), name: z.string(), lastName: z.string(), mentorshipId: z.string() }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TMeeting = z.infer<typeof ZMeeting>;
export const ZMeetingResult = z.object({ meeting: ZMeeting });

/**
 * `GET /meetings`: admins all; mentors their own; interns those they attend. `interns`, `mentors` (ids),
 * `availability` (UPCOMING, HELD, CANCELLED), `startDate`/`endDate` (instants: meetings starting in the range).
 */
export const ZMeetingsQuery = ZPageQuery.extend({
  interns: zMulti(ZId).optional(),
  mentors: zMulti(ZId).optional(),
  availability: zMulti(z.enum(MEETING_STATES)).optional(),
  startDate: ZInstant.optional(),
  endDate: ZInstant.optional(),
  sort: z.enum(['asc', 'desc']).default('asc'),
});
export type TMeetingsQuery = z.infer<typeof ZMeetingsQuery>;
export const ZMeetingList = z.object({ meetings: zPaged(ZMeeting) });
export type TMeetingList = z.infer<typeof ZMeetingList>;
export const ZMentorshipMeetingsQuery = z.object({ mentor: ZId.optional(), intern: ZId.optional() });
export const ZMentorshipMeetings = z.object({ meetings: z.array(ZMeeting) });
