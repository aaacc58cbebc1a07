/**
 * Issue 17 through the API: every mentoring e-mail in the recipient's saved language (never the asking screen's),
 * the admins' mentor list with each mentor's languages and why they fit, and the mentor's invitations from the
 * waiting list (what the mentor sees, invite, the intern's accept or decline, the cap and "one current mentor"
 * under concurrency). Each test works in its own languages, so mentors of one test never see another's interns.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TRole } from '@praktika/contracts/common';
import type { TCvLanguage } from '@praktika/contracts/cv';
import { callAs, useRoleApp, type ApiMethod } from '../../../test/role-app.ts';
import { catalogueFixture, type CapturingMailer, type TestUser } from '../../../test/factories.ts';
import { insertInternWithInternship, insertMentor } from '../../../test/mentoring-fixtures.ts';
import { mentors } from '../../db/schema/profiles.ts';
import { mentorshipRequests } from '../../db/schema/mentoring.ts';
import { expectError, expectOk } from '../../../test/api.ts';
import {
  ZAssignResult,
  ZMentorshipList,
  ZMentorshipRequestList,
  ZMentorshipResult,
  ZWaitingInternList,
} from '@praktika/contracts/mentoring';
import { ZMentorList } from '@praktika/contracts/people';

const kit = useRoleApp('mentorship-invitations');
const mail = () => kit.t.app.mailer as CapturingMailer;

const call = (method: ApiMethod, url: string, who: TRole | TestUser, payload?: object) =>
  callAs(kit, method, url, who, payload);

/** The intern asks (their screen in `screen`, which the e-mails must ignore); answers the request or mentorship. */
async function ask(intern: TestUser, applicationId: string, languages: TCvLanguage[], screen = 'en') {
  const res = await call('POST', '/mentorships/assignmentor', intern, {
    applicationId,
    languages,
    emailLanguage: screen,
  });
  return expectOk(res, ZAssignResult);
}

const setAvailable = (id: string, available: boolean) =>
  kit.t.app.database.db.update(mentors).set({ available }).where(eq(mentors.id, id));

interface WaitingDoc {
  _id: string;
  languages: string[];
  intern: { _id: string };
  match: { reasons: { languages: string[] } } | null;
  invitation: string | null;
}
async function waitingFor(mentor: TestUser): Promise<WaitingDoc[]> {
  const res = await call('GET', '/mentorships/waiting?pagination=false', mentor);
  return expectOk(res, ZWaitingInternList).interns.docs as WaitingDoc[];
}

