import { expect, test } from '@playwright/test';
import { REPORTS } from '@praktika/contracts/reports';
import {
  advance,
  apiAccount,
  applyTo,
  auth,
  expectAccessible,
  expectNoHorizontalScroll,
  firstRefs,
  PHONE,
  internWithCv,
  pickOption,
  postJob,
  programmeDay,
  startIn,
  storeSession,
} from './support.ts';

/*
 * Issue 19: an internship is made through the API (applied, accepted, approved, hired today); the admin's
 * statistics page shows the same six counts as the API for today, the engagements tab counts the new engagement,
 * the shareable view hides the small numbers, an export downloads a real .xlsx under the spec's name, and the
 * applications card swaps its dates for the internship start date when APPROVED is chosen, and a link to a tab
 * opens that tab in another language. (Phones, axe and every tab: the tests below.)
 */
test('an admin reads the statistics of today, shares them safely and exports them', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const refs = await firstRefs(request);
  const admin = await apiAccount(request, 'admin');
  const business = await apiAccount(request, 'business');
  const jobId = await postJob(request, business.token, refs, {
    title: `Statistics assistant ${Date.now() % 100_000}`,
    availableSpots: 2,
  });
  const intern = await internWithCv(request, refs);
  const app = await applyTo(request, intern.token, jobId);
  await advance(request, app, { business: business.token, admin: admin.token }, { to: 'HIRED' });

  const today = programmeDay(0);
  const res = await request.post('/api/reports/counts', {
    headers: auth(admin.token),
    data: { startDate: today, endDate: today },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const counts = (await res.json()).data.counts as Record<string, number>;
  expect(counts.applicationCount).toBeGreaterThanOrEqual(1);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await startIn(page, 'en');
  await storeSession(page, admin.token);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('count-interns')).toHaveText(String(counts.internCount));
  await expect(page.getByTestId('count-applications')).toHaveText(String(counts.applicationCount));

  // the engagements of today: the new one is among them (exact numbers for the admin)
  await page.getByRole('tab', { name: 'Engagements' }).click();
  await expect(page).toHaveURL(/tab=engagements/);
  const gender = page.getByTestId('chart-BY_GENDER');
  await expect(gender.getByTestId('chart-total')).toHaveText(/Total: [1-9]\d*/);
  await gender.getByRole('button', { name: 'Show as table' }).click();
  await expect(gender.getByRole('table')).toBeVisible();

  // the shareable view: small numbers hidden, kept in the URL
  await page.getByRole('switch', { name: 'Shareable view' }).click();
  await expect(page).toHaveURL(/view=shareable/);
  await expect(page.getByText('Counts under 10 show as <10 so nobody can be recognised.')).toBeVisible();
  await expect(gender.getByRole('table').getByText('<10').first()).toBeVisible();

  // an export: a real spreadsheet under the spec's name
  const download = page.waitForEvent('download');
  await page.getByTestId('report-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Engagements_Stats.xlsx');
  const bytes = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 2).toString()).toBe('PK');

  // the applications card: APPROVED swaps the period for the internship start date
  const card = page.getByRole('region', { name: 'Export applications' });
  await expect(card.getByLabel('Start date')).toBeVisible();
  await pickOption(page, 'Status', 'Approved', card);
  await expect(card.getByLabel('Internship start date')).toBeVisible();
  await expect(card.getByLabel('Start date', { exact: true })).toHaveCount(0);

  // the same page in Albanian, opened from its URL in a second tab
  const second = await context.newPage();
  await startIn(second, 'sq');
  await second.goto(page.url());
  await expect(second.getByRole('tab', { selected: true })).toHaveText('Angazhimet');
  await context.close();
});

/*
 * Every tab of the statistics page (the nine reports and outcomes), in each language, on a phone: nothing serious
 * for axe at 375 px with its charts loaded, and no sideways scroll at 375 and 320 px. One page per language: the
 * tabs are chosen from the tab list as a phone user would.
 */
const TABS = [...REPORTS, 'outcomes'] as const;

for (const lang of ['sq', 'sr', 'en'] as const) {
  test(`every statistics tab in ${lang} at 375 and 320 px passes axe and scrolls only down`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = await apiAccount(request, 'admin');
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await startIn(page, lang);
    await storeSession(page, admin.token);
    await page.goto('/dashboard');
    for (const tab of TABS) {
      await page.locator(`#pk-stat-tab-${tab}`).click();
      await expect(page.locator(`#pk-stat-tab-${tab}`)).toHaveAttribute('aria-selected', 'true', {
        timeout: 30_000,
      });
      // loaded: no tab-wide loading line and no chart still a placeholder
      await expect(page.getByTestId('reports-loading')).toBeEmpty();
      await expect(page.locator('#pk-stat-panel .ant-skeleton')).toHaveCount(0);
      await expect(page.locator('#pk-stat-panel .pk-card').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'sr' ? /^sr/ : lang);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      await page.setViewportSize({ width: 320, height: 640 });
      await expectNoHorizontalScroll(page);
      await page.setViewportSize(PHONE);
    }
    await context.close();
  });
}
