import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  advance,
  apiAccount,
  apiPut,
  applyTo,
  auth,
  checkPhone,
  firstRefs,
  internWithCv,
  mailWithSubject,
  PHONE,
  postJob,
  pickOption,
  startIn,
  storeSession,
} from './support.ts';

/*
 * Issue 11's whole loop in the browser. An admin builds the PRE set in the UI with every question type, custom
 * yes/no labels, a checkbox with "Other", a 7-point rating, a matrix, a section and a question shown only after
 * "yes", reorders by keyboard, previews in Serbian and publishes; then a POST set whose rating is linked to the PRE
 * rating. An intern (e-mails in English) whose internship is approved gets the survey e-mail and answers on a
 * phone from its link without signing in (the condition, progress kept over a reload, the dialog's OK, the link
 * then says it was answered); once the internship is completed, the intern answers the POST survey signed in from
 * the avatar menu. The admin reads the PRE statistics, the comparison with its "<5" cell and downloads the export.
 * Every page of the issue passes axe with no sideways scroll on a phone. The internship's course runs through the
 * API (the pipeline's own journey covers it in the browser).
 */

test.describe.configure({ mode: 'serial' });

const tri = (en: string) => ({ sq: `${en} (sq)`, sr: `${en} (sr)`, en });
const card = (page: Page, n: number) => page.getByTestId('question').nth(n);

async function fillTri(scope: Locator, label: string, en: string) {
  const t = tri(en);
  await scope.getByLabel(`${label} (Albanian)`, { exact: true }).fill(t.sq);
  await scope.getByLabel(`${label} (Serbian)`, { exact: true }).fill(t.sr);
  await scope.getByLabel(`${label} (English)`, { exact: true }).fill(t.en);
}

async function add(page: Page, type: string) {
  await page
    .getByRole('group', { name: 'Add a question' })
    .getByRole('button', { name: type, exact: true })
    .click();
}

type Q = { key: string; type: string; condition: { questionKey: string; value: string } | null };
async function questionSet(request: APIRequestContext, token: string, type: 'PRE' | 'POST') {
  const res = await request.get(`/api/questions?surveyType=${type}&limit=100`, { headers: auth(token) });
  expect(res.ok(), await res.text()).toBe(true);
  const data = (await res.json()).data as {
    version: number;
    questions: { docs: (Q & { linkedPreKey: string | null })[] };
  };
  expect(data.version, 'a published version').toBeGreaterThan(0);
  return { version: data.version, questions: data.questions.docs };
}

async function signedIn(browser: Browser, token: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await startIn(page, 'en');
  await storeSession(page, token);
  return page;
}

/** What the journey's tests hand on to each other. */
const S = {
  admin: '',
  preVersion: 0,
  postVersion: 0,
  preRatingKey: '',
  business: '',
  intern: { token: '', email: '' },
  application: '',
  title: '',
  mobilePath: '',
};

const PRE = {
  section: 'About you',
  job: 'Have you had a job before',
  yes: 'Yes, I have',
  no: 'No, not yet',
  where: 'Where did you work',
  tools: 'Which tools do you use',
  rating: 'How ready do you feel for work',
  matrix: 'Rate your skills',
  hope: 'What do you hope to learn',
};
const POST_RATING = 'How ready do you feel for work now';

