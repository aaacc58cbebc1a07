/**
 * Guardian consent for interns aged 16 and 17 (issue 22 §2): the sign-up's guardian fields, the guardian's e-mail in
 * the intern's language, the single-use link (hash stored, 14 days, resend rate-limited and replacing the old link),
 * apply / accept an invitation / be invited refused before consent and allowed after, adults unaffected, 18 lifts
 * it, refusal and withdrawal end open applications with notices, the admins' filter, who reads the guardian's data,
 * the data export and matches.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZApplicationResult } from '@praktika/contracts/applications';
import { ZGuardianConsent, ZGuardianLinkInfo } from '@praktika/contracts/guardian';
import { ZInternList } from '@praktika/contracts/people';
import { ZInternMatches } from '@praktika/contracts/opportunities';
import { useRoleApp, callAs } from '../../../test/role-app.ts';
import {
  birthdateForAge,
  catalogueFixture,
  signupAndConfirm,
  signupPayload,
  uniqueEmail,
  type CapturingMailer,
  type TestUser,
} from '../../../test/factories.ts';
import {
  insertAccount,
  insertApplication,
  insertIntern,
  insertJob,
  applyAs as applyTo,
} from '../../../test/opportunity-fixtures.ts';
import { expectError, expectIssues, expectOk } from '../../../test/api.ts';
import { unzip } from '../../../test/unzip.ts';
import { renderMail } from '../../services.ts';
import { applications } from '../../db/schema/applications.ts';
import { guardianConsents } from '../../db/schema/guardians.ts';
import { businesses, internCategories, interns } from '../../db/schema/profiles.ts';
import { opportunityCategories } from '../../db/schema/opportunities.ts';

const kit = useRoleApp('guardian');
const app = () => kit.t.app;
const db = () => app().database.db;
const mails = () => app().mailer as unknown as CapturingMailer;

/** A minor signed up through the real sign-up (guardian named), confirmed, with a filled CV. */
async function signupMinor(overrides: Record<string, unknown> = {}) {
  const guardianEmail = uniqueEmail('guardian');
  const user = await signupAndConfirm(app(), 'intern', {
    birthdate: birthdateForAge(17),
    guardianName: 'Drita Krasniqi',
    guardianEmail,
    guardianPhone: '+38344555666',
    ...overrides,
  });
  await db().update(interns).set({ updateFinished: true }).where(eq(interns.id, user.id));
  return { user, guardianEmail };
}

/** The token of the last link e-mailed to the guardian (request or confirmation). */
function lastToken(
  guardianEmail: string,
  template: 'guardianRequest' | 'guardianConfirmed' = 'guardianRequest',
) {
  const mail = mails().last(guardianEmail, template);
  expect(mail, `a ${template} e-mail to ${guardianEmail}`).toBeDefined();
  return mail!.params.link.split('/guardian-consent/')[1]!;
}

async function consentRow(internId: string) {
  const [row] = await db().select().from(guardianConsents).where(eq(guardianConsents.internId, internId));
  return row;
}

const decide = (token: string, decision: string) =>
  callAs(kit, 'POST', `/guardian-consent/${token}`, null, { decision });

async function verifiedJob() {
  const org = await insertAccount(app(), 'business', 'sq');
  await db().update(businesses).set({ verificationStatus: 'VERIFIED' }).where(eq(businesses.id, org.id));
  return { org, job: await insertJob(app(), { businessId: org.id }) };
}

const applyAs = (user: TestUser, jobId: string) => applyTo(app(), user, { jobId, emailLanguage: 'en' });

