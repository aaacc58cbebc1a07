import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin, startIn } from './support.ts';

const LANGS = [
  { code: 'sq', skills: 'Shkathtësitë' },
  { code: 'sr', skills: 'Veštine' },
  { code: 'sr-Cyrl', skills: 'Вештине' },
  { code: 'en', skills: 'Skills' },
] as const;

/** Types into the sign-up form's skills select and expects the option named `name`. */
async function expectSkillOption(page: Page, label: string, name: string, search: string) {
  const box = page.getByLabel(label, { exact: true });
  await box.click();
  await box.pressSequentially(search);
  await expect(
    page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${name}"]`),
  ).toBeVisible();
}

test('an admin adds a skill in three languages and its own Cyrillic name; the intern sign-up form offers it in each language and script', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // an admin and four visitors, each in a fresh browser context
  await startIn(page, 'en');
  await signInAsAdmin(page);
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const names = {
    sq: `Programim në Rust ${id}`,
    sr: `Programiranje u Rustu ${id}`,
    // written by hand: transliterated, "Rustu" would read "Русту" (issue 22 §1's per-item override)
    'sr-Cyrl': `Програмирање у Расту ${id.toUpperCase()}`,
    en: `Rust programming ${id}`,
  };

  await page.goto('/dashboard/skills');
  await page.getByRole('button', { name: 'Add new' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Skills' });
  await dialog.getByLabel('Name in Albanian').fill(names.sq);
  await dialog.getByLabel('Name in Serbian', { exact: true }).fill(names.sr);
  await dialog.getByLabel('Name in English').fill(names.en);
  await dialog.getByLabel('Name in Serbian (Cyrillic), optional', { exact: true }).fill(names['sr-Cyrl']);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The item was added.')).toBeVisible();

  // A visitor in each language: a fresh context, so nothing is cached from the admin's tab. The Cyrillic reader
  // finds it by the Latin letters typed too.
  for (const lang of LANGS) {
    const visitor = await browser.newContext();
    const tab = await visitor.newPage();
    await startIn(tab, lang.code);
    await tab.goto('/register');
    await expectSkillOption(tab, lang.skills, names[lang.code], id);
    await visitor.close();
  }
});
