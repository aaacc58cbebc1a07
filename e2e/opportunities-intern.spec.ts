import { expect, test } from '@playwright/test';
import {
  firstRefs,
  postJob,
  PDF,
  apiAccount,
  checkPhone,
  day,
  internWithCv,
  pickOption,
  startIn,
  storeSession,
} from './support.ts';

/*
 * An organisation posts an internship through the API (asking for a motivation letter); an intern with a filled CV
 * finds it on /opportunitiesinterships through the title search and the language filter, opens it, applies with
 * the file, sees "Applied" (and so does the same posting open in another tab, without a reload), and finds the application with its timeline on /applications. Every new page passes
 * axe and has no sideways scroll at 375 px (the visitor's lists and detail, the intern's screens).
 */

test('an intern finds a posting through the filters, applies with a file and follows the application', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { category, skill, municipality } = await firstRefs(request);
  const business = await apiAccount(request, 'business');
  const title = `Web accessibility intern ${Date.now() % 100_000}`;
  const jobId = await postJob(
    request,
    business.token,
    { category, skill, municipality },
    {
      title,
      body: '<p>Help us make our <strong>shop</strong> usable by everyone.</p>',
      deadline: day(12),
      language: 'en',
      availableSpots: 2,
      training: true,
      trainingType: 'ONLINE',
      trainingLength: 4,
      files: ['Motivation letter'],
    },
  );
  const intern = await internWithCv(request, { category, skill, municipality }, { language: 'en' });

  // a visitor's lists and the detail page
  await startIn(page, 'en');
  await page.goto('/opportunitiestraining');
  await expect(page.getByRole('heading', { level: 1, name: 'Trainings' })).toBeVisible();
  await expect(page.getByTestId('opportunity-skeleton')).toHaveCount(0, { timeout: 20_000 });
  await checkPhone(page);

  await storeSession(page, intern.token);
  await page.goto('/opportunitiesinterships');
  await expect(page.getByRole('heading', { level: 1, name: 'Internship announcements' })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filter the opportunities' });
  await filters.getByRole('searchbox', { name: 'Search by title' }).fill(title);
  await expect(page).toHaveURL(/title=/);
  await pickOption(page, 'Language', 'English', filters);
  await expect(page).toHaveURL(/language=en/);
  const card = page.getByTestId('opportunity-card').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('3 months')).toBeVisible();
  await expect(card.getByText('4 weeks')).toBeVisible();
  await expect(card.getByText('Help us make our shop usable by everyone.')).toBeVisible();
  // the intern's matched mode shows why
  await page.getByText('Matched to me').click();
  await expect(page).toHaveURL(/mode=matched/);
  await expect(card.getByTestId('match-reasons')).toBeVisible();
  await expect(card.getByText(/^(Strong|Good|Partial) match · \d+%$/)).toBeVisible();
  await checkPhone(page);

  await card.getByRole('link', { name: `View details: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('opportunity-status')).toHaveText('Active');
  await checkPhone(page);

  // the same posting open in a second tab: it offers Apply too, until the first tab applies
  const otherTab = await page.context().newPage();
  await otherTab.goto(`/jobs/${jobId}`);
  await expect(otherTab.getByRole('button', { name: 'Apply', exact: true })).toBeVisible();

  // apply: Send waits for the requested file
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Apply: ${title}` });
  const send = dialog.getByRole('button', { name: 'Send application' });
  await expect(send).toBeDisabled();
  await dialog
    .getByLabel(/Motivation letter/)
    .setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByText(/letter\.pdf/)).toBeVisible();
  await checkPhone(page);
  await send.click();
  // the upload and the application's e-mails take a while on a busy machine
  await expect(page.getByText('Your application was sent.')).toBeVisible({ timeout: 30_000 });
  const applied = page.getByTestId('apply-section');
  await expect(applied.getByText('You have applied')).toBeVisible();
  await expect(applied.locator('.ant-tag', { hasText: 'Applied' })).toBeVisible();
  // the other tab hears of it (BroadcastChannel) and no longer offers Apply, without a reload
  await expect(otherTab.getByTestId('apply-section').getByText('You have applied')).toBeVisible();
  await expect(otherTab.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
  await otherTab.close();

  // the back link returns to the list it came from
  await page.getByRole('link', { name: 'Back to the internships' }).click();
  await expect(page).toHaveURL(/\/opportunitiesinterships\?.*mode=matched/);

  // /applications: the application with its status and timeline
  await page.goto('/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
  const app = page.getByTestId('application-card').filter({ hasText: title });
  await expect(app.locator('.ant-tag', { hasText: 'Applied' })).toBeVisible();
  await app.getByText('Timeline').click();
  await expect(app.getByText('by the intern')).toBeVisible();
  await checkPhone(page);

  // the other intern screens
  for (const [path, heading] of [
    ['/internship', 'My internship'],
    ['/myTrainings', 'My trainings'],
    ['/opportunities', 'Internships for me'],
    ['/trainings', 'Trainings for me'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByTestId('opportunity-skeleton')).toHaveCount(0, { timeout: 20_000 });
    await checkPhone(page);
  }
});
