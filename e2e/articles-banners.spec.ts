import { deflateSync } from 'node:zlib';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  holdRequests,
  PHONE,
  apiAccount,
  expectAccessible,
  expectNoHorizontalScroll,
  signInAsAdmin,
  startIn,
} from './support.ts';

/** A real PNG of one colour (the API re-encodes images, so it must decode). */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = table[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const BANNER = { sq: `Mirë se vini ${id}`, sr: `Dobrodošli ${id}`, en: `Welcome ${id}` };
const ARTICLE = { sq: `Lajm i ri ${id}`, sr: `Nova vest ${id}`, en: `Fresh news ${id}` };
const BOLD = { sq: 'fjalë të theksuara', sr: 'istaknute reči', en: 'bold words' };
const LINK = 'https://example.org/praktika';
const LANGS = ['sq', 'sr', 'en'] as const;
const LANG_NAMES = { sq: 'Albanian', sr: 'Serbian', en: 'English' } as const;

/** Types into one language's editor: a sentence with bold words, then a linked word. */
async function writeText(page: Page, lang: (typeof LANGS)[number]) {
  const dialog = page.getByRole('dialog');
  const name = `Text in ${LANG_NAMES[lang]}`;
  const box = dialog.getByRole('textbox', { name, exact: true });
  const toolbar = dialog.getByRole('toolbar', { name: `Formatting: ${name}` });
  await box.click();
  await page.keyboard.type('Start ');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type(BOLD[lang]);
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' and more');
  // "more" becomes a link; a javascript: address is refused first
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft');
  await toolbar.getByRole('button', { name: 'Add or change link' }).click();
  await dialog.getByLabel('Link address').fill('javascript:alert(1)');
  await dialog.getByLabel('Link address').press('Enter');
  await expect(dialog.getByText('Enter an address starting with https://')).toBeVisible();
  await dialog.getByLabel('Link address').fill(LINK);
  await dialog.getByLabel('Link address').press('Enter');
  await expect(box.locator(`a[href="${LINK}"]`)).toHaveText('more');
  await expect(box.locator('strong')).toHaveText(BOLD[lang]);
}

async function pageIn(browser: Browser, lang: (typeof LANGS)[number], phone = false) {
  const context = await browser.newContext(phone ? { viewport: PHONE } : {});
  const page = await context.newPage();
  await startIn(page, lang);
  return page;
}

/** The admin screen at `path` fits a phone: its list shows, nothing scrolls sideways, axe passes. */
async function expectFitsPhone(page: Page, path: string) {
  await page.setViewportSize(PHONE);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
}

let articleId = '';

