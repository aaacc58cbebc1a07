import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  PHONE,
  apiAccount,
  codeFrom,
  expectAccessible,
  expectNoHorizontalScroll,
  latestMail,
  signInAsAdmin,
  startIn,
  storeSession,
  uniqueEmail,
} from './support.ts';

const PASSWORD = 'Praktika-2026!';

/** The first item of a catalogue (for the bodies sent through the API). */
async function first(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(`/api/${path}?pagination=false&selectedLanguage=en`);
  return ((await res.json()).data[path].docs[0] as { _id: string })._id;
}

/** Every message for `to` in the dev mailbox. */
async function mailbox(request: APIRequestContext, to: string) {
  const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()).data?.messages ?? []) as Array<{ subject: string; text: string; html: string }>;
}

/**
 * A confirmed mentor whose e-mails are in Serbian, with `years` of professional experience set by the mentor
 * through PUT /api/mentors/:id (signup does not ask for them).
 */
async function serbianMentor(request: APIRequestContext, surname: string, years: number) {
  const email = uniqueEmail('mentor-sr');
  const municipality = await first(request, 'municipalities');
  const skill = await first(request, 'skills');
  const category = await first(request, 'categories');
  const signup = await request.post('/api/mentors/auth/signup', {
    data: {
      email,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      terms: true,
      emailLanguage: 'sr',
      name: 'Vesna',
      surname,
      municipality,
      job: 'Inženjerka',
      fieldOfEducation: 'Građevina',
      gender: 'F',
      skills: [skill],
      categories: [category],
      // signup asks at least 5 (issue 17); the profile below sets `years` (fewer for the refusal test)
      yearsOfExperience: Math.max(years, 5),
    },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const id = (await signup.json()).data.mentorId as string;
  const code = codeFrom((await latestMail(request, email)).text);
  const confirm = await request.post('/api/mentors/auth/confirm', {
    data: { email, accountConfirmationCode: code, accountConfirmationToken: '' },
  });
  expect(confirm.ok(), await confirm.text()).toBe(true);
  const token = (await confirm.json()).data.token as string;
  const update = await request.put(`/api/mentors/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      mentorName: 'Vesna',
      mentorSurname: surname,
      mentorMunicipality: municipality,
      mentorJob: 'Inženjerka',
      mentorFieldOfEducation: 'Građevina',
      mentorGender: 'F',
      mentorSkills: [skill],
      mentorCategories: [category],
      mentorEthnicity: null,
      mentorDisabilities: [],
      mentorLanguages: ['sr', 'en'],
      mentorYearsOfExperience: years,
      mentorAvailability: 'available',
    },
  });
  expect(update.ok(), await update.text()).toBe(true);
  return { id, email };
}

/** The id in a session token's claims. */
const idOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { id: string }).id;

/** Nothing serious for axe, as it is and at phone width, and no sideways scrolling at 375 px. */
async function checkPage(page: Page) {
  await expectAccessible(page);
  await page.setViewportSize(PHONE);
  // antd re-measures tables after a resize: give the layout a moment to settle
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an admin approves a Serbian-speaking mentor found among the waiting ones; the mentor gets the e-mail in Serbian', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const surname = `Petrović${Date.now().toString(36)}`;
  const mentor = await serbianMentor(request, surname, 7);

  const context = await browser.newContext();
  const page = await context.newPage();
  await startIn(page, 'en');
  await signInAsAdmin(page);
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/dashboard\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await checkPage(page);

  // Mentors, waiting for approval, by surname: all kept in the URL
  await page.getByRole('link', { name: 'Mentors' }).click();
  await expect(page).toHaveURL(/tab=mentors/);
  await page.getByRole('combobox', { name: 'Approved' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="No"]').click();
  await expect(page).toHaveURL(/approved=false/);
  await page.getByRole('searchbox', { name: 'Last name' }).fill(surname);
  await expect(page).toHaveURL(new RegExp(`lastName=${encodeURIComponent(surname)}`));
  const row = page.getByRole('row').filter({ hasText: surname });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Waiting for approval');
  await expect(row).toContainText('7 years');
  // the URL alone brings the same list back
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: surname })).toHaveCount(1);

  await page.getByRole('link', { name: `Vesna ${surname}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/mentorDetail/${mentor.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Mentor: Vesna ${surname}` })).toBeVisible();
  await expect(page.getByRole('region', { name: /Sensitive personal data/ })).toBeVisible();
  await checkPage(page);

  const actions = page.getByRole('group', { name: 'Account actions' });
  await actions.getByRole('button', { name: 'Approve mentor' }).click();
  const dialog = page.getByRole('dialog', { name: `Approve Vesna ${surname} as a mentor?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve mentor' }).click();
  await expect(page.getByText('The mentor is approved and informed by e-mail.')).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Withdraw approval' })).toBeVisible();
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();

  // the approval e-mail, in the mentor's language (Serbian)
  await expect
    .poll(async () => (await mailbox(request, mentor.email)).map((m) => m.subject), { timeout: 20_000 })
    .toContain('Vaš mentorski profil na Praktika je odobren');
  const mail = (await mailbox(request, mentor.email)).find((m) => /odobren/.test(m.subject))!;
  expect(mail.text).toContain('Administratori programa su pregledali i odobrili vaš mentorski profil.');

  // back on the list, the mentor is no longer among the waiting ones
  await page.goto(`/dashboard/users?tab=mentors&approved=false&lastName=${encodeURIComponent(surname)}`);
  await expect(page.getByRole('combobox', { name: 'Approved' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: surname })).toHaveCount(0);
  await context.close();
});

test('a mentor under five years is refused approval with the reason; an admin deactivates an intern, whose session ends', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const junior = await serbianMentor(request, `Jovanović${Date.now().toString(36)}`, 2);
  const intern = await apiAccount(request, 'intern');
  const internId = idOf(intern.token);

  // the intern is signed in in their own browser
  const internContext = await browser.newContext();
  const internPage = await internContext.newPage();
  await startIn(internPage, 'en');
  await storeSession(internPage, intern.token);
  await internPage.goto('/');
  await expect(internPage.getByTestId('account-menu')).toBeVisible();

  const context = await browser.newContext();
  const page = await context.newPage();
  await startIn(page, 'en');
  await signInAsAdmin(page);

  // too little experience: the dialog says why
  await page.goto(`/dashboard/mentorDetail/${junior.id}`);
  await page
    .getByRole('group', { name: 'Account actions' })
    .getByRole('button', { name: 'Approve mentor' })
    .click();
  const approveDialog = page.getByRole('dialog');
  await approveDialog.getByRole('button', { name: 'Approve mentor' }).click();
  await expect(approveDialog.getByRole('alert')).toContainText(
    'A mentor needs at least 5 years of professional experience to be approved.',
  );
  await expect(approveDialog.getByRole('alert')).toContainText('2 years');
  await approveDialog.getByRole('button', { name: 'Close' }).last().click();

  // the intern's record: deactivate after the confirmation
  await page.goto(`/dashboard/internDetail/${internId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Intern: Drita Berisha' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Sensitive personal data/ })).toContainText('Date of birth');
  await checkPage(page);
  const actions = page.getByRole('group', { name: 'Account actions' });
  await actions.getByRole('button', { name: 'Deactivate account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate Drita Berisha?' });
  await expect(dialog).toContainText('signed out everywhere at once');
  await dialog.getByRole('button', { name: 'Deactivate account' }).click();
  await expect(page.getByText('The account is deactivated.')).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Activate account' })).toBeVisible();

  // the intern's session has ended: the API refuses the token and the app sends the intern to sign in
  const me = await request.get(`/api/interns/${internId}`, {
    headers: { Authorization: `Bearer ${intern.token}` },
  });
  expect(me.status()).toBe(401);
  expect((await me.json()).errorType).toBe('FAILED_DECODE_TOKEN');
  await internPage.goto('/resume');
  await expect(internPage).toHaveURL(/\/login/);
  // and cannot sign in again
  const login = await request.post('/api/interns/auth/login', {
    data: { email: intern.email, password: intern.password },
  });
  expect(login.status()).toBe(403);
  expect((await login.json()).errorType).toBe('ACCOUNT_DEACTIVATED');
  await internContext.close();
  await context.close();
});