test('an admin builds the pre-internship set with every question type in the builder and publishes it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  S.admin = (await apiAccount(request, 'admin')).token;
  // a clean slate (earlier journeys publish sets of their own): POST first, its links point into PRE
  await apiPut(request, S.admin, '/api/questions', { surveyType: 'POST', questions: [] });
  await apiPut(request, S.admin, '/api/questions', { surveyType: 'PRE', questions: [] });

  await startIn(page, 'en');
  await storeSession(page, S.admin);
  await page.goto('/dashboard/survey?type=pre');
  await expect(page.getByRole('heading', { name: 'Survey builder' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('This survey has no questions yet. Add the first one below.')).toBeVisible();

  await add(page, 'Section');
  await fillTri(card(page, 0), 'Section title', PRE.section);
  await add(page, 'Yes/No');
  await fillTri(card(page, 1), 'Question', PRE.job);
  await fillTri(card(page, 1), 'Label for yes', PRE.yes);
  await fillTri(card(page, 1), 'Label for no', PRE.no);
  // new questions are required unless unticked
  await expect(card(page, 1).getByRole('switch', { name: 'Required' })).toBeChecked();
  await add(page, 'Text');
  await fillTri(card(page, 2), 'Question', PRE.where);
  await pickOption(page, 'Show only when this question', `2. ${PRE.job}`, card(page, 2));
  await pickOption(page, 'has this answer', PRE.yes, card(page, 2));
  await add(page, 'Checkboxes');
  await fillTri(card(page, 3), 'Question', PRE.tools);
  await fillTri(card(page, 3), 'Choice 1', 'Spreadsheets');
  await card(page, 3).getByRole('button', { name: 'Add a choice' }).click();
  await fillTri(card(page, 3), 'Choice 2', 'Email');
  await card(page, 3).getByRole('switch', { name: 'Offer “Other” with a free text' }).click();
  await add(page, 'Rating');
  await fillTri(card(page, 4), 'Question', PRE.rating);
  await card(page, 4).getByLabel('Rating range (5 to 10)', { exact: true }).fill('7');
  await add(page, 'Text');
  await fillTri(card(page, 5), 'Question', PRE.hope);
  await card(page, 5).getByRole('switch', { name: 'Long answer (several lines)' }).click();
  await add(page, 'Matrix');
  await fillTri(card(page, 6), 'Question', PRE.matrix);
  await fillTri(card(page, 6), 'Row 1', 'Teamwork');
  await fillTri(card(page, 6), 'Column 1', 'Weak');
  await card(page, 6).getByRole('button', { name: 'Add a column' }).click();
  await fillTri(card(page, 6), 'Column 2', 'Strong');

  // the matrix moves above the long text by keyboard, announced, the focus staying on its button
  const up = page.getByRole('button', { name: `Move 7. ${PRE.matrix} up` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('announcement')).toHaveText('Moved to position 6 of 7');
  await expect(page.getByRole('button', { name: `Move 6. ${PRE.matrix} up` })).toBeFocused();

  // the preview in Serbian, the condition working on the custom label
  await page.getByRole('button', { name: 'Preview' }).click();
  const drawer = page.getByRole('dialog', { name: 'Preview: Pre-internship survey' });
  await drawer.getByText('Serbian', { exact: true }).click();
  await expect(drawer.getByRole('heading', { name: tri(PRE.section).sr })).toBeVisible();
  await expect(drawer.getByRole('textbox', { name: new RegExp(PRE.where) })).toHaveCount(0);
  await drawer.getByText(tri(PRE.yes).sr, { exact: true }).click();
  await expect(drawer.getByRole('textbox', { name: tri(PRE.where).sr })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/Version \d+ is published\./)).toBeVisible();
  await expect(page.getByText('Unpublished changes')).toHaveCount(0);

  const pre = await questionSet(request, S.admin, 'PRE');
  expect(pre.questions.map((q) => q.type)).toEqual([
    'SECTION',
    'YES_NO',
    'TEXT',
    'CHECKBOX',
    'RATING',
    'MATRIX',
    'TEXT',
  ]);
  expect(pre.questions[2]!.condition).toEqual({ questionKey: pre.questions[1]!.key, value: 'yes' });
  S.preVersion = pre.version;
  S.preRatingKey = pre.questions[4]!.key;
  // on a phone, reopened, with the matrix (the widest card) open for editing
  await page.reload();
  await card(page, 5)
    .getByRole('button', { name: /^Edit / })
    .click();
  await expect(card(page, 5).getByLabel('Row 1 (English)', { exact: true })).toBeVisible();
  await checkPhone(page);
});

test('an admin builds the post-internship set with a rating linked to the pre rating', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await startIn(page, 'en');
  await storeSession(page, S.admin);
  await page.goto('/dashboard/survey?type=post');
  await expect(page.getByRole('heading', { name: 'Survey builder' })).toBeVisible({ timeout: 30_000 });
  await add(page, 'Rating');
  await fillTri(card(page, 0), 'Question', POST_RATING);
  await card(page, 0).getByLabel('Rating range (5 to 10)', { exact: true }).fill('7');
  await pickOption(
    page,
    'Compare with a pre-internship question',
    `5. ${PRE.rating} (Rating)`,
    card(page, 0),
  );
  await add(page, 'Text');
  await fillTri(card(page, 1), 'Question', 'What did you learn');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/Version \d+ is published\./)).toBeVisible();
  const post = await questionSet(request, S.admin, 'POST');
  expect(post.questions.map((q) => [q.type, q.linkedPreKey])).toEqual([
    ['RATING', S.preRatingKey],
    ['TEXT', null],
  ]);
  S.postVersion = post.version;
});

