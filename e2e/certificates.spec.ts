import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  advance,
  apiAccount,
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
 * Certificates (issue 20): an intern whose internship an admin completed downloads the certificate from
 * /internship; the code on it opens the public verify page on a phone without JavaScript, which says valid (and
 * passes axe at 375 px, no sideways scroll at 320 px); an admin revokes it with a reason on /dashboard/certificates
 * and the page then says revoked.
 */

async function signedIn(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await startIn(page, 'en');
  await storeSession(page, token);
  return page;
}

test('an intern downloads the certificate, an employer verifies it on a phone without JavaScript, an admin revokes it', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const refs = await firstRefs(request);
  const business = await apiAccount(request, 'business');
  const admin = await apiAccount(request, 'admin');
  const title = `Web developer ${Date.now() % 100_000}`;
  const jobId = await postJob(request, business.token, refs, { title });
  const intern = await internWithCv(request, refs, { name: 'Ëndrit', lastName: 'Çeku' });
  const application = await applyTo(request, intern.token, jobId);
  await advance(request, application, { business: business.token, admin: admin.token }, { to: 'COMPLETED' });

  // the intern: the certificate on /internship, downloaded as a PDF
  const page = await signedIn(browser, intern.token);
  await page.goto('/internship');
  const card = page.getByTestId('certificate');
  await expect(card.getByRole('heading', { name: 'Internship certificate' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(card).toContainText(title);
  const code = (await card.locator('.pk-certificate-code strong').textContent())!.trim();
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download certificate' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Certificate-${code}.pdf`);
  expect(
    fs
      .readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expect(card.getByRole('link', { name: 'Verify' })).toHaveAttribute('href', `/verify/${code}?lng=en`);
  // at 375 px: no sideways scroll, and the certificates part passes axe (the rest of the page is other areas')
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page, '.pk-certificates');
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoHorizontalScroll(page);

  // an employer scans the code: a phone without JavaScript
  const phone = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false, locale: 'en-GB' });
  const verify = await phone.newPage();
  await verify.goto(`/verify/${code.toLowerCase()}`);
  await expect(verify.locator('html')).toHaveAttribute('lang', 'en');
  await expect(verify.getByRole('heading', { level: 1, name: 'Certificate verification' })).toBeVisible();
  await expect(verify.getByText('This certificate is valid')).toBeVisible();
  await expect(verify.getByText('Ëndrit Çeku')).toBeVisible();
  await expect(verify.getByText(title)).toBeVisible();
  await expect(verify.getByText(intern.email)).toHaveCount(0);
  // the languages are plain links
  await verify.getByRole('link', { name: 'Shqip' }).click();
  await expect(verify.locator('html')).toHaveAttribute('lang', 'sq');
  await expect(verify.getByText('Certifikata është e vlefshme')).toBeVisible();

  // the same page passes axe at 375 px and has no sideways scroll at 320 px (axe needs scripts to run)
  const checker = await browser.newContext({ viewport: PHONE });
  const check = await checker.newPage();
  await check.goto(`/verify/${code}?lng=en`);
  await expect(check.getByText('This certificate is valid')).toBeVisible();
  await expectNoHorizontalScroll(check);
  await expectAccessible(check);
  await check.setViewportSize({ width: 320, height: 640 });
  await expectNoHorizontalScroll(check);

  // the admin revokes it with a reason
  const adm = await signedIn(browser, admin.token);
  await adm.goto('/dashboard/certificates');
  await expect(adm.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
  const row = adm.getByRole('row').filter({ hasText: code });
  await expect(row.getByText('Issued', { exact: true })).toBeVisible({ timeout: 30_000 });
  await checkPhone(adm);
  await row.getByRole('button', { name: `Revoke the certificate of ${intern.name}` }).click();
  const dialog = adm.getByRole('dialog', { name: `Revoke the certificate of ${intern.name} (${code})` });
  await dialog.getByLabel('Reason').fill('The completion was reverted.');
  await adm.getByTestId('revoke-certificate').click();
  await expect(adm.getByText('The certificate was revoked.')).toBeVisible();
  await expect(row.getByText('Revoked', { exact: true })).toBeVisible();

  // the employer's page now says revoked
  await verify.goto(`/verify/${code}?lng=en`);
  await expect(verify.getByText(/This certificate was revoked on \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await check.reload();
  await expectAccessible(check);
  await phone.close();
  await checker.close();
});
