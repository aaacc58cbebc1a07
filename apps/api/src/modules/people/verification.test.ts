/**
 * Verified host organisations (issue 22 §3): the admins' verification queue (list filter), verifying and rejecting
 * (reason e-mailed in the organisation's language, logged), who may do it, the badge on postings, minors neither
 * applying to nor invited by unverified organisations, the session's `minorUntil`, and the organisation sign-up's
 * address rules (an intern's address, free-mail providers unless the entity type allows them).
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { adultFrom, isFreeMail } from '@praktika/contracts/auth';
import { ZBusinessFullResult, ZBusinessList } from '@praktika/contracts/people';
import { ZJobResult } from '@praktika/contracts/opportunities';
import { ZApplicationResult } from '@praktika/contracts/applications';
import { useRoleApp, callAs } from '../../../test/role-app.ts';
import {
  DEFAULT_PASSWORD,
  catalogueFixture,
  createUser,
  signupPayload,
  uniqueEmail,
  type CapturingMailer,
  type TestUser,
} from '../../../test/factories.ts';
import {
  insertAccount,
  insertIntern,
  insertJob,
  applyAs as applyTo,
} from '../../../test/opportunity-fixtures.ts';
import { expectError, expectIssues, expectOk } from '../../../test/api.ts';
import { renderMail } from '../../services.ts';
import { businesses, businessVerifications, interns } from '../../db/schema/profiles.ts';

const kit = useRoleApp('verification');
const app = () => kit.t.app;
const mails = () => app().mailer as unknown as CapturingMailer;

const verify = (
  who: TestUser | 'intern' | 'business' | 'mentor' | 'admin' | null,
  id: string,
  body: object,
) => callAs(kit, 'PUT', `/businesses/${id}/verification`, who, body);

async function statusOf(id: string) {
  const [row] = await app().database.db.select().from(businesses).where(eq(businesses.id, id));
  return row!;
}

const applyAs = (user: TestUser, jobId: string) => applyTo(app(), user, { jobId, emailLanguage: 'en' });

describe('the verification queue', () => {
  it('new organisations are PENDING; verification=PENDING lists them with what is checked', async () => {
    const org = await insertAccount(app(), 'business');
    const list = expectOk(
      await callAs(kit, 'GET', '/businesses?verification=PENDING&pagination=false', 'admin'),
      ZBusinessList,
    );
    const item = list.businesses.docs.find((d) => d._id === org.id);
    expect(item).toMatchObject({
      verification: { status: 'PENDING', verifiedAt: null, verifiedBy: null, rejectionReason: null },
      email: org.email,
    });
    expect(item).toHaveProperty('businessContactPerson');
    expect(list.businesses.docs.every((d) => d.verification?.status === 'PENDING')).toBe(true);

    await app()
      .database.db.update(businesses)
      .set({ verificationStatus: 'VERIFIED' })
      .where(eq(businesses.id, org.id));
    const verified = expectOk(
      await callAs(kit, 'GET', '/businesses?verification=VERIFIED,REJECTED&pagination=false', 'admin'),
      ZBusinessList,
    );
    expect(verified.businesses.docs.map((d) => d._id)).toContain(org.id);
    const pending = expectOk(
      await callAs(kit, 'GET', '/businesses?verification=PENDING&pagination=false', 'admin'),
      ZBusinessList,
    );
    expect(pending.businesses.docs.map((d) => d._id)).not.toContain(org.id);
    expectIssues(await callAs(kit, 'GET', '/businesses?verification=MAYBE', 'admin'), [
      { field: 'verification.0', issue: expect.any(String) as unknown as string },
    ]);
  });

  it('only admins: 401 for visitors, 403 for interns, organisations (their own too) and mentors', async () => {
    const org = kit.users.business;
    expectError(await verify(null, org.id, { status: 'VERIFIED' }), 401, 'UNAUTHORIZED');
    for (const role of ['intern', 'business', 'mentor'] as const)
      expectError(await verify(role, org.id, { status: 'VERIFIED' }), 403, 'FORBIDDEN');
    expectError(await callAs(kit, 'GET', '/businesses?verification=PENDING', 'business'), 403, 'FORBIDDEN');
    expect((await statusOf(org.id)).verificationStatus).toBe('PENDING');
    expectError(await verify('admin', kit.users.intern.id, { status: 'VERIFIED' }), 404, 'NOT_FOUND');
  });

  it('verify: stored with who and when, logged, e-mailed; the organisation sees it on its record', async () => {
    const org = await insertAccount(app(), 'business', 'sq');
    const res = expectOk(await verify('admin', org.id, { status: 'VERIFIED' }), ZBusinessFullResult);
    expect(res.business.verification).toMatchObject({
      status: 'VERIFIED',
      verifiedBy: kit.users.admin.email,
      rejectionReason: null,
    });
    expect(res.business.verified).toBe(true);
    const row = await statusOf(org.id);
    expect(row).toMatchObject({ verificationStatus: 'VERIFIED', verifiedBy: kit.users.admin.id });
    expect(row.verifiedAt).toBeInstanceOf(Date);
    const log = await app()
      .database.db.select()
      .from(businessVerifications)
      .where(eq(businessVerifications.businessId, org.id));
    expect(log).toEqual([
      expect.objectContaining({
        status: 'VERIFIED',
        actorId: kit.users.admin.id,
        actorEmail: kit.users.admin.email,
      }),
    ]);
    const mail = mails().last(org.email, 'organisationVerified');
    expect(mail).toMatchObject({ language: 'sq' });
    const own = expectOk(await callAs(kit, 'GET', `/businesses/${org.id}`, org), ZBusinessFullResult);
    expect(own.business.verification?.status).toBe('VERIFIED');
    // the same status again
    expectError(await verify('admin', org.id, { status: 'VERIFIED' }), 409, 'INVALID_TRANSITION');
  });

  it('reject: a reason is required; it is stored, logged and e-mailed in the organisation’s language', async () => {
    const org = await insertAccount(app(), 'business', 'sr');
    expectIssues(await verify('admin', org.id, { status: 'REJECTED' }), [
      { field: 'reason', issue: 'required' },
    ]);
    expectIssues(await verify('admin', org.id, { status: 'REJECTED', reason: '   ' }), [
      { field: 'reason', issue: 'required' },
    ]);
    const reason = 'The registration number does not match ARBK.\nPlease send the certificate.';
    const res = expectOk(await verify('admin', org.id, { status: 'REJECTED', reason }), ZBusinessFullResult);
    expect(res.business.verification).toMatchObject({ status: 'REJECTED', rejectionReason: reason });
    const mail = mails().last(org.email, 'organisationRejected');
    expect(mail).toMatchObject({ language: 'sr', params: { reason } });
    const rendered = renderMail(mail!);
    expect(rendered.subject).toBe('Vaša organizacija na Praktici nije verifikovana');
    expect(rendered.text).toContain(reason);
    expect(rendered.html).toContain('The registration number does not match ARBK.');
    // an organisation rejected may be verified later; the reason goes
    const later = expectOk(await verify('admin', org.id, { status: 'VERIFIED' }), ZBusinessFullResult);
    expect(later.business.verification).toMatchObject({ status: 'VERIFIED', rejectionReason: null });
    // and a verification withdrawn
    expectOk(await verify('admin', org.id, { status: 'REJECTED', reason: 'Closed' }), ZBusinessFullResult);
    const log = await app()
      .database.db.select()
      .from(businessVerifications)
      .where(eq(businessVerifications.businessId, org.id));
    expect(log.map((l) => l.status).sort()).toEqual(['REJECTED', 'REJECTED', 'VERIFIED']);
  });
});

describe('postings of unverified organisations and minors', () => {
  it('postings say whether their organisation is verified', async () => {
    const org = await insertAccount(app(), 'business');
    const job = await insertJob(app(), { businessId: org.id });
    const before = expectOk(await callAs(kit, 'GET', `/jobs/${job.id}`, 'intern'), ZJobResult);
    expect(before.jobPosting.business.verified).toBe(false);
    expectOk(await verify('admin', org.id, { status: 'VERIFIED' }), ZBusinessFullResult);
    const after = expectOk(await callAs(kit, 'GET', `/jobs/${job.id}`, 'intern'), ZJobResult);
    expect(after.jobPosting.business.verified).toBe(true);
    const pub = expectOk<{ jobPostings: { docs: Array<{ _id: string; business: { verified?: boolean } }> } }>(
      await callAs(kit, 'GET', '/jobs?pagination=false', null),
    );
    expect(pub.jobPostings.docs.find((d) => d._id === job.id)?.business.verified).toBe(true);
  });

  it('a minor cannot apply to an unverified organisation (HOST_NOT_VERIFIED); an adult can; verified, the minor can', async () => {
    const org = await insertAccount(app(), 'business');
    const job = await insertJob(app(), { businessId: org.id });
    const minor = await insertIntern(app(), { age: 17 });
    const adult = await insertIntern(app(), { age: 18 });
    const refused = expectError(await applyAs(minor, job.id), 403, 'HOST_NOT_VERIFIED');
    expect(refused.error).toMatch(/under 18/);
    const adults = expectOk(await applyAs(adult, job.id), ZApplicationResult);
    // the application says it too, as the posting's card does
    expect(adults.application.business.verified).toBe(false);
    expectOk(await verify('admin', org.id, { status: 'VERIFIED' }), ZBusinessFullResult);
    const minors = expectOk(await applyAs(minor, job.id), ZApplicationResult);
    expect(minors.application.business.verified).toBe(true);
  });

  it('an unverified organisation (or an admin for it) cannot invite a minor; adults yes', async () => {
    const org = await insertAccount(app(), 'business');
    const job = await insertJob(app(), { businessId: org.id });
    const minor = await insertIntern(app(), { age: 16 });
    const adult = await insertIntern(app(), { age: 24 });
    const refused = expectError(
      await callAs(kit, 'PUT', `/jobs/${job.id}/invite/${minor.id}`, org, {}),
      403,
      'HOST_NOT_VERIFIED',
    );
    expect(refused.error).toMatch(/Your organisation is not verified/);
    expectError(
      await callAs(kit, 'PUT', `/jobs/${job.id}/invite/${minor.id}`, 'admin', {}),
      403,
      'HOST_NOT_VERIFIED',
    );
    expectOk(await callAs(kit, 'PUT', `/jobs/${job.id}/invite/${adult.id}`, org, {}), ZApplicationResult);
    expectOk(await verify('admin', org.id, { status: 'VERIFIED' }), ZBusinessFullResult);
    expectOk(await callAs(kit, 'PUT', `/jobs/${job.id}/invite/${minor.id}`, org, {}), ZApplicationResult);
  });

  it('a minor’s session says until when (minorUntil); an adult’s does not', async () => {
    const login = async (u: TestUser) =>
      decodeJwt(
        expectOk<{ token: string }>(
          await callAs(kit, 'POST', '/interns/auth/login', null, {
            email: u.email,
            password: DEFAULT_PASSWORD,
          }),
        ).token,
      );
    const minor = await insertIntern(app(), { age: 17 });
    const [row] = await app().database.db.select().from(interns).where(eq(interns.id, minor.id));
    expect((await login(minor)).minorUntil).toBe(adultFrom(row!.birthdate));
    expect((await login(await insertIntern(app(), { age: 19 }))).minorUntil).toBeUndefined();
  });
});

describe('organisation sign-up: the address', () => {
  const signup = async (overrides: Record<string, unknown>) =>
    callAs(
      kit,
      'POST',
      '/businesses/auth/signup',
      null,
      signupPayload('business', await catalogueFixture(app()), overrides),
    );

  it('free-mail providers are recognised', () => {
    for (const e of [
      'a@gmail.com',
      'a@GoogleMail.com',
      'a@hotmail.co.uk',
      'a@outlook.fr',
      'a@live.com',
      'a@yahoo.de',
    ])
      expect(isFreeMail(e), e).toBe(true);
    for (const e of [
      'a@icloud.com',
      'a@aol.com',
      'a@proton.me',
      'a@protonmail.com',
      'a@gmx.net',
      'a@mail.ru',
      'a@yandex.ru',
    ])
      expect(isFreeMail(e), e).toBe(true);
    for (const e of ['a@acme.com', 'a@gmail.company.com', 'a@mygmail.com', 'a@example.test', 'a@livecom.org'])
      expect(isFreeMail(e), e).toBe(false);
  });

  it('an intern’s address is refused (INTERN_ACCOUNT_EXISTS on the e-mail); a mentor’s is not', async () => {
    const intern = await createUser(app(), 'intern');
    const res = expectError(
      await signup({ email: intern.email.toUpperCase() }),
      409,
      'INTERN_ACCOUNT_EXISTS',
    );
    expect(res.details).toEqual([{ field: 'email', issue: 'internAccount' }]);
    const mentor = await createUser(app(), 'mentor');
    expect((await signup({ email: mentor.email })).statusCode).toBe(200);
  });

  it('a free-mail address is refused unless the entity type allows it (allowsFreeMail, edited by admins)', async () => {
    const fx = await catalogueFixture(app());
    const email = `org-${uniqueEmail('x').slice(0, 12)}@gmail.com`;
    expectIssues(await signup({ email, type: fx.businesstypes[1] }), [{ field: 'email', issue: 'freeMail' }]);
    const item = expectOk<{ businessType: Record<string, unknown> }>(
      await callAs(kit, 'GET', `/businesstypes/${fx.businesstypes[1]}`, null),
    ).businessType;
    expect(item.allowsFreeMail).toBe(false);
    const names = { enName: item.enName, sqName: item.sqName, srName: item.srName };
    const updated = expectOk<{ businessType: { allowsFreeMail: boolean } }>(
      await callAs(kit, 'PUT', `/businesstypes/${fx.businesstypes[1]}`, 'admin', {
        ...names,
        allowsFreeMail: true,
      }),
    );
    expect(updated.businessType.allowsFreeMail).toBe(true);
    expect((await signup({ email, type: fx.businesstypes[1] })).statusCode).toBe(200);
    // another type still refuses it
    expectIssues(await signup({ email: email.replace('org-', 'org2-'), type: fx.businesstypes[0] }), [
      { field: 'email', issue: 'freeMail' },
    ]);
  });

  it('the same rules hold when an organisation changes its address', async () => {
    const org = await insertAccount(app(), 'business');
    const fx = await catalogueFixture(app());
    const body = {
      businessEmail: 'contact@outlook.com',
      businessCategory: null,
      businessCategories: [fx.categories[0]],
      businessPhoneNumber: '044 555 666',
      businessContactPerson: 'Vjosa Hoxha',
      businessCountry: fx.countries[0],
      businessMunicipality: fx.municipalities[0],
      businessOtherMunicipality: null,
      businessAllowNotifications: true,
    };
    expectIssues(await callAs(kit, 'PUT', `/businesses/${org.id}`, org, body), [
      { field: 'businessEmail', issue: 'freeMail' },
    ]);
    expectError(
      await callAs(kit, 'PUT', `/businesses/${org.id}`, org, {
        ...body,
        businessEmail: kit.users.intern.email,
      }),
      409,
      'INTERN_ACCOUNT_EXISTS',
    );
  });
});
