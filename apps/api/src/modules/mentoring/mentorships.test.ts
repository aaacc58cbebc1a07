/**
 * Mentorships through the API: the request and the fair assignment with its reasons, the waiting list (position,
 * served in order, e-mails in each person's language), the mentor's answer (accept, decline -> next mentor, end),
 * admin assign and reassign with their error types, the lists and their filters, files and links, and the
 * permission matrix of every route. Each test works in its own language, so mentors of one test never take the
 * requests of another.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TLanguage, TRole } from '@praktika/contracts/common';
import type { TCvLanguage } from '@praktika/contracts/cv';
import { callAs, useRoleApp, type ApiMethod } from '../../../test/role-app.ts';
import { catalogueFixture, type CapturingMailer, type TestUser } from '../../../test/factories.ts';
import { insertInternWithInternship, insertMentor, requestMentor } from '../../../test/mentoring-fixtures.ts';
import { mentorships } from '../../db/schema/mentoring.ts';
import { expectError, expectOk, type Json } from '../../../test/api.ts';
import {
  ZAssignResult,
  ZMentorshipList,
  ZMentorshipRequestList,
  ZMentorshipResult,
  type TMentorshipRequest,
} from '@praktika/contracts/mentoring';
import { ZInternReadResult } from '@praktika/contracts/cv';
import { ZRedFlagResult } from '@praktika/contracts/safety';
import { ZMentorResult } from '@praktika/contracts/accounts';
import { ZMentorList } from '@praktika/contracts/people';

const kit = useRoleApp('mentorships');
const mail = () => kit.t.app.mailer as CapturingMailer;
/** The last mentorship e-mail to `to` went out in `language` for `event`. */
const expectMentorshipMail = (to: string, language: TLanguage, event: string) =>
  expect(mail().last(to, 'mentorship')).toMatchObject({ language, params: { event } });

const call = (method: ApiMethod, url: string, who: TRole | TestUser | null, payload?: object) =>
  callAs(kit, method, url, who, payload);

const ask = async (intern: TestUser, applicationId: string, lang: TCvLanguage) => {
  const res = await requestMentor(kit.t.app, intern, applicationId, [lang]);
  return expectOk(res, ZAssignResult);
};