test.describe.serial('articles and banners', () => {
  test('an admin publishes a banner in three languages with a photo', async ({ page }) => {
    await startIn(page, 'en');
    await signInAsAdmin(page);

    // the banner: texts in three languages, a link, a photo
    await page.goto('/dashboard/banner');
    await expect(page.getByRole('heading', { level: 1, name: 'Main banner' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Add new' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Main banner' });
    for (const lang of LANGS)
      await dialog.getByLabel(`Title in ${LANG_NAMES[lang]}`, { exact: true }).fill(BANNER[lang]);
    await dialog
      .getByLabel('Subtitle in English', { exact: true })
      .fill('Internships, trainings and mentors');
    await dialog.getByLabel('Button text in English').fill('Join now');
    await dialog.getByLabel('Button link').fill('/register');
    await dialog.locator('input[type=file]').setInputFiles({
      name: `slide-${id}.png`,
      mimeType: 'image/png',
      buffer: png(320, 180, [30, 90, 140]),
    });
    await expect(dialog.getByRole('img', { name: `Preview of slide-${id}.png` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The item was added.')).toBeVisible({ timeout: 20_000 });
    const bannerRow = page.getByRole('row', { name: new RegExp(BANNER.en) });
    await expect(bannerRow).toContainText('Shown');
    await expect(bannerRow.getByRole('cell', { name: '1', exact: true })).toHaveCount(1); // one photo
    await expectAccessible(page);
    await expectFitsPhone(page, '/dashboard/banner');
  });

  test('an admin publishes an article in three languages with a photo', async ({ page }) => {
    await startIn(page, 'en');
    await signInAsAdmin(page);

    // the article: three languages, bold text and a link in each, a photo sent after the create with progress
    await page.goto('/dashboard/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Add new' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add to Articles' });
    // empty texts are refused on their fields
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Text in Albanian' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    for (const lang of LANGS) {
      await dialog.getByLabel(`Title in ${LANG_NAMES[lang]}`, { exact: true }).fill(ARTICLE[lang]);
      await writeText(page, lang);
    }
    await dialog.locator('input[type=file]').setInputFiles({
      name: `photo-${id}.png`,
      mimeType: 'image/png',
      buffer: png(640, 360, [243, 110, 33]),
    });
    // the photo goes out after the article exists; held back until its progress has shown
    const releasePhoto = await holdRequests(page, '**/api/articles/*/photo');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('progressbar', { name: `Uploading photo-${id}.png` })).toBeVisible();
    releasePhoto();
    await expect(page.getByText('The item was added.')).toBeVisible({ timeout: 20_000 });
    const row = page.getByRole('row', { name: new RegExp(ARTICLE.en) });
    await expect(row.getByRole('img', { name: `Photo of “${ARTICLE.en}”` })).toBeVisible();
    await expect(row).toContainText('News');

    // the same English title again is refused on that field
    await page.getByRole('button', { name: 'Add new' }).click();
    dialog = page.getByRole('dialog', { name: 'Add to Articles' });
    await dialog.getByLabel('Title in Albanian', { exact: true }).fill(`${ARTICLE.sq} 2`);
    await dialog.getByLabel('Title in Serbian', { exact: true }).fill(`${ARTICLE.sr} 2`);
    await dialog.getByLabel('Title in English', { exact: true }).fill(ARTICLE.en.toUpperCase());
    for (const lang of LANGS) {
      await dialog.getByRole('textbox', { name: `Text in ${LANG_NAMES[lang]}`, exact: true }).click();
      await page.keyboard.type('Text');
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This article already exists!')).toBeVisible();
    await expect(dialog.getByLabel('Title in English', { exact: true })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectAccessible(page);

    // the article opens for editing again and again (each opening makes a new editor; the old one is gone)
    for (let round = 0; round < 3; round++) {
      await page.getByRole('button', { name: `Edit ${ARTICLE.en}` }).click();
      dialog = page.getByRole('dialog', { name: new RegExp(ARTICLE.en) });
      await expect(dialog.getByLabel('Title in English', { exact: true })).toHaveValue(ARTICLE.en);
      await expect(dialog.getByRole('textbox', { name: 'Text in English', exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();

    await expectFitsPhone(page, '/dashboard/articles');

    const list = await page.request.get('/api/articles?limit=50');
    const found = ((await list.json()).data.articles.docs as Array<{ _id: string; enTitle: string }>).find(
      (a) => a.enTitle === ARTICLE.en,
    );
    expect(found).toBeTruthy();
    articleId = found!._id;
  });

  test('a visitor sees the banner and the article in sq, sr and en', async ({ browser }) => {
    expect(articleId).not.toBe('');
    for (const lang of LANGS) {
      const page = await pageIn(browser, lang);
      await page.goto('/');
      const carousel = page.getByRole('region', {
        name: { sq: 'Në fokus', sr: 'Izdvajamo', en: 'Highlights' }[lang],
      });
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel', { timeout: 30_000 });
      await expect(carousel.getByRole('heading', { name: BANNER[lang] })).toBeVisible();
      if (lang === 'en') {
        await expect(carousel.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/register');
        await expect(carousel.locator('[aria-roledescription="slide"]:visible')).toHaveCount(1);
      }

      await page.goto('/articles');
      const card = page.getByRole('article').filter({ hasText: ARTICLE[lang] });
      await expect(card).toBeVisible({ timeout: 30_000 });
      await expect(card).toContainText(BOLD[lang]);
      await card.getByRole('link', { name: ARTICLE[lang] }).click();
      await expect(page).toHaveURL(new RegExp(`/articles/${articleId}$`));
      await expect(page.getByRole('heading', { level: 1, name: ARTICLE[lang] })).toBeVisible();
      await expect(page.getByRole('img', { name: ARTICLE[lang] })).toBeVisible();
      const body = page.locator('.pk-article-text');
      await expect(body.locator('strong')).toHaveText(BOLD[lang]);
      await expect(body.getByRole('link', { name: 'more' })).toHaveAttribute('href', LINK);
      await expect(page).toHaveTitle(new RegExp(ARTICLE[lang]));
      await page.context().close();
    }
  });

  test('script put into an article through the API does not run on its page', async ({
    browser,
    request,
  }) => {
    const { token } = await apiAccount(request, 'admin');
    const evil =
      '<p>Safe text</p><img src=x onerror="window.__pwned=true;alert(1)"><script>window.__pwned=true</script>';
    const res = await request.post('/api/articles', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        type: 'story',
        sqTitle: `Sulm ${id}`,
        srTitle: `Napad ${id}`,
        enTitle: `Attack ${id}`,
        sqText: evil,
        srText: evil,
        enText: `${evil}<a href="javascript:alert(1)">click</a>`,
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const evilId = (await res.json()).data.article._id as string;

    const page = await pageIn(browser, 'en');
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    await page.goto(`/articles/${evilId}`);
    await expect(page.getByText('Safe text')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.pk-article-text img, .pk-article-text script')).toHaveCount(0);
    await expect(page.locator('.pk-article-text a[href^="javascript"]')).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
    await page.context().close();
  });

  test('public pages pass axe and fit a phone', async ({ browser }) => {
    const page = await pageIn(browser, 'en', true);
    await page.goto('/');
    await expect(page.locator('[aria-roledescription="carousel"]')).toBeVisible({ timeout: 30_000 });
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    await page.goto('/articles');
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    // the type filter lives in the URL
    await page.getByRole('combobox', { name: 'Type of article' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Stories"]').click();
    await expect(page).toHaveURL(/[?&]type=story/);
    await expect(page.getByRole('article').filter({ hasText: ARTICLE.en })).toHaveCount(0);

    await page.goto(`/articles/${articleId}`);
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE.en })).toBeVisible({ timeout: 30_000 });
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await page.context().close();
  });
});
