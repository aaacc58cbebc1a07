import { expect, test, type Page } from '@playwright/test';
import {
  PHONE,
  expectAccessible,
  expectNoHorizontalScroll,
  pickOption,
  signInAsAdmin,
  startIn,
} from './support.ts';

const inEnglish = (page: Page) => startIn(page, 'en');

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('admin catalogues', () => {
  test('skills: create in three languages, find, edit, duplicate on the field, delete', async ({ page }) => {
    await inEnglish(page);
    await signInAsAdmin(page);
    const id = unique();
    const [sq, sr, en] = [`Aftësi ${id}`, `Veština ${id}`, `Skill ${id}`];

    await page.goto('/dashboard/skills');
    await expect(page.getByRole('heading', { level: 1, name: 'Skills' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('menuitem', { name: 'Countries' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Business categories' })).toBeVisible();

    // create
    await page.getByRole('button', { name: 'Add new' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add to Skills' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    // the app's message and the focus on the first invalid field (no browser bubble: the form is noValidate)
    await expect(dialog.locator('form')).toHaveAttribute('novalidate', '');
    await expect(dialog.getByLabel('Name in Albanian')).toBeFocused();
    await dialog.getByLabel('Name in Albanian').fill(sq);
    await dialog.getByLabel('Description in Albanian').fill('Përshkrim');
    await dialog.getByLabel('Name in Serbian', { exact: true }).fill(sr);
    await dialog.getByLabel('Name in English').fill(en);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The item was added.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // find it by name
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(id);
    await expect(page).toHaveURL(new RegExp(`[?&]name=${id}`));
    await expect(page.getByRole('cell', { name: en, exact: true })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2); // header + the one match

    // edit
    await page.getByRole('button', { name: `Edit ${en}` }).click();
    dialog = page.getByRole('dialog', { name: `Edit “${en}”` });
    await expect(dialog.getByLabel('Name in Serbian', { exact: true })).toHaveValue(sr);
    await dialog.getByLabel('Name in English').fill(`${en} edited`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The changes were saved.')).toBeVisible();
    await expect(page.getByRole('cell', { name: `${en} edited`, exact: true })).toBeVisible();

    // a duplicate (same English name, case aside) is shown on that field
    await page.getByRole('button', { name: 'Add new' }).click();
    dialog = page.getByRole('dialog', { name: 'Add to Skills' });
    await dialog.getByLabel('Name in Albanian').fill(`${sq} tjetër`);
    await dialog.getByLabel('Name in Serbian', { exact: true }).fill(`${sr} drugo`);
    await dialog.getByLabel('Name in English').fill(`${en} EDITED`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This skill already exists!')).toBeVisible();
    await expect(dialog.getByLabel('Name in English')).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await expectAccessible(page);

    // delete after the confirmation
    await page.getByRole('button', { name: `Delete ${en} edited` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this item?' });
    await expect(confirm.getByText(`“${en} edited” will be deleted.`, { exact: false })).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('The item was deleted.')).toBeVisible();
    await expect(page.getByRole('cell', { name: `${en} edited`, exact: true })).toBeHidden();
  });

  test('municipalities: page size and order in the URL; one in use says by how many records', async ({
    page,
  }) => {
    await inEnglish(page);
    await signInAsAdmin(page);
    await page.goto('/dashboard/municipalities');
    await expect(page.getByRole('heading', { level: 1, name: 'Municipalities' })).toBeVisible({
      timeout: 30_000,
    });
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(10);

    // 5 per page, then Z to A by name: the size and the order are in the URL and survive a reload
    await page.getByRole('combobox', { name: 'Page Size' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="5 / page"]').click();
    await expect(page).toHaveURL(/[?&]size=5/);
    await expect(rows).toHaveCount(5);
    // ascending is the default, so one click turns it to descending
    await page.getByRole('columnheader', { name: /Name/ }).click();
    await expect(page).toHaveURL(/[?&]sort=-name/);
    await expect(rows.first()).toContainText('Zvecan');
    await page.reload();
    await expect(rows.first()).toContainText('Zvecan', { timeout: 30_000 });
    await expect(rows).toHaveCount(5);

    // Prizren has seeded institutions: the delete is refused with their number
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('Prizren');
    await expect(page.getByRole('cell', { name: 'Prizren', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Prizren' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this item?' });
    await expect(confirm).toBeVisible();
    // a click while the dialog is still opening can go unseen (antd's motion): ask again until it answers;
    // each refused delete changes nothing
    await expect(async () => {
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(confirm.getByRole('alert')).toHaveText(
        /^This item is used by \d+ records and cannot be deleted\.$/,
        { timeout: 3_000 },
      );
    }).toPass({ timeout: 30_000 });
    await expectAccessible(page);
  });

  test('institutions: type and municipality; the screen fits a phone', async ({ page }) => {
    await inEnglish(page);
    await signInAsAdmin(page);
    const id = unique();
    await page.goto('/dashboard/institutions');
    await expect(page.getByRole('heading', { level: 1, name: 'Institutions' })).toBeVisible({
      timeout: 30_000,
    });

    await page.getByRole('button', { name: 'Add new' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Institutions' });
    await dialog.getByLabel('Name in Albanian').fill(`Shkolla ${id}`);
    await dialog.getByLabel('Name in Serbian', { exact: true }).fill(`Škola ${id}`);
    await dialog.getByLabel('Name in English').fill(`School ${id}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    // the collection's own required extras are checked like the names
    await expect(dialog.locator('.ant-form-item-has-error')).toHaveCount(2);
    await expect(dialog.getByLabel('Institution type')).toBeFocused();
    await pickOption(page, 'Institution type', 'High school', page.getByRole('dialog'));
    await pickOption(page, 'Municipality', 'Pristina', page.getByRole('dialog'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The item was added.')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search by name' }).fill(id);
    const row = page.getByRole('row', { name: new RegExp(`School ${id}`) });
    await expect(row).toContainText('High school');
    await expect(row).toContainText('Pristina');
    await expectAccessible(page);

    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Institutions' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('cell', { name: `School ${id}`, exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: `Edit School ${id}` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });
});