describe('request and fair assignment', () => {
  it('assigns the best-matching mentor with its reasons, PENDING, and e-mails the mentor in their language', async () => {
    const app = kit.t.app;
    const fx = await catalogueFixture(app);
    const weak = await insertMentor(app, { languages: ['de'], categories: [], skills: [] });
    const strong = await insertMentor(app, {
      languages: ['de', 'en'],
      categories: [fx.categories[0]],
      skills: [fx.skills[0]],
      emailLanguage: 'sr',
    });
    const { intern, application } = await insertInternWithInternship(app, {
      categories: [fx.categories[0]],
      skills: [fx.skills[0]],
    });
    const data = await ask(intern, application.id, 'de');
    expect(data.request).toBeNull();
    const m = data.mentorship!;
    expect(m.mentor._id).toBe(strong.id);
    expect(m).toMatchObject({ status: 'PENDING', acceptedByMentor: false, assignedBy: 'AUTO' });
    expect(m.match!.reasons).toMatchObject({
      languages: ['de'],
      load: 0,
      spreadLoad: false,
      municipality: true,
    });
    expect((m.match!.reasons.categories as Array<{ _id: string }>).map((c) => c._id)).toEqual([
      fx.categories[0],
    ]);
    const sent = mail().last(strong.email, 'mentorship');
    expect(sent).toMatchObject({ language: 'sr', params: { event: 'assigned' } });
    expect(sent!.params.link).toMatch(/\/dashboard\/myinterns$/);
    expect(mail().last(weak.email, 'mentorship')).toBeUndefined();
  });

  it('spreads the load among equally good mentors', async () => {
    const app = kit.t.app;
    const a = await insertMentor(app, { languages: ['it'] });
    const b = await insertMentor(app, { languages: ['it'] });
    const counts = new Map<string, number>();
    for (let i = 0; i < 4; i++) {
      const { intern, application } = await insertInternWithInternship(app);
      const m = (await ask(intern, application.id, 'it')).mentorship!;
      counts.set(m.mentor._id, (counts.get(m.mentor._id) ?? 0) + 1);
    }
    expect(counts.get(a.id)).toBe(2);
    expect(counts.get(b.id)).toBe(2);
  });

  it('nobody free: the waiting list with a position, the intern e-mailed; asking again answers the same entry', async () => {
    const app = kit.t.app;
    await insertMentor(app, { languages: ['es'], available: false });
    await insertMentor(app, { languages: ['es'], approved: false });
    await insertMentor(app, { languages: ['es'], active: false });
    const first = await insertInternWithInternship(app, { emailLanguage: 'en' });
    const second = await insertInternWithInternship(app);
    const one = await ask(first.intern, first.application.id, 'es');
    expect(one.mentorship).toBeNull();
    expect(one.request).toMatchObject({ status: 'WAITING' });
    const two = await ask(second.intern, second.application.id, 'es');
    expect(two.request!.position).toBe(one.request!.position! + 1);
    expectMentorshipMail(first.intern.email, 'en', 'waiting');
    const again = await ask(first.intern, first.application.id, 'es');
    expect(again.request!._id).toBe(one.request!._id);
  });

  it('INTERNSHIP_REQUIRED without an approved or running internship of the intern; INTERN_HAS_MENTOR with one', async () => {
    const app = kit.t.app;
    await insertMentor(app, { languages: ['pt'] });
    const applied = await insertInternWithInternship(app, { status: 'SHORTLISTED' });
    const res = await requestMentor(app, applied.intern, applied.application.id, ['pt']);
    expectError(res, 409, 'INTERNSHIP_REQUIRED');
    const other = await insertInternWithInternship(app);
    const notMine = await requestMentor(app, applied.intern, other.application.id, ['pt']);
    expect(notMine.json().errorType).toBe('INTERNSHIP_REQUIRED');
    await ask(other.intern, other.application.id, 'pt');
    const twice = await requestMentor(app, other.intern, other.application.id, ['pt']);
    expectError(twice, 409, 'INTERN_HAS_MENTOR');
  });
});

