import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  PHONE,
  apiAccount,
  expectAccessible,
  expectNoHorizontalScroll,
  startIn,
  storeSession,
} from './support.ts';

/** A 1×1 PNG (the API re-encodes photos, so the bytes must be a real image). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Picks an option of an antd select inside `scope` (typing the start of its name first in a searchable one) from
 * the open dropdown, then checks the choice shows. Asked again while the choice does not show: on a busy machine
 * a click can land while the dropdown is still opening.
 */
async function pick(page: Page, scope: Locator, label: string, option: string, search = true) {
  const box = scope.getByLabel(label, { exact: true });
  const open = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await open.count()) === 0) {
      await box.click();
      if (search) await box.pressSequentially(option.slice(0, 6));
    }
    await open
      .last()
      .locator(`.ant-select-item-option[title=${JSON.stringify(option)}]`)
      .click({ timeout: 2_000 });
    await expect(scope.getByTitle(option, { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** Types a date (DD/MM/YYYY) into an antd date picker inside `scope`. */
async function typeDate(scope: Locator, label: string, date: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await expect(input).toHaveValue(date);
}

test('an intern fills the CV (two education rows, one language, a photo); the gated menu entries and the photo appear; the PDF downloads', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const intern = await apiAccount(request, 'intern');
  const year = new Date().getFullYear();

  const context = await browser.newContext();
  const page = await context.newPage();
  await startIn(page, 'en');
  await storeSession(page, intern.token);
  await page.goto('/resume');
  await expect(page.getByRole('heading', { level: 1, name: 'My CV' })).toBeVisible({ timeout: 30_000 });
  // signup's data is there; the CV is not filled yet, so the programme's pages are not offered
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Drita');
  await page.getByTestId('account-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Drita Berisha' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'My applications' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // education 1: a university of Prishtina from the catalogue, filtered by municipality and type
  await page.getByRole('button', { name: 'Add education' }).click();
  const first = page.getByRole('group', { name: 'Education 1' });
  await expect(first.getByLabel('Country', { exact: true })).toBeFocused();
  await pick(page, first, 'Municipality', 'Pristina');
  await pick(page, first, 'Type of education', 'University', false);
  await pick(page, first, 'Institution', 'University of Prishtina "Hasan Prishtina"');
  await first.getByLabel('Field of study', { exact: true }).fill('Computer science');
  await first.getByLabel('I am currently studying here').check();
  await typeDate(first, 'Start date', `01/10/${year - 2}`);
  // filled: another row may be added
  await expect(page.getByRole('button', { name: 'Add education' })).toBeEnabled();

  // education 2: a high school that is not in the list; Add waits until it is filled
  await page.getByRole('button', { name: 'Add education' }).click();
  await expect(page.getByRole('button', { name: 'Add education' })).toBeDisabled();
  await expect(page.getByText('Fill in the row above before adding another.')).toBeVisible();
  const second = page.getByRole('group', { name: 'Education 2' });
  await pick(page, second, 'Municipality', 'Pristina');
  await pick(page, second, 'Type of education', 'High school', false);
  await second.getByLabel('My institution is not in the list').check();
  await second.getByLabel('Name of the institution', { exact: true }).fill('Gjimnazi "Xhevdet Doda"');
  await typeDate(second, 'Start date', `01/09/${year - 6}`);
  await typeDate(second, 'End date', `30/06/${year - 2}`);
  await expect(page.getByRole('button', { name: 'Add education' })).toBeEnabled();

  // one language
  await page.getByRole('button', { name: 'Add language' }).click();
  const language = page.getByRole('group', { name: 'Language 1' });
  await pick(page, language, 'Language', 'Albanian');
  await pick(page, language, 'Speaking', 'Native', false);
  await pick(page, language, 'Writing', 'Fluent', false);

  // the photo: stored at once, with a preview
  await page
    .locator('#resume_photo')
    .setInputFiles({ name: 'drita.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: /drita\.png/ })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Save CV' }).click();
  await expect(page.getByText('Your CV is saved.')).toBeVisible({ timeout: 20_000 });

  // the new token's flags open the programme's pages at once; the avatar shows the photo
  await expect(page.getByTestId('account-avatar-photo')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('account-menu').click();
  await expect(page.getByRole('menuitem', { name: 'My applications' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'My internship' })).toBeVisible();
  await page.keyboard.press('Escape');

  // the saved CV, after a reload, and its PDF
  await page.reload();
  await expect(page.getByRole('group', { name: 'Education 2' })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('group', { name: 'Education 2' }).getByLabel('Name of the institution', { exact: true }),
  ).toHaveValue('Gjimnazi "Xhevdet Doda"');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CV (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^CV-Drita-Berisha\.pdf$/);

  await expectAccessible(page);
  await context.close();
});

test('/resume: axe finds nothing serious and nothing scrolls sideways at 375 px; a visitor is asked to sign in', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const intern = await apiAccount(request, 'intern');
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await startIn(page, 'en');
  await storeSession(page, intern.token);
  await page.goto('/resume');
  await expect(page.getByRole('heading', { level: 1, name: 'My CV' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add education' }).click();
  await page.getByRole('button', { name: 'Add language' }).click();
  await page.getByRole('button', { name: 'Save CV' }).click();
  // the first missing field of the new row has the focus and its message
  await expect(
    page.getByRole('group', { name: 'Education 1' }).getByText('Please fill in: Municipality'),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await context.close();

  const visitor = await browser.newPage();
  await visitor.goto('/resume');
  await expect(visitor).toHaveURL(/\/login$/);
  await visitor.close();
});