describe('sign-up of an intern aged 16 or 17', () => {
  const signup = (body: Record<string, unknown>) =>
    signupAndConfirm(app(), 'intern', body).then(
      () => ({ statusCode: 200 }) as const,
      (err: Error) => err,
    );

  it('requires the guardian’s name and e-mail (field errors); not the intern’s own address', async () => {
    const fx = await catalogueFixture(app());
    const res = await callAs(
      kit,
      'POST',
      '/interns/auth/signup',
      null,
      signupPayload('intern', fx, { birthdate: birthdateForAge(17) }),
    );
    expectIssues(res, [
      { field: 'guardianName', issue: 'required' },
      { field: 'guardianEmail', issue: 'required' },
    ]);
    const email = uniqueEmail('self');
    const self = await callAs(
      kit,
      'POST',
      '/interns/auth/signup',
      null,
      signupPayload('intern', fx, {
        birthdate: birthdateForAge(16),
        email,
        guardianName: 'X',
        guardianEmail: email,
      }),
    );
    expectIssues(self, [{ field: 'guardianEmail', issue: 'guardianSelf' }]);
  });

  it('e-mails the guardian in the intern’s language with a link whose token is stored only as a hash', async () => {
    const { user, guardianEmail } = await signupMinor({ emailLanguage: 'sr' });
    const mail = mails().last(guardianEmail, 'guardianRequest')!;
    expect(mail.language).toBe('sr');
    const rendered = renderMail(mail);
    expect(rendered.subject).toContain('saglasnost');
    expect(rendered.text).toContain('Arta Krasniqi');
    expect(rendered.text).toMatch(/CV/);
    const token = lastToken(guardianEmail);
    const row = (await consentRow(user.id))!;
    expect(row).toMatchObject({ status: 'PENDING', guardianName: 'Drita Krasniqi', guardianEmail });
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row.tokenHash).not.toContain(token);
    expect(row.tokenExpiresAt!.getTime() - row.sentAt!.getTime()).toBe(14 * 86_400_000);
  });

  it('adults: the guardian fields are ignored (no row, no e-mail)', async () => {
    const guardianEmail = uniqueEmail('guardian');
    const res = await signup({ birthdate: birthdateForAge(20), guardianName: 'G', guardianEmail });
    expect(res).toEqual({ statusCode: 200 });
    expect(mails().last(guardianEmail)).toBeUndefined();
  });
});

describe('the guardian e-mails', () => {
  it('render in sq, sr and en: the programme, the data kept, the link and its 14 days', () => {
    const expected = { sq: /14 ditë/, sr: /14 dana/, en: /14 days/ };
    for (const language of ['sq', 'sr', 'en'] as const) {
      const mail = renderMail({
        template: 'guardianRequest',
        language,
        params: {
          name: 'Drita',
          intern: 'Arta Krasniqi',
          link: 'https://praktika.test/guardian-consent/abc',
        },
      });
      expect(mail.subject).toContain('Arta Krasniqi');
      expect(mail.text).toContain('https://praktika.test/guardian-consent/abc');
      expect(mail.text).toMatch(expected[language]);
      expect(mail.html).toContain('guardian-consent/abc');
      const ended = renderMail({
        template: 'guardianEnded',
        language,
        params: { name: 'Arta', withdrawn: true, link: 'https://praktika.test/resume' },
      });
      expect(ended.subject.length).toBeGreaterThan(5);
    }
  });
});

describe('the guardian’s link', () => {
  it('shows whose consent; consents once; then the link is used up; a confirmation with a withdrawal link', async () => {
    const { user, guardianEmail } = await signupMinor();
    const token = lastToken(guardianEmail);
    const info = expectOk(await callAs(kit, 'GET', `/guardian-consent/${token}`, null), ZGuardianLinkInfo);
    expect(info).toMatchObject({
      internName: 'Arta Krasniqi',
      guardianName: 'Drita Krasniqi',
      mode: 'decide',
    });
    expectError(await decide(token, 'WITHDRAW'), 400, 'VALIDATION_ERROR');
    expect(expectOk(await decide(token, 'GIVE'))).toMatchObject({ status: 'GIVEN' });
    expectError(await decide(token, 'GIVE'), 404, 'GUARDIAN_LINK_INVALID');
    expectError(await callAs(kit, 'GET', `/guardian-consent/${token}`, null), 404, 'GUARDIAN_LINK_INVALID');
    expect((await consentRow(user.id))!.status).toBe('GIVEN');
    const withdraw = lastToken(guardianEmail, 'guardianConfirmed');
    expect(
      expectOk(await callAs(kit, 'GET', `/guardian-consent/${withdraw}`, null), ZGuardianLinkInfo).mode,
    ).toBe('withdraw');
  });

  it('an expired link is refused (410) and an unknown one is 404', async () => {
    const { user, guardianEmail } = await signupMinor();
    const token = lastToken(guardianEmail);
    await db()
      .update(guardianConsents)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(guardianConsents.internId, user.id));
    expectError(await decide(token, 'GIVE'), 410, 'GUARDIAN_LINK_EXPIRED');
    expectError(await decide('not-a-token', 'GIVE'), 404, 'GUARDIAN_LINK_INVALID');
    expect((await consentRow(user.id))!.status).toBe('PENDING');
  });

  it('resend: a new link kills the old one; at most 3 links a day (sign-up counts); not organisations or mentors', async () => {
    const { user, guardianEmail } = await signupMinor();
    const first = lastToken(guardianEmail);
    const resend = (who: TestUser | 'business' | 'admin' | 'mentor' | 'intern' | null) =>
      callAs(kit, 'POST', `/interns/${user.id}/guardian/resend`, who);
    expectError(await resend('intern'), 403, 'FORBIDDEN');
    expectError(await resend('business'), 403, 'FORBIDDEN');
    expectError(await resend('mentor'), 403, 'FORBIDDEN');
    expectError(await resend(null), 401, 'UNAUTHORIZED');
    const after = expectOk(await resend(user), ZGuardianConsent);
    expect(after).toMatchObject({ status: 'PENDING', sendsLeft: 1 });
    const second = lastToken(guardianEmail);
    expect(second).not.toBe(first);
    expectError(await decide(first, 'GIVE'), 404, 'GUARDIAN_LINK_INVALID');
    expectOk(await resend(user), ZGuardianConsent);
    expectError(await resend(user), 429, 'RATE_LIMITED');
    // a day later the window opens again
    await db()
      .update(guardianConsents)
      .set({ sendWindowStart: new Date(Date.now() - 86_400_000 - 1000) })
      .where(eq(guardianConsents.internId, user.id));
    expectOk(await resend(user), ZGuardianConsent);
    expect(expectOk(await decide(lastToken(guardianEmail), 'GIVE'))).toMatchObject({ status: 'GIVEN' });
    expectError(await resend(user), 409, 'INVALID_TRANSITION');
  });
});

