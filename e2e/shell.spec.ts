import { expect, test } from '@playwright/test';
import {
  chooseLanguage,
  expectAccessible,
  expectNoHorizontalScroll,
  LANGUAGE_STORAGE_KEY,
  PHONE,
} from './support.ts';

test.describe('web shell', () => {
  test('home renders in Albanian by default; the language choice switches texts and survives a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Përvoja jote e parë e vërtetë e punës fillon këtu',
    );
    await expect(page.getByTestId('language-menu')).toHaveText(/SQ/);

    await chooseLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your first real work experience starts here',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your first real work experience starts here',
    );
    expect(await page.evaluate((k) => localStorage.getItem(k), LANGUAGE_STORAGE_KEY)).toBe('en');

    await chooseLanguage(page, 'sr');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tvoje prvo pravo radno iskustvo počinje ovde',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Latn');
  });

  test('the navigation highlights the current route and scrolls to home sections', async ({ page }) => {
    await page.goto('/mentorship');
    const nav = page.getByRole('navigation', { name: 'Navigimi kryesor' });
    await expect(nav.getByRole('link', { name: 'Mentorimi' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Burime' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(nav.getByRole('link', { name: 'Burime' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Mentorimi' })).not.toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Pyetje' }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(page.getByRole('heading', { name: 'Pyetjet më të shpeshta' })).toBeInViewport();
  });

  test('unknown pages show the not-found page and Back Home returns to /', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByText('Na vjen keq, faqja që vizituat nuk ekziston.')).toBeVisible();
    await page.getByRole('button', { name: 'Kthehu në ballinë' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the dashboard without a session redirects to the login', async ({ page }) => {
    await page.goto('/dashboard/users');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signed-out menus lead to each role’s sign-in and registration', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('sign-in-menu').click();
    await page.getByRole('menuitem', { name: 'Mentor' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/');
    await page.getByTestId('register-menu').click();
    await page.getByRole('menuitem', { name: 'Organizatë' }).click();
    await expect(page).toHaveURL(/\/registerBusiness$/);
  });

  test('keyboard: Tab reaches the language menu and Enter opens it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const menu = page.getByTestId('language-menu');
    let reached = false;
    for (let i = 0; i < 30 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await menu.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'Shqip (SQ)' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your first real work experience starts here',
    );
    await expect(menu).toBeFocused();
  });

  for (const path of ['/', '/this-page-is-missing', '/mentorship', '/privacyPolicy']) {
    test(`accessible and no horizontal scroll at 375 px: ${path}`, async ({ browser }) => {
      for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page);
        if (viewport.width === PHONE.width) {
          await expectNoHorizontalScroll(page);
          // the drawer opens with the navigation and the stacked sign-in buttons
          await page.getByRole('button', { name: 'Hap menynë' }).click();
          await expect(page.getByRole('dialog').getByRole('group', { name: 'Kyçu' })).toBeVisible();
          await expectAccessible(page);
        }
        await context.close();
      }
    });
  }
});
