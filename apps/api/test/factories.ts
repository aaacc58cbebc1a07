/**
 * Test data factories shared by every area's tests.
 *
 *   const token = await loginAs(t.app, 'admin');                       // fast: straight into the DB
 *   const user = await createUser(t.app, 'intern');                     // { id, email, password, token, headers }
 *   const real = await signupAndConfirm(t.app, 'business', { name: 'Acme' }); // through the real HTTP calls
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TAccountType, TRole } from '@praktika/contracts/common';
import { ACCOUNT_PATHS } from '@praktika/contracts/accounts';
import { catalogueItems } from '../src/db/schema/catalogues.ts';
import { accounts } from '../src/db/schema/accounts.ts';
import { insertAccountWithProfile, type ProfileInput } from '../src/modules/accounts/accounts.repo.ts';
import { hashConfirmationCode } from '../src/modules/accounts/accounts.service.ts';
import { hashPassword } from '../src/platform/auth/passwords.ts';
import type { MailJob, Mailer } from '../src/platform/mail/mailer.ts';
import { parseMailParams } from '../src/platform/mail/define-mail.ts';
import type { MailName, MailParamsByName } from '../src/services.ts';
import { eq } from 'drizzle-orm';

export const DEFAULT_PASSWORD = 'Praktika-Test-1';

/** A queued e-mail of the mail named `N`, its params typed. */
export type SentMail<N extends MailName> = Omit<MailJob, 'template' | 'params'> & {
  template: N;
  params: MailParamsByName<N>;
};

/** A fake Mailer that keeps what was enqueued (only for unit tests; delivery is the mail module's). */
export interface CapturingMailer extends Mailer {
  sent: MailJob[];
  /** The last e-mail to `to` (optionally of one mail). */
  last<N extends MailName>(to: string, template: N): SentMail<N> | undefined;
  last(to: string): MailJob | undefined;
}

export function captureMailer(): CapturingMailer {
  const sent: MailJob[] = [];
  // The params are checked (and stored) as the real mailer does: a bad call throws in the service.
  const record: Mailer['enqueue'] = async (_exec, mail, message) => {
    const params = parseMailParams(mail, message.params) as MailJob['params'];
    sent.push({ ...message, template: mail.name, params });
  };
  function last<N extends MailName>(to: string, template: N): SentMail<N> | undefined;
  function last(to: string): MailJob | undefined;
  function last(to: string, template?: string): MailJob | undefined {
    return sent.filter((m) => m.to === to && (!template || m.template === template)).at(-1);
  }
  return {
    sent,
    enqueue: record,
    async enqueueMany(exec, mail, messages) {
      for (const message of messages) await record(exec, mail, message);
    },
    async start() {},
    async stop() {},
    async drain() {},
    last,
  };
}

/** Catalogue collections an account may reference. */
export const FIXTURE_COLLECTIONS = [
  'municipalities',
  'categories',
  'skills',
  'businesstypes',
  'businesscategories',
  'countries',
  'ethnicities',
  'hearabout',
  'healthconditions',
] as const;
export type FixtureCollection = (typeof FIXTURE_COLLECTIONS)[number];
/** Two fresh items per collection. */
export type CatalogueFixture = Record<FixtureCollection, [string, string]>;

const fixtures = new WeakMap<FastifyInstance, Promise<CatalogueFixture>>();

