import { randomUUID } from 'node:crypto';
import type { TPaged } from '@praktika/contracts/common';
import { cvMissingParts, type TCvPart } from '@praktika/contracts/cv';
import { programmeToday } from '@praktika/contracts/dates';
import {
  OPPORTUNITY_ISSUES,
  isRecruitmentOpen,
  latestDeadline,
  matchMax,
  type TJob,
  type TJobListQuery,
  type TJobWrite,
  type TMatch,
  type TMatchedIntern,
  type TMatchQuery,
  type TOpportunityKind,
  type TTraining,
  type TTrainingListQuery,
  type TTrainingWrite,
} from '@praktika/contracts/opportunities';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/auth/guard.ts';
import { assertCan } from '../../platform/auth/policy.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import type { ContentVersion } from '../../platform/cache/content-version.ts';
import { richTextIsEmpty, richTextToPlain, sanitizeRichText } from '../../platform/content/rich-text.ts';
import type { FilesService } from '../../platform/files/files.service.ts';
import { paged } from '../../platform/http/envelope.ts';
import type { CatalogueService } from '../../services.ts';
import { catalogueRefs } from '../accounts/accounts.public.ts';
import type { OpportunityRow } from '../../db/schema/opportunities.ts';
import type {
  MatchRow,
  OpportunityDetail,
  OpportunityFilter,
  OpportunityRepo,
  PageArgs,
} from './opportunities.repo.ts';
import {
  presentJob,
  presentMatch,
  presentMatchedIntern,
  presentTraining,
  refIdsOf,
  type Refs,
} from './opportunities.presenter.ts';

export interface OpportunityServiceDeps {
  db: Db;
  repo: OpportunityRepo;
  catalogues: Pick<CatalogueService, 'assertReferences'>;
  /** Removes the files of a deleted posting's applications. */
  files: Pick<FilesService, 'removeInTransaction'>;
  /** The public lists' cache version: bumped after every committed write (applications' too: `acceptedCount`). */
  version: ContentVersion;
  /** Bumped by every data write through the API (platform/cache/write-version.ts): matches read CVs, profiles,
   * accounts, applications and postings. */
  writes: ContentVersion;
  /** "Now" (tests move it); today's date is its calendar date in Europe/Belgrade. */
  clock?: () => Date;
}

/** What both kinds' writes have in common once read from their bodies. */
interface WriteValues {
  title: string;
  body: string;
  bodyText: string;
  deadline: string;
  municipalityId: string;
  language: TJobWrite['language'];
  spots: number;
  requestedFiles: string[];
  engagementMonths: number | null;
  includesTraining: boolean;
  trainingType: TJobWrite['trainingType'] | null;
  trainingLength: number | null;
  trainingDescription: string | null;
  startDate: string | null;
  endDate: string | null;
  categories: string[];
  skills: string[];
  business: string | undefined;
}

/** The field names the two kinds' bodies use. */
const FIELDS = {
  JOB: { text: 'body', spots: 'availableSpots', title: 'title' },
  TRAINING: { text: 'description', spots: 'spots', title: 'name' },
} as const;

function jobValues(b: TJobWrite): Omit<WriteValues, 'body' | 'bodyText'> & { html: string } {
  return {
    title: b.title,
    html: b.body,
    deadline: b.deadline,
    municipalityId: b.municipality,
    language: b.language,
    spots: b.availableSpots,
    requestedFiles: b.files,
    engagementMonths: b.lengthOfEngagement,
    includesTraining: b.training,
    trainingType: b.training ? (b.trainingType ?? null) : null,
    trainingLength: b.training ? (b.trainingLength ?? null) : null,
    trainingDescription: b.training ? (b.trainingDescription ?? null) : null,
    startDate: null,
    endDate: null,
    categories: b.categories,
    skills: b.skills,
    business: b.business,
  };
}