describe("e-mails in the recipient's saved language (1.8)", () => {
  it('waiting and served go in the account language although the screen asked in English', async () => {
    const app = kit.t.app;
    const x = await insertInternWithInternship(app, { emailLanguage: 'sq' });
    const asked = await ask(x.intern, x.application.id, ['ro'], 'en');
    expect(asked.request).toMatchObject({ status: 'WAITING' });
    expect(mail().last(x.intern.email, 'mentorship')).toMatchObject({
      language: 'sq',
      params: { event: 'waiting' },
    });
    // a mentor for Romanian is approved: the waiting list is served, the intern told in Albanian again
    const mentor = await insertMentor(app, { languages: ['ro'], approved: false });
    await app.database.db.update(mentors).set({ yearsOfExperience: 9 }).where(eq(mentors.id, mentor.id));
    const approved = await call('PUT', `/mentors/${mentor.id}/approve`, 'admin', {
      approved: true,
      emailLanguage: 'en',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await expect.poll(() => mail().last(x.intern.email, 'mentorship')?.params.event).toBe('served');
    expect(mail().last(x.intern.email, 'mentorship')!.language).toBe('sq');
  });
});

describe('the admins’ mentor list for an application (1.9)', () => {
  it('shows each mentor’s languages and why they fit, with the shared ones of the languages asked for', async () => {
    const app = kit.t.app;
    const fx = await catalogueFixture(app);
    const x = await insertInternWithInternship(app, { categories: [fx.categories[0]], skills: [] });
    await ask(x.intern, x.application.id, ['el']);
    const greek = await insertMentor(app, {
      languages: ['el', 'en'],
      categories: [fx.categories[0]],
      skills: [],
    });
    const other = await insertMentor(app, { languages: ['nl'], categories: [], skills: [] });
    const res = await call(
      'GET',
      `/mentors?application=${x.application.id}&approved=true&pagination=false`,
      'admin',
    );
    type Item = { _id: string; mentorLanguages: string[]; match: { reasons: Record<string, unknown> } };
    const docs = expectOk(res, ZMentorList).mentors.docs as Item[];
    const g = docs.find((m) => m._id === greek.id)!;
    expect(g.mentorLanguages.sort()).toEqual(['el', 'en']);
    expect(g.match.reasons).toMatchObject({ languages: ['el'], load: 0 });
    expect((g.match.reasons.categories as Array<{ _id: string }>).map((c) => c._id)).toEqual([
      fx.categories[0],
    ]);
    const o = docs.find((m) => m._id === other.id)!;
    expect(o.mentorLanguages).toEqual(['nl']);
    expect(o.match.reasons).toMatchObject({ languages: [], categories: [] });
    // without an application: languages, no match
    const plain = await call('GET', '/mentors?pagination=false', 'admin');
    const same = (expectOk(plain, ZMentorList).mentors.docs as Item[]).find((m) => m._id === greek.id)!;
    expect(same.mentorLanguages.sort()).toEqual(['el', 'en']);
    expect(same).not.toHaveProperty('match');
  });
});

describe('invitations from the waiting list (1.12)', () => {
  it('only mentors read the waiting list; a mentor who may not take interns sees it empty', async () => {
    const app = kit.t.app;
    const w = await insertInternWithInternship(app);
    await ask(w.intern, w.application.id, ['sv']);
    expect((await kit.api('GET', '/mentorships/waiting', null)).statusCode).toBe(401);
    for (const role of ['intern', 'business', 'admin'] as const)
      expect((await kit.api('GET', '/mentorships/waiting', role)).statusCode, role).toBe(403);
    // not approved yet, or not available: an empty list (it asked the overlap with no language at all before)
    const unapproved = await insertMentor(app, { languages: ['sv'], approved: false });
    expect(await waitingFor(unapproved)).toEqual([]);
    const away = await insertMentor(app, { languages: ['sv'], available: false });
    expect(await waitingFor(away)).toEqual([]);
    expect((await waitingFor(await insertMentor(app, { languages: ['sv'] }))).length).toBe(1);
  });

  it('a mentor sees only waiting interns sharing a language, nothing sensitive, and invites one', async () => {
    const app = kit.t.app;
    const w1 = await insertInternWithInternship(app, { emailLanguage: 'sr' });
    const w2 = await insertInternWithInternship(app);
    const r1 = (await ask(w1.intern, w1.application.id, ['hu', 'da'])).request!;
    const r2 = (await ask(w2.intern, w2.application.id, ['pl'])).request!;
    const m = await insertMentor(app, { languages: ['hu', 'fi'], emailLanguage: 'sq', name: 'Mira' });
    const stranger = await insertMentor(app, { languages: ['fi'] });

    const seen = await waitingFor(m);
    const mine = seen.find((d) => d._id === r1._id)!;
    expect(mine).toMatchObject({ languages: ['hu', 'da'], invitation: null, intern: { _id: w1.intern.id } });
    expect(mine.match!.reasons.languages).toEqual(['hu']);
    expect(seen.some((d) => d._id === r2._id)).toBe(false);
    expect(JSON.stringify(seen)).not.toMatch(/birth|ethnic|health|disabilit|email|phone/i);
    expect((await waitingFor(stranger)).some((d) => d._id === r1._id)).toBe(false);

    // no shared language: refused; an intern or an admin may not invite
    const refused = await call('POST', `/mentorships/requests/${r2._id}/invite`, m, {});
    expectError(refused, 409, 'MENTOR_NOT_AVAILABLE');
    expect((await call('POST', `/mentorships/requests/${r1._id}/invite`, 'intern', {})).statusCode).toBe(403);
    expect((await call('POST', `/mentorships/requests/${r1._id}/invite`, 'admin', {})).statusCode).toBe(403);

    const invited = await call('POST', `/mentorships/requests/${r1._id}/invite`, m, { emailLanguage: 'en' });
    const inv = expectOk(invited, ZMentorshipResult).mentorship;
    expect(inv).toMatchObject({ status: 'INVITED', assignedBy: 'MENTOR', acceptedByMentor: false });
    expect(inv.intern.email).toBe('');
    // the intern hears it in THEIR language, with the link to their mentoring page
    const sent = mail().last(w1.intern.email, 'mentorship')!;
    expect(sent).toMatchObject({ language: 'sr', params: { event: 'invited' } });
    expect(sent.params.link).toMatch(/\/myMentor$/);
    // inviting again answers the same invitation; the list marks it
    const again = await call('POST', `/mentorships/requests/${r1._id}/invite`, m, {});
    expect(expectOk(again, ZMentorshipResult).mentorship._id).toBe(inv._id);
    expect((await waitingFor(m)).find((d) => d._id === r1._id)!.invitation).toBe(inv._id);
    // the intern keeps their place and sees the invitation
    const req = await call('GET', '/mentorships/requests', w1.intern);
    expect(expectOk(req, ZMentorshipRequestList).requests.docs[0]).toMatchObject({
      _id: r1._id,
      status: 'WAITING',
    });
    const list = await call('GET', '/mentorships?status=INVITED', w1.intern);
    expect(expectOk(list, ZMentorshipList).mentorships.docs.map((d: { _id: string }) => d._id)).toEqual([
      inv._id,
    ]);

    // only the invited intern answers
    const answer = (who: TRole | TestUser, type: string) =>
      call('PUT', `/mentorships/${inv._id}/invitation`, who, { type });
    expect((await answer('intern', 'ACCEPT')).statusCode).toBe(403);
    expect((await answer(m, 'ACCEPT')).statusCode).toBe(403);
    expect((await answer(w1.intern, 'MAYBE')).statusCode).toBe(400);

    // declined: the mentor is told (in Albanian), the intern stays waiting in the same place
    const before = r1.position;
    const declined = await answer(w1.intern, 'DECLINE');
    expect(expectOk(declined, ZMentorshipResult).mentorship.status).toBe('DECLINED');
    expect(mail().last(m.email, 'mentorship')).toMatchObject({
      language: 'sq',
      params: { event: 'inviteDeclined' },
    });
    const still = expectOk(await call('GET', '/mentorships/requests', w1.intern), ZMentorshipRequestList)
      .requests.docs[0];
    expect(still).toMatchObject({ _id: r1._id, status: 'WAITING' });
    expect(still!.position).toBeLessThanOrEqual(before!);
    expect((await answer(w1.intern, 'ACCEPT')).json().errorType).toBe('MENTORSHIP_CLOSED');
    // a declined mentor does not ask the same intern again
    const twice = await call('POST', `/mentorships/requests/${r1._id}/invite`, m, {});
    expect(twice.json().errorType).toBe('MENTORSHIP_CLOSED');
  });

  it('accepting starts the mentorship at once, serves the request, and closes other invitations', async () => {
    const app = kit.t.app;
    const w = await insertInternWithInternship(app, { emailLanguage: 'en' });
    const r = (await ask(w.intern, w.application.id, ['sk'])).request!;
    const a = await insertMentor(app, { languages: ['sk'], emailLanguage: 'sr' });
    const b = await insertMentor(app, { languages: ['sk'] });
    const ia = expectOk(
      await call('POST', `/mentorships/requests/${r._id}/invite`, a, {}),
      ZMentorshipResult,
    ).mentorship;
    const ib = expectOk(
      await call('POST', `/mentorships/requests/${r._id}/invite`, b, {}),
      ZMentorshipResult,
    ).mentorship;

    const ok = await call('PUT', `/mentorships/${ia._id}/invitation`, w.intern, { type: 'ACCEPT' });
    expect(expectOk(ok, ZMentorshipResult).mentorship).toMatchObject({
      status: 'ACTIVE',
      acceptedByMentor: true,
    });
    expect(expectOk(ok, ZMentorshipResult).mentorship.intern.email).toBe(w.intern.email);
    expect(mail().last(a.email, 'mentorship')).toMatchObject({
      language: 'sr',
      params: { event: 'inviteAccepted' },
    });
    const [request] = await app.database.db
      .select()
      .from(mentorshipRequests)
      .where(eq(mentorshipRequests.id, r._id));
    expect(request).toMatchObject({ status: 'SERVED', mentorshipId: ia._id });
    // b's invitation lapsed
    const other = await call('PUT', `/mentorships/${ib._id}/invitation`, w.intern, { type: 'ACCEPT' });
    expect(other.json().errorType).toBe('MENTORSHIP_CLOSED');
    expect(
      expectOk(await call('GET', `/mentorships/${ib._id}`, b), ZMentorshipResult).mentorship.status,
    ).toBe('DECLINED');
    // the intern has a current mentor, shown in their profile's menu entry
    const mine = await call('GET', '/mentorships?current=true', w.intern);
    expect(expectOk(mine, ZMentorshipList).mentorships.docs.map((d: { _id: string }) => d._id)).toEqual([
      ia._id,
    ]);
  });

  it('the cap of five counts open invitations and holds when two invited interns accept at once', async () => {
    const app = kit.t.app;
    const m = await insertMentor(app, { languages: ['cs'] });
    // three current interns by the fair assignment
    for (let i = 0; i < 3; i++) {
      const f = await insertInternWithInternship(app);
      expect((await ask(f.intern, f.application.id, ['cs'])).mentorship!.mentor._id).toBe(m.id);
    }
    // three more wait while the mentor is unavailable
    await setAvailable(m.id, false);
    const waiting: Array<{ intern: TestUser; request: { _id: string } }> = [];
    for (let i = 0; i < 3; i++) {
      const w = await insertInternWithInternship(app);
      waiting.push({ ...w, request: (await ask(w.intern, w.application.id, ['cs'])).request! });
    }
    await setAvailable(m.id, true);
    const invite = (i: number) =>
      call('POST', `/mentorships/requests/${waiting[i]!.request._id}/invite`, m, {});
    const i0 = expectOk(await invite(0), ZMentorshipResult).mentorship;
    const i1 = expectOk(await invite(1), ZMentorshipResult).mentorship;
    // 3 current + 2 invitations = 5: no third invitation
    const full = await invite(2);
    expectError(full, 409, 'MENTOR_FULL');

    // a fourth intern arrives by the fair assignment (invitations hold no spot): 4 current
    const late = await insertInternWithInternship(app);
    expect((await ask(late.intern, late.application.id, ['cs'])).mentorship!.mentor._id).toBe(m.id);
    // both invited interns accept at once: one gets the last spot, the other MENTOR_FULL
    const answers = await Promise.all(
      [i0, i1].map((inv, k) =>
        call('PUT', `/mentorships/${inv._id}/invitation`, waiting[k]!.intern, { type: 'ACCEPT' }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().errorType).toBe('MENTOR_FULL');
    const current = await call('GET', `/mentorships?mentor=${m.id}&current=true&pagination=false`, 'admin');
    expect(expectOk(current, ZMentorshipList).mentorships.docs).toHaveLength(5);
  });
});
