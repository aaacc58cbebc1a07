import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  E2E_ADMIN,
  PHONE,
  chooseLanguage,
  codeFrom,
  expectAccessible,
  expectNoHorizontalScroll,
  latestMail,
  linkFrom,
  uniqueEmail,
} from './support.ts';

// The motion most visitors see (antd's transitions on): the other journeys run as a reader who asked for reduced
// motion (playwright.config.ts), so sign-up, sign-in and the password pages keep this path covered.
test.use({ reducedMotion: 'no-preference' });

/**
 * Sign-in, registration, confirmation and passwords for every role, through the real screens.
 * Most journeys run in English (set before the first page load); one switches language through the menu.
 */

const PASSWORD = 'Praktika-2026!';

async function inEnglish(page: Page) {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-lang-set')) {
      localStorage.setItem('praktika.lang', 'en');
      sessionStorage.setItem('e2e-lang-set', '1');
    }
  });
}

/** Picks an option of an antd (searchable) select by typing its name; options carry their name as title. */
async function pick(page: Page, label: string, option: string) {
  const box = page.getByLabel(label, { exact: true });
  await box.click();
  await box.pressSequentially(option);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  await page.keyboard.press('Escape');
}

/** A birth date that makes the intern 19 today, as DD/MM/YYYY. */
function birthdate19(): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - 19);
  d.setDate(1);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
}

async function fillPasswords(page: Page, password = PASSWORD) {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /terms and privacy policy/ }).check();
}

/** From the check-your-e-mail screen: the code from the dev mailbox, typed into the confirm screen. */
async function confirmWithMailedCode(page: Page, request: APIRequestContext, email: string) {
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const code = codeFrom((await latestMail(request, email)).text);
  await page.getByRole('button', { name: 'Enter the code' }).click();
  await expect(page).toHaveURL(/\/confirm$/);
  await page.getByLabel('OTP Input 1').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
}