function trainingValues(b: TTrainingWrite): Omit<WriteValues, 'body' | 'bodyText'> & { html: string } {
  return {
    title: b.name,
    html: b.description,
    deadline: b.deadline,
    municipalityId: b.municipality,
    language: b.language,
    spots: b.spots,
    requestedFiles: b.files,
    engagementMonths: null,
    includesTraining: false,
    trainingType: null,
    trainingLength: null,
    trainingDescription: null,
    startDate: b.startDate,
    endDate: b.endDate,
    categories: b.categories,
    skills: b.skills,
    business: b.business,
  };
}

type ListQuery = TJobListQuery | TTrainingListQuery;
type Presented<K extends TOpportunityKind> = K extends 'JOB' ? TJob : TTraining;
type WithMatch<T> = T & { match?: TMatch };

export function createOpportunityService({
  db,
  repo,
  catalogues,
  files,
  version,
  writes,
  clock = () => new Date(),
}: OpportunityServiceDeps) {
  const today = () => programmeToday(clock());

  async function refsFor(ids: string[], ex: Executor = db): Promise<Refs> {
    return catalogueRefs(ex, ids);
  }

  function presentAs<K extends TOpportunityKind>(kind: K, d: OpportunityDetail, refs: Refs, day: string) {
    return (kind === 'JOB' ? presentJob(d, refs, day) : presentTraining(d, refs, day)) as Presented<K>;
  }

  async function presentMany<K extends TOpportunityKind>(
    kind: K,
    details: OpportunityDetail[],
    extraRefs: string[] = [],
    ex: Executor = db,
  ): Promise<{ refs: Refs; docs: Presented<K>[] }> {
    const refs = await refsFor([...details.flatMap(refIdsOf), ...extraRefs], ex);
    const day = today();
    return { refs, docs: details.map((d) => presentAs(kind, d, refs, day)) };
  }

  async function mustFind(
    id: string,
    kind: TOpportunityKind | undefined,
    ex: Executor = db,
    lock = false,
  ): Promise<OpportunityDetail> {
    const found = await repo.findDetail(id, kind, ex, lock);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  const ownedBy = (row: OpportunityRow) => ({ ownerId: row.businessId, ownerType: 'business' as const });
  /** Posting id → its organisation (never changes): the cached matches' permission check (`mayReadMatches`). */
  const postingOwners = new Map<string, string>();

  /** Sanitised text, references, the organisation it is for. */
  async function prepare(
    kind: TOpportunityKind,
    actor: Actor,
    raw: ReturnType<typeof jobValues>,
    ex: Executor,
  ): Promise<WriteValues> {
    const { html, ...rest } = raw;
    const body = sanitizeRichText(html);
    if (richTextIsEmpty(body)) throw invalid(FIELDS[kind].text, 'required');
    await catalogues.assertReferences(
      [
        { field: 'categories', collection: 'categories', ids: rest.categories },
        { field: 'skills', collection: 'skills', ids: rest.skills },
        { field: 'municipality', collection: 'municipalities', ids: [rest.municipalityId] },
      ],
      ex,
    );
    return { ...rest, body, bodyText: richTextToPlain(body) };
  }

  /** The organisation a new posting is for: the organisation itself; for admins the `business` they name. */
  async function ownerFor(actor: Actor, business: string | undefined, ex: Executor): Promise<string> {
    if (actor.role !== 'admin') {
      if (business !== undefined && business !== actor.id) throw new AppError('FORBIDDEN');
      return actor.id;
    }
    if (!business) throw invalid('business', 'required');
    if (!(await repo.isOrganisation(business, ex))) throw invalid('business', 'notFound');
    return business;
  }

  function columns(v: WriteValues) {
    return {
      title: v.title,
      body: v.body,
      bodyText: v.bodyText,
      deadline: v.deadline,
      municipalityId: v.municipalityId,
      language: v.language,
      spots: v.spots,
      requestedFiles: v.requestedFiles,
      engagementMonths: v.engagementMonths,
      includesTraining: v.includesTraining,
      trainingType: v.trainingType ?? null,
      trainingLength: v.trainingLength,
      trainingDescription: v.trainingDescription,
      startDate: v.startDate,
      endDate: v.endDate,
    };
  }

  async function create<K extends TOpportunityKind>(
    kind: K,
    actor: Actor,
    raw: ReturnType<typeof jobValues>,
  ): Promise<Presented<K>> {
    assertCan(actor, 'create', 'opportunity');
    const day = today();
    if (raw.deadline < day) throw invalid('deadline', OPPORTUNITY_ISSUES.pastDate);
    const detail = await db.transaction(async (tx) => {
      const businessId = await ownerFor(actor, raw.business, tx);
      const v = await prepare(kind, actor, raw, tx);
      const id = randomUUID();
      await repo.create({ id, kind, businessId, originalDeadline: v.deadline, ...columns(v) }, tx);
      await repo.setLinks(id, v.categories, v.skills, tx);
      return mustFind(id, kind, tx);
    });
    await version.changed();
    return (await presentMany(kind, [detail])).docs[0]!;
  }

  async function update<K extends TOpportunityKind>(
    kind: K,
    actor: Actor,
    id: string,
    raw: ReturnType<typeof jobValues>,
  ): Promise<Presented<K>> {
    const day = today();
    const detail = await db.transaction(async (tx) => {
      const current = await mustFind(id, kind, tx, true);
      assertCan(actor, 'update', 'opportunity', ownedBy(current.row));
      if (!isRecruitmentOpen(current.row.deadline, day)) throw new AppError('JOB_EXPIRED');
      if (raw.deadline > latestDeadline(current.row.originalDeadline))
        throw invalid('deadline', OPPORTUNITY_ISSUES.deadlinePush, undefined, 'DEADLINE_PUSH');
      if (raw.deadline !== current.row.deadline && raw.deadline < day)
        throw invalid('deadline', OPPORTUNITY_ISSUES.pastDate);
      if (raw.spots < current.acceptedCount)
        throw invalid(FIELDS[kind].spots, OPPORTUNITY_ISSUES.spotsBelowAccepted);
      // The organisation stays the posting's (its applications carry it); `business` is not a change here.
      const v = await prepare(kind, actor, raw, tx);
      await repo.update(id, { ...columns(v), updatedAt: new Date() }, tx);
      await repo.setLinks(id, v.categories, v.skills, tx);
      return mustFind(id, kind, tx);
    });
    await version.changed();
    return (await presentMany(kind, [detail])).docs[0]!;
  }

  async function remove<K extends TOpportunityKind>(
    kind: K,
    actor: Actor,
    id: string,
  ): Promise<Presented<K>> {
    const detail = await db.transaction(async (tx) => {
      const found = await mustFind(id, kind, tx, true);
      assertCan(actor, 'delete', 'opportunity', ownedBy(found.row));
      const engaged = await repo.engagedCount(id, tx);
      if (engaged > 0)
        throw new AppError('RESOURCE_IN_USE', undefined, [{ field: 'id', issue: 'inUse', count: engaged }], {
          count: engaged,
        });
      // The applications go with the posting (cascade); their files are removed here, blobs after commit.
      for (const fileId of await repo.applicationFileIds(id, tx)) await files.removeInTransaction(tx, fileId);
      await repo.remove(id, tx);
      return found;
    });
    await version.changed();
    return (await presentMany(kind, [detail])).docs[0]!;
  }

  /** The filter of a list query; `state` beyond `open` only for the owner (`business=<self>`) and admins. */
  function filterOf(kind: TOpportunityKind, actor: Actor | null, q: ListQuery): OpportunityFilter {
    const state = q.state ?? 'open';
    if (state !== 'open')
      assertCan(
        actor,
        'seeClosed',
        'opportunity',
        q.business ? { ownerId: q.business, ownerType: 'business' } : undefined,
      );
    const job = kind === 'JOB' ? (q as TJobListQuery) : undefined;
    const training = kind === 'TRAINING' ? (q as TTrainingListQuery) : undefined;
    return {
      kind,
      categories: q.categories,
      skills: q.skills,
      municipality: q.municipality,
      business: q.business,
      language: q.language,
      title: job ? job.title : training?.name,
      incoming: job ? job.incomingJobs : training?.incomingTrainings,
      training: job?.training === undefined ? undefined : job.training === '1',
      state,
      createdSort: q.createdSort,
      deadlineSort: q.deadlineSort,
    };
  }

  /** The intern's matching side; 401/403 unless it is the intern themself or an admin; 404 without one. */
  async function internFor(actor: Actor | null, internId: string) {
    assertCan(actor, 'internMatches', 'opportunity', { ownerId: internId, ownerType: 'intern' });
    const intern = await repo.internForMatching(internId);
    if (!intern) throw new AppError('NOT_FOUND');
    return intern;
  }

  /**
   * Postings of `kind` the intern may still apply to, scored, best first. Nothing while the intern works; no
   * internship postings once they took or completed one; no trainings while they attend one.
   */
  async function matchedPostings<K extends TOpportunityKind>(
    kind: K,
    actor: Actor | null,
    internId: string,
    filter: OpportunityFilter,
    opts: { sort: 'asc' | 'desc'; sharedOnly: boolean } & PageArgs,
  ): Promise<TPaged<Presented<K> & { match: TMatch }>> {
    const intern = await internFor(actor, internId);
    const standing = await repo.internStanding(internId);
    const closed =
      !standing ||
      standing.working ||
      (kind === 'JOB' && standing.internshipTaken) ||
      (kind === 'TRAINING' && standing.inTraining);
    const day = today();
    const { rows, total } = closed
      ? { rows: [] as MatchRow[], total: 0 }
      : await repo.postingsFor(intern, filter, { ...opts, today: day });
    const details = await repo.hydrate(await repo.rowsByIds(rows.map((r) => r.id)));
    const byId = new Map(details.map((d) => [d.row.id, d]));
    const refs = await refsFor([
      ...details.flatMap(refIdsOf),
      ...rows.flatMap((r) => [...r.categories, ...r.skills]),
    ]);
    const docs = rows.flatMap((m) => {
      const d = byId.get(m.id);
      const max = d ? matchMax({ categories: d.categories.length, skills: d.skills.length }) : 0;
      return d ? [{ ...presentAs(kind, d, refs, day), match: presentMatch(m, refs, max) }] : [];
    });
    return opts.pagination ? paged(docs, total, opts.page, opts.limit) : paged(docs, total, 1, total);
  }

  async function list<K extends TOpportunityKind>(
    kind: K,
    actor: Actor | null,
    q: ListQuery,
  ): Promise<TPaged<WithMatch<Presented<K>>>> {
    const filter = filterOf(kind, actor, q);
    if (q.internId)
      return matchedPostings(kind, actor, q.internId, filter, { ...q, sort: 'desc', sharedOnly: false });
    assertCan(actor, 'list', 'opportunity');
    const page = await repo.list(filter, today(), q);
    const { docs } = await presentMany(kind, page.docs);
    return { ...page, docs: docs as WithMatch<Presented<K>>[] };
  }

  async function get<K extends TOpportunityKind>(kind: K, actor: Actor | null, id: string) {
    assertCan(actor, 'read', 'opportunity');
    return (await presentMany(kind, [await mustFind(id, kind)])).docs[0]!;
  }

  /** Interns for one posting (its organisation and admins), best first, paged. */
  async function internMatches(
    kind: TOpportunityKind,
    actor: Actor,
    id: string,
    q: TMatchQuery,
  ): Promise<{ matches: TPaged<TMatchedIntern>; incompleteCvs: number }> {
    const posting = await mustFind(id, kind);
    assertCan(actor, 'matches', 'opportunity', ownedBy(posting.row));
    const day = today();
    const { rows, total } = await repo.internsFor(
      {
        id,
        kind,
        municipalityId: posting.row.municipalityId,
        language: posting.row.language,
      },
      { categories: posting.categories, skills: posting.skills },
      { ...q, today: day },
    );
    const people = await repo.matchedInterns(rows.map((r) => r.id));
    const refs = await refsFor([
      ...people.flatMap((p) => [p.municipalityId, ...p.categories, ...p.skills]),
      ...rows.flatMap((r) => [...r.categories, ...r.skills]),
    ]);
    const byId = new Map(people.map((p) => [p.id, p]));
    const max = matchMax({ categories: posting.categories.length, skills: posting.skills.length });
    const docs = rows.flatMap((m) => {
      const p = byId.get(m.id);
      return p ? [presentMatchedIntern(p, presentMatch(m, refs, max), refs, day)] : [];
    });
    const incompleteCvs = await repo.incompleteCvsFor(
      { categories: posting.categories, skills: posting.skills },
      day,
    );
    return {
      matches: q.pagination ? paged(docs, total, q.page, q.limit) : paged(docs, total, 1, total),
      incompleteCvs,
    };
  }

  /** What the intern's CV still lacks (`cvMissingParts`): an empty matched list says what to complete. */
  async function cvMissingOf(internId: string): Promise<TCvPart[]> {
    const facts = await repo.cvFacts(internId);
    if (!facts) return [];
    const n = (count: number) => Array.from({ length: count });
    return cvMissingParts({
      ...facts,
      categories: n(facts.categories),
      education: n(facts.education),
      languages: n(facts.languages),
    });
  }

  return {
    /** Today's date in Europe/Belgrade on the service's clock. */
    today,
    /**
     * The version public list answers are cached under: the content version and today's date (status and
     * recruitment change at midnight in Priština without any write).
     */
    version: () => `${version.current()}:${today()}`,
    /**
     * The version matches (the three endpoints and the lists' matched mode) are cached under: the postings'
     * version, every data write's (CVs, profiles, accounts, applications, cancellations) and today's date (ages
     * and recruitment windows move at midnight in Priština).
     */
    matchVersion: () => `${version.current()}:${writes.current()}:${today()}`,
    /** The writes version, for the hook that bumps it after every data write (platform/cache/write-version.ts). */
    writes: { changed: () => writes.changed() },
    /** Call after a committed change that alters a posting's answer, e.g. an application entering or leaving
     * an accepted status (`acceptedCount`). */
    bumpOpportunities: () => version.changed(),

    /** Is the answer to this list query the same for everyone (cacheable)? */
    isPublicQuery: (q: ListQuery) => !q.internId && (q.state ?? 'open') === 'open',

    /** In matched mode (`internId`) also `cvMissing`: what the intern's CV still lacks. */
    listJobs: async (actor: Actor | null, q: TJobListQuery) => ({
      jobPostings: await list('JOB', actor, q),
      ...(q.internId ? { cvMissing: await cvMissingOf(q.internId) } : {}),
    }),
    listTrainings: async (actor: Actor | null, q: TTrainingListQuery) => ({
      trainings: await list('TRAINING', actor, q),
      ...(q.internId ? { cvMissing: await cvMissingOf(q.internId) } : {}),
    }),
    getJob: async (actor: Actor | null, id: string) => ({ jobPosting: await get('JOB', actor, id) }),
    getTraining: async (actor: Actor | null, id: string) => ({ training: await get('TRAINING', actor, id) }),
    createJob: async (actor: Actor, body: TJobWrite) => ({
      jobPosting: await create('JOB', actor, jobValues(body)),
    }),
    createTraining: async (actor: Actor, body: TTrainingWrite) => ({
      training: await create('TRAINING', actor, trainingValues(body)),
    }),
    updateJob: async (actor: Actor, id: string, body: TJobWrite) => ({
      jobPosting: await update('JOB', actor, id, jobValues(body)),
    }),
    updateTraining: async (actor: Actor, id: string, body: TTrainingWrite) => ({
      training: await update('TRAINING', actor, id, trainingValues(body)),
    }),
    removeJob: async (actor: Actor, id: string) => ({ jobPosting: await remove('JOB', actor, id) }),
    removeTraining: async (actor: Actor, id: string) => ({ training: await remove('TRAINING', actor, id) }),

    /**
     * The permission checks of the matches answers alone (the routes run them before serving a cached answer,
     * which is the same for every caller allowed to see it): 404 without the posting or intern, 401/403 for a
     * caller who may not see its matches.
     */
    /**
     * The permission checks before a cached match answer. A posting's organisation never changes, so its owner is
     * remembered (bounded); whether the posting or the intern still exists is not asked here: an answer is only
     * cached while they exist, and a deletion is a write, which moves the match version (the next answer is
     * computed, and is 404).
     */
    mayReadMatches: {
      posting: async (kind: TOpportunityKind, actor: Actor, id: string) => {
        let owner = postingOwners.get(`${kind}:${id}`);
        if (!owner) {
          const row = await repo.findRow(id, kind);
          if (!row) throw new AppError('NOT_FOUND');
          owner = row.businessId;
          if (postingOwners.size >= 20_000) postingOwners.clear();
          postingOwners.set(`${kind}:${id}`, owner);
        }
        assertCan(actor, 'matches', 'opportunity', { ownerId: owner, ownerType: 'business' });
      },
      intern: async (actor: Actor | null, internId: string) => {
        assertCan(actor, 'internMatches', 'opportunity', { ownerId: internId, ownerType: 'intern' });
      },
      list: async (kind: TOpportunityKind, actor: Actor | null, q: ListQuery & { internId: string }) => {
        filterOf(kind, actor, q);
        assertCan(actor, 'internMatches', 'opportunity', { ownerId: q.internId, ownerType: 'intern' });
      },
    },

    jobMatches: (actor: Actor, id: string, q: TMatchQuery) => internMatches('JOB', actor, id, q),
    trainingMatches: (actor: Actor, id: string, q: TMatchQuery) => internMatches('TRAINING', actor, id, q),
    /** Internship postings for one intern (the intern and admins), best first; the job filters apply. */
    internJobMatches: async (actor: Actor, internId: string, q: TJobListQuery & { sort: 'asc' | 'desc' }) => {
      // Matches are always among open postings: `state` does not apply here.
      const filter = filterOf('JOB', actor, { ...q, state: undefined });
      return { matches: await matchedPostings('JOB', actor, internId, filter, { ...q, sharedOnly: true }) };
    },

    /* ---- For other modules (applications, safety, bench) ---- */

    /**
     * The posting's row under a row lock (`SELECT … FOR UPDATE`) in the caller's transaction: spots and
     * recruitment are decided under it. NOT_FOUND when there is none (of `kind`, when given).
     */
    async getForUpdate(tx: Executor, id: string, kind?: TOpportunityKind): Promise<OpportunityRow> {
      const row = await repo.findRow(id, kind, tx, true);
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },
    /** Is the posting's recruitment (applying, inviting, editing) open today? */
    recruitmentOpen: (row: Pick<OpportunityRow, 'deadline'>) => isRecruitmentOpen(row.deadline, today()),
    /** Applications holding a place on the posting (ENGAGED_STATUSES and COMPLETED). */
    acceptedCount: (id: string, ex: Executor = db) => repo.acceptedCount(id, ex),
    /** The posting as GET /jobs/:id answers it (in `ex`, e.g. inside a transaction). */
    presentJob: async (id: string, ex: Executor = db): Promise<TJob> =>
      (await presentMany('JOB', [await mustFind(id, 'JOB', ex)], [], ex)).docs[0]!,
    /** The training as GET /trainings/:id answers it. */
    presentTraining: async (id: string, ex: Executor = db): Promise<TTraining> =>
      (await presentMany('TRAINING', [await mustFind(id, 'TRAINING', ex)], [], ex)).docs[0]!,
  };
}
export type OpportunityService = ReturnType<typeof createOpportunityService>;
