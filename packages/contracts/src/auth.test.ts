import { describe, expect, it } from 'vitest';
import {
  BUSINESS_NUMBER_PATTERN,
  ZBusinessSignup,
  ZConfirm,
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
    const guardian = { guardianName: 'Drita Krasniqi', guardianEmail: 'drita@example.com' };
    expect(ZInternSignup.safeParse(intern({ birthdate: isoYearsAgo(16), ...guardian })).success).toBe(true);
    expect(ZInternSignup.safeParse(intern({ birthdate: isoYearsAgo(25, 1) })).success).toBe(true);
    expect(issues(ZInternSignup.safeParse(intern({ birthdate: isoYearsAgo(16, 1) })))).toEqual([
      'birthdate:ageRange',
    ]);
    expect(issues(ZInternSignup.safeParse(intern({ birthdate: isoYearsAgo(25) })))).toEqual([
      'birthdate:ageRange',
    ]);
  });

  it('a minor (16 or 17) names a guardian: name and e-mail required, not the intern’s own address (issue 22 §2)', () => {
    expect(issues(ZInternSignup.safeParse(intern({ birthdate: isoYearsAgo(17) })))).toEqual([
      'guardianName:required',
      'guardianEmail:required',
    ]);
    const own = intern({ birthdate: isoYearsAgo(17), guardianName: 'G' });
    expect(issues(ZInternSignup.safeParse({ ...own, guardianEmail: own.email }))).toEqual([
      'guardianEmail:guardianSelf',
    ]);
    // adults: not asked for
    expect(ZInternSignup.safeParse(intern({ birthdate: isoYearsAgo(18) })).success).toBe(true);
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

describe('phone numbers', () => {
  const business = (phoneNumber: unknown) =>
    ZBusinessSignup.safeParse({
      email: 'org@example.com',
      password: 'secret123',
      passwordConfirm: 'secret123',
      terms: true,
      name: 'Org',
      number: '810000001',
      type: id,
      categories: [id],
      phoneNumber,
      contact: 'Arta',
      country: id,
      municipality: id,
    });

  it('reads Kosovo numbers by default and stores E.164', () => {
    for (const typed of [
      '044 123 456',
      '+383 44 123 456',
      '00383 44 123 456',
      '044/123-456',
      '(044) 123 456',
    ])
      expect(business(typed).data?.phoneNumber, typed).toBe('+38344123456');
    expect(business('038 512 345').data?.phoneNumber).toBe('+38338512345');
  });

  it('accepts international numbers', () => {
    expect(business('+41 44 668 18 00').data?.phoneNumber).toBe('+41446681800');
    expect(business('+381 11 1234567').data?.phoneNumber).toBe('+381111234567');
  });

  it('refuses words, letters, extensions and impossible numbers with invalidPhone', () => {
    for (const typed of ['hello', 'abc', '123', '044 123 456 abc', '044 123 456 ext. 2', '+383 44'])
      expect(issues(business(typed)), typed).toEqual(['phoneNumber:invalidPhone']);
    expect(issues(business(''))).toEqual(['phoneNumber:required']);
    expect(issues(business('1'.repeat(31)))).toContain('phoneNumber:tooLong');
  });

  it('is optional for interns: empty is absent, a bad one is refused', () => {
    expect(ZInternSignup.safeParse(intern({ phoneNumber: '' })).data?.phoneNumber).toBeUndefined();
    expect(ZInternSignup.safeParse(intern({ phoneNumber: '049 555 666' })).data?.phoneNumber).toBe(
      '+38349555666',
    );
    expect(issues(ZInternSignup.safeParse(intern({ phoneNumber: 'hello' })))).toEqual([
      'phoneNumber:invalidPhone',
    ]);
  });
});

describe('business numbers', () => {
  const parse = (number: unknown) =>
    ZBusinessSignup.safeParse({
      email: 'org@example.com',
      password: 'secret123',
      passwordConfirm: 'secret123',
      terms: true,
      name: 'Org',
      number,
      type: id,
      categories: [id],
      phoneNumber: '+38344000000',
      contact: 'Arta',
      country: id,
      municipality: id,
    });

  it('accepts Kosovo (9 digits), foreign and NGO formats; collapses spaces', () => {
    for (const n of [
      '810123456',
      '5112345-6',
      'HRB 12345',
      'SC123456',
      '12-3456789',
      '123/2020',
      'UW-7788_x',
    ])
      expect(parse(n).data?.number, n).toBe(n);
    expect(parse('  HRB   12345 ').data?.number).toBe('HRB 12345');
    expect(parse('A1').success).toBe(true);
    expect(parse(`A${'1'.repeat(29)}`).success).toBe(true);
  });

  it('refuses words without digits, odd characters and more than 30 characters', () => {
    for (const n of ['abc', 'hello world', '1', '-123', '12#34', 'Nr. 1 ÷ 2', '№123', `A${'1'.repeat(30)}`])
      expect(issues(parse(n)), n).toEqual(['number:invalidBusinessNumber']);
    expect(issues(parse(''))).toEqual(['number:required']);
    expect(BUSINESS_NUMBER_PATTERN.test('810123456')).toBe(true);
  });
});

describe('confirm', () => {
  const email = 'a@b.co';
  it('takes the code, the link token, or both', () => {
    expect(ZConfirm.parse({ email, accountConfirmationCode: '123456' })).toEqual({
      email,
      accountConfirmationCode: '123456',
      accountConfirmationToken: '',
    });
    expect(ZConfirm.parse({ email, accountConfirmationToken: 'tok' })).toEqual({
      email,
      accountConfirmationCode: '',
      accountConfirmationToken: 'tok',
    });
    expect(
      ZConfirm.parse({ email, accountConfirmationCode: null, accountConfirmationToken: 'tok' })
        .accountConfirmationCode,
    ).toBe('');
    expect(
      ZConfirm.safeParse({ email, accountConfirmationCode: '123456', accountConfirmationToken: 't' }).success,
    ).toBe(true);
  });
  it('needs one of them, and a code of 6 digits', () => {
    expect(issues(ZConfirm.safeParse({ email }))).toEqual(['accountConfirmationCode:required']);
    expect(
      issues(ZConfirm.safeParse({ email, accountConfirmationCode: '', accountConfirmationToken: ' ' })),
    ).toEqual(['accountConfirmationCode:required']);
    expect(issues(ZConfirm.safeParse({ email, accountConfirmationCode: '12345' }))).toEqual([
      'accountConfirmationCode:invalidCode',
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
