import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiAccount,
  auth,
  checkPhone,
  claims,
  day,
  firstOf,
  internWithCv,
  PDF,
  startIn,
  storeSession,
} from './support.ts';

/*
 * Issue 11 §3: an intern answers the pre survey when the internship is approved and the post survey when it is
 * completed (all through the API, as the respondent would); the admin reads the post survey's statistics (each
 * chart's numbers in its table) and the pre/post comparison, where one pair is a small cell ("<5"). Both screens
 * pass axe and have no sideways scroll at 375 and 320 px.
 */

const tri = (en: string) => ({ sq: `${en} (sq)`, sr: `${en} (sr)`, en });
const base = { required: false, condition: null };

async function put(request: APIRequestContext, token: string, url: string, data: unknown) {
  const res = await request.put(url, { headers: auth(token), data });
  expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
  return (await res.json()).data;
}

/** The intern's due survey of `type` (created by the application's status hook). */
async function dueSurvey(request: APIRequestContext, token: string, type: 'PRE' | 'POST') {
  const res = await request.get(`/api/surveys?completed=false&surveyType=${type}`, { headers: auth(token) });
  expect(res.ok(), await res.text()).toBe(true);
  const docs = (await res.json()).data.surveys.docs as { _id: string; surveyType: string }[];
  const due = docs.find((d) => d.surveyType === type);
  expect(due, `a due ${type} survey`).toBeDefined();
  return due!._id;
}

async function answer(request: APIRequestContext, token: string, survey: string, answers: unknown) {
  const res = await request.post('/api/answers', { headers: auth(token), data: { survey, answers } });
  expect(res.ok(), await res.text()).toBe(true);
}

test('an admin reads the statistics of answered surveys and the pre/post comparison', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const [category, skill, municipality] = await Promise.all([
    firstOf(request, 'categories'),
    firstOf(request, 'skills'),
    firstOf(request, 'municipalities'),
  ]);
  const admin = await apiAccount(request, 'admin');
  const business = await apiAccount(request, 'business');
  const businessId = claims(business.token).id;

  // the question sets: PRE rating + yes/no; POST the linked rating and yes/no, and a checkbox with "Other"
  const K = {
    preRating: randomUUID(),
    preYes: randomUUID(),
    postRating: randomUUID(),
    postYes: randomUUID(),
    learnt: randomUUID(),
  };
  await put(request, admin.token, '/api/questions', {
    surveyType: 'PRE',
    questions: [
      { ...base, key: K.preRating, type: 'RATING', title: tri('How confident are you at work'), range: 5 },
      {
        ...base,
        key: K.preYes,
        type: 'YES_NO',
        title: tri('Can you plan your week'),
        yesLabel: tri('Yes'),
        noLabel: tri('No'),
      },
    ],
  });
  await put(request, admin.token, '/api/questions', {
    surveyType: 'POST',
    questions: [
      {
        ...base,
        key: K.postRating,
        type: 'RATING',
        title: tri('How confident are you at work now'),
        range: 5,
        linkedPreKey: K.preRating,
      },
      {
        ...base,
        key: K.postYes,
        type: 'YES_NO',
        title: tri('Can you plan your week now'),
        yesLabel: tri('Yes'),
        noLabel: tri('No'),
        linkedPreKey: K.preYes,
      },
      {
        ...base,
        key: K.learnt,
        type: 'CHECKBOX',
        title: tri('What did you learn'),
        choices: [
          { id: 'team', label: tri('Teamwork') },
          { id: 'time', label: tri('Time management') },
        ],
        minChoices: null,
        maxChoices: null,
        other: true,
      },
    ],
  });

  // an internship: applied, accepted, approved (PRE due), hired and finalised (POST due)
  const created = await request.post('/api/jobs', {
    headers: auth(business.token),
    data: {
      title: `Office assistant ${Date.now() % 100_000}`,
      body: '<p>Help our office run smoothly.</p>',
      deadline: day(10),
      categories: [category._id],
      skills: [skill._id],
      municipality: municipality._id,
      language: 'sq',
      availableSpots: 2,
      lengthOfEngagement: 3,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const jobId = (await created.json()).data.jobPosting._id as string;
  const intern = await internWithCv(request, { category, skill, municipality });
  const applied = await request.post('/api/applications', {
    headers: auth(intern.token),
    multipart: { jobId, emailLanguage: 'en' },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const app = (await applied.json()).data.application._id as string;
  await put(request, business.token, `/api/applications/${app}`, { action: 'shortlist' });
  await put(request, business.token, `/api/applications/${app}`, { action: 'accept', startDate: day(20) });
  await put(request, admin.token, `/api/applications/${app}`, { action: 'approve' });
  await answer(request, intern.token, await dueSurvey(request, intern.token, 'PRE'), {
    [K.preRating]: 2,
    [K.preYes]: false,
  });
  const contract = await request.post(`/api/businesses/${businessId}/internContract/${app}`, {
    headers: auth(business.token),
    multipart: { contract: { name: 'contract.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(contract.ok(), await contract.text()).toBe(true);
  await put(request, business.token, `/api/applications/${app}`, { action: 'hire' });
  await put(request, business.token, `/api/applications/${app}`, {
    action: 'finalize',
    outcome: 'NO_CONTINUATION',
  });
  await answer(request, intern.token, await dueSurvey(request, intern.token, 'POST'), {
    [K.postRating]: 4,
    [K.postYes]: true,
    [K.learnt]: { choices: ['team'], other: 'Public speaking' },
  });

  // the admin's statistics of the post survey
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await startIn(page, 'en');
  await storeSession(page, admin.token);
  await page.goto('/dashboard/surveyStatistics?type=post');
  await expect(page.getByRole('heading', { level: 1, name: 'Survey statistics' })).toBeVisible();
  await expect(page.getByTestId('respondents')).toHaveText('1 respondent');
  const rating = page.getByRole('region', { name: 'How confident are you at work now' });
  await expect(rating.getByText('Mean 4 of 5')).toBeVisible();
  await rating.getByRole('button', { name: 'Show as table' }).click();
  await expect(rating.getByRole('row', { name: '4 1 100%' })).toBeVisible();
  const learnt = page.getByRole('region', { name: 'What did you learn' });
  await expect(learnt.getByText('Other: 1 answer')).toBeVisible();
  await learnt.getByRole('button', { name: 'Read the “Other” answers' }).click();
  const others = page.getByRole('dialog', { name: '“Other” answers: What did you learn' });
  await expect(others.getByText('Public speaking')).toBeVisible();
  await others.getByRole('button', { name: 'Close' }).last().click();
  await expect(others).toBeHidden();
  await checkPhone(page);

  // the comparison, with the same filters: one intern answered both, a small cell
  await page.getByTestId('compare-link').click();
  await expect(page).toHaveURL(/\/dashboard\/compareQuestions\?type=post/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pre and post comparison' })).toBeVisible();
  const pair = page.getByRole('region', { name: 'How confident are you at work now' });
  await expect(
    pair.getByText('Compared with the pre question “How confident are you at work”'),
  ).toBeVisible();
  await expect(pair.getByTestId('pairs')).toContainText('<5');
  await expect(page.getByText(/stands for fewer than 5 interns/)).toBeVisible();
  await checkPhone(page);
  await context.close();
});
