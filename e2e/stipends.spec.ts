import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  advance,
  apiAccount,
  apiPut,
  applyTo,
  checkPhone,
  expectAccessible,
  expectNoHorizontalScroll,
  firstRefs,
  internWithCv,
  PHONE,
  postJob,
  startIn,
  storeSession,
} from './support.ts';

/*
 * Stipends: an intern hired since the first day of last month enters their IBAN on /internship; the organisation
 * confirms last month's attendance on /dashboard/payment at phone width; an admin builds the payment run of that
 * month on /dashboard/payments, downloads it as .xlsx and .csv and marks it paid; the intern then sees the month
 * paid. The admin also sets a rate for the posting through the posting picker (typing its title, Enter) and removes
 * it again; the rates tab has no sideways scroll at 320 px. The setup runs through the API (an admin's approval may
 * move the start into the past); each new screen passes axe.
 */

async function signedIn(
  browser: Browser,
  token: string,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  await startIn(page, 'en');
  await storeSession(page, token);
  return page;
}

/** The first day of last month (`YYYY-MM-01`) and how the app writes that month in English. */
function lastMonth() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const iso = first.toISOString().slice(0, 10);
  const shown = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    first,
  );
  return { iso, ym: iso.slice(0, 7), shown };
}

test('an intern enters an IBAN, the organisation confirms a month, an admin pays the run; the intern sees it paid', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const month = lastMonth();
  const refs = await firstRefs(request);
  const business = await apiAccount(request, 'business');
  const admin = await apiAccount(request, 'admin');
  const title = `Stipend analyst ${Date.now() % 100_000}`;
  const jobId = await postJob(request, business.token, refs, {
    title,
    body: '<p>Count and chart the stock.</p>',
    availableSpots: 2,
  });
  const intern = await internWithCv(request, refs, { name: 'Vesa', lastName: 'Gashi' });
  const parties = { business: business.token, admin: admin.token };
  const application = await applyTo(request, intern.token, jobId);
  await advance(request, application, parties, { to: 'ACCEPTED_FOR_VALIDATION' });
  // the admin approves with the real start: the first day of last month
  await apiPut(request, admin.token, `/api/applications/${application}`, {
    action: 'approve',
    startDate: month.iso,
  });
  await advance(request, application, parties, { from: 'APPROVED', to: 'HIRED' });

  // the intern: the stipend section and the bank account
  const me = await signedIn(browser, intern.token);
  await me.goto('/internship');
  const section = me.getByTestId('stipend-section');
  await expect(section.getByRole('heading', { name: 'Stipend' })).toBeVisible({ timeout: 30_000 });
  await expect(
    section.getByRole('row').filter({ hasText: month.shown }).getByText('To confirm'),
  ).toBeVisible();
  await section.getByLabel('IBAN').fill('XK05 1212 0123 4567 8907');
  await section.getByLabel('Account holder').fill('Vesa Gashi');
  await section.getByRole('button', { name: 'Save bank account' }).click();
  await expect(section.getByText('Enter a valid IBAN, e.g. XK05 1212 0123 4567 8906')).toBeVisible();
  await section.getByLabel('IBAN').fill('XK05 1212 0123 4567 8906');
  await section.getByRole('button', { name: 'Save bank account' }).click();
  await expect(me.getByText('Bank account saved')).toBeVisible();
  await expect(section.getByLabel('IBAN')).toHaveValue('XK051212012345678906');
  await checkPhone(me);

  // the organisation, on a phone: confirms last month with every working day
  const org = await signedIn(browser, business.token, PHONE);
  await org.goto('/dashboard/payment');
  await expect(org.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible({ timeout: 30_000 });
  await expect(org.getByText('XK05')).toHaveCount(0);
  await org.getByRole('button', { name: `Confirm attendance of ${intern.name} for ${month.shown}` }).click();
  const dialog = org.getByRole('dialog', { name: `Attendance of ${intern.name}, ${month.shown}` });
  await expect(dialog.getByLabel('Days present')).toBeVisible();
  await expectAccessible(org);
  await dialog.getByRole('button', { name: 'Confirm attendance' }).click();
  await expect(org.getByText('Attendance confirmed')).toBeVisible();
  const row = org.getByRole('row').filter({ hasText: month.shown });
  await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(row.getByText('€').first()).toBeVisible();
  await checkPhone(org);

  // the admin: the month among all organisations', the run built, exported and paid
  const a = await signedIn(browser, admin.token);
  await a.goto('/dashboard/payments');
  await expect(a.getByRole('heading', { level: 1, name: 'Stipend payments' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(a.getByText('XK051212012345678906').first()).toBeVisible();
  await expectAccessible(a);
  await a.getByRole('link', { name: 'Payment runs' }).click();
  await a.getByLabel('Month to pay').fill(month.ym);
  await a.getByRole('button', { name: 'Build payment run' }).click();
  await expect(a.getByText(/Payment run built with \d+ lines/)).toBeVisible();
  const run = a.getByRole('row').filter({ hasText: month.shown }).first();
  await expect(run.getByText('To pay')).toBeVisible();
  const xlsx = a.waitForEvent('download');
  await run.getByRole('button', { name: 'Download .xlsx' }).click();
  expect((await xlsx).suggestedFilename()).toMatch(new RegExp(`^stipends-${month.ym}-[0-9a-f]{8}\\.xlsx$`));
  const csv = a.waitForEvent('download');
  await run.getByRole('button', { name: 'Download .csv' }).click();
  const csvFile = await csv;
  expect(csvFile.suggestedFilename()).toMatch(/\.csv$/);
  const text = readFileSync(await csvFile.path(), 'utf8');
  expect(text).toContain('Vesa Gashi,XK051212012345678906,Vesa Gashi,');
  await expectAccessible(a);
  await run.getByRole('button', { name: 'Mark paid' }).click();
  const pay = a.getByRole('dialog', { name: `Mark the payment of ${month.shown} as paid?` });
  await pay.getByRole('button', { name: 'Mark paid' }).click();
  await expect(a.getByText('Payment run marked paid')).toBeVisible();
  await expect(run.getByText('Paid', { exact: true })).toBeVisible();
  await checkPhone(a, { narrow: false });
  // the change log: the payment and the attendance, by whom
  await a.getByRole('link', { name: 'Change log' }).click();
  await expect(a.getByText('Payment run: marked paid').first()).toBeVisible();
  await expect(a.getByText('Month: attendance confirmed').first()).toBeVisible();
  await expectAccessible(a);

  // the rates: an override for the posting, chosen with the keyboard (type its title, Enter), then removed
  await a.getByRole('link', { name: 'Rates' }).click();
  await a.getByRole('combobox', { name: 'Applies to' }).click();
  await a.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Internship posting"]').click();
  const picker = a.getByRole('combobox', { name: 'Internship posting' });
  await picker.click();
  await picker.pressSequentially(title);
  const found = a.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(found).toHaveCount(1, { timeout: 10_000 }); // the search has answered: only this posting
  await expect(found).toHaveText(`${title} — Kompania Shembull SH.P.K.`);
  await picker.press('Enter');
  await expect(a.locator('.pk-stipends-posting')).toContainText(title);
  // the tab with the picker open at 320 px: no sideways scroll
  await a.setViewportSize({ width: 320, height: 640 });
  await expectNoHorizontalScroll(a);
  await a.setViewportSize({ width: 1280, height: 900 });
  await a.getByLabel('Monthly stipend').fill('175');
  await a.getByRole('button', { name: 'Save rate' }).click();
  await expect(a.getByText('Rate saved')).toBeVisible();
  const override = a.getByRole('row').filter({ hasText: title });
  await expect(override).toContainText('Kompania Shembull SH.P.K.');
  await expect(override).toContainText('175.00');
  await expectAccessible(a);
  await override.getByRole('button', { name: `Remove the rate of ${title}` }).click();
  const remove = a.getByRole('dialog', { name: `Remove the rate of ${title}?` });
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(a.getByText('Rate removed')).toBeVisible();
  await expect(override).toHaveCount(0);
  await a.getByRole('link', { name: 'Change log' }).click();
  await expect(a.getByText('Rate: removed').first()).toBeVisible();

  // the intern: paid
  await me.reload();
  await expect(
    me
      .getByTestId('stipend-section')
      .getByRole('row')
      .filter({ hasText: month.shown })
      .getByText('Paid', { exact: true }),
  ).toBeVisible({ timeout: 30_000 });
});
