import { expect, test, type Response } from '@playwright/test';

/** The public entry's budget (apps/web/scripts/size-report.mjs checks it in gzip at build time). */
const BUDGET_KB = 250;

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
    lines.push(`${(responseBodySize / 1024).toFixed(1).padStart(7)} KB  ${name}`);
  }
  const summary =
    `home page JS + CSS: ${assets.length} files, ${(wire / 1024).toFixed(1)} KB on the wire (brotli), ` +
    `${(decoded / 1024).toFixed(1)} KB decoded (budget ${BUDGET_KB} KB)`;
  console.log(`${lines.join('\n')}\n${summary}`);
  test.info().annotations.push({ type: 'bytes on the wire', description: summary });
  expect(wire / 1024).toBeLessThan(BUDGET_KB);
});