/** The confirmation link of an e-mail, as a same-site path with its query (?email=&type=). */
function confirmLinkFrom(text: string): string {
  const m = /https?:\/\/[^\s"<]+\/confirm-email\/[^\s"<]*/.exec(text);
  if (!m) throw new Error('no confirmation link in the e-mail');
  const url = new URL(m[0]);
  return `${url.pathname}${url.search}`;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

const avatar = (page: Page) => page.getByTestId('account-menu');

async function signOutLocally(page: Page) {
  await page.evaluate(() => localStorage.removeItem('praktika.session'));
}

/** An intern created and confirmed through the API (for journeys that are not about signup). */
async function apiIntern(request: APIRequestContext, email: string, password = PASSWORD) {
  const list = async (path: string) =>
    (await (await request.get(`/api/${path}?pagination=false&selectedLanguage=en`)).json()).data[path]
      .docs as Array<{
      _id: string;
    }>;
  const [municipality] = await list('municipalities');
  const [category] = await list('categories');
  const d = new Date();
  const signup = await request.post('/api/interns/auth/signup', {
    data: {
      name: 'Drita',
      lastName: 'Berisha',
      email,
      password,
      passwordConfirm: password,
      birthdate: `${d.getFullYear() - 20}-02-01`,
      gender: 'F',
      municipality: municipality!._id,
      categories: [category!._id],
      terms: true,
      emailLanguage: 'en',
    },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const code = codeFrom((await latestMail(request, email)).text);
  const confirm = await request.post('/api/interns/auth/confirm', {
    data: { email, accountConfirmationCode: code, accountConfirmationToken: '' },
  });
  expect(confirm.ok(), await confirm.text()).toBe(true);
  return (await confirm.json()).data.token as string;
}

/** A new intern has no CV yet: signing in leads to the CV builder with the 'Please fill your CV' warning. */
async function expectAskedToFillCv(page: Page) {
  await expect(page).toHaveURL(/\/resume$/);
  await expect(page.getByText('Please fill your CV')).toBeVisible();
}

test.describe('sign-in and registration', () => {
  // a whole sign-up form, the mailed code and a second sign-in: more than the default minute on a busy runner
  test.describe.configure({ timeout: 120_000 });
  test('an intern signs up, confirms with the mailed code and is signed in', async ({ page, request }) => {
    await inEnglish(page);
    const email = uniqueEmail('intern');
    await page.goto('/register');
    await page.getByLabel('Name', { exact: true }).fill('Arta');
    await page.getByLabel('Last name', { exact: true }).fill('Krasniqi');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Date of birth', { exact: true }).fill(birthdate19());
    await page.getByLabel('Date of birth', { exact: true }).press('Enter');
    await page.getByLabel('Female', { exact: true }).check();
    await pick(page, 'Municipality', 'Pristina');
    await pick(page, 'Fields of interest', 'Information technology');
    await fillPasswords(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await confirmWithMailedCode(page, request, email);
    await expectAskedToFillCv(page);
    await expect(avatar(page)).toBeVisible();
  });

  test('an organisation signs up, confirms, and signs in again', async ({ page, request }) => {
    await inEnglish(page);
    const email = uniqueEmail('org');
    await page.goto('/registerBusiness');
    await page.getByLabel('Organisation name', { exact: true }).fill('Drita Tech');
    await page.getByLabel('Unique identification number', { exact: true }).fill(String(Date.now()));
    await pick(page, 'Entity type', 'Business');
    await pick(page, 'Fields of interest', 'Information technology');
    await page.getByLabel('Contact person', { exact: true }).fill('Besa Hoxha');
    await page.getByLabel('Phone', { exact: true }).fill('+38344111222');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await pick(page, 'Country', 'Albania');
    await expect(page.getByLabel('Municipality / city', { exact: true })).toBeVisible();
    await pick(page, 'Country', 'Kosovo');
    await pick(page, 'Municipality', 'Pristina');
    await fillPasswords(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    // a reload of the check-your-e-mail step keeps it: the tab remembers the e-mail and the account type
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await page.reload();
    await expect(page.getByText(`We sent an e-mail to ${email}.`)).toBeVisible();
    await confirmWithMailedCode(page, request, email);
    await expect(page).toHaveURL(/\/dashboard\/jobs$/);

    await signOutLocally(page);
    await page.goto('/admin/login');
    await page.getByText('Organisation', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Sign in as an organisation' })).toBeVisible();
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/jobs$/);
  });

  test('a mentor signs up, confirms, and signs in through the mentor variant', async ({ page, request }) => {
    await inEnglish(page);
    const email = uniqueEmail('mentor');
    await page.goto('/registerMentors');
    await page.getByLabel('Name', { exact: true }).fill('Luan');
    await page.getByLabel('Surname', { exact: true }).fill('Gashi');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Male', { exact: true }).check();
    await pick(page, 'Municipality', 'Pristina');
    await page.getByLabel('Current job', { exact: true }).fill('Engineer');
    await page.getByLabel('Field of education', { exact: true }).fill('Computer science');
    await page.getByLabel('Years of professional experience', { exact: true }).fill('8');
    await pick(page, 'Fields of interest', 'Information technology');
    await pick(page, 'Skills', 'Communication');
    await fillPasswords(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await confirmWithMailedCode(page, request, email);
    await expect(page).toHaveURL(/\/dashboard$/);

    await signOutLocally(page);
    await page.goto('/admin/login');
    await page.getByText('Mentor', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Sign in as a mentor' })).toBeVisible();
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the administrator signs in on /admin/login and lands on /dashboard', async ({ page }) => {
    await inEnglish(page);
    await page.goto('/admin/login');
    // Opened directly, the administrator tab: nobody has to guess which tab admins use.
    await expect(page.getByRole('heading', { name: 'Sign in as an administrator' })).toBeVisible();
    // Typed values survive a look at another tab.
    await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
    await page.getByText('Mentor', { exact: true }).click();
    await page.getByText('Administrator', { exact: true }).click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(E2E_ADMIN.email);
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the link in the confirmation e-mail confirms by itself and signs in; used again, it says so', async ({
    page,
    request,
  }) => {
    await inEnglish(page);
    const email = uniqueEmail('link');
    const list = async (path: string) =>
      (await (await request.get(`/api/${path}?pagination=false`)).json()).data[path].docs as Array<{
        _id: string;
      }>;
    const d = new Date();
    const signup = await request.post('/api/interns/auth/signup', {
      data: {
        name: 'Blerta',
        lastName: 'Kelmendi',
        email,
        password: PASSWORD,
        passwordConfirm: PASSWORD,
        birthdate: `${d.getFullYear() - 20}-05-01`,
        gender: 'F',
        municipality: (await list('municipalities'))[0]!._id,
        categories: [(await list('categories'))[0]!._id],
        terms: true,
        emailLanguage: 'en',
      },
    });
    expect(signup.ok(), await signup.text()).toBe(true);
    const mail = await latestMail(request, email);
    expect(mail.text).toContain('click the button below. That is all');
    const link = confirmLinkFrom(mail.text);
    await page.goto(link);
    await expectAskedToFillCv(page);
    await expect(avatar(page)).toBeVisible();

    await signOutLocally(page);
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText('Account already confirmed!');
    await expect(page.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
  });

  test('a typed birth date outside 16-24 stays and the age rule is shown', async ({ page }) => {
    await inEnglish(page);
    await page.goto('/register');
    const field = page.getByLabel('Date of birth', { exact: true });
    await field.fill('01/01/1990');
    await field.press('Enter');
    await field.press('Tab');
    await expect(field).toHaveValue('01/01/1990');
    await expect(page.getByText('Intern does not belong in the age limit allowed (16-24)')).toBeVisible();
    await expect(page.getByText('Please fill in: Date of birth', { exact: true })).toHaveCount(0);
  });

  test('an organisation with phone "hello" and number "abc" is told what is wrong', async ({ page }) => {
    await inEnglish(page);
    await page.goto('/registerBusiness');
    await page.getByLabel('Unique identification number', { exact: true }).fill('abc');
    await page.getByLabel('Phone', { exact: true }).fill('hello');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(/^Enter a valid phone number/)).toBeVisible();
    await expect(page.getByText(/^Enter the registration number as issued/)).toBeVisible();
    // The first invalid field has the focus, below the sticky header.
    await expect(page.getByLabel('Organisation name', { exact: true })).toBeFocused();
  });

  test('wrong password and an unconfirmed account are explained', async ({ page, request }) => {
    await inEnglish(page);
    const email = uniqueEmail('unconfirmed');
    const list = async (path: string) =>
      (await (await request.get(`/api/${path}?pagination=false`)).json()).data[path].docs as Array<{
        _id: string;
      }>;
    const d = new Date();
    const signup = await request.post('/api/interns/auth/signup', {
      data: {
        name: 'Ema',
        lastName: 'Morina',
        email,
        password: PASSWORD,
        passwordConfirm: PASSWORD,
        birthdate: `${d.getFullYear() - 18}-03-01`,
        gender: 'F',
        municipality: (await list('municipalities'))[0]!._id,
        categories: [(await list('categories'))[0]!._id],
        terms: true,
      },
    });
    expect(signup.ok()).toBe(true);
    await page.goto('/login');
    await signIn(page, email, PASSWORD);
    await page.getByRole('link', { name: /confirm the account/ }).click();
    await expect(page).toHaveURL(/\/confirm$/);
    await expect(page.getByText(email)).toBeVisible();
  });
});

test.describe('passwords and sessions', () => {
  test('forgot password, reset through the e-mailed link, then sign in with the new password', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000); // three screens, two e-mails and a sign-in
    await inEnglish(page);
    const email = uniqueEmail('forgot');
    await apiIntern(request, email);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-user-password$/);
    // the page has rendered (its texts loaded) before anything is typed: an early fill could be lost
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    const emailField = page.getByLabel('Email', { exact: true });
    await emailField.fill(email);
    await expect(emailField).toHaveValue(email);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

    let link = '';
    await expect
      .poll(async () => {
        const mail = await latestMail(request, email);
        try {
          link = linkFrom(mail.text, '/reset-password/');
        } catch {
          link = '';
        }
        return link;
      })
      .not.toBe('');
    await page.goto(link);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    const newPassword = 'New-Praktika-2026!';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectAskedToFillCv(page);
    await expect(avatar(page)).toBeVisible();

    await signOutLocally(page);
    await page.goto('/login');
    await signIn(page, email, newPassword);
    await expectAskedToFillCv(page);
    await expect(avatar(page)).toBeVisible();
  });

  test('forgot password opened directly asks which account before sending', async ({ page, request }) => {
    await inEnglish(page);
    const email = uniqueEmail('which');
    await apiIntern(request, email);
    await page.goto('/forgot-user-password');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Please fill in: Account type', { exact: true })).toBeVisible();
    for (const name of ['Intern', 'Organisation', 'Mentor'])
      await expect(page.getByRole('radio', { name })).not.toBeChecked();
    await page.getByText('Intern', { exact: true }).click();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expect
      .poll(async () => (await latestMail(request, email)).text.includes('/reset-password/'))
      .toBe(true);
  });

  test('a tampered token ends on /login with the session-expired message', async ({ page, request }) => {
    await inEnglish(page);
    const token = await apiIntern(request, uniqueEmail('tamper'));
    await page.goto('/');
    // the app has started, signed out: a still-starting app would read the keys written below, end the session
    // itself and leave the reload nothing to find (CI saw the page stay on / once)
    await expect(page.getByTestId('sign-in-menu')).toBeVisible();
    const [head, payload, sig] = token.split('.') as [string, string, string];
    const forged = `${head}.${payload}.${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
    await page.evaluate((t) => {
      localStorage.setItem('praktika.token', t);
      localStorage.setItem('praktika.tokenExpiry', new Date(Date.now() + 86400_000).toISOString());
    }, forged);
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('Session has expired, please refresh and log in again to continue!'),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('praktika.token'))).toBeNull();
  });
});

test.describe('every auth page: accessible and fits a phone', () => {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const resetToken = `${b64({ alg: 'HS256' })}.${b64({ email: 'a@example.test', type: 'intern', purpose: 'reset', exp: 4102444800 })}.x`;
  const q = b64({ email: 'b@example.test', resetToken: 'rt', type: 'business' });
  const pages = [
    '/login',
    '/admin/login',
    '/register',
    '/registerBusiness',
    '/registerMentors',
    '/confirm',
    '/forgot-user-password',
    `/reset-password/${resetToken}`,
    `/resetBusinessPassword?q=${q}`,
  ];
  for (const path of pages) {
    test(`${path.split('?')[0]!.slice(0, 40)} at 375 px`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport: PHONE });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      // Validation messages must not break the layout either.
      const submit = page.locator('form button[type="submit"]');
      if (await submit.count()) {
        await submit.first().click();
        await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
        await expectNoHorizontalScroll(page);
        await expectAccessible(page);
      }
      await context.close();
    });
  }

  test('the register page works in English after switching language', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Regjistrohu si praktikant' })).toBeVisible();
    await chooseLanguage(page, 'en');
    await expect(page.getByRole('heading', { name: 'Register as an intern' })).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please fill in: Name', { exact: true })).toBeVisible();
    await expect(page.getByText('Please fill in: Email', { exact: true })).toBeVisible();
  });
});
