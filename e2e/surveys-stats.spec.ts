import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  firstRefs,
  advance,
  apiAccount,
  apiPut,
  applyTo,
  auth,
  checkPhone,
  claims,
  internWithCv,
  postJob,
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
  // this run's questions are told apart from an earlier run's (a retry) on the same database by this mark
  const run = `#${randomUUID().slice(0, 4)}`;
  const refs = await firstRefs(request);
  const admin = await apiAccount(request, 'admin');
  const business = await apiAccount(request, 'business');

  // the question sets: PRE rating + yes/no; POST the linked rating and yes/no, and a checkbox with "Other"
  const K = {
    preRating: randomUUID(),
    preYes: randomUUID(),
    postRating: randomUUID(),
    postYes: randomUUID(),
    learnt: randomUUID(),
  };
  await apiPut(request, admin.token, '/api/questions', {
    surveyType: 'PRE',
    questions: [
      {
        ...base,
        key: K.preRating,
        type: 'RATING',
        title: tri(`How confident are you at work ${run}`),
        range: 5,
      },
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
  await apiPut(request, admin.token, '/api/questions', {
    surveyType: 'POST',
    questions: [
      {
        ...base,
        key: K.postRating,
        type: 'RATING',
        title: tri(`How confident are you at work now ${run}`),
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
        title: tri(`What did you learn ${run}`),
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
  const jobId = await postJob(request, business.token, refs, {
    title: `Office assistant ${Date.now() % 100_000}`,
    availableSpots: 2,
  });
  const intern = await internWithCv(request, refs);
  const app = await applyTo(request, intern.token, jobId);
  const parties = { business: business.token, admin: admin.token };
  await advance(request, app, parties, { to: 'APPROVED' });
  await answer(request, intern.token, await dueSurvey(request, intern.token, 'PRE'), {
    [K.preRating]: 2,
    [K.preYes]: false,
  });
  await advance(request, app, parties, { from: 'APPROVED', to: 'COMPLETED' });
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
  // this journey's organisation only: a retry (or another run on the same database) adds respondents of its own
  await page.goto(`/dashboard/surveyStatistics?type=post&business=${claims(business.token).id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Survey statistics' })).toBeVisible();
  await expect(page.getByTestId('respondents')).toHaveText('1 respondent');
  const rating = page.getByRole('region', { name: `How confident are you at work now ${run}` });
  await expect(rating.getByText('Mean 4 of 5')).toBeVisible();
  await rating.getByRole('button', { name: 'Show as table' }).click();
  await expect(rating.getByRole('row', { name: '4 1 100%' })).toBeVisible();
  const learnt = page.getByRole('region', { name: `What did you learn ${run}` });
  await expect(learnt.getByText('Other: 1 answer')).toBeVisible();
  await learnt.getByRole('button', { name: 'Read the “Other” answers' }).click();
  const others = page.getByRole('dialog', { name: `“Other” answers: What did you learn ${run}` });
  await expect(others.getByText('Public speaking')).toBeVisible();
  await others.getByRole('button', { name: 'Close' }).last().click();
  await expect(others).toBeHidden();
  await checkPhone(page);

  // the comparison, with the same filters: one intern answered both, a small cell
  await page.getByTestId('compare-link').click();
  await expect(page).toHaveURL(/\/dashboard\/compareQuestions\?type=post&business=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pre and post comparison' })).toBeVisible();
  const pair = page.getByRole('region', { name: `How confident are you at work now ${run}` });
  await expect(
    pair.getByText(`Compared with the pre question “How confident are you at work ${run}”`),
  ).toBeVisible();
  await expect(pair.getByTestId('pairs')).toContainText('<5');
  await expect(page.getByText(/stands for fewer than 5 interns/)).toBeVisible();
  await checkPhone(page);
  await context.close();
});