describe('applying, invitations and matches before and after consent', () => {
  it('apply: 403 GUARDIAN_CONSENT_REQUIRED before consent, allowed after', async () => {
    const { job } = await verifiedJob();
    const { user, guardianEmail } = await signupMinor();
    const refused = expectError(await applyAs(user, job.id), 403, 'GUARDIAN_CONSENT_REQUIRED');
    expect(refused.error).toMatch(/consent/);
    expectOk(await decide(lastToken(guardianEmail), 'GIVE'));
    expectOk(await applyAs(user, job.id), ZApplicationResult);
  });

  it('invite and accepting an invitation: refused before consent, allowed after', async () => {
    const { org, job } = await verifiedJob();
    const { user, guardianEmail } = await signupMinor();
    const refused = expectError(
      await callAs(kit, 'PUT', `/jobs/${job.id}/invite/${user.id}`, org, {}),
      403,
      'GUARDIAN_CONSENT_REQUIRED',
    );
    expect(refused.error).toMatch(/cannot be invited yet/);
    expect(refused.error).not.toMatch(/guardian/);
    const invited = await insertApplication(app(), job, user.id, 'INVITED', { invited: true });
    expectError(
      await callAs(kit, 'PUT', `/applications/${invited}`, user, { action: 'acceptInvitation' }),
      403,
      'GUARDIAN_CONSENT_REQUIRED',
    );
    expectOk(await decide(lastToken(guardianEmail), 'GIVE'));
    expectOk(await callAs(kit, 'PUT', `/applications/${invited}`, user, { action: 'acceptInvitation' }));
    const job2 = await insertJob(app(), { businessId: org.id });
    expectOk(await callAs(kit, 'PUT', `/jobs/${job2.id}/invite/${user.id}`, org, {}), ZApplicationResult);
  });

  it('adults are unaffected; turning 18 lifts the rule without any consent', async () => {
    const { job } = await verifiedJob();
    const adult = await insertIntern(app(), { age: 18 });
    expectOk(await applyAs(adult, job.id), ZApplicationResult);
    const minor = await insertIntern(app(), { age: 17, guardianConsent: null });
    expectError(await applyAs(minor, job.id), 403, 'GUARDIAN_CONSENT_REQUIRED');
    expect(
      expectOk(await callAs(kit, 'GET', `/interns/${minor.id}/guardian`, minor), ZGuardianConsent),
    ).toMatchObject({ status: 'PENDING', guardian: null });
    // the 18th birthday: today
    const [y, m, d] = new Date().toISOString().slice(0, 10).split('-').map(Number) as [
      number,
      number,
      number,
    ];
    const eighteenToday = new Date(Date.UTC(y - 18, m - 1, d - 1)).toISOString().slice(0, 10);
    await db().update(interns).set({ birthdate: eighteenToday }).where(eq(interns.id, minor.id));
    expect(
      expectOk(await callAs(kit, 'GET', `/interns/${minor.id}/guardian`, minor), ZGuardianConsent).status,
    ).toBe('NOT_NEEDED');
    expectOk(await applyAs(minor, job.id), ZApplicationResult);
  });

  it('a minor without consent is left out of an organisation’s matches; with consent, in', async () => {
    const { org, job } = await verifiedJob();
    const fx = await catalogueFixture(app());
    const category = fx.categories[1];
    await db().insert(opportunityCategories).values({ opportunityId: job.id, itemId: category });
    const pending = await insertIntern(app(), { age: 17, guardianConsent: 'PENDING' });
    const given = await insertIntern(app(), { age: 17 });
    const adult = await insertIntern(app(), { age: 21 });
    for (const who of [pending, given, adult]) {
      await db().delete(internCategories).where(eq(internCategories.ownerId, who.id));
      await db().insert(internCategories).values({ ownerId: who.id, itemId: category });
    }
    const matches = expectOk(
      await callAs(kit, 'GET', `/jobs/${job.id}/matches?pagination=false`, org),
      ZInternMatches,
    );
    const ids = matches.matches.docs.map((d) => d._id);
    expect(ids).toEqual(expect.arrayContaining([given.id, adult.id]));
    expect(ids).not.toContain(pending.id);
  });
});

