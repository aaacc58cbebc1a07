import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';

import { E2E_ADMIN as E2E_ADMIN_LOGIN } from '../playwright.config.ts';

export { E2E_ADMIN } from '../playwright.config.ts';

/** A unique e-mail per test run. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** The newest message for `to` from the dev mailbox (waits for the background job to deliver). */
export async function latestMail(request: APIRequestContext, to: string) {
  let messages: Array<{ subject: string; text: string; html: string }> = [];
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        messages = (await res.json()).data?.messages ?? [];
        return messages.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  return messages[0]!;
}

export function codeFrom(text: string): string {
  // Six digits standing alone, not part of an address or link (uniqueEmail's random part can be six digits).
  const m = /(?<![\w@.\-/=%])(\d{6})(?![\w@\-/%]|\.\w)/.exec(text);
  if (!m) throw new Error('no 6-digit code in the e-mail');
  return m[1]!;
}

export function linkFrom(text: string, path: string): string {
  const m = new RegExp(`https?://[^\\s"<]+${path}[^\\s"<]*`).exec(text);
  if (!m) throw new Error(`no ${path} link in the e-mail`);
  return new URL(m[0]).pathname;
}

/**
 * axe-core's results for the current page (or the part `include` selects). axe runs in the page itself: the app has
 * no frames to gather results from. Its 500 KB source is put into a document once and stays for every later check
 * of the same document (a journey moves between pages without reloading): putting it in again for each check, as
 * `@axe-core/playwright` does, was about half of each check's time (measured: 0.35 s of 0.65 s on an idle machine).
 */
async function axeResults(page: Page, include?: string): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    ([selector]) =>
      (window as unknown as { axe: typeof axe }).axe.run(selector ? { include: [selector] } : document, {
        // WCAG 2.5.3 Label in Name is tagged experimental in axe, so it is enabled explicitly.
        rules: { 'label-content-name-mismatch': { enabled: true } },
      }),
    [include] as const,
  );
}

