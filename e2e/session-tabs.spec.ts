import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiAccount, latestMail, linkFrom, SESSION_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from './support.ts';

/**
 * Sessions are consistent across tabs (issue #6, 8.1): the token and its expiry are ONE localStorage key,
 * and other tabs follow sign-in and sign-out through the `storage` event, without a reload.
 */

async function englishContext(context: BrowserContext) {
  await context.addInitScript((key) => {
    if (!localStorage.getItem(key)) localStorage.setItem(key, 'en');
  }, LANGUAGE_STORAGE_KEY);
}

const avatar = (page: Page) => page.getByTestId('account-menu');
const signInMenu = (page: Page) => page.getByTestId('sign-in-menu');
const storedKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).sort((a, b) => a.localeCompare(b)));

test.describe('one session across tabs', () => {
  test('signing in on tab B signs in tab A without reload; signing out on A signs out B', async ({
    browser,
    request,
  }) => {
    const { email, password } = await apiAccount(request, 'intern');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await englishContext(context);
    const a = await context.newPage();
    await a.goto('/');
    await expect(signInMenu(a)).toBeVisible();

    const b = await context.newPage();
    await b.goto('/login');
    await b.getByLabel('Email', { exact: true }).fill(email);
    await b.getByLabel('Password', { exact: true }).fill(password);
    await b.getByLabel('Password', { exact: true }).press('Enter');
    await expect(b).toHaveURL(/\/resume$/); // a new intern is asked to fill the CV first
    await expect(avatar(b)).toBeVisible();
    // B stays signed in, with both parts of the session in the one key
    expect(await storedKeys(b)).toEqual([LANGUAGE_STORAGE_KEY, SESSION_STORAGE_KEY]);
    const stored = JSON.parse((await b.evaluate((k) => localStorage.getItem(k), SESSION_STORAGE_KEY))!);
    expect(stored).toEqual({ token: expect.any(String), expiry: expect.any(String) });

    // A follows without a reload
    await expect(avatar(a)).toBeVisible();
    await expect(signInMenu(a)).toHaveCount(0);
    await b.waitForTimeout(500);
    await expect(avatar(b)).toBeVisible(); // and A's watcher did not clear B's session

    // sign out on A: B follows, the language choice stays
    await avatar(a).click();
    await a.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(signInMenu(a)).toBeVisible();
    await expect(signInMenu(b)).toBeVisible();
    await expect(avatar(b)).toHaveCount(0);
    expect(await storedKeys(b)).toEqual([LANGUAGE_STORAGE_KEY]);
    await context.close();
  });

  test('a reset link opened in a new tab signs in that tab and the tab that was already open', async ({
    browser,
    request,
  }) => {
    const { email } = await apiAccount(request, 'intern');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await englishContext(context);
    const a = await context.newPage();
    await a.goto('/');
    await expect(signInMenu(a)).toBeVisible();

    const forgot = await request.post('/api/interns/auth/forgot', { data: { email, emailLanguage: 'en' } });
    expect(forgot.ok(), await forgot.text()).toBe(true);
    let link = '';
    await expect
      .poll(async () => {
        try {
          link = linkFrom((await latestMail(request, email)).text, '/reset-password/');
        } catch {
          link = '';
        }
        return link;
      })
      .not.toBe('');

    const b = await context.newPage();
    await b.goto(link);
    const newPassword = 'New-Praktika-2026!';
    await b.getByLabel('New password', { exact: true }).fill(newPassword);
    await b.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    await b.getByRole('button', { name: 'Save' }).click();
    await expect(b).toHaveURL(/\/resume$/); // a new intern is asked to fill the CV first
    await expect(avatar(b)).toBeVisible();
    await expect(avatar(a)).toBeVisible();
    await b.waitForTimeout(500);
    await expect(avatar(b)).toBeVisible();
    expect(await storedKeys(b)).toEqual([LANGUAGE_STORAGE_KEY, SESSION_STORAGE_KEY]);
    await context.close();
  });

  test('the two keys of earlier versions are moved into the one key on load', async ({
    browser,
    request,
  }) => {
    const { token } = await apiAccount(request, 'intern');
    const context = await browser.newContext();
    await englishContext(context);
    const page = await context.newPage();
    await page.goto('/privacyPolicy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate((t) => {
      localStorage.setItem('praktika.token', t);
      localStorage.setItem('praktika.tokenExpiry', new Date(Date.now() + 3600_000).toISOString());
    }, token);
    await page.reload();
    await expect(avatar(page)).toBeVisible();
    expect(await storedKeys(page)).toEqual([LANGUAGE_STORAGE_KEY, SESSION_STORAGE_KEY]);
    await context.close();
  });

  test('a stored token that cannot be decoded ends on /login with the session-expired message', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    await englishContext(context);
    const page = await context.newPage();
    await page.goto('/mentorship');
    // the app is running (its watcher would otherwise see the key being written before the reload)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(
      (key) =>
        localStorage.setItem(
          key,
          JSON.stringify({
            token: 'abc.not-json.def',
            expiry: new Date(Date.now() + 3600_000).toISOString(),
          }),
        ),
      SESSION_STORAGE_KEY,
    );
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('Session has expired, please refresh and log in again to continue!'),
    ).toBeVisible();
    expect(await storedKeys(page)).toEqual([LANGUAGE_STORAGE_KEY]);
    await context.close();
  });
});