describe("the mentor's answer and the waiting list", () => {
  it('accept, decline -> the next mentor, end -> the waiting list served in order and e-mailed', async () => {
    const app = kit.t.app;
    const m1 = await insertMentor(app, { languages: ['tr'], name: 'Alpha' });
    const x = await insertInternWithInternship(app, { emailLanguage: 'sq' });
    const first = (await ask(x.intern, x.application.id, 'tr')).mentorship!;
    expect(first.mentor._id).toBe(m1.id);
    // Another mentor may not answer; the intern may not either.
    const m2 = await insertMentor(app, { languages: ['tr'], name: 'Beta' });
    expect((await call('PUT', `/mentorships/${first._id}`, m2, { type: 'ACCEPT' })).statusCode).toBe(403);
    expect((await call('PUT', `/mentorships/${first._id}`, x.intern, { type: 'ACCEPT' })).statusCode).toBe(
      403,
    );
    // m1 declines: m2 is next; m1 is never picked again for this intern.
    const declined = await call('PUT', `/mentorships/${first._id}`, m1, { type: 'DECLINE' });
    expect(expectOk(declined, ZMentorshipResult).mentorship.status).toBe('DECLINED');
    const [current] = await app.database.db
      .select()
      .from(mentorships)
      .where(eq(mentorships.internId, x.intern.id))
      .then((rows) => rows.filter((r) => r.status === 'PENDING'));
    expect(current!.mentorId).toBe(m2.id);
    expect((await call('PUT', `/mentorships/${first._id}`, m1, { type: 'ACCEPT' })).json().errorType).toBe(
      'MENTORSHIP_CLOSED',
    );
    // m2 accepts: the intern hears it.
    const accepted = await call('PUT', `/mentorships/${current!.id}`, m2, { type: 'ACCEPT' });
    expect(expectOk(accepted, ZMentorshipResult).mentorship).toMatchObject({
      status: 'ACTIVE',
      acceptedByMentor: true,
    });
    expectMentorshipMail(x.intern.email, 'sq', 'accepted');
    expect(mail().last(x.intern.email, 'mentorship')!.params.link).toMatch(/\/myMentor$/);
    expect((await call('PUT', `/mentorships/${current!.id}`, m2, { type: 'ACCEPT' })).json().errorType).toBe(
      'MENTORSHIP_CLOSED',
    );
    // Fill m2 up to five and m1 (unavailable now) so that the next two wait.
    const fillers = [];
    for (let i = 0; i < 9; i++) {
      const f = await insertInternWithInternship(app);
      fillers.push({ ...f, m: (await ask(f.intern, f.application.id, 'tr')).mentorship! });
    }
    const w1 = await insertInternWithInternship(app, { emailLanguage: 'en' });
    const w2 = await insertInternWithInternship(app, { emailLanguage: 'sr' });
    const r1 = (await ask(w1.intern, w1.application.id, 'tr')).request!;
    const r2 = (await ask(w2.intern, w2.application.id, 'tr')).request!;
    expect(r2.position).toBe(r1.position! + 1);
    // The mentor ends one mentorship: the first in the queue gets the spot and an e-mail in English.
    const ended = await call('PUT', `/mentorships/${current!.id}`, 'admin', { type: 'END' });
    expect(expectOk(ended, ZMentorshipResult).mentorship).toMatchObject({
      status: 'ENDED',
      endReason: 'ENDED',
    });
    expect(mail().last(x.intern.email, 'mentorship')!.params.event).toBe('ended');
    // ended by an admin: the mentor is told too, with a link to their interns (before the freed spot's mail)
    const toM2 = mail().sent.filter((m) => m.to === m2.email && m.template === 'mentorship');
    expect(toM2.map((m) => m.params.event).slice(-2)).toEqual(['mentorEnded', 'assigned']);
    expect(toM2.at(-2)!.params.link).toMatch(/\/dashboard\/myinterns$/);
    expectMentorshipMail(w1.intern.email, 'en', 'served');
    const queue = await call('GET', '/mentorships/requests?status=WAITING&pagination=false', 'admin');
    const waitingIds = expectOk(queue, ZMentorshipRequestList).requests.docs.map(
      (r: { _id: string }) => r._id,
    );
    expect(waitingIds).toContain(r2._id);
    expect(waitingIds).not.toContain(r1._id);
    // A filler's mentor ends: the second is served.
    const f = fillers.find((x) => x.m.mentor._id === m1.id)!;
    expect((await call('PUT', `/mentorships/${f.m._id}`, m1, { type: 'END' })).statusCode).toBe(200);
    expectMentorshipMail(w2.intern.email, 'sr', 'served');
    const mine = await call('GET', '/mentorships/requests', w2.intern);
    expect(expectOk(mine, ZMentorshipRequestList).requests.docs[0]).toMatchObject({
      status: 'SERVED',
      position: null,
    });
  });

  it('a decline with nobody else puts the intern back on the waiting list', async () => {
    const app = kit.t.app;
    const only = await insertMentor(app, { languages: ['bs'] });
    const x = await insertInternWithInternship(app);
    const m = (await ask(x.intern, x.application.id, 'bs')).mentorship!;
    await call('PUT', `/mentorships/${m._id}`, only, { type: 'DECLINE' });
    const mine = await call('GET', '/mentorships/requests', x.intern);
    expect(expectOk(mine, ZMentorshipRequestList).requests.docs[0]).toMatchObject({
      status: 'WAITING',
      languages: ['bs'],
    });
    // The intern withdraws it; another intern may not.
    const id = expectOk(mine, ZMentorshipRequestList).requests.docs[0]!._id;
    expect((await call('DELETE', `/mentorships/requests/${id}`, 'intern')).statusCode).toBe(403);
    const gone = await call('DELETE', `/mentorships/requests/${id}`, x.intern);
    expect(expectOk<{ request: TMentorshipRequest }>(gone).request.status).toBe('WITHDRAWN');
    expect((await call('DELETE', `/mentorships/requests/${id}`, 'admin')).json().errorType).toBe(
      'MENTORSHIP_CLOSED',
    );
  });
});