/** The serious and critical violations of axe `results`, one line each, for an `toEqual([])`. */
function seriousViolations(results: AxeResults): string[] {
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

/** No serious or critical axe violations on the current page (or the part `include` selects). */
export async function expectAccessible(page: Page, include?: string) {
  // Colours are judged as shown: a dialog fading in (antd's motion) is half transparent until its animation ends.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );
  expect(seriousViolations(await axeResults(page, include))).toEqual([]);
}

/** No horizontal scrolling at the current viewport. */
export async function expectNoHorizontalScroll(page: Page) {
  // Polled: right after a viewport change the layout may not have settled yet; a real overflow stays.
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
}

export const PHONE = { width: 375, height: 740 };

/** The language stored by the web app (app/i18n.ts). */
export const LANGUAGE_STORAGE_KEY = 'praktika.lang';

/** Opens the header's language menu and picks a language by its code. */
export async function chooseLanguage(page: Page, code: 'sq' | 'sr' | 'en') {
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitemradio', { name: new RegExp(`\\(${code.toUpperCase()}\\)`) }).click();
  await expect(page.getByTestId('language-menu')).toHaveText(new RegExp(code.toUpperCase()));
}

/** The one localStorage key of the web app's session (`{ token, expiry }`, shared/lib/session.ts). */
export const SESSION_STORAGE_KEY = 'praktika.session';

export type AccountRole = 'intern' | 'business' | 'mentor' | 'admin';
const ACCOUNT_PASSWORD = 'Praktika-2026!';

/**
 * A confirmed account of `role` created through the API (admin: the configured first admin), and its token.
 * For journeys that are about the signed-in shell, not about signing up.
 */
export async function apiAccount(
  request: APIRequestContext,
  role: AccountRole,
  options: { emailLanguage?: 'sq' | 'sr' | 'en' } = {},
): Promise<{ token: string; email: string; password: string }> {
  if (role === 'admin') {
    const res = await request.post('/api/businesses/auth/login', {
      data: { email: E2E_ADMIN_LOGIN.email, password: E2E_ADMIN_LOGIN.password },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return { token: (await res.json()).data.token as string, ...E2E_ADMIN_LOGIN };
  }
  const first = async (path: string) =>
    (
      (await (await request.get(`/api/${path}?pagination=false&selectedLanguage=en`)).json()).data[path]
        .docs[0] as { _id: string }
    )._id;
  const email = uniqueEmail(role);
  const base = {
    email,
    password: ACCOUNT_PASSWORD,
    passwordConfirm: ACCOUNT_PASSWORD,
    terms: true,
    emailLanguage: options.emailLanguage ?? 'en',
  };
  const year = new Date().getFullYear();
  const bodies: Record<Exclude<AccountRole, 'admin'>, () => Promise<Record<string, unknown>>> = {
    intern: async () => ({
      ...base,
      name: 'Drita',
      lastName: 'Berisha',
      birthdate: `${year - 20}-02-01`,
      gender: 'F',
      municipality: await first('municipalities'),
      categories: [await first('categories')],
    }),
    business: async () => ({
      ...base,
      name: 'Kompania Shembull SH.P.K.',
      number: `81${Date.now() % 10_000_000}`,
      type: await first('businesstypes'),
      categories: [await first('categories')],
      phoneNumber: '+383 44 123 456',
      contact: 'Arben Gashi',
      country: await first('countries'),
      municipality: await first('municipalities'),
    }),
    mentor: async () => ({
      ...base,
      name: 'Valbona',
      surname: 'Hoxha-Krasniqi',
      municipality: await first('municipalities'),
      job: 'Software engineer',
      fieldOfEducation: 'Computer science',
      gender: 'F',
      skills: [await first('skills')],
      categories: [await first('categories')],
      yearsOfExperience: 8,
    }),
  };
  const path = { intern: 'interns', business: 'businesses', mentor: 'mentors' }[role];
  const signup = await request.post(`/api/${path}/auth/signup`, { data: await bodies[role]() });
  expect(signup.ok(), await signup.text()).toBe(true);
  const code = codeFrom((await latestMail(request, email)).text);
  const confirm = await request.post(`/api/${path}/auth/confirm`, {
    data: { email, accountConfirmationCode: code, accountConfirmationToken: '' },
  });
  expect(confirm.ok(), await confirm.text()).toBe(true);
  return { token: (await confirm.json()).data.token as string, email, password: ACCOUNT_PASSWORD };
}

/** Stores a session for `token` before the page's scripts run (as a sign-in would), on every page of the context. */
export async function storeSession(page: Page, token: string) {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number };
  const value = JSON.stringify({ token, expiry: new Date(payload.exp * 1000).toISOString() });
  await page.addInitScript(
    ([key, v]) => {
      if (!sessionStorage.getItem('e2e-session-set')) {
        localStorage.setItem(key!, v!);
        sessionStorage.setItem('e2e-session-set', '1');
      }
    },
    [SESSION_STORAGE_KEY, value],
  );
}

/**
 * Starts the page's context in `lang` (set once per tab, so a language chosen later in the test sticks), as a
 * returning visitor whose language is stored.
 */
export async function startIn(page: Page, lang: 'sq' | 'sr' | 'sr-Cyrl' | 'en') {
  await page.addInitScript(
    ([key, code]) => {
      if (!sessionStorage.getItem('e2e-lang-set')) {
        localStorage.setItem(key!, code!);
        sessionStorage.setItem('e2e-lang-set', '1');
      }
    },
    [LANGUAGE_STORAGE_KEY, lang],
  );
}

/** Signs the first admin in through the organisation login form (the page must be in English). */
export async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN_LOGIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_LOGIN.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Picks an option of a single antd select by typing its name (options carry their name as `title`), within `scope`
 * (a dialog, a form; the page by default). Done when the dropdown has closed and the select shows the option, so
 * what follows (a Save, a check of the focus) does not race the dropdown's motion. A click that lands while the
 * dropdown is still opening can go unseen by antd: the pick is then tried again.
 */
/**
 * Opens a menu by its trigger until `item` shows: the home page is prerendered, so its menu buttons are on screen
 * before the app has hydrated them, and a click then does nothing (a user would click again).
 */
export async function openMenu(trigger: Locator, item: Locator) {
  await expect(async () => {
    if (!(await item.isVisible())) await trigger.click();
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

export async function pickOption(page: Page, label: string, option: string, scope: Locator | Page = page) {
  const box = scope.getByLabel(label, { exact: true });
  const open = page.locator('.ant-select-dropdown:visible');
  const select = scope.locator('.ant-select').filter({ has: page.getByLabel(label, { exact: true }) });
  await expect(async () => {
    if ((await open.count()) === 0) {
      await box.click();
      await box.pressSequentially(option);
    }
    await open.locator(`.ant-select-item-option[title=${JSON.stringify(option)}]`).click({ timeout: 2_000 });
    await expect(open).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(select).toContainText(option);
}

/* ---------- The pipeline's journeys (postings, engagements, opportunities-intern, pipeline) ---------- */

/** A catalogue entry as the API lists it (names per language). */
export type Named = { _id: string; enName: string; sqName: string; srName: string };

/** The first entry of a catalogue (`categories`, `skills`, `municipalities`, …). */
export async function firstOf(request: APIRequestContext, path: string): Promise<Named> {
  const res = await request.get(`/api/${path}?pagination=false&selectedLanguage=en`);
  return (await res.json()).data[path].docs[0] as Named;
}

/** The claims of a session token (the account's id). */
export const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { id: string };

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A tiny valid PDF for uploads. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** `days` from today as YYYY-MM-DD (the browser and the server share the machine's clock). */
export const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** `days` from today's calendar day in Kosovo (the programme's day, which the API's date rules use), YYYY-MM-DD. */
export const programmeDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** `programmeDay(days)` as the date pickers show it, DD/MM/YYYY. */
export function shownProgrammeDay(days: number) {
  const [y, m, d] = programmeDay(days).split('-');
  return `${d}/${m}/${y}`;
}

/** `days` from today as the date pickers show it, DD/MM/YYYY. */
export function shownDay(days: number) {
  const [y, m, d] = day(days).split('-');
  return `${d}/${m}/${y}`;
}

/**
 * An intern (20 years old) whose CV is filled through the API (the category, skill, municipality, a high school
 * and a language), so that applying is allowed; the token is the fresh one that says so.
 */
export async function internWithCv(
  request: APIRequestContext,
  refs: { category: Named; skill: Named; municipality: Named },
  options: {
    name?: string;
    lastName?: string;
    language?: 'sq' | 'sr' | 'en';
    emailLanguage?: 'sq' | 'sr' | 'en';
  } = {},
) {
  const { name = 'Drita', lastName = 'Berisha', language = 'sq' } = options;
  const account = await apiAccount(request, 'intern', { emailLanguage: options.emailLanguage ?? 'en' });
  const id = claims(account.token).id;
  const countries = (await (await request.get('/api/countries?pagination=false&selectedLanguage=en')).json())
    .data.countries.docs as Named[];
  const kosovo = countries.find((c) => c.enName === 'Kosovo');
  const year = new Date().getFullYear();
  const res = await request.put(`/api/interns/${id}`, {
    headers: auth(account.token),
    data: {
      name,
      lastName,
      birthdate: `${year - 20}-02-01`,
      gender: 'F',
      municipality: refs.municipality._id,
      categories: [refs.category._id],
      skills: [refs.skill._id],
      availability: 'Full time',
      education: [
        {
          country: kosovo?._id ?? countries[0]!._id,
          municipality: kosovo ? refs.municipality._id : null,
          type: 'HIGH_SCHOOL',
          otherInstitution: 'Gjimnazi Sami Frashëri',
          currentlyStudying: false,
          startDate: `${year - 6}-09-01`,
          endDate: `${year - 2}-06-30`,
        },
      ],
      languages: [
        language === 'en'
          ? { language, speakingLevel: 'FLUENT', writingLevel: 'FLUENT' }
          : { language, speakingLevel: 'NATIVE', writingLevel: 'NATIVE' },
      ],
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const token = ((await res.json()).data.token as string | undefined) ?? account.token;
  return { ...account, token, id, name: `${name} ${lastName}` };
}

/** The first field of interest, skill and municipality of the catalogues: what most journeys' accounts share. */
export async function firstRefs(request: APIRequestContext) {
  const [category, skill, municipality] = await Promise.all([
    firstOf(request, 'categories'),
    firstOf(request, 'skills'),
    firstOf(request, 'municipalities'),
  ]);
  return { category, skill, municipality };
}

/** A PUT with `token` that must succeed; its `data`. */
export async function apiPut(request: APIRequestContext, token: string, url: string, data: unknown) {
  const res = await request.put(url, { headers: auth(token), data });
  expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
  return (await res.json()).data;
}

/**
 * An internship posting by the organisation of `token`, through the API, in the given field, skill and
 * municipality; open for ten more days, one spot, three months, unless `fields` says otherwise. Its id.
 */
export async function postJob(
  request: APIRequestContext,
  token: string,
  refs: { category: Named; skill: Named; municipality: Named },
  fields: Record<string, unknown> & { title: string },
): Promise<string> {
  const res = await request.post('/api/jobs', {
    headers: auth(token),
    data: {
      body: '<p>Help our team with its daily work.</p>',
      deadline: day(10),
      categories: [refs.category._id],
      skills: [refs.skill._id],
      municipality: refs.municipality._id,
      language: 'sq',
      availableSpots: 1,
      lengthOfEngagement: 3,
      ...fields,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data.jobPosting._id as string;
}

/** The intern of `token` applies to the posting (English e-mails); the application's id. */
export async function applyTo(request: APIRequestContext, token: string, jobId: string): Promise<string> {
  const res = await request.post('/api/applications', {
    headers: auth(token),
    multipart: { jobId, emailLanguage: 'en' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data.application._id as string;
}

/** The stages an internship application passes through, in order, as `advance` takes it. */
const STAGES = ['APPLIED', 'ACCEPTED_FOR_VALIDATION', 'APPROVED', 'HIRED', 'COMPLETED'] as const;
type Stage = (typeof STAGES)[number];

/**
 * Takes an internship application from one stage to a later one through the API, each step by its party: the
 * organisation shortlists and accepts (start `startDate`, 20 days ahead unless given), an admin approves, the
 * organisation uploads the contract and hires, then an admin finalizes with no continuation (before the start, so
 * with the override and its reason).
 */
export async function advance(
  request: APIRequestContext,
  application: string,
  parties: { business: string; admin: string },
  { from = 'APPLIED', to, startDate = day(20) }: { from?: Stage; to: Stage; startDate?: string },
) {
  const url = `/api/applications/${application}`;
  const steps: Record<Exclude<Stage, 'APPLIED'>, () => Promise<unknown>> = {
    ACCEPTED_FOR_VALIDATION: async () => {
      await apiPut(request, parties.business, url, { action: 'shortlist' });
      await apiPut(request, parties.business, url, { action: 'accept', startDate });
    },
    APPROVED: () => apiPut(request, parties.admin, url, { action: 'approve' }),
    HIRED: async () => {
      const business = claims(parties.business).id;
      const contract = await request.post(`/api/businesses/${business}/internContract/${application}`, {
        headers: auth(parties.business),
        multipart: { contract: { name: 'contract.pdf', mimeType: 'application/pdf', buffer: PDF } },
      });
      expect(contract.ok(), await contract.text()).toBe(true);
      await apiPut(request, parties.business, url, { action: 'hire' });
    },
    // The journeys' internships start in the future, and only an admin may complete one before its start (with
    // the reason, which the timeline keeps).
    COMPLETED: () =>
      apiPut(request, parties.admin, url, {
        action: 'finalize',
        outcome: 'NO_CONTINUATION',
        override: true,
        note: 'Completed early by the journey',
      }),
  };
  for (const stage of STAGES.slice(STAGES.indexOf(from) + 1, STAGES.indexOf(to) + 1))
    await steps[stage as Exclude<Stage, 'APPLIED'>]();
}

/** A message for `to` whose subject is `subject` (waits for the background job to deliver it). */
export async function mailWithSubject(request: APIRequestContext, to: string, subject: string) {
  let found: { subject: string; text: string; html: string } | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        const messages = ((await res.json()).data?.messages ?? []) as Array<{
          subject: string;
          text: string;
          html: string;
        }>;
        found = messages.find((m) => m.subject === subject);
        return messages.map((m) => m.subject);
      },
      { timeout: 20_000 },
    )
    .toContain(subject);
  return found!;
}

/** Chooses one option of an antd multiple select by typing it (the dropdown closes with Escape). */
export async function pickMany(page: Page, scope: Locator, label: string, option: string) {
  const box = scope.getByLabel(label, { exact: true });
  await box.click();
  await box.pressSequentially(option);
  await page
    .locator(`.ant-select-dropdown:visible .ant-select-item-option[title=${JSON.stringify(option)}]`)
    .click();
  await box.press('Escape');
  await expect(scope.locator('.ant-select-selection-item', { hasText: option }).first()).toBeVisible();
}

/** Types a date (as shown, DD/MM/YYYY) into an antd date picker and confirms it with Enter. */
export async function typeDate(scope: Locator, label: string, date: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await expect(input).toHaveValue(date);
}

/** The status tag of an application's card (the organisation's applicant, the intern's application). */
export const statusOf = (card: Locator) => card.locator('.ant-tag[data-status]');

/**
 * No sideways scroll and nothing serious for axe at 375 px, no sideways scroll at 320 px (unless `narrow` is
 * false), then back to desktop width.
 */
export async function checkPhone(page: Page, { narrow = true }: { narrow?: boolean } = {}) {
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  if (narrow) {
    await page.setViewportSize({ width: 320, height: 640 });
    await expectNoHorizontalScroll(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Holds back requests matching `url` until `release()` is called, so that a state shown while they are under way
 * (an upload's progress bar) can be seen for certain, however fast or slow the machine is.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