test('an intern answers the pre survey on a phone from the e-mailed link, without signing in', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const refs = await firstRefs(request);
  const business = await apiAccount(request, 'business');
  S.business = business.token;
  S.title = `Office assistant ${Date.now() % 100_000}`;
  const jobId = await postJob(request, business.token, refs, { title: S.title });
  const intern = await internWithCv(request, refs, { emailLanguage: 'en' });
  S.intern = { token: intern.token, email: intern.email };
  S.application = await applyTo(request, intern.token, jobId);
  await advance(request, S.application, { business: business.token, admin: S.admin }, { to: 'APPROVED' });

  // the e-mail, in English, with the phone link
  const mail = await mailWithSubject(request, intern.email, 'A survey is waiting for you');
  expect(mail.text).toContain(`Please fill in the survey at the start of your internship (${S.title}).`);
  const link = /https?:\/\/[^\s"<]+\/mobilesurvey\?token=[^\s"<]+/.exec(mail.text);
  expect(link, 'a /mobilesurvey link').not.toBeNull();
  S.mobilePath = new URL(link![0]).pathname + new URL(link![0]).search;

  // a fresh phone: no session, no stored language
  const context = await browser.newContext({ viewport: PHONE });
  const phone = await context.newPage();
  await phone.goto(S.mobilePath);
  await expect(phone.getByRole('heading', { level: 1, name: 'Survey before your internship' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(phone.getByText(`Internship: ${S.title}`)).toBeVisible();
  await expect(phone.getByText('0 of 5 answered')).toBeVisible();
  const where = phone.getByRole('textbox', { name: PRE.where });
  await expect(where).toHaveCount(0);
  await phone
    .getByRole('group', { name: new RegExp(PRE.job) })
    .getByText(PRE.yes, { exact: true })
    .click();
  await expect(where).toBeVisible();
  await expect(phone.getByText('1 of 6 answered')).toBeVisible();
  await where.fill('At a bakery in Prizren');
  await phone
    .getByRole('group', { name: new RegExp(PRE.rating) })
    .getByText('3', { exact: true })
    .click();
  await expect(phone.getByText('3 of 6 answered')).toBeVisible();
  await expect(phone.getByTestId('autosave-status')).toHaveText(/Saved/, { timeout: 20_000 });
  await checkPhone(phone);

  // a reload keeps the progress
  await phone.setViewportSize(PHONE);
  await phone.reload();
  await expect(phone.getByText('3 of 6 answered')).toBeVisible({ timeout: 30_000 });
  await expect(where).toHaveValue('At a bakery in Prizren');

  const tools = phone.getByRole('group', { name: new RegExp(PRE.tools) });
  await tools.getByText('Spreadsheets', { exact: true }).click();
  await tools.getByText('Other', { exact: true }).click();
  await tools.getByRole('textbox', { name: 'Other (please specify)' }).fill('A cash register');
  const matrix = phone.getByRole('group', { name: new RegExp(PRE.matrix) });
  await expect(matrix.getByTestId('matrix-list')).toBeVisible();
  await matrix.getByText('Strong', { exact: true }).click();
  await phone.getByRole('textbox', { name: PRE.hope }).fill('How a team plans its week');
  await expect(phone.getByText('6 of 6 answered')).toBeVisible();
  await phone.getByRole('button', { name: 'Submit answers' }).click();
  const done = phone.getByRole('dialog', { name: 'Answers submitted' });
  await expect(done.getByText('Thank you! Your answers have been submitted.')).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(phone.getByText('Thank you for your answers!')).toBeVisible();

  // the link again: answered
  await phone.goto(S.mobilePath);
  await expect(phone.getByText('You have already answered this survey.')).toBeVisible({ timeout: 30_000 });
  await checkPhone(phone);
  await context.close();
});

test('once the internship is completed, the intern answers the post survey signed in', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // the organisation's survey falls due at completion only once its set is published
  await apiPut(request, S.admin, '/api/questions', {
    surveyType: 'ORGANISATION',
    questions: [
      {
        key: randomUUID(),
        type: 'RATING',
        title: tri('How well did the intern work'),
        required: true,
        condition: null,
        linkedPreKey: null,
        range: 5,
      },
    ],
  });
  await advance(
    request,
    S.application,
    { business: S.business, admin: S.admin },
    { from: 'APPROVED', to: 'COMPLETED' },
  );

  const me = await signedIn(browser, S.intern.token);
  await me.goto('/');
  await me.getByTestId('account-menu').click();
  await me.getByRole('menuitem', { name: 'Surveys (1)' }).click();
  await expect(me).toHaveURL(/\/surveys$/);
  await expect(me.getByRole('heading', { level: 1, name: 'My surveys' })).toBeVisible();
  await checkPhone(me);
  await me.getByRole('link', { name: `Answer: Survey after your internship ${S.title}` }).click();
  await expect(me.getByRole('heading', { level: 1, name: 'Survey after your internship' })).toBeVisible();
  await me
    .getByRole('group', { name: new RegExp(POST_RATING) })
    .getByText('6', { exact: true })
    .click();
  await me.getByRole('textbox', { name: 'What did you learn' }).fill('Planning, and talking to clients');
  await checkPhone(me);
  await me.getByRole('button', { name: 'Submit answers' }).click();
  const done = me.getByRole('dialog', { name: 'Answers submitted' });
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(done).toBeHidden();
  await expect(me.getByText('Thank you for your answers!')).toBeVisible();
  await me.getByRole('link', { name: 'Back to my surveys' }).click();
  // both answered now: nothing is left in the menu
  await expect(me.locator('.pk-sl-item .ant-tag').filter({ hasText: /^Answered$/ })).toHaveCount(2);
  await me.getByTestId('account-menu').click();
  await expect(me.getByRole('menuitem', { name: /^Surveys/ })).toHaveCount(0);
  await me.context().close();
});

test('the admin reads the pre statistics, the comparison with its small cell, and exports the answers', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await signedIn(browser, S.admin);
  // the version this journey published: earlier journeys' answers to other versions stay out
  await page.goto(`/dashboard/surveyStatistics?type=pre&version=${S.preVersion}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Survey statistics' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('respondents')).toHaveText('1 respondent');
  const rating = page.getByRole('region', { name: PRE.rating });
  await expect(rating.getByText('Mean 3 of 7')).toBeVisible();
  const tools = page.getByRole('region', { name: PRE.tools });
  await expect(tools.getByText('Other: 1 answer')).toBeVisible();
  await checkPhone(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-answers').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Survey_PRE_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 2).toString('latin1')).toBe('PK');

  // this journey's post version (a retried journey publishes another one with the same titles)
  await page.goto(`/dashboard/compareQuestions?type=post&version=${S.postVersion}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pre and post comparison' })).toBeVisible();
  const pair = page.getByRole('region', { name: POST_RATING });
  await expect(pair.getByText(`Compared with the pre question “${PRE.rating}”`)).toBeVisible();
  await expect(pair.getByTestId('pairs')).toContainText('<5');
  await checkPhone(page);
  await page.context().close();

  // the organisation's list of its surveys (its survey of the intern fell due at completion)
  const org = await signedIn(browser, S.business);
  await org.goto('/dashboard/surveys');
  await expect(org.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(org.getByText('Organisation survey').first()).toBeVisible();
  await expect(org.getByText('Intern: Drita Berisha').first()).toBeVisible();
  await checkPhone(org);
  await org.context().close();
});