describe('admin assign and reassign', () => {
  it('assign: INTERN_HAS_MENTOR, MENTOR_FULL, MENTOR_NOT_AVAILABLE, INTERNSHIP_REQUIRED; the waiting request SERVED', async () => {
    const app = kit.t.app;
    const x = await insertInternWithInternship(app);
    // On the waiting list first (nobody speaks hr).
    const waiting = (await ask(x.intern, x.application.id, 'hr')).request!;
    const unavailable = await insertMentor(app, { languages: ['mk'], available: false });
    const body = (mentorId: string, over: object = {}) => ({
      applicationId: x.application.id,
      internId: x.intern.id,
      mentorId,
      ...over,
    });
    const na = await call('POST', '/admins/assigns', 'admin', body(unavailable.id));
    expect(na.json().errorType).toBe('MENTOR_NOT_AVAILABLE');
    const full = await insertMentor(app, { languages: ['mk'] });
    for (let i = 0; i < 5; i++) {
      const f = await insertInternWithInternship(app);
      expect((await ask(f.intern, f.application.id, 'mk')).mentorship!.mentor._id).toBe(full.id);
    }
    expect((await call('POST', '/admins/assigns', 'admin', body(full.id))).json().errorType).toBe(
      'MENTOR_FULL',
    );
    const other = await insertInternWithInternship(app);
    const wrongApp = await call(
      'POST',
      '/admins/assigns',
      'admin',
      body(full.id, { applicationId: other.application.id }),
    );
    expect(wrongApp.json().errorType).toBe('INTERNSHIP_REQUIRED');
    // A mentor without the intern's language: admins decide.
    const free = await insertMentor(app, { languages: ['ro'], emailLanguage: 'en' });
    const ok = await call('POST', '/admins/assigns', 'admin', body(free.id));
    expect(expectOk(ok, ZMentorshipResult).mentorship).toMatchObject({
      status: 'PENDING',
      assignedBy: 'ADMIN',
    });
    expectMentorshipMail(free.email, 'en', 'adminAssigned');
    const mine = await call('GET', '/mentorships/requests', x.intern);
    expect(
      expectOk(mine, ZMentorshipRequestList).requests.docs.find(
        (r: { _id: string }) => r._id === waiting._id,
      )!.status,
    ).toBe('SERVED');
    const again = await call('POST', '/admins/assigns', 'admin', body(full.id));
    expect(again.json().errorType).toBe('INTERN_HAS_MENTOR');
    // Reassign: the current one ends REASSIGNED, the named mentor gets the intern.
    const next = await insertMentor(app, { languages: ['ro'], name: 'Drita' });
    const re = await call('POST', '/admins/reassigns', 'admin', body(next.id));
    expect(expectOk(re, ZMentorshipResult).mentorship.mentor._id).toBe(next.id);
    const old = await call('GET', `/mentorships/${expectOk(ok, ZMentorshipResult).mentorship._id}`, 'admin');
    expect(expectOk(old, ZMentorshipResult).mentorship).toMatchObject({
      status: 'ENDED',
      endReason: 'REASSIGNED',
    });
    // the previous mentor hears it ended; the intern hears who the new mentor is
    expectMentorshipMail(free.email, 'en', 'mentorEnded');
    expect(mail().last(x.intern.email, 'mentorship')!.params).toMatchObject({
      event: 'newMentor',
      other: expect.stringMatching(/^Drita /),
    });
  });
});

