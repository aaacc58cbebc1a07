import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  PHONE,
  SESSION_STORAGE_KEY,
  apiAccount,
  expectAccessible,
  expectNoHorizontalScroll,
  startIn,
  storeSession,
} from './support.ts';

/** The focused element is inside the open dialog. */
async function expectFocusInDialog(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
    .toBe(true);
}

test('an intern downloads their data (a zip) and deletes the account with both confirmations; signing in then fails', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const intern = await apiAccount(request, 'intern');
  const context = await browser.newContext();
  const page = await context.newPage();
  await startIn(page, 'en');
  await storeSession(page, intern.token);

  // the avatar menu leads to /account, just before logout
  await page.goto('/');
  await page.getByTestId('account-menu').click();
  const items = page.getByRole('menuitem');
  await expect(items.last()).toHaveText('Log out');
  await expect(items.nth((await items.count()) - 2)).toHaveText('My data and account');
  await page.getByRole('menuitem', { name: 'My data and account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My data and account' })).toBeVisible();
  await expect(page).toHaveTitle('My data and account · Praktika');

  // download my data: one zip
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('praktika-my-data.zip');
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.includes(Buffer.from('data.json'))).toBe(true);
  await expect(page.getByText('Your data has been downloaded.')).toBeVisible();

  // first step: what is erased and what stays; Escape closes and focus returns to the button
  const trigger = page.getByRole('button', { name: 'Delete my account' });
  await trigger.click();
  const explain = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(explain).toBeVisible();
  await expect(explain.getByText('Erased for good')).toBeVisible();
  await expect(explain.getByText('Kept, anonymised')).toBeVisible();
  await expectFocusInDialog(page);
  await page.keyboard.press('Escape');
  await expect(explain).toBeHidden();
  await expect(trigger).toBeFocused();

  // both confirmations, by keyboard: the button waits for the address (any case)
  await trigger.press('Enter');
  await expect(explain).toBeVisible();
  await explain.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm with your e-mail address' });
  const field = confirm.getByLabel('E-mail address of the account');
  await expect(field).toBeFocused();
  const submit = confirm.getByRole('button', { name: 'Delete my account for good' });
  await expect(submit).toBeDisabled();
  await field.fill('someone-else@example.test');
  await expect(submit).toBeDisabled();
  await field.fill(intern.email.toUpperCase());
  await expect(submit).toBeEnabled();
  await submit.click();

  // the session ends: home, a toast, no stored session, the sign-in menu instead of the avatar
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted. Goodbye!')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();
  await expect(page.getByTestId('sign-in-menu')).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);

  // the old token is refused, and signing in fails like an unknown address
  const old = await request.get('/api/me/export', { headers: { Authorization: `Bearer ${intern.token}` } });
  expect(old.status()).toBe(401);
  const login = await request.post('/api/interns/auth/login', {
    data: { email: intern.email, password: intern.password },
  });
  expect(login.ok()).toBe(false);
  expect((await login.json()).errorType).toBe('INVALID_CREDENTIALS');

  // and through the sign-in form as well
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(intern.email);
  await page.getByLabel('Password', { exact: true }).fill(intern.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByText('Invalid Credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await context.close();
});

test('axe finds nothing serious and nothing scrolls sideways at 375 px on /account (both steps) and /dashboard/account', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [intern, business] = await Promise.all([
    apiAccount(request, 'intern'),
    apiAccount(request, 'business'),
  ]);

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await startIn(page, 'en');
  await storeSession(page, intern.token);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My data and account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const explain = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(explain).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await explain.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm with your e-mail address' });
  await expect(confirm.getByLabel('E-mail address of the account')).toBeFocused();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await confirm.getByRole('button', { name: 'Back' }).click();
  await explain.getByRole('button', { name: 'Cancel' }).click();
  await expect(explain).toBeHidden();

  // 320 px too
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoHorizontalScroll(page);
  await context.close();

  // an organisation's dashboard section
  const staff = await browser.newContext({ viewport: PHONE });
  const staffPage = await staff.newPage();
  await startIn(staffPage, 'en');
  await storeSession(staffPage, business.token);
  await staffPage.goto('/dashboard/account');
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Data and account' })).toBeVisible();
  await expect(staffPage.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  await expectAccessible(staffPage);
  await expectNoHorizontalScroll(staffPage);
  await staff.close();
});