describe('refusal and withdrawal', () => {
  it('a refusal ends the open applications (withdrawn, invitations declined) with notices to both sides', async () => {
    const { org, job } = await verifiedJob();
    const minor = await insertIntern(app(), { age: 17, guardianConsent: null, emailLanguage: 'en' });
    const guardianEmail = uniqueEmail('guardian');
    expectOk(
      await callAs(kit, 'PUT', `/interns/${minor.id}/guardian`, minor, {
        guardianName: 'Besa',
        guardianEmail,
      }),
      ZGuardianConsent,
    );
    const applied = await insertApplication(app(), job, minor.id, 'APPLIED');
    const job2 = await insertJob(app(), { businessId: org.id });
    const invited = await insertApplication(app(), job2, minor.id, 'INVITED', { invited: true });
    expect(expectOk(await decide(lastToken(guardianEmail), 'REFUSE'))).toMatchObject({ status: 'REFUSED' });
    const rows = await db().select().from(applications).where(eq(applications.internId, minor.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [applied]: 'WITHDRAWN',
      [invited]: 'DECLINED',
    });
    const toOrg = mails().sent.filter((m) => m.to === org.email && m.template === 'application');
    expect(toOrg.map((m) => (m.params as { event: string }).event)).toEqual([
      'guardianEnded',
      'guardianEnded',
    ]);
    expect(renderMail(toOrg[0]!).subject).toMatch(/mbyll/);
    const toIntern = mails().last(minor.email, 'guardianEnded')!;
    expect(toIntern.params.withdrawn).toBe(false);
    expect(renderMail(toIntern).text).toMatch(/did not give consent/);
    // the data stays; the intern may ask again
    expect((await consentRow(minor.id))!.status).toBe('REFUSED');
    expectOk(await callAs(kit, 'POST', `/interns/${minor.id}/guardian/resend`, minor), ZGuardianConsent);
    expect((await consentRow(minor.id))!.status).toBe('PENDING');
  });

  it('a withdrawal through the confirmation e-mail’s link ends open applications too', async () => {
    const { job } = await verifiedJob();
    const { user, guardianEmail } = await signupMinor();
    expectOk(await decide(lastToken(guardianEmail), 'GIVE'));
    const application = expectOk(await applyAs(user, job.id), ZApplicationResult).application;
    const withdraw = lastToken(guardianEmail, 'guardianConfirmed');
    expectError(await decide(withdraw, 'GIVE'), 400, 'VALIDATION_ERROR');
    expect(expectOk(await decide(withdraw, 'WITHDRAW'))).toMatchObject({
      status: 'REFUSED',
      withdrawn: true,
    });
    expectError(await decide(withdraw, 'WITHDRAW'), 404, 'GUARDIAN_LINK_INVALID');
    const [row] = await db().select().from(applications).where(eq(applications.id, application._id));
    expect(row!.status).toBe('WITHDRAWN');
    expect(mails().last(user.email, 'guardianEnded')!.params.withdrawn).toBe(true);
    expectError(await applyAs(user, (await verifiedJob()).job.id), 403, 'GUARDIAN_CONSENT_REQUIRED');
  });
});

