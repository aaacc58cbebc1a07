import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MENTORING_APPLICATION_STATUSES } from '@praktika/contracts/mentoring';
import {
  MENTOR_MAX_INTERNS,
  MENTORSHIP_FILES_MAX,
  MENTORSHIP_LINKS_MAX,
  isCurrentMentorship,
  pickMentor,
  rankMentors,
  type TAdminAssignBody,
  type TAssignMentorBody,
  type TInvitationAnswer,
  type TWaitingIntern,
  type TAssignmentCandidate,
  type TAssignmentMatch,
  type TAssignResult,
  type TMentorship,
  type TMentorshipLinkBody,
  type TMentorshipRequest,
  type TMentorshipRequestStatus,
  type TMentorshipsQuery,
  type TMentorshipUpdate,
} from '@praktika/contracts/mentoring';
import type { TUiLanguage, TPaged } from '@praktika/contracts/common';
import { programmeToday } from '@praktika/contracts/dates';
import { can } from '@praktika/contracts/policy';
import type { PageOptions } from '../../platform/db/list.ts';
import type { Db, Executor } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/auth/guard.ts';
import { assertCan } from '../../platform/auth/policy.ts';
import { AppError, fromWriteError, invalid, isOneOf, type WriteErrorAnswers } from '../../platform/errors.ts';
import type { FilesService } from '../../platform/files/files.service.ts';
import type { UploadPart } from '../../platform/files/upload-request.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { MENTORSHIP_MAIL, type TMentorshipMailEvent } from './mentoring.mail.ts';
import { mentorships, type MentorshipRequestRow, type MentorshipRow } from '../../db/schema/mentoring.ts';
import { createMentorshipPresenter, presentRequest } from './mentorships.presenter.ts';
import type { MentorshipRepo } from './mentorships.repo.ts';

export interface MentorshipServiceDeps {
  db: Db;
  repo: MentorshipRepo;
  files: Pick<FilesService, 'upload' | 'removeInTransaction'>;
  mailer: Pick<Mailer, 'enqueue'>;
  publicUrl: string;
  now: () => number;
  /** Called inside the transaction that ends a mentorship (the composition root hands in the surveys' hook). */
  onEnded?: (tx: Executor, mentorship: MentorshipRow) => Promise<void>;
}

type Party = 'intern' | 'mentor' | 'admin';

/** The unique index "one current mentorship per intern" answers a race the lock did not see. */
const WRITE_ERRORS: WriteErrorAnswers = {
  unique: (index) => (index === 'mentorships_one_current_uq' ? new AppError('INTERN_HAS_MENTOR') : null),
};

/**
 * Mentorships (issue 10): the intern's request and the fair assignment under THE lock, the mentor's answer, the
 * admins' assign and reassign, the waiting list served in order whenever a spot may have opened, files and links.
 */
