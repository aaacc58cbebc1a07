import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { latinLeftovers, toCyrillic } from '@praktika/contracts/script';
import {
  apiAccount,
  checkPhone,
  codeFrom,
  firstRefs,
  latestMail,
  pickMany,
  pickOption,
  postJob,
  typeDate,
  uniqueEmail,
} from './support.ts';

/*
 * Issue 22 §1: Serbian in Cyrillic, derived from the Serbian texts. A link with ?lng=sr-Cyrl opens the site in
 * Cyrillic (the choice is kept); a young person registers through the form in Cyrillic (labels, catalogue names
 * and messages), confirms with the mailed code and lands on the CV page in Cyrillic; the pages pass axe and fit a
 * phone. The texts are read from the Serbian files and transliterated here, so a change of wording needs no edit.
 */
const SR = path.resolve(import.meta.dirname, '../apps/web/src/locales/sr');
type Tree = { [k: string]: string | Tree };
const texts = (ns: string): Tree => JSON.parse(fs.readFileSync(path.join(SR, `${ns}.json`), 'utf8')) as Tree;
/** The Cyrillic text of `ns:a.b.c` (tags such as <policy> taken out, as the page shows it). */
const c = (ns: string, key: string): string => {
  let node: string | Tree = texts(ns);
  for (const part of key.split('.')) node = (node as Tree)[part]!;
  return toCyrillic((node as string).replace(/<\/?\w+>/g, ''));
};
const PASSWORD = 'Lozinka-Test-42!';

/**
 * No Latin word in the page's main text outside the kept ones (codes, names, e-mails, the product name); parts
 * marked in another language (the programme's postal address, `lang="sq"`) are not Serbian text.
 */
async function expectCyrillicMain(page: Page) {
  const text = await page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[lang]:not([lang^="sr"])').forEach((el) => el.remove());
    document.body.append(copy);
    const shown = copy.innerText;
    copy.remove();
    return shown;
  });
  expect(latinLeftovers(text)).toEqual([]);
}

test('a link with ?lng=sr-Cyrl opens the site in Cyrillic, which stays chosen', async ({ page }) => {
  await page.goto('/?lng=sr-Cyrl');
  // the first page of a fresh browser: its language's texts load first (longer on a busy runner)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c('home', 'hero.title'), {
    timeout: 30_000,
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
  await expect(page.getByTestId('language-menu')).toHaveText(/СР/);
  await expect(page.getByRole('link', { name: c('common', 'nav.home') }).first()).toBeVisible();
  await expectCyrillicMain(page);
  await checkPhone(page);
  // the choice is kept: the next page without ?lng is in Cyrillic too
  await page.goto('/mentorship');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
  await expectCyrillicMain(page);
});

