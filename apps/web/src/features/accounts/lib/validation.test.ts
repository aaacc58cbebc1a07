import { afterEach, describe, expect, it } from 'vitest';
import { ZBusinessSignup, ZInternSignup, ZMentorSignup, V } from '@praktika/contracts/auth';
import i18n from '../../../app/i18n.ts';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { placeServerError } from '../../../shared/forms/server-errors.ts';
import { isRequiredField, schemaFieldErrors, type Translate } from '../../../shared/lib/form-errors.ts';
import { ZLoginForm } from '../components/login-form.tsx';

const t = ((key: string, opts?: Record<string, unknown>) => i18n.t(key, opts)) as Translate;
const labelsIn = (lng: string) => ({
  email: i18n.t('auth:fields.email', { lng }),
  password: i18n.t('auth:fields.password', { lng }),
  name: i18n.t('auth:fields.name', { lng }),
  passwordConfirm: i18n.t('auth:fields.passwordConfirm', { lng }),
  municipality: i18n.t('auth:fields.municipality', { lng }),
  number: i18n.t('auth:fields.number', { lng }),
});

const UUID = '0b7e3f4a-6c1d-4d2e-9f10-2a3b4c5d6e7f';
const validIntern = {
  name: 'Arta',
  lastName: 'Krasniqi',
  email: 'Arta@Example.test',
  birthdate: `${new Date().getFullYear() - 19}-01-01`,
  gender: 'F',
  municipality: UUID,
  categories: [UUID],
  password: 'secret-pass',
  passwordConfirm: 'secret-pass',
  terms: true,
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('contract schema -> field errors', () => {
  it("login: 'Please fill in: Email' and the password minimum, in English", async () => {
    await i18n.changeLanguage('en');
    const errors = schemaFieldErrors(ZLoginForm, { password: 'short' }, labelsIn('en'), t);
    expect(errors.email).toEqual(['Please fill in: Email']);
    expect(errors.password).toEqual(['Password must be at least 8 characters long!']);
  });

  it('required messages in all three languages', async () => {
    const expected = {
      en: 'Please fill in: Email',
      sq: 'Ju lutemi plotësoni: Email',
      sr: 'Molimo popunite: Email',
    };
    for (const [lng, text] of Object.entries(expected)) {
      await i18n.changeLanguage(lng);
      expect(schemaFieldErrors(ZLoginForm, { password: 'long-enough' }, labelsIn(lng), t).email).toEqual([
        text,
      ]);
    }
    await i18n.changeLanguage('sr');
    expect(schemaFieldErrors(ZLoginForm, { email: 'a@b.co' }, labelsIn('sr'), t).password).toEqual([
      'Molimo popunite: Lozinka',
    ]);
  });

  it('an invalid e-mail is not "required"', async () => {
    await i18n.changeLanguage('en');
    expect(
      schemaFieldErrors(ZLoginForm, { email: 'nope', password: 'long-enough' }, labelsIn('en'), t).email,
    ).toEqual(['Please enter a valid e-mail address!']);
  });

  it('intern signup: password mismatch on the confirmation field', () => {
    const errors = schemaFieldErrors(
      ZInternSignup,
      { ...validIntern, passwordConfirm: 'other-pass' },
      labelsIn('en'),
      t,
    );
    expect(errors).toEqual({ passwordConfirm: ["Password doesn't match!"] });
  });

  it('refinements show together with the other fields (zod alone would skip them)', () => {
    const errors = schemaFieldErrors(
      ZInternSignup,
      { password: 'secret-pass', passwordConfirm: 'other-pass' },
      { ...labelsIn('en'), birthdate: 'Date of birth' },
      t,
    );
    expect(errors.passwordConfirm).toEqual(["Password doesn't match!"]);
    expect(errors.birthdate).toEqual(['Please fill in: Date of birth']);
    expect(errors.name).toEqual(['Please fill in: Name']);
  });

  it('intern signup: a valid form has no errors and the e-mail is lowercased by the contract', () => {
    expect(schemaFieldErrors(ZInternSignup, validIntern, labelsIn('en'), t)).toEqual({});
    expect(ZInternSignup.parse(validIntern).email).toBe('arta@example.test');
  });

  it('intern signup: age outside 16-24, missing birth date, terms not accepted', () => {
    const year = new Date().getFullYear();
    const old = schemaFieldErrors(
      ZInternSignup,
      { ...validIntern, birthdate: `${year - 30}-01-01` },
      labelsIn('en'),
      t,
    );
    expect(old.birthdate).toEqual(['Intern does not belong in the age limit allowed (16-24)']);
    const young = schemaFieldErrors(
      ZInternSignup,
      { ...validIntern, birthdate: `${year - 10}-01-01` },
      labelsIn('en'),
      t,
    );
    expect(young.birthdate).toEqual(['Intern does not belong in the age limit allowed (16-24)']);
    const none = schemaFieldErrors(
      ZInternSignup,
      { ...validIntern, birthdate: undefined },
      { birthdate: 'Date of birth' },
      t,
    );
    expect(none.birthdate).toEqual(['Please fill in: Date of birth']);
    const terms = schemaFieldErrors(ZInternSignup, { ...validIntern, terms: false }, labelsIn('en'), t);
    expect(terms.terms).toEqual(['You must accept the terms to register!']);
  });

  it('empty selects checked by plain uuid types read as required, garbage as invalid', () => {
    const empty = schemaFieldErrors(ZMentorSignup, {}, { municipality: 'Municipality', skills: 'Skills' }, t);
    expect(empty.municipality).toEqual(['Please fill in: Municipality']);
    expect(empty.skills).toEqual(['Please fill in: Skills']);
    const bad = schemaFieldErrors(ZMentorSignup, { municipality: 'x' }, { municipality: 'Municipality' }, t);
    expect(bad.municipality).toEqual(['Municipality: the value is not valid']);
  });

  it('business signup: municipality or other municipality', () => {
    const base = {
      name: 'Org',
      number: '123',
      type: UUID,
      categories: [UUID],
      phoneNumber: '044 123 456',
      contact: 'Ana',
      country: UUID,
      email: 'org@example.test',
      password: 'secret-pass',
      passwordConfirm: 'secret-pass',
      terms: true,
    };
    expect(schemaFieldErrors(ZBusinessSignup, base, labelsIn('en'), t).municipality).toEqual([
      'Please fill in: Municipality',
    ]);
    expect(
      schemaFieldErrors(ZBusinessSignup, { ...base, otherMunicipality: 'Tirana' }, labelsIn('en'), t),
    ).toEqual({});
  });

  it('phone and business number: translated format messages in every language', async () => {
    const base = {
      name: 'Org',
      number: 'abc',
      type: UUID,
      categories: [UUID],
      phoneNumber: 'hello',
      contact: 'Ana',
      country: UUID,
      municipality: UUID,
      email: 'org@example.test',
      password: 'secret-pass',
      passwordConfirm: 'secret-pass',
      terms: true,
    };
    const expected = {
      en: ['Enter a valid phone number', 'Enter the registration number as issued'],
      sq: ['Shkruani një numër telefoni të vlefshëm', 'Shkruani numrin e regjistrimit'],
      sr: ['Unesite ispravan broj telefona', 'Unesite registarski broj'],
    };
    for (const [lng, [phone, number]] of Object.entries(expected)) {
      await i18n.changeLanguage(lng);
      const errors = schemaFieldErrors(ZBusinessSignup, base, labelsIn(lng), t);
      expect(errors.phoneNumber?.[0]).toContain(phone);
      expect(errors.number?.[0]).toContain(number);
    }
  });

  it('"too long" names the limit read from the schema: characters for text, choices for lists', async () => {
    const values = { ...validIntern, name: 'x'.repeat(101), categories: Array(51).fill(UUID) };
    const labels = { ...labelsIn('en'), categories: 'Fields of interest' };
    const en = schemaFieldErrors(ZInternSignup, values, labels, t);
    expect(en.name).toEqual(['Name must be at most 100 characters']);
    expect(en.categories).toEqual(['Fields of interest: choose at most 50']);
    await i18n.changeLanguage('sq');
    expect(schemaFieldErrors(ZInternSignup, values, labelsIn('sq'), t).name).toEqual([
      'Emri: së shumti 100 karaktere',
    ]);
    await i18n.changeLanguage('sr');
    expect(schemaFieldErrors(ZInternSignup, values, labelsIn('sr'), t).name).toEqual([
      'Ime: broj znakova ne sme biti veći od 100',
    ]);
  });

  it('generic messages read right with plural and feminine labels (label never inflected)', async () => {
    const empty = schemaFieldErrors(ZInternSignup, {}, { categories: 'Fields of interest' }, t);
    expect(empty.categories).toEqual(['Please fill in: Fields of interest']);
    await i18n.changeLanguage('sq');
    expect(schemaFieldErrors(ZInternSignup, {}, { categories: 'Fushat e interesit' }, t).categories).toEqual([
      'Ju lutemi plotësoni: Fushat e interesit',
    ]);
    await i18n.changeLanguage('sr');
    expect(
      schemaFieldErrors(ZInternSignup, {}, { categories: 'Oblasti interesovanja' }, t).categories,
    ).toEqual(['Molimo popunite: Oblasti interesovanja']);
  });

  it('required marks follow the schema', () => {
    expect(isRequiredField(ZInternSignup, 'name')).toBe(true);
    expect(isRequiredField(ZInternSignup, 'categories')).toBe(true);
    expect(isRequiredField(ZInternSignup, 'skills')).toBe(false);
    expect(isRequiredField(ZInternSignup, 'phoneNumber')).toBe(false);
    expect(isRequiredField(ZInternSignup, 'terms')).toBe(true);
    expect(isRequiredField(ZLoginForm, 'remember')).toBe(false);
  });
});

describe('server errors -> fields or toast (the shared form hook places them so)', () => {
  const opts = {
    labels: labelsIn('en'),
    t,
    fields: ['email', 'number', 'password'],
    fieldByType: { USER_EXISTS: 'email', USER_EXISTS_NUMBER: 'number' } as const,
  };

  it('puts USER_EXISTS on the e-mail and USER_EXISTS_NUMBER on the number', () => {
    const exists = placeServerError(new ApiError('USER_EXISTS', 'User exists with given email!', 409), opts);
    expect(exists.toast).toBeNull();
    expect(exists.fields).toHaveLength(1);
    expect(exists.fields[0]!.name).toBe('email');
    expect(exists.fields[0]!.errors[0]).toBeTruthy();
    expect(placeServerError(new ApiError('USER_EXISTS_NUMBER', 'x', 409), opts).fields[0]!.name).toBe(
      'number',
    );
  });

  it('maps VALIDATION_ERROR details to their fields with translated messages', () => {
    const err = new ApiError('VALIDATION_ERROR', 'Invalid', 400, [
      { field: 'email', issue: V.required },
      { field: 'body.password', issue: V.passwordMin },
    ]);
    const res = placeServerError(err, opts);
    expect(res.toast).toBeNull();
    expect(res.fields).toEqual([
      { name: 'email', errors: ['Please fill in: Email'] },
      { name: 'password', errors: ['Password must be at least 8 characters long!'] },
    ]);
  });

  it('gives the codes areas answer with their own text, not the generic one', () => {
    const res = placeServerError(
      new ApiError('VALIDATION_ERROR', 'Invalid', 400, [
        { field: 'email', issue: 'notFound' },
        { field: 'number', issue: 'invalidUrl' },
      ]),
      opts,
    );
    expect(res.fields).toEqual([
      { name: 'email', errors: [expect.stringContaining('no longer exists')] },
      { name: 'number', errors: [expect.stringContaining('http://')] },
    ]);
  });

  it('names the limit the server reports for a too-long text', () => {
    const res = placeServerError(
      new ApiError('VALIDATION_ERROR', 'Invalid', 400, [
        { field: 'number', issue: 'tooLong', max: 30, origin: 'string' },
      ]),
      opts,
    );
    expect(res.fields).toEqual([
      { name: 'number', errors: [expect.stringContaining('at most 30 characters')] },
    ]);
  });

  it('sends details for fields the form does not have, other types and non-API errors to a toast', () => {
    const partly = placeServerError(
      new ApiError('VALIDATION_ERROR', 'Invalid', 400, [{ field: 'emailLanguage', issue: 'invalid' }]),
      opts,
    );
    expect(partly.fields).toEqual([]);
    expect(partly.toast).toBeTruthy();
    expect(
      placeServerError(new ApiError('INVALID_CREDENTIALS', 'Invalid Credentials', 401), opts),
    ).toMatchObject({ fields: [] });
    expect(
      placeServerError(new ApiError('INVALID_CREDENTIALS', 'Invalid Credentials', 401), opts).toast,
    ).toBeTruthy();
    expect(placeServerError(new Error('boom'), opts).toast).toBeTruthy();
  });
});
