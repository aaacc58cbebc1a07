import { expect, test } from '@playwright/test';
import {
  apiAccount,
  chooseLanguage,
  expectAccessible,
  expectNoHorizontalScroll,
  LANGUAGE_STORAGE_KEY,
  openMenu,
  PHONE,
  storeSession,
  type AccountRole,
} from './support.ts';

/** WCAG contrast ratio of two CSS rgb()/rgba() colours (alpha ignored: both are opaque here). */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const x = Number(v) / 255;
      return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

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
    // one highlight: the section link, not Home as well
    await expect(nav.getByRole('link', { name: 'Pyetje' })).toHaveAttribute('aria-current', 'location');
    await expect(nav.getByRole('link', { name: 'Ballina' })).not.toHaveAttribute('aria-current');
    await nav.getByRole('link', { name: 'Kontakti' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(nav.getByRole('link', { name: 'Kontakti' })).toHaveAttribute('aria-current', 'location');
    await expect(nav.getByRole('link', { name: 'Pyetje' })).not.toHaveAttribute('aria-current');
    await expect(nav.getByRole('link', { name: 'Ballina' })).not.toHaveClass(/is-active/);
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
    await openMenu(page.getByTestId('sign-in-menu'), page.getByRole('menuitem', { name: 'Mentor' }));
    await page.getByRole('menuitem', { name: 'Mentor' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/');
    await openMenu(page.getByTestId('register-menu'), page.getByRole('menuitem', { name: 'Organizatë' }));
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
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown'); // past sr in Latin and in Cyrillic
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your first real work experience starts here',
    );
    await expect(menu).toBeFocused();
  });

  test('menus slide in for most visitors, and appear at once for those who asked for reduced motion', async ({
    browser,
  }) => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await browser.newContext({ reducedMotion });
      const page = await context.newPage();
      await page.goto('/register');
      const select = page.getByRole('combobox').first();
      await expect(select).toBeVisible();
      // Every class a menu was given while it opened: the transition's `-active` class lasts as long as the motion
      // runs (with reduced motion antd still passes through `-prepare` for a frame, but never starts the motion).
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { seenClasses: string[] }).seenClasses = seen;
        new MutationObserver((records) => {
          for (const r of records) {
            const el = r.target as Element;
            if (r.type === 'attributes') seen.push(el.className);
            r.addedNodes.forEach((n) => {
              if (n instanceof Element)
                seen.push(n.className, ...Array.from(n.querySelectorAll('*'), (e) => e.className));
            });
          }
        }).observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['class'],
        });
      });
      await select.click();
      await expect(page.locator('.ant-select-dropdown').first()).toBeVisible();
      const seen = await page.evaluate(() => (window as unknown as { seenClasses: string[] }).seenClasses);
      expect(
        seen.some((c) => typeof c === 'string' && /\bant-slide-up-(appear|enter)-active\b/.test(c)),
        reducedMotion,
      ).toBe(reducedMotion === 'no-preference');
      await context.close();
    }
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

  test('every page has its own translated title', async ({ page }) => {
    await page.goto('/mentorship');
    await expect(page).toHaveTitle('Mentorimi · Praktika');
    await chooseLanguage(page, 'en');
    await expect(page).toHaveTitle('Mentorship · Praktika');
    await page.goto('/login');
    await expect(page).toHaveTitle(/ · Praktika$/);
    await expect(page).not.toHaveTitle('Praktika');
  });

  test('hero outline buttons stay readable on hover (4.5:1)', async ({ page }) => {
    // The static hero (shown while no banner is active; other journeys may have published one meanwhile)
    await page.route('**/api/banners?*', (route) =>
      route.fulfill({
        json: {
          success: true,
          data: {
            banners: {
              docs: [],
              totalDocs: 0,
              limit: 10,
              page: 1,
              totalPages: 1,
              hasPrevPage: false,
              hasNextPage: false,
              prevPage: null,
              nextPage: null,
            },
          },
          error: null,
        },
      }),
    );
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Përvoja jote e parë e vërtetë e punës fillon këtu' });
    for (const name of ['Regjistro organizatën', 'Bëhu mentor']) {
      const button = hero.getByRole('link', { name });
      await button.hover();
      await page.waitForTimeout(400); // antd's colour transition
      const { color, background } = await button.evaluate((el) => {
        const s = getComputedStyle(el);
        return { color: s.color, background: s.backgroundColor };
      });
      // a transparent button shows the hero behind it: its lightest colour (#157aa0) is the worst case
      const behind = /rgba\(.*,\s*0\)$/.test(background) ? 'rgb(21, 122, 160)' : background;
      expect(contrast(color, behind), `${name}: ${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('form fields get the same 3 px focus ring as links', async ({ page }) => {
    await page.goto('/login');
    const field = page.getByLabel('Email', { exact: true });
    await field.focus();
    const ring = await field.evaluate((el) => {
      const box = el.closest('.ant-input-affix-wrapper') ?? el;
      const s = getComputedStyle(box);
      return { width: s.outlineWidth, style: s.outlineStyle, color: s.outlineColor };
    });
    expect(ring).toMatchObject({ width: '3px', style: 'solid' });
    expect(contrast(ring.color, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);
  });

  for (const role of ['intern', 'business', 'mentor', 'admin'] as AccountRole[]) {
    test(`signed in as ${role}: accessible, no horizontal scroll and the menu button visible at 320 and 375 px`, async ({
      browser,
      request,
    }) => {
      const { token } = await apiAccount(request, role);
      const paths = role === 'intern' ? ['/', '/mentorship'] : ['/', '/dashboard'];
      for (const viewport of [{ width: 320, height: 640 }, PHONE]) {
        for (const path of paths) {
          const context = await browser.newContext({ viewport });
          const page = await context.newPage();
          await storeSession(page, token);
          await page.goto(path);
          await expect(page.getByTestId('account-menu')).toBeVisible();
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await expectNoHorizontalScroll(page);
          const menu = page.getByRole('button', { name: /Hap menynë/ });
          await expect(menu).toBeInViewport({ ratio: 1 });
          if (path === '/dashboard') {
            // the dashboard's title wraps rather than ending in "…" ("Administri…", "Organisatio…")
            const title = page.locator('.pk-dash-title');
            await expect(title).toBeVisible();
            expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
          }
          await expectAccessible(page);
          if (path === '/dashboard' && role === 'admin') {
            // the date picker's popup stays inside the screen
            await page.locator('.ant-picker').first().click();
            const popup = page.locator('.ant-picker-dropdown:visible');
            await expect(popup).toBeVisible();
            const box = (await popup.boundingBox())!;
            expect(box.x).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
          }
          await context.close();
        }
      }
    });
  }
});