export function createMentorshipService(deps: MentorshipServiceDeps) {
  const { db, repo, files, mailer, publicUrl } = deps;
  const clock = () => new Date(deps.now());
  const today = () => programmeToday(clock());

  /** The caller's party in the mentorship, or null. */
  function partyOf(actor: Actor, row: Pick<MentorshipRow, 'internId' | 'mentorId'>): Party | null {
    if (actor.role === 'admin') return 'admin';
    if (actor.role === 'intern' && actor.id === row.internId) return 'intern';
    if (actor.role === 'mentor' && actor.id === row.mentorId) return 'mentor';
    return null;
  }

  /** 403 unless the policy row lets the caller act on this mentorship (either party, or an admin). */
  function assertParty(
    actor: Actor,
    action: 'read' | 'addFile' | 'deleteFile' | 'addLink' | 'deleteLink',
    row: Pick<MentorshipRow, 'internId' | 'mentorId'>,
  ): Party {
    const party = partyOf(actor, row);
    const allowed =
      can(actor, action, 'mentorship', { ownerId: row.internId, ownerType: 'intern' }) ||
      can(actor, action, 'mentorship', { ownerId: row.mentorId, ownerType: 'mentor' });
    if (!party || !allowed) throw new AppError('FORBIDDEN');
    return party;
  }

  async function mustFind(id: string, ex: Executor = db, lock = false) {
    const row = await repo.find(id, ex, lock);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /* ---------- Presentation (mentorships.presenter.ts) ---------- */

  const { present, presentOne, presentRequestOne, presentWaiting } = createMentorshipPresenter({
    db,
    repo,
    now: deps.now,
  });

  /* ---------- E-mail ---------- */

  /**
   * One e-mail to the mentorship's intern or mentor, in THEIR saved language (never the language of the request
   * that caused it, which may be another person's screen or a screen since switched), naming the other person.
   */
  async function mail(
    tx: Executor,
    mentorshipId: string,
    to: 'intern' | 'mentor',
    event: TMentorshipMailEvent,
  ) {
    const [d] = await repo.details([mentorshipId], clock(), tx);
    if (!d) return;
    const person = to === 'intern' ? d.intern : d.mentor;
    const other =
      to === 'intern' ? `${d.mentor.name} ${d.mentor.surname}` : `${d.intern.name} ${d.intern.lastName}`;
    const screen = to === 'mentor' ? '/dashboard/myinterns' : event === 'ended' ? '/internship' : '/myMentor';
    await mailer.enqueue(tx, MENTORSHIP_MAIL, {
      to: person.email,
      language: person.emailLanguage,
      params: { event, other: other.trim(), opportunity: d.application.title, link: `${publicUrl}${screen}` },
    });
  }

  async function mailWaiting(tx: Executor, requestId: string) {
    const [d] = await repo.requestDetails([requestId], tx);
    const account = d ? await repo.account(d.row.internId, tx) : undefined;
    if (!d || !account) return;
    await mailer.enqueue(tx, MENTORSHIP_MAIL, {
      to: account.email,
      // the account's saved language: the request's `emailLanguage` (the screen's when asked) is ignored
      language: account.emailLanguage,
      params: { event: 'waiting', opportunity: d.title, link: `${publicUrl}/internship` },
    });
  }

  /* ---------- Assignment (always under THE lock, inside the caller's transaction) ---------- */

  /** The application qualifies for a mentor: the intern's own internship, approved or running. */
  async function assertInternship(tx: Executor, applicationId: string, internId: string) {
    const app = await repo.application(applicationId, tx);
    if (
      !app ||
      app.internId !== internId ||
      app.kind !== 'JOB' ||
      !isOneOf(MENTORING_APPLICATION_STATUSES, app.status)
    )
      throw new AppError('INTERNSHIP_REQUIRED');
    return app;
  }

  interface Choice {
    mentorId: string;
    match: TAssignmentMatch;
  }

  /** The best eligible mentor for this intern's application (never one who had them for it), or null. */
  async function choose(
    tx: Executor,
    candidates: TAssignmentCandidate[],
    internId: string,
    applicationId: string,
    languages: readonly string[],
  ): Promise<Choice | null> {
    const facts = await repo.internFacts(internId, tx);
    if (!facts) return null;
    const picked = pickMentor(candidates, {
      languages,
      ...facts,
      excludeMentorIds: await repo.pastMentorIds(internId, applicationId, tx),
    });
    return picked ? { mentorId: picked.id, match: picked.match } : null;
  }

  async function createMentorship(
    tx: Executor,
    values: {
      mentorId: string;
      internId: string;
      applicationId: string;
      languages: string[];
      match: TAssignmentMatch | null;
      assignedBy: 'AUTO' | 'ADMIN';
      assignedById: string | null;
    },
  ): Promise<string> {
    const id = randomUUID();
    await repo.insert({ id, status: 'PENDING', ...values }, tx);
    // the intern has a mentor now: open invitations lapse (issue 17)
    await repo.lapseInvitations(values.internId, clock(), tx);
    return id;
  }

  /** Approved, active and available (a mentor's own state), as the candidates query reads it. */
  const isOpen = (m: TAssignmentCandidate | undefined): m is TAssignmentCandidate =>
    Boolean(m && m.approved && m.active && m.available);

  /**
   * Serves the waiting list in (created, id) order: each WAITING request gets the best eligible mentor, or stays
   * waiting without blocking the ones behind it. The caller holds THE lock.
   */
  async function serveQueue(tx: Executor): Promise<number> {
    const queue = await repo.waitingQueue(tx);
    if (!queue.length) return 0;
    const candidates = await repo.candidates(tx);
    let served = 0;
    for (const request of queue) {
      if (!candidates.some((c) => c.load < MENTOR_MAX_INTERNS)) break;
      if (await repo.current(request.internId, tx)) {
        await repo.updateRequest(request.id, { status: 'SERVED', servedAt: clock() }, tx);
        continue;
      }
      const app = await repo.application(request.applicationId, tx);
      if (!app || !isOneOf(MENTORING_APPLICATION_STATUSES, app.status)) continue;
      const pick = await choose(tx, candidates, request.internId, request.applicationId, request.languages);
      if (!pick) continue;
      const id = await createMentorship(tx, {
        mentorId: pick.mentorId,
        internId: request.internId,
        applicationId: request.applicationId,
        languages: request.languages,
        match: pick.match,
        assignedBy: 'AUTO',
        assignedById: null,
      });
      const chosen = candidates.find((c) => c.id === pick.mentorId)!;
      chosen.load += 1;
      await repo.updateRequest(request.id, { status: 'SERVED', servedAt: clock(), mentorshipId: id }, tx);
      await mail(tx, id, 'intern', 'served');
      await mail(tx, id, 'mentor', 'assigned');
      served += 1;
    }
    return served;
  }

  /** A new WAITING request (one per intern: an existing one is answered instead). */
  async function enqueueRequest(
    tx: Executor,
    input: {
      internId: string;
      applicationId: string;
      languages: string[];
      emailLanguage: TUiLanguage | null;
    },
  ): Promise<MentorshipRequestRow> {
    const existing = await repo.waitingOf(input.internId, tx);
    if (existing) return existing;
    const id = randomUUID();
    await repo.insertRequest({ id, status: 'WAITING', ...input }, tx);
    await mailWaiting(tx, id);
    return (await repo.findRequest(id, tx))!;
  }

  /** The match shown for an admin's choice: the ranking's reasons for that mentor (no eligibility asked). */
  async function adminMatch(
    tx: Executor,
    mentor: TAssignmentCandidate,
    internId: string,
    languages: readonly string[],
  ): Promise<TAssignmentMatch | null> {
    const facts = await repo.internFacts(internId, tx);
    return facts ? matchFor(mentor, facts, languages) : null;
  }

  /**
   * Why `mentor` fits an intern with these facts (an invitation's reasons): ranked on fields, skills and
   * municipality as the assignment ranks them; the shared ones of the requested languages and the mentor's load.
   */
  function matchFor(
    mentor: TAssignmentCandidate,
    facts: { municipalityId: string | null; categoryIds: readonly string[]; skillIds: readonly string[] },
    languages: readonly string[],
  ): TAssignmentMatch | null {
    const [ranked] = rankMentors(
      [{ ...mentor, approved: true, active: true, available: true, load: 0, languages: ['*'] }],
      { ...facts, languages: ['*'] },
    );
    if (!ranked) return null;
    return {
      score: ranked.score,
      reasons: {
        ...ranked.reasons,
        languages: languages.filter((l) => mentor.languages.includes(l)),
        load: mentor.load,
        spreadLoad: false,
      },
    };
  }

  /** Admin assign and reassign: the rules, then a PENDING mentorship by the admin. The caller holds THE lock. */
  async function adminAssign(tx: Executor, actor: Actor, body: TAdminAssignBody, reassign: boolean) {
    await assertInternship(tx, body.applicationId, body.internId);
    const current = await repo.current(body.internId, tx);
    if (current && !reassign) throw new AppError('INTERN_HAS_MENTOR');
    if (current && current.mentorId === body.mentorId) throw new AppError('INTERN_HAS_MENTOR');
    const [mentor] = await repo.candidates(tx, [body.mentorId]);
    if (!mentor) throw new AppError('NOT_FOUND');
    if (!mentor.approved || !mentor.active || !mentor.available) throw new AppError('MENTOR_NOT_AVAILABLE');
    if (mentor.load >= MENTOR_MAX_INTERNS) throw new AppError('MENTOR_FULL');
    if (current)
      await repo.update(current.id, { status: 'ENDED', endReason: 'REASSIGNED', endedAt: clock() }, tx);
    const waiting = await repo.waitingOf(body.internId, tx);
    const languages = waiting?.languages ?? current?.languages ?? [];
    const id = await createMentorship(tx, {
      mentorId: body.mentorId,
      internId: body.internId,
      applicationId: body.applicationId,
      languages,
      match: await adminMatch(tx, mentor, body.internId, languages),
      assignedBy: 'ADMIN',
      assignedById: actor.id,
    });
    if (waiting)
      await repo.updateRequest(waiting.id, { status: 'SERVED', servedAt: clock(), mentorshipId: id }, tx);
    await mail(tx, id, 'mentor', 'adminAssigned');
    await mail(tx, id, 'intern', 'newMentor');
    if (current) {
      await mail(tx, current.id, 'mentor', 'mentorEnded');
      await serveQueue(tx);
    }
    return id;
  }

  /** `assign` and `reassign`: the admin's assignment under THE lock, answered as the new mentorship. */
  async function adminAssignLocked(actor: Actor, body: TAdminAssignBody, reassign: boolean) {
    assertCan(actor, 'assign', 'mentorship');
    try {
      return await db.transaction(async (tx) => {
        await repo.lockAssignments(tx);
        const id = await adminAssign(tx, actor, body, reassign);
        return { mentorship: await presentOne(id, tx) };
      });
    } catch (err) {
      throw fromWriteError(err, WRITE_ERRORS);
    }
  }

  /* ---------- For other areas ---------- */

  /** Serves the waiting list in its own transaction (a mentor was approved, activated or made available). */
  async function serveWaitingList(): Promise<number> {
    return db.transaction(async (tx) => {
      await repo.lockAssignments(tx);
      return serveQueue(tx);
    });
  }

  return {
    serveWaitingList,

    /** Does the mentor mentor (or did they mentor) the intern? (the CV's mentor view, red flags) */
    hasMentored: (mentorId: string, internId: string) => repo.hasMentored(mentorId, internId),

    /** For the files service: may `actor` read this mentorship file? (either party of its mentorship) */
    async mayReadFile(actor: Actor, file: { id: string; kind: string; ownerId: string }): Promise<boolean> {
      // The intern's photo and CV file: their mentors (current or past), like the CV itself.
      if (actor.role === 'mentor' && (file.kind === 'photo' || file.kind === 'cv'))
        return repo.hasMentored(actor.id, file.ownerId);
      if (file.kind !== 'mentorshipFile') return false;
      const owner = await repo.mentorshipOfFile(file.id);
      return Boolean(owner && partyOf(actor, owner));
    },

    /**
     * The engagement `applicationId` of `internId` ended (completed or cancelled; called inside that transaction):
     * its current mentorship ends as END ends one (reason ENGAGEMENT_ENDED, the MENTOR survey due, intern and
     * mentor told, the waiting list served), and a waiting request for it is withdrawn.
     */
    async endForEngagement(tx: Executor, internId: string, applicationId: string): Promise<void> {
      await repo.lockAssignments(tx);
      const waiting = await repo.waitingOf(internId, tx);
      if (waiting?.applicationId === applicationId) {
        await repo.updateRequest(waiting.id, { status: 'WITHDRAWN' }, tx);
        await repo.lapseInvitations(internId, clock(), tx);
      }
      const row = await repo.current(internId, tx);
      if (!row || row.applicationId !== applicationId) return;
      await repo.update(row.id, { status: 'ENDED', endReason: 'ENGAGEMENT_ENDED', endedAt: clock() }, tx);
      await deps.onEnded?.(tx, row);
      await mail(tx, row.id, 'intern', 'ended');
      await mail(tx, row.id, 'mentor', 'ended');
      await serveQueue(tx);
    },

    /** The raw row (red flags fill the application and parties from it). */
    find: (id: string) => repo.find(id),

    /** `POST /mentorships/assignmentor` (the intern). */
    async request(actor: Actor, body: TAssignMentorBody): Promise<TAssignResult> {
      assertCan(actor, 'request', 'mentorship');
      try {
        return await db.transaction(async (tx) => {
          await repo.lockAssignments(tx);
          await assertInternship(tx, body.applicationId, actor.id);
          if (await repo.current(actor.id, tx)) throw new AppError('INTERN_HAS_MENTOR');
          const waiting = await repo.waitingOf(actor.id, tx);
          if (waiting) return { mentorship: null, request: await presentRequestOne(waiting.id, tx) };
          const candidates = await repo.candidates(tx);
          const pick = await choose(tx, candidates, actor.id, body.applicationId, body.languages);
          if (!pick) {
            const request = await enqueueRequest(tx, {
              internId: actor.id,
              applicationId: body.applicationId,
              languages: body.languages,
              emailLanguage: body.emailLanguage ?? null,
            });
            return { mentorship: null, request: await presentRequestOne(request.id, tx) };
          }
          const id = await createMentorship(tx, {
            mentorId: pick.mentorId,
            internId: actor.id,
            applicationId: body.applicationId,
            languages: body.languages,
            match: pick.match,
            assignedBy: 'AUTO',
            assignedById: null,
          });
          await mail(tx, id, 'mentor', 'assigned');
          return { mentorship: await presentOne(id, tx), request: null };
        });
      } catch (err) {
        throw fromWriteError(err, WRITE_ERRORS);
      }
    },

    /** `PUT /mentorships/:id`: ACCEPT, DECLINE (the assigned mentor, while PENDING), END (the mentor or an admin). */
    async update(actor: Actor, id: string, body: TMentorshipUpdate): Promise<{ mentorship: TMentorship }> {
      const before = await mustFind(id);
      const party = partyOf(actor, before);
      if (body.type === 'END') {
        assertCan(actor, 'end', 'mentorship');
        if (party !== 'mentor' && party !== 'admin') throw new AppError('FORBIDDEN');
      } else {
        assertCan(actor, 'answer', 'mentorship');
        if (party !== 'mentor') throw new AppError('FORBIDDEN');
      }
      try {
        const mentorship = await db.transaction(async (tx) => {
          await repo.lockAssignments(tx);
          const row = await mustFind(id, tx, true);
          const now = clock();
          if (body.type === 'ACCEPT') {
            if (row.status !== 'PENDING') throw new AppError('MENTORSHIP_CLOSED');
            await repo.update(id, { status: 'ACTIVE', acceptedAt: now }, tx);
            await mail(tx, id, 'intern', 'accepted');
          } else if (body.type === 'DECLINE') {
            if (row.status !== 'PENDING') throw new AppError('MENTORSHIP_CLOSED');
            await repo.update(id, { status: 'DECLINED', endedAt: now }, tx);
            await next(tx, row);
            await serveQueue(tx);
          } else {
            if (!isCurrentMentorship(row.status)) throw new AppError('MENTORSHIP_CLOSED');
            await repo.update(id, { status: 'ENDED', endReason: 'ENDED', endedAt: now }, tx);
            await deps.onEnded?.(tx, row);
            await mail(tx, id, 'intern', 'ended');
            // the mentor ending it knows; one ended by an admin is told
            if (party === 'admin') await mail(tx, id, 'mentor', 'mentorEnded');
            await serveQueue(tx);
          }
          return presentOne(id, tx);
        });
        return { mentorship };
      } catch (err) {
        throw fromWriteError(err, WRITE_ERRORS);
      }
    },

    async get(actor: Actor, id: string): Promise<{ mentorship: TMentorship }> {
      const row = await mustFind(id);
      assertParty(actor, 'read', row);
      return { mentorship: await presentOne(id) };
    },

    /** `GET /mentorships/:mentorId/intern/:internId/application/:applicationId`. */
    async getTriple(
      actor: Actor,
      mentorId: string,
      internId: string,
      applicationId: string,
    ): Promise<{ mentorship: TMentorship }> {
      assertParty(actor, 'read', { mentorId, internId });
      const id = await repo.findTriple(mentorId, internId, applicationId);
      if (!id) throw new AppError('NOT_FOUND');
      return { mentorship: await presentOne(id) };
    },

    /**
     * `GET /mentorships`: admins all; a mentor their own, an intern their own (a filter naming someone else is
     * 403, as in the applications list).
     */
    async list(actor: Actor, q: TMentorshipsQuery): Promise<{ mentorships: TPaged<TMentorship> }> {
      assertCan(actor, 'list', 'mentorship');
      let scope;
      if (actor.role === 'intern') {
        if (q.intern && q.intern !== actor.id) throw new AppError('FORBIDDEN');
        scope = eq(mentorships.internId, actor.id);
      } else if (actor.role === 'mentor') {
        if (q.mentor && q.mentor !== actor.id) throw new AppError('FORBIDDEN');
        scope = eq(mentorships.mentorId, actor.id);
      }
      const page = await repo.list(q, scope, clock(), today());
      return { mentorships: { ...page, docs: await present(page.docs) } };
    },

    /** `GET /mentorships/requests`: admins the waiting list (WAITING first, in queue order); interns their own. */
    async requests(
      actor: Actor,
      q: PageOptions & { status?: TMentorshipRequestStatus[]; intern?: string },
    ): Promise<{ requests: TPaged<TMentorshipRequest> }> {
      assertCan(actor, 'waitingList', 'mentorship');
      if (actor.role === 'intern') {
        if (q.intern && q.intern !== actor.id) throw new AppError('FORBIDDEN');
        q = { ...q, intern: actor.id };
      }
      const page = await repo.requests(q);
      return { requests: { ...page, docs: page.docs.map(presentRequest) } };
    },

    /** `DELETE /mentorships/requests/:id`: the intern withdraws their own WAITING request; admins any. */
    async withdraw(actor: Actor, id: string): Promise<{ request: TMentorshipRequest }> {
      assertCan(actor, 'waitingList', 'mentorship');
      return db.transaction(async (tx) => {
        const row = await repo.findRequest(id, tx, true);
        if (!row) throw new AppError('NOT_FOUND');
        if (actor.role !== 'admin' && row.internId !== actor.id) throw new AppError('FORBIDDEN');
        if (row.status !== 'WAITING') throw new AppError('MENTORSHIP_CLOSED');
        await repo.updateRequest(id, { status: 'WITHDRAWN' }, tx);
        await repo.lapseInvitations(row.internId, clock(), tx);
        return { request: await presentRequestOne(id, tx) };
      });
    },

    /* ---------- Invitations (issue 17: platform-core §6, a mentor "invites or accepts") ---------- */

    /**
     * `GET /mentorships/waiting` (a mentor): the waiting interns who asked for one of the mentor's languages, in
     * queue order, with why they fit and whether this mentor invited them already. Nothing sensitive: names,
     * municipality, fields of interest, skills, the internship. A mentor not approved, active and available sees none.
     */
    async waitingInterns(actor: Actor, q: PageOptions): Promise<{ interns: TPaged<TWaitingIntern> }> {
      assertCan(actor, 'waitingInterns', 'mentorship');
      const [me] = await repo.candidates(db, [actor.id]);
      const languages = isOpen(me) ? me.languages : [];
      const page = await repo.waitingSharing(q, languages);
      const internIds = page.docs.map((d) => d.row.internId);
      const [facts, invitations] = await Promise.all([
        repo.internsFacts(internIds),
        repo.openInvitations(actor.id),
      ]);
      const docs = await presentWaiting(page.docs, facts, invitations, (f, requested) =>
        me ? matchFor(me, f, requested) : null,
      );
      return { interns: { ...page, docs } };
    },

    /**
     * `POST /mentorships/requests/:id/invite` (the mentor): an INVITED mentorship for a WAITING request that asked
     * for one of the mentor's languages, under THE lock. The mentor must be approved, active and available, and
     * their current interns plus open invitations stay within MENTOR_MAX_INTERNS. Inviting again answers the same
     * invitation. The intern is e-mailed in their own language and keeps their place on the waiting list.
     */
    async invite(actor: Actor, requestId: string): Promise<{ mentorship: TMentorship }> {
      assertCan(actor, 'invite', 'mentorship');
      try {
        return await db.transaction(async (tx) => {
          await repo.lockAssignments(tx);
          const request = await repo.findRequest(requestId, tx, true);
          if (!request) throw new AppError('NOT_FOUND');
          if (request.status !== 'WAITING') throw new AppError('MENTORSHIP_CLOSED');
          const [me] = await repo.candidates(tx, [actor.id]);
          if (!isOpen(me) || !me.languages.some((l) => request.languages.includes(l)))
            throw new AppError('MENTOR_NOT_AVAILABLE');
          const open = await repo.openInvitations(actor.id, tx);
          const same = open.find(
            (m) => m.internId === request.internId && m.applicationId === request.applicationId,
          );
          if (same) return { mentorship: await presentOne(same.id, tx) };
          if (me.load + open.length >= MENTOR_MAX_INTERNS) throw new AppError('MENTOR_FULL');
          // a mentor who had (or was refused by) this intern for this internship does not ask again
          if ((await repo.pastMentorIds(request.internId, request.applicationId, tx)).includes(actor.id))
            throw new AppError('MENTORSHIP_CLOSED');
          await assertInternship(tx, request.applicationId, request.internId);
          const facts = await repo.internFacts(request.internId, tx);
          const id = randomUUID();
          await repo.insert(
            {
              id,
              status: 'INVITED',
              mentorId: actor.id,
              internId: request.internId,
              applicationId: request.applicationId,
              languages: request.languages,
              match: facts ? matchFor(me, facts, request.languages) : null,
              assignedBy: 'MENTOR',
              assignedById: actor.id,
            },
            tx,
          );
          await mail(tx, id, 'intern', 'invited');
          return { mentorship: await presentOne(id, tx) };
        });
      } catch (err) {
        throw fromWriteError(err, WRITE_ERRORS);
      }
    },

    /**
     * `PUT /mentorships/:id/invitation` (the invited intern). ACCEPT, under THE lock: the intern has no current
     * mentor, the internship still qualifies, the mentor is still open and below the cap; the mentorship becomes
     * ACTIVE (the mentor asked), the waiting request SERVED, other invitations lapse, the mentor is e-mailed.
     * DECLINE: DECLINED, the mentor e-mailed, the request stays WAITING in its place.
     */
    async answerInvitation(
      actor: Actor,
      id: string,
      body: TInvitationAnswer,
    ): Promise<{ mentorship: TMentorship }> {
      assertCan(actor, 'answerInvite', 'mentorship');
      const before = await mustFind(id);
      if (before.internId !== actor.id) throw new AppError('FORBIDDEN');
      try {
        const mentorship = await db.transaction(async (tx) => {
          await repo.lockAssignments(tx);
          const row = await mustFind(id, tx, true);
          if (row.status !== 'INVITED') throw new AppError('MENTORSHIP_CLOSED');
          const now = clock();
          if (body.type === 'DECLINE') {
            await repo.update(id, { status: 'DECLINED', endedAt: now }, tx);
            await mail(tx, id, 'mentor', 'inviteDeclined');
            return presentOne(id, tx);
          }
          if (await repo.current(row.internId, tx)) throw new AppError('INTERN_HAS_MENTOR');
          await assertInternship(tx, row.applicationId, row.internId);
          const [mentor] = await repo.candidates(tx, [row.mentorId]);
          if (!isOpen(mentor)) throw new AppError('MENTOR_NOT_AVAILABLE');
          if (mentor.load >= MENTOR_MAX_INTERNS) throw new AppError('MENTOR_FULL');
          await repo.update(id, { status: 'ACTIVE', acceptedAt: now }, tx);
          const waiting = await repo.waitingOf(row.internId, tx);
          if (waiting)
            await repo.updateRequest(waiting.id, { status: 'SERVED', servedAt: now, mentorshipId: id }, tx);
          await repo.lapseInvitations(row.internId, now, tx, id);
          await mail(tx, id, 'mentor', 'inviteAccepted');
          return presentOne(id, tx);
        });
        return { mentorship };
      } catch (err) {
        throw fromWriteError(err, WRITE_ERRORS);
      }
    },

    /** `POST /admins/assigns` (INTERN_HAS_MENTOR when the intern has a current mentor). */
    async assign(actor: Actor, body: TAdminAssignBody): Promise<{ mentorship: TMentorship }> {
      return adminAssignLocked(actor, body, false);
    },

    /** `POST /admins/reassigns`: ends the current mentorship (REASSIGNED) and assigns the named mentor. */
    async reassign(actor: Actor, body: TAdminAssignBody): Promise<{ mentorship: TMentorship }> {
      return adminAssignLocked(actor, body, true);
    },

    /* ---------- Files and links ---------- */

    /** `PUT /mentorships/:id/files`: either party of a current mentorship, or an admin. */
    async addFile(actor: Actor, id: string, upload: UploadPart): Promise<{ mentorship: TMentorship }> {
      const before = await mustFind(id);
      const party = assertParty(actor, 'addFile', before);
      assertWritable(before, party);
      if ((await repo.countFiles(id)) >= MENTORSHIP_FILES_MAX)
        throw invalid('file', 'tooMany', { max: MENTORSHIP_FILES_MAX });
      const stored = await files.upload(actor, {
        kind: 'mentorshipFile',
        filename: upload.filename,
        stream: upload.stream,
      });
      try {
        await db.transaction(async (tx) => {
          await assertRoomFor(tx, id, party, 'file');
          await repo.insertFile(
            { mentorshipId: id, fileId: stored._id, uploadedById: actor.id, uploadedByRole: party },
            tx,
          );
        });
      } catch (err) {
        await db.transaction((tx) => files.removeInTransaction(tx, stored._id));
        throw err;
      }
      return { mentorship: await presentOne(id) };
    },

    /** `DELETE /mentorships/:id/files/:fileId`: the uploader or an admin; the blob goes too. */
    async deleteFile(actor: Actor, id: string, fileId: string): Promise<{ mentorship: TMentorship }> {
      const before = await mustFind(id);
      const party = assertParty(actor, 'deleteFile', before);
      await db.transaction(async (tx) => {
        const link = await repo.fileOf(id, fileId, tx);
        if (!link) throw new AppError('NOT_FOUND');
        if (party !== 'admin' && link.uploadedById !== actor.id) throw new AppError('FORBIDDEN');
        await files.removeInTransaction(tx, fileId);
      });
      return { mentorship: await presentOne(id) };
    },

    /** `PUT /mentorships/:id/links`. */
    async addLink(actor: Actor, id: string, body: TMentorshipLinkBody): Promise<{ mentorship: TMentorship }> {
      const before = await mustFind(id);
      const party = assertParty(actor, 'addLink', before);
      assertWritable(before, party);
      await db.transaction(async (tx) => {
        await assertRoomFor(tx, id, party, 'link');
        await repo.insertLink(
          {
            id: randomUUID(),
            mentorshipId: id,
            url: body.link,
            title: body.title?.trim() || null,
            addedById: actor.id,
            addedByRole: party,
          },
          tx,
        );
      });
      return { mentorship: await presentOne(id) };
    },

    /** `DELETE /mentorships/:id/links/:linkId`: the one who added it, or an admin. */
    async deleteLink(actor: Actor, id: string, linkId: string): Promise<{ mentorship: TMentorship }> {
      const before = await mustFind(id);
      const party = assertParty(actor, 'deleteLink', before);
      const link = await repo.linkOf(id, linkId);
      if (!link) throw new AppError('NOT_FOUND');
      if (party !== 'admin' && link.addedById !== actor.id) throw new AppError('FORBIDDEN');
      await repo.deleteLink(linkId);
      return { mentorship: await presentOne(id) };
    },
  };

  /** Parties add files and links only while the mentorship is current; admins always. */
  function assertWritable(row: MentorshipRow, party: Party) {
    if (party !== 'admin' && !isCurrentMentorship(row.status)) throw new AppError('MENTORSHIP_CLOSED');
  }

  /** Under the mentorship's row lock: still open to `party`, with room for one more file or link. */
  async function assertRoomFor(tx: Executor, id: string, party: Party, field: 'file' | 'link') {
    assertWritable(await mustFind(id, tx, true), party);
    const max = field === 'file' ? MENTORSHIP_FILES_MAX : MENTORSHIP_LINKS_MAX;
    const count = field === 'file' ? await repo.countFiles(id, tx) : await repo.countLinks(id, tx);
    if (count >= max) throw invalid(field, 'tooMany', { max });
  }

  /**
   * After a decline: the next best mentor for the intern (never one who had them for this application), or back
   * on the waiting list: the request this mentorship served keeps its place (WAITING again with its original
   * time); otherwise a new request at the end.
   */
  async function next(tx: Executor, row: MentorshipRow) {
    const app = await repo.application(row.applicationId, tx);
    if (!app || !isOneOf(MENTORING_APPLICATION_STATUSES, app.status)) return;
    let languages: string[] = row.languages;
    if (!languages.length) {
      const [declining] = await repo.candidates(tx, [row.mentorId]);
      languages = [...(declining?.languages ?? [])];
    }
    const candidates = await repo.candidates(tx);
    const pick = await choose(tx, candidates, row.internId, row.applicationId, languages);
    const served = await repo.requestServing(row.id, tx);
    if (pick) {
      const id = await createMentorship(tx, {
        mentorId: pick.mentorId,
        internId: row.internId,
        applicationId: row.applicationId,
        languages,
        match: pick.match,
        assignedBy: 'AUTO',
        assignedById: null,
      });
      if (served) await repo.updateRequest(served.id, { mentorshipId: id }, tx);
      await mail(tx, id, 'mentor', 'assigned');
      return;
    }
    if (served) {
      await repo.updateRequest(served.id, { status: 'WAITING', servedAt: null, mentorshipId: null }, tx);
      await mailWaiting(tx, served.id);
    } else
      await enqueueRequest(tx, {
        internId: row.internId,
        applicationId: row.applicationId,
        languages,
        emailLanguage: null,
      });
  }
}
export type MentorshipService = ReturnType<typeof createMentorshipService>;
