import { expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export { E2E_ADMIN } from '../playwright.config.ts';

/** A unique e-mail per test run. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** The newest message for `to` from the dev mailbox (waits for the background job to deliver). */
export async function latestMail(request: APIRequestContext, to: string) {
  let messages: Array<{ subject: string; text: string; html: string }> = [];
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        messages = (await res.json()).data?.messages ?? [];
        return messages.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  return messages[0]!;
}

export function codeFrom(text: string): string {
  const m = /\b(\d{6})\b/.exec(text);
  if (!m) throw new Error('no 6-digit code in the e-mail');
  return m[1]!;
}

export function linkFrom(text: string, path: string): string {
  const m = new RegExp(`https?://[^\\s"<]+${path}[^\\s"<]*`).exec(text);
  if (!m) throw new Error(`no ${path} link in the e-mail`);
  return new URL(m[0]).pathname;
}

/**
 * No serious or critical axe violations on the current page. `label-content-name-mismatch` (WCAG 2.5.3 Label in
 * Name) is tagged experimental in axe, so it is enabled explicitly.
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

/** No horizontal scrolling at the current viewport. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

export const PHONE = { width: 375, height: 740 };

/** The language stored by the web app (app/i18n.ts). */
export const LANGUAGE_STORAGE_KEY = 'praktika.lang';

/** Opens the header's language menu and picks a language by its code. */
export async function chooseLanguage(page: Page, code: 'sq' | 'sr' | 'en') {
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitemradio', { name: new RegExp(`\\(${code.toUpperCase()}\\)`) }).click();
  await expect(page.getByTestId('language-menu')).toHaveText(new RegExp(code.toUpperCase()));
}