/** Creates (once per app) two catalogue items in each collection accounts reference. */
export function catalogueFixture(app: FastifyInstance): Promise<CatalogueFixture> {
  let fx = fixtures.get(app);
  if (!fx) {
    fx = (async () => {
      const out = {} as CatalogueFixture;
      const rows: (typeof catalogueItems.$inferInsert)[] = [];
      for (const collection of FIXTURE_COLLECTIONS) {
        const ids: [string, string] = [randomUUID(), randomUUID()];
        out[collection] = ids;
        ids.forEach((id, i) => {
          const n = `Fixture ${collection} ${i} ${id.slice(0, 8)}`;
          rows.push({ id, collection, enName: n, sqName: `${n} sq`, srName: `${n} sr` });
        });
      }
      await app.database.db.insert(catalogueItems).values(rows);
      return out;
    })();
    fixtures.set(app, fx);
  }
  return fx;
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 12)}@test.praktika.dev`;
let numberSeq = 0;
export const uniqueBusinessNumber = () => `BN-${process.pid}-${Date.now().toString(36)}-${++numberSeq}`;

/** An ISO birth date for someone `years` old today (birthday in the past this year or earlier). */
export function birthdateForAge(years: number, today = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** A valid signup body for the account type; `overrides` replace fields (undefined removes one). */
export function signupPayload(
  type: TAccountType,
  fx: CatalogueFixture,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const common = {
    email: uniqueEmail(type),
    password: DEFAULT_PASSWORD,
    passwordConfirm: DEFAULT_PASSWORD,
    terms: true,
    emailLanguage: 'en',
  };
  const byType: Record<TAccountType, Record<string, unknown>> = {
    intern: {
      name: 'Arta',
      lastName: 'Krasniqi',
      birthdate: birthdateForAge(20),
      gender: 'F',
      municipality: fx.municipalities[0],
      categories: [fx.categories[0]],
      skills: [fx.skills[0], fx.skills[1]],
      hearAbout: fx.hearabout[0],
      ethnicity: fx.ethnicities[0],
      disabilities: [fx.healthconditions[0]],
      phoneNumber: '+38344111222',
      address: 'Rr. Nënë Tereza 1',
    },
    business: {
      name: 'Acme Sh.p.k.',
      number: uniqueBusinessNumber(),
      type: fx.businesstypes[0],
      category: fx.businesscategories[0],
      categories: [fx.categories[0], fx.categories[1]],
      phoneNumber: '+38344333444',
      contact: 'Besa Gashi',
      country: fx.countries[0],
      municipality: fx.municipalities[0],
    },
    mentor: {
      name: 'Driton',
      surname: 'Berisha',
      municipality: fx.municipalities[1],
      job: 'Engineer',
      fieldOfEducation: 'Computer science',
      gender: 'M',
      skills: [fx.skills[0]],
      categories: [fx.categories[1]],
      ethnicity: fx.ethnicities[1],
      disabilities: [],
      yearsOfExperience: 8,
    },
  };
  const body: Record<string, unknown> = { ...common, ...byType[type], ...overrides };
  for (const [k, v] of Object.entries(overrides)) if (v === undefined) delete body[k];
  return body;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: TRole;
  token: string;
  headers: { authorization: string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Signs up through the real HTTP call, then confirms through the real confirm call. The code is
 * replaced by a known one in the database, so this works whatever mailer the app uses.
 */
export async function signupAndConfirm(
  app: FastifyInstance,
  type: TAccountType,
  overrides: Record<string, unknown> = {},
): Promise<TestUser> {
  const fx = await catalogueFixture(app);
  const body = signupPayload(type, fx, overrides);
  const res = await app.inject({
    method: 'POST',
    url: `/api/${ACCOUNT_PATHS[type]}/auth/signup`,
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data as Record<string, string>;
  const id = data[`${type}Id`]!;
  const code = '424242';
  await app.database.db
    .update(accounts)
    .set({ confirmationCodeHash: hashConfirmationCode(id, code), confirmationAttempts: 0 })
    .where(eq(accounts.id, id));
  const email = String(body.email).toLowerCase();
  const conf = await app.inject({
    method: 'POST',
    url: `/api/${ACCOUNT_PATHS[type]}/auth/confirm`,
    payload: { email, accountConfirmationCode: code, accountConfirmationToken: '' },
  });
  if (conf.statusCode !== 200) throw new Error(`confirm failed: ${conf.statusCode} ${conf.body}`);
  const token = conf.json().data.token as string;
  return { id, email, password: String(body.password), role: type, token, headers: bearer(token) };
}

let defaultHash: Promise<string> | undefined;

/**
 * Creates a confirmed account with a full profile straight in the database (fast) and signs a
 * session for it. `admin` is a business-type account with role admin.
 */
export async function createUser(
  app: FastifyInstance,
  role: TRole,
  opts: { email?: string; password?: string; remember?: boolean; approved?: boolean } = {},
): Promise<TestUser> {
  const fx = await catalogueFixture(app);
  const type: TAccountType = role === 'admin' ? 'business' : role;
  const id = randomUUID();
  const email = (opts.email ?? uniqueEmail(role)).toLowerCase();
  const password = opts.password ?? DEFAULT_PASSWORD;
  const passwordHash =
    password === DEFAULT_PASSWORD
      ? await (defaultHash ??= hashPassword(DEFAULT_PASSWORD))
      : await hashPassword(password);
  const profiles: Record<TRole, ProfileInput> = {
    intern: {
      type: 'intern',
      profile: {
        name: 'Test',
        lastName: 'Intern',
        birthdate: birthdateForAge(20),
        gender: 'F',
        municipalityId: fx.municipalities[0],
        updateFinished: true,
      },
      categories: [fx.categories[0]],
      skills: [fx.skills[0]],
      disabilities: [],
    },
    business: {
      type: 'business',
      profile: {
        name: 'Test Business',
        number: uniqueBusinessNumber(),
        typeId: fx.businesstypes[0],
        phoneNumber: '+38344000000',
        contactPerson: 'Test Contact',
        countryId: fx.countries[0],
        municipalityId: fx.municipalities[0],
      },
      categories: [fx.categories[0]],
    },
    mentor: {
      type: 'mentor',
      profile: {
        name: 'Test',
        surname: 'Mentor',
        municipalityId: fx.municipalities[0],
        job: 'Engineer',
        fieldOfEducation: 'Engineering',
        gender: 'M',
        approvedByAdmin: opts.approved ?? false,
      },
      categories: [fx.categories[0]],
      skills: [fx.skills[0]],
      disabilities: [],
    },
    admin: { type: 'business', profile: { name: 'Test Admin', number: null }, categories: [] },
  };
  await app.database.db.transaction(async (tx) => {
    await insertAccountWithProfile(
      tx,
      { id, accountType: type, role, email, passwordHash, confirmedAt: new Date() },
      profiles[role],
    );
  });
  const service = app.services.accounts;
  const [account] = await app.database.db.select().from(accounts).where(eq(accounts.id, id));
  const token = await service.sessionFor(account!, opts.remember ?? false);
  return { id, email, password, role, token, headers: bearer(token) };
}

/** A bearer token (the raw JWT) for a fresh confirmed user of `role`. */
export async function loginAs(app: FastifyInstance, role: TRole): Promise<string> {
  return (await createUser(app, role)).token;
}
