import { expect, test, type Page } from '@playwright/test';
import {
  holdRequests,
  E2E_ADMIN,
  PHONE,
  apiAccount,
  chooseLanguage,
  expectAccessible,
  expectNoHorizontalScroll,
  pickOption,
} from './support.ts';

/** English UI for the whole page (set once, so a later language choice sticks). */
async function inEnglish(page: Page) {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-lang-set')) {
      localStorage.setItem('praktika.lang', 'en');
      sessionStorage.setItem('e2e-lang-set', '1');
    }
  });
}

/** A small real PDF (the API reads the type from the bytes), padded so the upload takes a moment. */
function pdfBytes(): Buffer {
  const head = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n';
  return Buffer.concat([Buffer.from(head), Buffer.alloc(300_000, 0x20), Buffer.from('\n%%EOF\n')]);
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('resources: an admin adds a PDF and a link; a visitor finds them in three languages, signs in as an intern and opens them', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const id = unique();
  const intern = await apiAccount(request, 'intern');
  const category = (
    (await (await request.get('/api/categories?pagination=false&selectedLanguage=en')).json()).data.categories
      .docs[0] as { enName: string }
  ).enName;
  const file = { sq: `Udhëzues PDF ${id}`, sr: `Vodič PDF ${id}`, en: `PDF guide ${id}` };
  const link = { sq: `Lidhje ${id}`, sr: `Veza ${id}`, en: `Link ${id}` };

  // --- the admin ---
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await inEnglish(admin);
  await admin.goto('/admin/login');
  await admin.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await admin.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await admin.getByLabel('Password', { exact: true }).press('Enter');
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto('/dashboard/resources');
  await expect(admin.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(admin);

  const fillNames = async (names: { sq: string; sr: string; en: string }) => {
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Name in Albanian').fill(names.sq);
    await dialog.getByLabel('Description in Albanian').fill(`Përshkrim ${names.sq}`);
    await dialog.getByLabel('Name in Serbian').fill(names.sr);
    await dialog.getByLabel('Name in English').fill(names.en);
    await dialog.getByLabel('Description in English').fill(`About ${names.en}`);
    await pickOption(admin, 'Category', category, admin.getByRole('dialog'));
    await pickOption(admin, 'Language of the resource', 'English', admin.getByRole('dialog'));
  };

  // a PDF: the upload is held back until its progress bar has shown
  const releaseUpload = await holdRequests(admin, '**/api/files');
  await admin.getByRole('button', { name: 'Add new' }).click();
  let dialog = admin.getByRole('dialog', { name: 'Add to Resources' });
  await fillNames(file);
  await dialog.getByText('A file', { exact: true }).click();
  await dialog.locator('input[type=file]').setInputFiles({
    name: `guide-${id}.pdf`,
    mimeType: 'application/pdf',
    buffer: pdfBytes(),
  });
  await expect(dialog.getByRole('progressbar', { name: `Uploading guide-${id}.pdf` })).toBeVisible();
  releaseUpload();
  await expect(dialog.getByText(`guide-${id}.pdf`, { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('progressbar')).toBeHidden();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('The item was added.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // a link: first without one (the field says so), then with it
  await admin.getByRole('button', { name: 'Add new' }).click();
  dialog = admin.getByRole('dialog', { name: 'Add to Resources' });
  await fillNames(link);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Link', { exact: true })).toBeFocused();
  await dialog.getByLabel('Link', { exact: true }).fill(`https://example.org/guide-${id}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('The item was added.')).toBeVisible();

  await admin.getByRole('searchbox', { name: 'Search by name' }).fill(id);
  await expect(admin).toHaveURL(new RegExp(`[?&]name=${id}`));
  await expect(admin.getByRole('cell', { name: file.en, exact: true })).toBeVisible();
  await expect(admin.getByRole('cell', { name: link.en, exact: true })).toBeVisible();
  await admin.setViewportSize(PHONE);
  await expectNoHorizontalScroll(admin);
  await adminContext.close();

  // --- the visitor ---
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/resources?name=${id}`);
  // Albanian by default, then Serbian and English
  await expect(page.getByRole('heading', { level: 2, name: file.sq })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 2, name: link.sq })).toBeVisible();
  await expectAccessible(page);
  await chooseLanguage(page, 'sr');
  await expect(page.getByRole('heading', { level: 2, name: file.sr })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: link.sr })).toBeVisible();
  await chooseLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 2, name: file.en })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: link.en })).toBeVisible();
  await expect(page.getByText('About ' + link.en)).toBeVisible();
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);

  // Open asks a visitor to sign in; the intern comes back to the resource
  await page.getByRole('button', { name: `Open ${link.en}` }).click();
  const ask = page.getByRole('dialog', { name: 'Sign in to open this resource' });
  await ask.getByRole('link', { name: 'Sign in as an intern' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(intern.email);
  await page.getByLabel('Password', { exact: true }).fill(intern.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/resources\/[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle(`${link.en} – Resources · Praktika`);
  const open = page.getByRole('link', { name: /Open the link/ });
  await expect(open).toHaveAttribute('href', `https://example.org/guide-${id}`);
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', /noopener/);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // signed in, Open goes straight to the resource; the file downloads with the token
  await page.goto(`/resources?name=${id}`);
  await page.getByRole('button', { name: `Open ${file.en}` }).click();
  await expect(page).toHaveURL(/\/resources\/[0-9a-f-]{36}$/);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download guide-${id}.pdf` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`guide-${id}.pdf`);
  await context.close();
});
