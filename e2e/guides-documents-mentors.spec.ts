import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  PHONE,
  apiAccount,
  expectAccessible,
  expectNoHorizontalScroll,
  signInAsAdmin,
  startIn,
  storeSession,
  pickOption,
} from './support.ts';

/** A small real PDF (the API reads the type from the bytes). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);
/** A 1×1 PNG (the API re-encodes images, so it must be a real one). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Checks a page as it is and at phone width: nothing serious for axe, no sideways scrolling. */
async function checkPage(page: Page) {
  await expectAccessible(page);
  await page.setViewportSize(PHONE);
  // antd re-measures tables after a resize (a ResizeObserver): give the layout a moment to settle
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A page signed in with `token`, in English. */
async function signedIn(browser: Browser, token: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await startIn(page, 'en');
  await storeSession(page, token);
  return { context, page };
}

test('guides, documents and public mentors: admins add them, mentors and organisations download, visitors meet the mentors', async ({
  browser,
  request,
}) => {
  // three roles, three admin screens with uploads and axe on each: up to five minutes on a busy runner
  test.setTimeout(300_000);
  const id = unique();
  const guide = { sq: `Udhëzues takimi ${id}`, sr: `Vodič za sastanak ${id}`, en: `Meeting guide ${id}` };
  const doc = {
    sq: `Udhëzues për organizata ${id}`,
    sr: `Vodič za organizacije ${id}`,
    en: `Hosting guide ${id}`,
  };
  const mentorName = `Arta Krasniqi ${id}`;

  // --- the admin: a guide, a document marked as a guide, a public mentor with a photo ---
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await startIn(admin, 'en');
  await signInAsAdmin(admin);

  const fillNames = async (names: { sq: string; sr: string; en: string }) => {
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Name in Albanian').fill(names.sq);
    await dialog.getByLabel('Name in Serbian').fill(names.sr);
    await dialog.getByLabel('Name in English').fill(names.en);
    await dialog.getByLabel('Description in English').fill(`About ${names.en}`);
  };
  const upload = async (name: string, mimeType: string, buffer: Buffer) => {
    const dialog = admin.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
    await expect(dialog.getByText(name, { exact: true })).toBeVisible({ timeout: 20_000 });
  };

  await admin.goto('/dashboard/facilitationGuides');
  await expect(admin.getByRole('heading', { level: 1, name: 'Facilitation guides' })).toBeVisible({
    timeout: 30_000,
  });
  await checkPage(admin);
  await admin.getByRole('button', { name: 'Add new' }).click();
  let dialog = admin.getByRole('dialog', { name: 'Add to Facilitation guides' });
  await fillNames(guide);
  // without a language and a file the form says so
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please fill in: Language of the guide')).toBeVisible();
  await expect(dialog.getByText('Please fill in: File')).toBeVisible();
  await pickOption(admin, 'Language of the guide', 'English', admin.getByRole('dialog'));
  await upload(`meeting-${id}.pdf`, 'application/pdf', PDF);
  // the fixed fields' messages have faded out (axe would catch them half transparent)
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await expect(dialog.locator('.ant-form-show-help-item-leave')).toHaveCount(0);
  await expectAccessible(admin);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('The item was added.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('cell', { name: guide.en, exact: true })).toBeVisible();

  // the same English name again: FACILITATION_GUIDE_EXISTS on that field
  await admin.getByRole('button', { name: 'Add new' }).click();
  dialog = admin.getByRole('dialog', { name: 'Add to Facilitation guides' });
  await fillNames({ sq: `Tjetër ${id}`, sr: `Drugi ${id}`, en: guide.en });
  await pickOption(admin, 'Language of the guide', 'Albanian', admin.getByRole('dialog'));
  await upload(`other-${id}.pdf`, 'application/pdf', PDF);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This facilitation guide already exists!')).toBeVisible();
  await expect(dialog.getByLabel('Name in English')).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // the language filter lists only the guides written in it
  await admin.getByRole('combobox', { name: 'Written in' }).click();
  await admin.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Albanian"]').click();
  await expect(admin).toHaveURL(/[?&]language=sq/);
  await expect(admin.getByRole('cell', { name: guide.en, exact: true })).toBeHidden();

  await admin.goto('/dashboard/documents');
  await expect(admin.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await checkPage(admin);
  await admin.getByRole('button', { name: 'Add new' }).click();
  dialog = admin.getByRole('dialog', { name: 'Add to Documents' });
  await fillNames(doc);
  await dialog.getByRole('switch', { name: 'Guide for organisations' }).click();
  await upload(`hosting-${id}.pdf`, 'application/pdf', PDF);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('The item was added.')).toBeVisible();
  await expect(admin.getByRole('cell', { name: doc.en, exact: true })).toBeVisible();

  await admin.goto('/dashboard/publicmentors');
  await expect(admin.getByRole('heading', { level: 1, name: 'Mentor profiles on the site' })).toBeVisible();
  await checkPage(admin);
  await admin.getByRole('button', { name: 'Add new' }).click();
  dialog = admin.getByRole('dialog', { name: 'Add to Mentor profiles on the site' });
  await dialog.getByLabel('Name', { exact: true }).fill(mentorName);
  await dialog.getByLabel('Organisation', { exact: true }).fill('Banka Kombëtare');
  await dialog.getByLabel('Role in Albanian').fill('Inxhiniere softueri');
  await dialog.getByLabel('Role in Serbian').fill('Softverska inženjerka');
  await dialog.getByLabel('Role in English').fill('Software engineer');
  await dialog.getByLabel('Short bio in English').fill('Ten years of building payment systems.');
  // a LinkedIn link elsewhere than linkedin.com is refused on its field
  await dialog.getByLabel('LinkedIn profile').fill('https://example.org/arta');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/enter the LinkedIn profile address/)).toBeVisible();
  await dialog.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/arta');
  await upload(`arta-${id}.png`, 'image/png', PNG);
  await expect(dialog.getByRole('img', { name: `Preview of arta-${id}.png` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('The item was added.')).toBeVisible();
  await expect(admin.getByRole('cell', { name: mentorName, exact: true })).toBeVisible();
  await adminContext.close();

  // --- a mentor sees the guide and downloads it ---
  const mentor = await apiAccount(request, 'mentor');
  const m = await signedIn(browser, mentor.token);
  await m.page.goto('/dashboard/facilitationGuides');
  await expect(m.page.getByRole('heading', { level: 1, name: 'Facilitation guides' })).toBeVisible({
    timeout: 30_000,
  });
  await m.page.getByRole('searchbox', { name: 'Search the list' }).fill(id);
  await expect(m.page).toHaveURL(new RegExp(`[?&]name=${id}`));
  const card = m.page
    .getByRole('listitem')
    .filter({ has: m.page.getByRole('heading', { level: 2, name: guide.en }) });
  await expect(card.getByText('In English')).toBeVisible();
  // the guide is in English: "only guides in my language" keeps it in English, not in Albanian
  await m.page.getByRole('switch', { name: 'Only guides in my language' }).click();
  await expect(m.page).toHaveURL(/[?&]mine=true/);
  await expect(m.page.getByRole('heading', { level: 2, name: guide.en })).toBeVisible();
  await checkPage(m.page);
  const downloading = m.page.waitForEvent('download');
  await m.page.getByRole('button', { name: `Download ${guide.en}` }).click();
  expect((await downloading).suggestedFilename()).toBe(`meeting-${id}.pdf`);
  await m.context.close();

  // --- an organisation finds the document under guides, not under documents ---
  const business = await apiAccount(request, 'business');
  const b = await signedIn(browser, business.token);
  await b.page.goto(`/dashboard/guideDocuments?name=${id}`);
  await expect(b.page.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible({ timeout: 30_000 });
  await expect(b.page.getByRole('heading', { level: 2, name: doc.en })).toBeVisible();
  await checkPage(b.page);
  const docDownload = b.page.waitForEvent('download');
  await b.page.getByRole('button', { name: `Download ${doc.en}` }).click();
  expect((await docDownload).suggestedFilename()).toBe(`hosting-${id}.pdf`);
  await b.page.goto(`/dashboard/documents?name=${id}`);
  await expect(b.page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(b.page.getByText('Nothing matches this search.')).toBeVisible();
  await expect(b.page.getByRole('heading', { level: 2, name: doc.en })).toBeHidden();
  await checkPage(b.page);
  await b.context.close();

  // --- a visitor meets the mentor on /mentorship in each language ---
  const roles = { sq: 'Inxhiniere softueri', sr: 'Softverska inženjerka', en: 'Software engineer' } as const;
  const headings = { sq: 'Mentorët tanë', sr: 'Naši mentori', en: 'Our mentors' } as const;
  for (const lang of ['sq', 'sr', 'en'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await startIn(page, lang);
    await page.goto('/mentorship');
    await expect(page.getByRole('heading', { level: 2, name: headings[lang] })).toBeVisible({
      timeout: 30_000,
    });
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: mentorName }) });
    await expect(card.getByRole('img', { name: mentorName })).toBeVisible();
    await expect(card.getByText(roles[lang], { exact: true })).toBeVisible();
    await expect(card.getByText('Banka Kombëtare')).toBeVisible();
    const linkedin = card.getByRole('link', { name: /^LinkedIn/ });
    await expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/arta');
    await expect(linkedin).toHaveAttribute('target', '_blank');
    await expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
    await checkPage(page);
    await context.close();
  }
});