test('a young person registers in Cyrillic, fills the CV and applies, with Cyrillic e-mails', async ({
  page,
  request,
}) => {
  // a whole sign-up form, the CV, an application and five phone checks with axe: minutes on a busy runner
  test.setTimeout(240_000);
  const email = uniqueEmail('intern');
  await page.goto('/register?lng=sr-Cyrl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c('auth', 'register.internTitle'), {
    timeout: 30_000,
  });
  await page.getByLabel(c('auth', 'fields.name'), { exact: true }).fill('Милица');
  await page.getByLabel(c('auth', 'fields.lastName'), { exact: true }).fill('Јовановић');
  await page.getByLabel(c('auth', 'fields.email'), { exact: true }).fill(email);
  const d = new Date();
  const birth = `01/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear() - 19}`;
  await page.getByLabel(c('auth', 'fields.birthdate'), { exact: true }).fill(birth);
  await page.getByLabel(c('auth', 'fields.birthdate'), { exact: true }).press('Enter');
  await page.getByLabel(c('auth', 'gender.F'), { exact: true }).check();
  // catalogue names come in Cyrillic too (derived from their Serbian names)
  await pickOption(page, c('auth', 'fields.municipality'), toCyrillic('Priština'));
  await pickMany(
    page,
    page.locator('main'),
    c('auth', 'fields.categories'),
    toCyrillic('Informacione tehnologije'),
  );
  await page.getByLabel(c('auth', 'fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(c('auth', 'fields.passwordConfirm'), { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: new RegExp(toCyrillic('uslove i politiku privatnosti')) }).check();
  await checkPhone(page);
  await page.getByRole('button', { name: c('auth', 'register.submit') }).click();

  await expect(page.getByRole('heading', { name: c('auth', 'checkEmail.title') })).toBeVisible();
  const code = codeFrom((await latestMail(request, email)).text);
  await page.getByRole('button', { name: c('auth', 'checkEmail.enterCode') }).click();
  await page.getByLabel('OTP Input 1').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: c('auth', 'confirm.submit'), exact: true }).click();

  await expect(page).toHaveURL(/\/resume$/);
  await expect(page.getByText(c('auth', 'warnings.fillCv'))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
  await checkPhone(page);
  // the code came in Cyrillic: the account keeps the script it signed up in (issue 22 §1)
  const welcome = await latestMail(request, email);
  expect(latinLeftovers(welcome.subject)).toEqual([]);
  expect(welcome.text).toMatch(/[А-Ша-ш]/);

  // the CV: one education from the lists and one language, each list in Cyrillic
  const n = (key: string, i: number) => c('resume', key).replace('{{n}}', String(i));
  await page.getByRole('button', { name: c('resume', 'education.add') }).click();
  const education = page.getByRole('group', { name: n('education.row', 1) });
  await pickOption(page, c('resume', 'education.fields.municipality'), toCyrillic('Priština'), education);
  await pickOption(
    page,
    c('resume', 'education.fields.type'),
    c('resume', 'educationType.UNIVERSITY'),
    education,
  );
  await pickOption(
    page,
    c('resume', 'education.fields.institution'),
    toCyrillic('Univerzitet u Prištini "Hasan Priština"'),
    education,
  );
  await education
    .getByLabel(c('resume', 'education.fields.fieldOfStudy'), { exact: true })
    .fill('Рачунарство');
  await education.getByLabel(c('resume', 'education.fields.currentlyStudying'), { exact: true }).check();
  await typeDate(education, c('resume', 'education.fields.startDate'), `01/10/${d.getFullYear() - 1}`);
  await page.getByRole('button', { name: c('resume', 'languages.add') }).click();
  const language = page.getByRole('group', { name: n('languages.row', 1) });
  await pickOption(page, c('resume', 'languages.fields.language'), toCyrillic('albanski'), language);
  await pickOption(
    page,
    c('resume', 'languages.fields.speakingLevel'),
    c('resume', 'level.NATIVE'),
    language,
  );
  await pickOption(page, c('resume', 'languages.fields.writingLevel'), c('resume', 'level.FLUENT'), language);
  await expectCyrillicMain(page);
  await page.getByRole('button', { name: c('resume', 'save') }).click();
  await expect(page.getByText(c('resume', 'saved'))).toBeVisible({ timeout: 30_000 });

  // a posting of an organisation; she applies from its page, in Cyrillic
  const org = await apiAccount(request, 'business');
  const title = `Praksa u marketingu ${Date.now().toString(36)}`;
  const jobId = await postJob(request, org.token, await firstRefs(request), { title, language: 'sr' });
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await checkPhone(page);
  await page.getByRole('button', { name: c('opportunities', 'apply.open'), exact: true }).click();
  const dialog = page.getByRole('dialog', {
    name: c('opportunities', 'apply.title').replace('{{title}}', title),
  });
  await expect(dialog.getByText(c('opportunities', 'apply.noFiles'))).toBeVisible();
  await checkPhone(page);
  await dialog.getByRole('button', { name: c('opportunities', 'apply.send') }).click();
  await expect(page.getByText(c('opportunities', 'apply.done'))).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByTestId('apply-section').getByText(c('opportunities', 'apply.applied')),
  ).toBeVisible();
  await checkPhone(page);
});