describe('lists, filters and reads', () => {
  it('admins see all with filters; a mentor and an intern only their own; the triple answers the current one', async () => {
    const app = kit.t.app;
    const mentor = await insertMentor(app, { languages: ['el'] });
    const a = await insertInternWithInternship(app);
    const b = await insertInternWithInternship(app);
    const ma = (await ask(a.intern, a.application.id, 'el')).mentorship!;
    const mb = (await ask(b.intern, b.application.id, 'el')).mentorship!;
    await call('PUT', `/mentorships/${ma._id}`, mentor, { type: 'ACCEPT' });
    const byMentor = await call('GET', `/mentorships?mentor=${mentor.id}&pagination=false`, 'admin');
    expect(expectOk(byMentor, ZMentorshipList).mentorships.totalDocs).toBe(2);
    const accepted = await call('GET', `/mentorships?mentor=${mentor.id}&acceptedByMentor=true`, 'admin');
    expect(expectOk(accepted, ZMentorshipList).mentorships.docs.map((m: { _id: string }) => m._id)).toEqual([
      ma._id,
    ]);
    const pending = await call('GET', `/mentorships?mentor=${mentor.id}&status=PENDING`, 'admin');
    expect(expectOk(pending, ZMentorshipList).mentorships.docs.map((m: { _id: string }) => m._id)).toEqual([
      mb._id,
    ]);
    const byIntern = await call('GET', `/mentorships?intern=${b.intern.id}`, 'admin');
    expect(expectOk(byIntern, ZMentorshipList).mentorships.totalDocs).toBe(1);
    const byApp = await call('GET', `/mentorships?application=${a.application.id}&current=true`, 'admin');
    expect(expectOk(byApp, ZMentorshipList).mentorships.totalDocs).toBe(1);
    const own = await call('GET', '/mentorships', mentor);
    expect(expectOk(own, ZMentorshipList).mentorships.totalDocs).toBe(2);
    const internOwn = await call('GET', '/mentorships', a.intern);
    expect(expectOk(internOwn, ZMentorshipList).mentorships.docs.map((m: { _id: string }) => m._id)).toEqual([
      ma._id,
    ]);
    expect((await call('GET', `/mentorships?intern=${b.intern.id}`, a.intern)).statusCode).toBe(403);
    expect((await call('GET', `/mentorships?mentor=${kit.users.mentor.id}`, mentor)).statusCode).toBe(403);
    // Progress: started a week ago, 3 months: nothing due yet, not behind.
    expect(expectOk(internOwn, ZMentorshipList).mentorships.docs[0]!.progress).toMatchObject({
      held: 0,
      planned: 4,
      min: 3,
      behind: false,
    });
    const triple = await call(
      'GET',
      `/mentorships/${mentor.id}/intern/${a.intern.id}/application/${a.application.id}`,
      a.intern,
    );
    expect(expectOk(triple, ZMentorshipResult).mentorship._id).toBe(ma._id);
    const none = await call(
      'GET',
      `/mentorships/${mentor.id}/intern/${a.intern.id}/application/${b.application.id}`,
      'admin',
    );
    expect(none.statusCode).toBe(404);
    expect((await call('GET', `/mentorships/${ma._id}`, b.intern)).statusCode).toBe(403);
    expect((await call('GET', `/mentorships/${ma._id}`, a.intern)).statusCode).toBe(200);
  });
});

describe('permissions of every route', () => {
  it('visitors 401, wrong roles 403', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: Array<[ApiMethod, string, TRole[], object?]> = [
      [
        'POST',
        '/mentorships/assignmentor',
        ['business', 'mentor', 'admin'],
        { applicationId: id, languages: ['sq'] },
      ],
      ['GET', '/mentorships', ['business']],
      ['GET', '/mentorships/requests', ['business', 'mentor']],
      ['DELETE', `/mentorships/requests/${id}`, ['business', 'mentor']],
      // invitations (issue 17)
      ['GET', '/mentorships/waiting', ['intern', 'business', 'admin']],
      ['POST', `/mentorships/requests/${id}/invite`, ['intern', 'business', 'admin'], {}],
      ['PUT', `/mentorships/${id}/invitation`, ['business', 'mentor', 'admin'], { type: 'ACCEPT' }],
      ['GET', `/mentorships/${id}`, []],
      ['PUT', `/mentorships/${id}`, ['intern', 'business'], { type: 'END' }],
      ['PUT', `/mentorships/${id}/links`, [], { link: 'https://example.com' }],
      ['DELETE', `/mentorships/${id}/links/${id}`, []],
      ['DELETE', `/mentorships/${id}/files/${id}`, []],
      [
        'POST',
        '/admins/assigns',
        ['intern', 'business', 'mentor'],
        { applicationId: id, internId: id, mentorId: id },
      ],
      [
        'POST',
        '/admins/reassigns',
        ['intern', 'business', 'mentor'],
        { applicationId: id, internId: id, mentorId: id },
      ],
    ];
    for (const [method, url, refused, payload] of routes) {
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
      for (const role of refused)
        expect((await call(method, url, role, payload)).statusCode, `${role} ${method} ${url}`).toBe(403);
    }
    expect((await call('PUT', `/mentorships/${id}/files`, null)).statusCode).toBe(401);
  });
});

