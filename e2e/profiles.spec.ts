import { expect, test, type Page } from '@playwright/test';
import {
  E2E_ADMIN,
  PHONE,
  apiAccount,
  expectAccessible,
  expectNoHorizontalScroll,
  latestMail,
  startIn,
  storeSession,
} from './support.ts';

/** A 1×1 PNG (the API re-encodes images, so it must be a real one). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The page has no serious axe findings and no horizontal scroll at 375 px; the viewport is restored. */
async function checkPage(page: Page, heading: string) {
  await expectAccessible(page);
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  if (size) await page.setViewportSize(size);
}

test('an organisation edits its profile, cannot type into its legal name and asks the admins to change it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const org = await apiAccount(request, 'business');
  const context = await browser.newContext();
  const page = await context.newPage();
  await startIn(page, 'en');
  await storeSession(page, org.token);
  await page.goto('/dashboard');

  await expect(page.getByRole('heading', { level: 1, name: 'Organisation profile' })).toBeVisible();
  // the avatar names the organisation, not the role
  await expect(page.getByTestId('account-menu')).toHaveAccessibleName(/Kompania Shembull SH\.P\.K\./);

  const legal = page.getByRole('textbox', { name: 'Legal name' });
  await expect(legal).toHaveValue('Kompania Shembull SH.P.K.');
  await expect(legal).not.toBeEditable();
  await legal.focus();
  await page.keyboard.type('Other name');
  await expect(legal).toHaveValue('Kompania Shembull SH.P.K.');
  await expect(page.getByRole('textbox', { name: 'Registration number' })).not.toBeEditable();
  await expect(page.getByRole('textbox', { name: 'Entity type' })).not.toBeEditable();

  const contact = `Besa Krasniqi ${unique()}`;
  await page.getByLabel('Phone', { exact: true }).fill('045 987 654');
  await page.getByLabel('Contact person', { exact: true }).fill(contact);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Contact person', { exact: true })).toHaveValue(contact);
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('+38345987654');

  await checkPage(page, 'Organisation profile');

  // the change request reaches the admins' mailbox
  const newName = `Kompania Shembull L.L.C. ${unique()}`;
  await page.getByRole('button', { name: 'Request a change' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a change' });
  await expect(dialog.getByRole('radio', { name: 'Legal name' })).toBeChecked();
  await dialog.getByLabel('New value').fill(newName);
  await dialog.getByLabel('Reason').fill('The business register changed our legal form.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your request has been sent to the programme team.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await latestMail(request, E2E_ADMIN.email)).text, { timeout: 20_000 })
    .toContain(newName);
  // the legal name itself is unchanged
  await expect(legal).toHaveValue('Kompania Shembull SH.P.K.');
  await context.close();
});

test('a mentor waiting for approval sees so, sets the years of experience and uploads a photo', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const mentor = await apiAccount(request, 'mentor');
  const context = await browser.newContext();
  const page = await context.newPage();
  await startIn(page, 'en');
  await storeSession(page, mentor.token);
  await page.goto('/dashboard');

  await expect(page.getByRole('heading', { level: 1, name: 'Mentor profile' })).toBeVisible();
  await expect(page.getByTestId('mentor-waiting')).toContainText('Waiting for approval');
  await expect(page.getByTestId('mentor-waiting')).toContainText('You cannot be assigned interns');
  await expect(page.getByTestId('mentor-interns')).toHaveText('Interns: 0 of 5');
  await expect(page.getByTestId('account-menu')).toHaveAccessibleName(/Valbona Hoxha-Krasniqi/);

  // signup asks no languages (they are needed to save); the years it asked can be corrected here
  await page.getByLabel('Years of professional experience').fill('7');
  const languages = page.getByLabel('Languages', { exact: true });
  await languages.click();
  await languages.pressSequentially('English');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="English"]').click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();

  // the photo: its own upload, previewed, and the avatar shows it
  await page.getByLabel('Choose a photo').setInputFiles({
    name: 'valbona.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByRole('img', { name: 'Preview of valbona.png' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('account-avatar-photo')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Years of professional experience')).toHaveValue('7');
  await expect(page.getByRole('img', { name: 'Preview of valbona.png' })).toBeVisible();
  await expect(page.getByTestId('mentor-waiting')).toBeVisible();

  await checkPage(page, 'Mentor profile');
  await context.close();
});