describe('who sees the guardian', () => {
  it('the intern and admins read it; other interns, organisations and mentors do not', async () => {
    const { user, guardianEmail } = await signupMinor();
    const own = expectOk(await callAs(kit, 'GET', `/interns/${user.id}/guardian`, user), ZGuardianConsent);
    expect(own.guardian).toEqual({ name: 'Drita Krasniqi', email: guardianEmail, phone: '+38344555666' });
    expect(own.status).toBe('PENDING');
    expect(
      expectOk(await callAs(kit, 'GET', `/interns/${user.id}/guardian`, 'admin'), ZGuardianConsent).guardian,
    ).not.toBeNull();
    for (const role of ['intern', 'business', 'mentor'] as const)
      expectError(await callAs(kit, 'GET', `/interns/${user.id}/guardian`, role), 403, 'FORBIDDEN');
    expectError(await callAs(kit, 'GET', `/interns/${user.id}/guardian`, null), 401, 'UNAUTHORIZED');
    expectError(
      await callAs(kit, 'PUT', `/interns/${user.id}/guardian`, 'business', {
        guardianName: 'X',
        guardianEmail: 'x@y.dev',
      }),
      403,
      'FORBIDDEN',
    );
    // an admin may correct the guardian for the intern: a new link goes out
    const corrected = uniqueEmail('guardian');
    expect(
      expectOk(
        await callAs(kit, 'PUT', `/interns/${user.id}/guardian`, 'admin', {
          guardianName: 'Drita K.',
          guardianEmail: corrected,
        }),
        ZGuardianConsent,
      ).guardian,
    ).toMatchObject({ email: corrected });
    expect(mails().last(corrected, 'guardianRequest')).toBeDefined();
  });

  it('an adult cannot name a guardian (GUARDIAN_NOT_NEEDED); a minor must give name and e-mail', async () => {
    expectError(
      await callAs(kit, 'PUT', `/interns/${kit.users.intern.id}/guardian`, kit.users.intern, {
        guardianName: 'X',
        guardianEmail: uniqueEmail('g'),
      }),
      409,
      'GUARDIAN_NOT_NEEDED',
    );
    const minor = await insertIntern(app(), { age: 16, guardianConsent: null });
    expectIssues(await callAs(kit, 'PUT', `/interns/${minor.id}/guardian`, minor, {}), [
      { field: 'guardianName', issue: 'required' },
      { field: 'guardianEmail', issue: 'required' },
    ]);
  });

  it('the admins’ list shows and filters by the consent status', async () => {
    const pending = await insertIntern(app(), { age: 17, guardianConsent: null });
    const given = await insertIntern(app(), { age: 16 });
    const refused = await insertIntern(app(), { age: 17, guardianConsent: 'REFUSED' });
    const adult = await insertIntern(app(), { age: 22 });
    const list = async (q: string) =>
      expectOk(
        await callAs(kit, 'GET', `/interns?pagination=false&guardianConsent=${q}`, 'admin'),
        ZInternList,
      ).interns.docs;
    const ids = async (q: string) => (await list(q)).map((d) => d._id);
    expect(await ids('PENDING')).toEqual(expect.arrayContaining([pending.id]));
    expect(await ids('PENDING')).not.toEqual(expect.arrayContaining([given.id]));
    expect(await ids('GIVEN')).toEqual(expect.arrayContaining([given.id]));
    expect(await ids('REFUSED')).toEqual(expect.arrayContaining([refused.id]));
    expect(await ids('REFUSED')).not.toEqual(expect.arrayContaining([given.id]));
    expect(await ids('NOT_NEEDED')).toEqual(expect.arrayContaining([adult.id]));
    expect(await ids('NOT_NEEDED')).not.toEqual(expect.arrayContaining([pending.id]));
    expect(await ids('PENDING,REFUSED')).toEqual(expect.arrayContaining([pending.id, refused.id]));
    expect((await list('GIVEN')).find((d) => d._id === given.id)?.guardianConsent).toBe('GIVEN');
    expectError(await callAs(kit, 'GET', '/interns?guardianConsent=PENDING', 'business'), 403, 'FORBIDDEN');
  });

  it('the intern’s data export holds the guardian; deleting the account erases it', async () => {
    const { user, guardianEmail } = await signupMinor();
    const res = await app().inject({ method: 'GET', url: '/api/me/export', headers: user.headers });
    expect(res.statusCode).toBe(200);
    const data = JSON.parse(
      unzip(res.rawPayload)
        .find((e) => e.name === 'data.json')!
        .data.toString(),
    ) as {
      guardian: { guardianEmail: string; status: string } | null;
    };
    expect(data.guardian).toMatchObject({ guardianEmail, status: 'PENDING' });
    const del = await app().inject({
      method: 'DELETE',
      url: `/api/interns/${user.id}`,
      headers: user.headers,
      payload: { email: user.email },
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await consentRow(user.id)).toBeUndefined();
  });
});
