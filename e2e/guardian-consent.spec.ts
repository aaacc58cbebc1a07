import { expect, test, type Page } from '@playwright/test';
import {
  SESSION_STORAGE_KEY,
  apiAccount,
  auth,
  checkPhone,
  claims,
  codeFrom,
  expectAccessible,
  firstRefs,
  latestMail,
  linkFrom,
  mailWithSubject,
  postJob,
  startIn,
  uniqueEmail,
} from './support.ts';

/**
 * Guardian consent (issue 22 §2): a 17-year-old registers through the sign-up form, which asks for a parent or
 * guardian; the intern cannot apply and is told why; the guardian consents from the e-mailed link on the public
 * consent page (axe, 375 and 320 px); then the intern applies.
 */

const PASSWORD = 'Praktika-2026!';

/** DD/MM/YYYY for someone 17 years and a few months old. */
function birthdate17(): { shown: string; iso: string } {
  const d = new Date();
  d.setFullYear(d.getFullYear() - 17);
  d.setMonth(d.getMonth() - 2);
  d.setDate(1);
  const dd = String(d.getDate()).padStart(2, '0');
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  return { shown: `${dd}/${mm}/${d.getFullYear()}`, iso: `${d.getFullYear()}-${mm}-${dd}` };
}

async function pick(page: Page, label: string, option: string) {
  const box = page.getByLabel(label, { exact: true });
  await box.click();
  await box.pressSequentially(option);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  await page.keyboard.press('Escape');
}

test('a 17-year-old applies once the guardian has consented from the e-mailed link', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const refs = await firstRefs(request);
  // a verified organisation with an open posting (minors only join verified hosts, issue 22 §3)
  const admin = await apiAccount(request, 'admin');
  const org = await apiAccount(request, 'business');
  const orgId = claims(org.token).id as string;
  const verified = await request.put(`/api/businesses/${orgId}/verification`, {
    headers: auth(admin.token),
    data: { status: 'VERIFIED' },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const title = `Guardian journey ${Date.now()}`;
  const jobId = await postJob(request, org.token, refs, { title });

  // the sign-up form asks for the guardian once the birth date says 17
  await startIn(page, 'en');
  const email = uniqueEmail('minor');
  const guardianEmail = uniqueEmail('guardian');
  const born = birthdate17();
  await page.goto('/register');
  await page.getByLabel('Name', { exact: true }).fill('Blerta');
  await page.getByLabel('Last name', { exact: true }).fill('Hoti');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await expect(page.getByTestId('guardian-fields')).toHaveCount(0);
  await page.getByLabel('Date of birth', { exact: true }).fill(born.shown);
  await page.getByLabel('Date of birth', { exact: true }).press('Enter');
  await expect(page.getByTestId('guardian-fields')).toBeVisible();
  await page.getByLabel("Parent's or guardian's name", { exact: true }).fill('Mimoza Hoti');
  await page.getByLabel("Parent's or guardian's e-mail", { exact: true }).fill(guardianEmail);
  await page.getByLabel('Female', { exact: true }).check();
  await pick(page, 'Municipality', refs.municipality.enName);
  await pick(page, 'Fields of interest', refs.category.enName);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /terms and privacy policy/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  // confirm through the API and fill the CV, then use the fresh session
  const code = codeFrom((await latestMail(request, email)).text);
  const confirm = await request.post('/api/interns/auth/confirm', {
    data: { email, accountConfirmationCode: code, accountConfirmationToken: '' },
  });
  expect(confirm.ok(), await confirm.text()).toBe(true);
  const first = (await confirm.json()).data.token as string;
  const internId = claims(first).id as string;
  const year = new Date().getFullYear();
  const countries = (await (await request.get('/api/countries?pagination=false&selectedLanguage=en')).json())
    .data.countries.docs as Array<{ _id: string; enName: string }>;
  const cv = await request.put(`/api/interns/${internId}`, {
    headers: auth(first),
    data: {
      name: 'Blerta',
      lastName: 'Hoti',
      birthdate: born.iso,
      gender: 'F',
      municipality: refs.municipality._id,
      categories: [refs.category._id],
      skills: [refs.skill._id],
      education: [
        {
          country: (countries.find((c) => c.enName === 'Kosovo') ?? countries[0]!)._id,
          municipality: refs.municipality._id,
          type: 'HIGH_SCHOOL',
          otherInstitution: 'Gjimnazi Xhevdet Doda',
          currentlyStudying: true,
          startDate: `${year - 2}-09-01`,
        },
      ],
      languages: [{ language: 'sq', speakingLevel: 'NATIVE', writingLevel: 'NATIVE' }],
    },
  });
  expect(cv.ok(), await cv.text()).toBe(true);
  const token = (await cv.json()).data.token as string;
  const exp = (claims(token) as unknown as { exp: number }).exp;
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [SESSION_STORAGE_KEY, JSON.stringify({ token, expiry: new Date(exp * 1000).toISOString() })],
  );

  // before consent: no Apply, the reason with the masked address
  await page.goto(`/jobs/${jobId}`);
  const notice = page.getByTestId('guardian-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Your parent or guardian's consent is needed");
  await expect(notice).toContainText(guardianEmail.slice(0, 2) + '***@');
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
  const refused = await request.post('/api/applications', {
    headers: auth(token),
    multipart: { jobId, emailLanguage: 'en' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).errorType).toBe('GUARDIAN_CONSENT_REQUIRED');

  // the guardian's e-mail, in the intern's language, and the public page (no session)
  const mail = await mailWithSubject(request, guardianEmail, 'Your consent for Blerta Hoti on Praktika');
  const link = linkFrom(mail.text, '/guardian-consent/');
  const guardianContext = await browser.newContext({ baseURL });
  const guardian = await guardianContext.newPage();
  await guardian.addInitScript(() => localStorage.setItem('praktika.lang', 'en'));
  await guardian.goto(link);
  await expect(guardian.getByRole('heading', { level: 1 })).toHaveText('Consent of a parent or guardian');
  await expect(guardian.getByTestId('guardian-page')).toContainText('Blerta Hoti');
  await expectAccessible(guardian);
  await checkPhone(guardian);
  await guardian.getByRole('button', { name: 'I consent' }).click();
  await expect(guardian.getByText('Thank you for your consent')).toBeVisible();
  await expectAccessible(guardian);
  // used once: the same link now says so
  await guardian.goto(link);
  await expect(guardian.getByTestId('guardian-link-error')).toBeVisible();
  await guardianContext.close();

  // after consent: the intern applies
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByTestId('guardian-notice')).toHaveCount(0);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Apply: ${title}` });
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByTestId('apply-section').getByText('You have applied')).toBeVisible();
});
