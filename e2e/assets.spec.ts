import zlib from 'node:zlib';
import { expect, test, type Response } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY, PHONE, startIn } from './support.ts';

/**
 * The home page's JS budget in gzip (issue 17: what a phone on a slow network can take; apps/web/scripts/
 * size-report.mjs checks the same at build time), over every script the page loads.
 */
const BUDGET_KB = 170;
const HERO = 'Përvoja jote e parë e vërtetë e punës fillon këtu';

test('the home page loads its JS and CSS brotli-compressed, within the budget on the wire', async ({
  page,
}) => {
  const assets: Response[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') assets.push(response);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(assets.some((r) => r.url().endsWith('.js'))).toBe(true);
  expect(assets.some((r) => r.url().endsWith('.css'))).toBe(true);
  let wire = 0;
  let decoded = 0;
  let jsGzip = 0;
  const lines: string[] = [];
  for (const response of assets) {
    const name = new URL(response.url()).pathname;
    expect(response.status(), name).toBe(200);
    const headers = await response.allHeaders();
    expect(headers['content-encoding'], name).toBe('br');
    expect(headers.vary?.toLowerCase(), name).toContain('accept-encoding');
    // bytes as they came over the network (encoded), and as the page got them
    const { responseBodySize } = await response.request().sizes();
    const body = (await response.body()).length;
    expect(responseBodySize, name).toBeGreaterThan(0);
    // A file of a few hundred bytes gains little or nothing from brotli; the gain must show from 1 KB on.
    if (body >= 1024) expect(responseBodySize, name).toBeLessThan(body);
    wire += responseBodySize;
    decoded += body;
    if (name.endsWith('.js')) jsGzip += zlib.gzipSync(await response.body(), { level: 9 }).length;
    lines.push(`${(responseBodySize / 1024).toFixed(1).padStart(7)} KB  ${name}`);
  }
  const summary =
    `home page JS + CSS: ${assets.length} files, ${(wire / 1024).toFixed(1)} KB on the wire (brotli), ` +
    `${(decoded / 1024).toFixed(1)} KB decoded; its JS ${(jsGzip / 1024).toFixed(1)} KB in gzip ` +
    `(budget ${BUDGET_KB} KB)`;
  console.log(`${lines.join('\n')}\n${summary}`);
  test.info().annotations.push({ type: 'bytes on the wire', description: summary });
  expect(jsGzip / 1024).toBeLessThanOrEqual(BUDGET_KB);
  expect(wire / 1024).toBeLessThan(BUDGET_KB);
});

test('the home page comes prerendered: its hero is in the HTML, without any inline script', async ({
  request,
}) => {
  const res = await request.get('/', { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  const html = await res.text();
  expect(html).toContain('data-prerendered="/"');
  expect(html).toContain(`>${HERO}</h1>`);
  // every script is a file of the site's own (the CSP allows no other)
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    expect(attributes).toMatch(/\ssrc="\/assets\//);
    expect(body!.trim()).toBe('');
  }
  // any other page gets the empty shell, never the home page's markup
  const other = await request.get('/login', { headers: { accept: 'text/html' } });
  expect(await other.text()).not.toContain(HERO);
});

test.describe('before any JS has run', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('a phone shows the home page: hero, calls to action and the FAQ that opens', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Regjistro organizatën' }).first()).toBeVisible();
    const question = page.locator('details.pk-faq-item').first();
    await question.locator('summary').click();
    await expect(question).toHaveAttribute('open', '');
  });
});

test('a returning visitor in Serbian never sees the Albanian prerender: the page shows once it is Serbian', async ({
  page,
}) => {
  await startIn(page, 'sr');
  const seen: string[] = [];
  // every heading the visitor could have seen, checked each time the page paints until the app has rendered
  await page.exposeFunction('reportHeading', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    const look = () => {
      const h1 = document.querySelector('h1');
      const root = document.getElementById('root');
      if (h1 && root && getComputedStyle(root).visibility === 'visible')
        (window as unknown as { reportHeading: (t: string) => void }).reportHeading(h1.textContent ?? '');
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tvoje prvo pravo radno iskustvo počinje ovde' }),
  ).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('sr');
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  expect(seen.filter((text) => text === HERO)).toEqual([]);
});