describe('files and links', () => {
  it('both parties add; only the adder (or an admin) deletes; an ended mentorship is read-only for parties', async () => {
    const app = kit.t.app;
    const mentor = await insertMentor(app, { languages: ['ru'] });
    const x = await insertInternWithInternship(app);
    const m = (await ask(x.intern, x.application.id, 'ru')).mentorship!;
    const add = await call('PUT', `/mentorships/${m._id}/links`, x.intern, {
      link: 'https://example.com/a',
      title: 'Plan',
    });
    const link = expectOk(add, ZMentorshipResult).mentorship.links[0]!;
    expect(link).toMatchObject({
      url: 'https://example.com/a',
      title: 'Plan',
      addedBy: { _id: x.intern.id, role: 'intern' },
    });
    expect(
      (await call('PUT', `/mentorships/${m._id}/links`, 'intern', { link: 'https://example.com/x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/mentorships/${m._id}/links`, x.intern, { link: 'javascript:alert(1)' }))
        .statusCode,
    ).toBe(400);
    expect((await call('DELETE', `/mentorships/${m._id}/links/${link._id}`, mentor)).statusCode).toBe(403);
    const mentorLink = await call('PUT', `/mentorships/${m._id}/links`, mentor, {
      link: 'https://example.com/b',
    });
    expect(expectOk(mentorLink, ZMentorshipResult).mentorship.links).toHaveLength(2);
    const del = await call('DELETE', `/mentorships/${m._id}/links/${link._id}`, x.intern);
    expect(expectOk(del, ZMentorshipResult).mentorship.links.map((l: { url: string }) => l.url)).toEqual([
      'https://example.com/b',
    ]);
    // A file from the mentor: the intern downloads it, another intern may not; the intern cannot delete it.
    const form = new FormData();
    form.append(
      'file',
      new Blob([Buffer.from('%PDF-1.4\n%\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')], {
        type: 'application/pdf',
      }),
      'plan.pdf',
    );
    const res = new Response(form);
    const up = await app.inject({
      method: 'PUT',
      url: `/api/mentorships/${m._id}/files`,
      payload: Buffer.from(await res.arrayBuffer()),
      headers: { 'content-type': res.headers.get('content-type') ?? '', ...mentor.headers },
    });
    const file = expectOk(up, ZMentorshipResult).mentorship.files[0]!;
    expect(file.uploadedBy).toEqual({ _id: mentor.id, role: 'mentor' });
    expect((await call('GET', `/files/${file.file._id}`, x.intern)).statusCode).toBe(200);
    expect((await call('GET', `/files/${file.file._id}`, 'intern')).statusCode).toBe(403);
    expect((await call('DELETE', `/mentorships/${m._id}/files/${file.file._id}`, x.intern)).statusCode).toBe(
      403,
    );
    const gone = await call('DELETE', `/mentorships/${m._id}/files/${file.file._id}`, 'admin');
    expect(expectOk(gone, ZMentorshipResult).mentorship.files).toEqual([]);
    expect((await call('GET', `/files/${file.file._id}`, x.intern)).statusCode).toBe(404);
    // Ended: parties read but no longer add.
    await call('PUT', `/mentorships/${m._id}`, mentor, { type: 'END' });
    const closed = await call('PUT', `/mentorships/${m._id}/links`, x.intern, {
      link: 'https://example.com/c',
    });
    expect(closed.json().errorType).toBe('MENTORSHIP_CLOSED');
    expect((await call('GET', `/mentorships/${m._id}`, x.intern)).statusCode).toBe(200);
  });
});

describe('what other areas show of mentorships', () => {
  it("profiles: the intern's current mentor and the mentor's interns now; the mentors list counts, filters and ranks", async () => {
    const app = kit.t.app;
    const fx = await catalogueFixture(app);
    const mentor = await insertMentor(app, { languages: ['sl'], categories: [], skills: [] });
    const x = await insertInternWithInternship(app, { categories: [fx.categories[1]], skills: [] });
    const before = await call('GET', `/interns/${x.intern.id}`, x.intern);
    expect(expectOk<{ intern: Json }>(before).intern.internCurrentMentor).toBeNull();
    const m = (await ask(x.intern, x.application.id, 'sl')).mentorship!;
    const after = await call('GET', `/interns/${x.intern.id}`, x.intern);
    expect(expectOk<{ intern: Json }>(after).intern.internCurrentMentor).toEqual({
      mentorshipId: m._id,
      status: 'PENDING',
      mentor: { _id: mentor.id, name: 'Test', lastName: 'Mentor' },
    });
    const profile = await call('GET', `/mentors/${mentor.id}`, mentor);
    expect(expectOk(profile, ZMentorResult).mentor.mentorNumberOfInterns).toBe(1);
    // The list: the count, hasOpenSpots, removeInvitedMentors, and the ranking for the application's intern.
    const matching = await insertMentor(app, {
      languages: ['sl'],
      categories: [fx.categories[1]],
      skills: [],
    });
    const list = async (query: string) =>
      expectOk(await call('GET', `/mentors?pagination=false&${query}`, 'admin'), ZMentorList).mentors
        .docs as Array<{
        _id: string;
        mentorNumberOfInterns: number;
      }>;
    const all = await list('approved=true');
    expect(all.find((d) => d._id === mentor.id)!.mentorNumberOfInterns).toBe(1);
    const ranked = await list(`application=${x.application.id}&approved=true`);
    expect(ranked[0]!._id).toBe(matching.id);
    const withoutInvited = await list(`application=${x.application.id}&removeInvitedMentors=true`);
    expect(withoutInvited.map((d) => d._id)).not.toContain(mentor.id);
    expect(withoutInvited.map((d) => d._id)).toContain(matching.id);
    for (let i = 0; i < 4; i++) {
      const f = await insertInternWithInternship(app);
      await call('POST', '/admins/assigns', 'admin', {
        applicationId: f.application.id,
        internId: f.intern.id,
        mentorId: mentor.id,
      });
    }
    expect((await list('hasOpenSpots=false')).map((d) => d._id)).toContain(mentor.id);
    expect((await list('hasOpenSpots=true')).map((d) => d._id)).not.toContain(mentor.id);
  });

  it("a mentor reads their intern's CV (the organisation's view); other mentors may not", async () => {
    const app = kit.t.app;
    const mentor = await insertMentor(app, { languages: ['bg'] });
    const x = await insertInternWithInternship(app);
    expect((await call('GET', `/interns/${x.intern.id}`, mentor)).statusCode).toBe(403);
    await ask(x.intern, x.application.id, 'bg');
    const cv = await call('GET', `/interns/${x.intern.id}`, mentor);
    expect(expectOk(cv, ZInternReadResult).intern).not.toHaveProperty('birthdate');
    expect(expectOk(cv, ZInternReadResult).intern).not.toHaveProperty('ethnicity');
    expect((await call('GET', `/interns/${x.intern.id}`, 'mentor')).statusCode).toBe(403);
  });

  it('a mentor reports the intern or the organisation of THEIR mentorship by mentorshipId', async () => {
    const app = kit.t.app;
    const mentor = await insertMentor(app, { languages: ['me'] });
    const x = await insertInternWithInternship(app);
    const m = (await ask(x.intern, x.application.id, 'me')).mentorship!;
    const flag = await call('POST', '/redflags', mentor, {
      reported: 'BUSINESS',
      mentorshipId: m._id,
      reasons: ['NO_SHOW'],
    });
    expect(expectOk(flag, ZRedFlagResult).redFlag).toMatchObject({
      mentorshipId: m._id,
      application: { _id: x.application.id },
      intern: { _id: x.intern.id },
      business: { _id: x.application.businessId },
    });
    const other = await call('POST', '/redflags', 'mentor', {
      reported: 'INTERN',
      mentorshipId: m._id,
      reasons: ['NO_SHOW'],
    });
    expect(other.statusCode).toBe(403);
    const missing = await call('POST', '/redflags', mentor, {
      reported: 'INTERN',
      mentorshipId: '00000000-0000-4000-8000-000000000000',
      reasons: ['NO_SHOW'],
    });
    expect(missing.statusCode).toBe(400);
  });
});
