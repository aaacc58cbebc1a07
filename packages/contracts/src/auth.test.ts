import { describe, expect, it } from 'vitest';
import {
  ZBusinessSignup,
  ZInternSignup,
  ZLogin,
  ZResetPasswordByType,
  ageOn,
  resolveBirthdate,
} from './auth.ts';

const id = '11111111-1111-4111-8111-111111111111';
const isoYearsAgo = (years: number, dayOffset = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + dayOffset);
  return d.toISOString().slice(0, 10);
};
const intern = (over: Record<string, unknown> = {}) => ({
  email: 'Ana@Example.COM',
  password: 'secret123',
  passwordConfirm: 'secret123',
  terms: true,
  name: 'Ana',
  lastName: 'Krasniqi',
  birthdate: isoYearsAgo(18),
  gender: 'F',
  municipality: id,
  categories: [id],
  ...over,
});
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);

describe('ageOn', () => {
  it('counts whole years, turning a year older on the birthday', () => {
    const today = new Date('2026-06-15T12:00:00Z');
    expect(ageOn('2010-06-15', today)).toBe(16);
    expect(ageOn('2010-06-16', today)).toBe(15);
    expect(ageOn('2001-06-16', today)).toBe(24);
    expect(ageOn('2001-06-15', today)).toBe(25);
  });
});

describe('intern signup', () => {
  it('accepts a valid intern and lowercases the e-mail', () => {
    const r = ZInternSignup.safeParse(intern());
    expect(r.success).toBe(true);
    expect(r.data?.email).toBe('ana@example.com');
    expect(r.data?.emailLanguage).toBe('sq');
  });

  it('accepts ages 16 and 24 and rejects 15 and 25', () => {
    expect(ZInternSignup.safeParse(intern({ birthdate: isoYearsAgo(16) })).success).toBe(true);
    expect(ZInternSignup.safeParse(intern({ birthdate: isoYearsAgo(25, 1) })).success).toBe(true);
    expect(issues(ZInternSignup.safeParse(intern({ birthdate: isoYearsAgo(16, 1) })))).toEqual([
      'birthdate:ageRange',
    ]);
    expect(issues(ZInternSignup.safeParse(intern({ birthdate: isoYearsAgo(25) })))).toEqual([
      'birthdate:ageRange',
    ]);
  });

  it('derives the birth date from birthMonth and birthYear', () => {
    const year = new Date().getUTCFullYear() - 20;
    const r = ZInternSignup.safeParse(intern({ birthdate: undefined, birthMonth: 3, birthYear: year }));
    expect(r.success).toBe(true);
    expect(resolveBirthdate(r.data!)).toBe(`${year}-03-01`);
    expect(issues(ZInternSignup.safeParse(intern({ birthdate: undefined })))).toEqual(['birthdate:required']);
  });

  it('needs terms, matching passwords of 8 to 128 characters', () => {
    expect(issues(ZInternSignup.safeParse(intern({ terms: false })))).toEqual(['terms:termsRequired']);
    expect(issues(ZInternSignup.safeParse(intern({ passwordConfirm: 'other1234' })))).toEqual([
      'passwordConfirm:passwordMismatch',
    ]);
    expect(
      issues(ZInternSignup.safeParse(intern({ password: 'short12', passwordConfirm: 'short12' }))),
    ).toEqual(['password:passwordMin']);
    const long = 'x'.repeat(129);
    expect(issues(ZInternSignup.safeParse(intern({ password: long, passwordConfirm: long })))).toEqual([
      'password:passwordMax',
    ]);
  });

  it('names every missing required field', () => {
    const r = ZInternSignup.safeParse({ terms: true });
    const fields = issues(r).map((s) => s.split(':')[0]);
    for (const f of ['email', 'password', 'name', 'lastName', 'gender', 'municipality', 'categories'])
      expect(fields).toContain(f);
  });
});

describe('business signup', () => {
  const business = (over: Record<string, unknown> = {}) => ({
    email: 'org@example.com',
    password: 'secret123',
    passwordConfirm: 'secret123',
    terms: true,
    name: 'Org',
    number: '810000001',
    type: id,
    categories: [id],
    phoneNumber: '+38344000000',
    contact: 'Arta',
    country: id,
    municipality: id,
    ...over,
  });
  it('needs a municipality or another municipality', () => {
    expect(ZBusinessSignup.safeParse(business()).success).toBe(true);
    expect(
      ZBusinessSignup.safeParse(business({ municipality: undefined, otherMunicipality: 'Tirana' })).success,
    ).toBe(true);
    expect(issues(ZBusinessSignup.safeParse(business({ municipality: undefined })))).toEqual([
      'municipality:required',
    ]);
  });
});

describe('login and reset', () => {
  it('login defaults remember to false and needs both fields', () => {
    expect(ZLogin.parse({ email: 'A@B.CO', password: 'x' })).toMatchObject({
      email: 'a@b.co',
      remember: false,
    });
    expect(issues(ZLogin.safeParse({}))).toEqual(['email:required', 'password:required']);
  });
  it('reset-by-type defaults to intern and checks the pair', () => {
    const base = { email: 'a@b.co', newPassword: 'newpass12', passwordConfirm: 'newpass12', resetToken: 't' };
    expect(ZResetPasswordByType.parse(base).type).toBe('intern');
    expect(issues(ZResetPasswordByType.safeParse({ ...base, passwordConfirm: 'x' }))).toEqual([
      'passwordConfirm:passwordMismatch',
    ]);
  });
});
