import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  firstRefs,
  PDF,
  apiAccount,
  checkPhone,
  expectAccessible,
  expectNoHorizontalScroll,
  internWithCv,
  linkFrom,
  mailWithSubject,
  pickMany,
  pickOption,
  PHONE,
  shownDay,
  shownProgrammeDay,
  startIn,
  statusOf,
  storeSession,
  typeDate,
  type Named,
} from './support.ts';

/*
 * Issue 9's whole loop in the browser, each person in their own context and language: the organisation (Albanian,
 * its e-mails in Albanian) posts an internship asking for one file through the form; the intern (English) finds
 * it on /opportunitiesinterships through the title search and the language filter and applies with the file; the
 * organisation sees the application, shortlists, schedules the interview and accepts; an admin validates on
 * /dashboard/validation; the organisation uploads the contract, hires and finalizes. After each step the other
 * side sees the new status (the intern on /applications and /internship with the timeline, the organisation in
 * its applicants), and the e-mails arrive in each one's language with a link to the right screen. Only the
 * accounts and the intern's CV are set up through the API.
 */

/** The name a catalogue entry shows in Albanian (as the web app's catalogueName picks it). */
const sqName = (n: Named & { localisations?: { sq?: { name?: string } } }) =>
  n.localisations?.sq?.name || n.sqName || n.enName;

async function contextPage(browser: Browser, lang: 'sq' | 'en', token: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await startIn(page, lang);
  await storeSession(page, token);
  return page;
}

test('the whole loop: an organisation posts, an intern finds and applies, shortlist, interview, accept, validation, contract, hire, completion', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const { category, skill, municipality } = await firstRefs(request);
  const business = await apiAccount(request, 'business', { emailLanguage: 'sq' });
  const businessName = 'Kompania Shembull SH.P.K.';
  const intern = await internWithCv(
    request,
    { category, skill, municipality },
    // a surname of this run's own: a retry on the same database finds its own intern only
    {
      name: 'Era',
      lastName: `Gashi${Array.from({ length: 4 }, () => 'bcdfghjklmnprstvz'[Math.floor(Math.random() * 17)]).join('')}`,
      language: 'en',
      emailLanguage: 'en',
    },
  );
  const admin = await apiAccount(request, 'admin');
  const title = `Praktikant për dizajn ${Date.now() % 100_000}`;
  const file = 'Letër motivimi';

  // ---- the organisation posts through the form, in Albanian
  const org = await contextPage(browser, 'sq', business.token);
  await org.goto('/dashboard/jobs');
  await expect(org.getByRole('heading', { level: 1, name: 'Mundësitë për praktikë' })).toBeVisible({
    timeout: 30_000,
  });
  await org.getByRole('button', { name: 'Praktikë e re' }).click();
  const form = org.getByRole('dialog', { name: 'Shpallje e re për praktikë' });
  await form.getByLabel('Titulli', { exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Përshkrimi' }).click();
  await org.keyboard.type('Dizajnoni faqet e klientëve tanë me ekipin.');
  await typeDate(form, 'Afati i aplikimit', shownDay(10));
  await form.getByLabel('Vende të lira', { exact: true }).fill('1');
  await pickMany(org, form, 'Kategoritë', sqName(category));
  await pickMany(org, form, 'Shkathtësitë', sqName(skill));
  await pickOption(org, 'Komuna', sqName(municipality), form);
  await pickOption(org, 'Gjuha', 'Anglisht', form);
  const files = form.getByLabel('Dokumentet që duhet të ngarkojnë aplikantët', { exact: true });
  await files.click();
  await files.pressSequentially(file);
  await files.press('Enter');
  await form.getByRole('button', { name: 'Ruaj' }).click();
  await expect(org.getByText('Praktika u publikua.')).toBeVisible();
  const row = org.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Aktive')).toBeVisible();
  await row.getByRole('link', { name: title }).click();
  await expect(org.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const jobId = /\/dashboard\/jobs\/([^/?]+)/.exec(org.url())![1]!;

  // ---- the intern, in English, finds it through the title search and the language filter and applies
  const me = await contextPage(browser, 'en', intern.token);
  await me.goto('/opportunitiesinterships');
  await expect(me.getByRole('heading', { level: 1, name: 'Internship announcements' })).toBeVisible();
  const filters = me.getByRole('search', { name: 'Filter the opportunities' });
  await filters.getByRole('searchbox', { name: 'Search by title' }).fill(title);
  await expect(me).toHaveURL(/title=/);
  await pickOption(me, 'Language', 'English', filters);
  await expect(me).toHaveURL(/language=en/);
  const card = me.getByTestId('opportunity-card').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(businessName)).toBeVisible();
  // the language filter is real: Albanian leaves the English posting out
  await pickOption(me, 'Language', 'Albanian', filters);
  await expect(me).toHaveURL(/language=sq/);
  await expect(me.getByText('No opportunities found')).toBeVisible();
  await pickOption(me, 'Language', 'English', filters);
  await card.getByRole('link', { name: `View details: ${title}` }).click();
  await expect(me).toHaveURL(new RegExp(`/jobs/${jobId}`));
  await me.getByRole('button', { name: 'Apply', exact: true }).click();
  const apply = me.getByRole('dialog', { name: `Apply: ${title}` });
  await expect(apply.getByRole('button', { name: 'Send application' })).toBeDisabled();
  await apply
    .getByLabel(new RegExp(file))
    .setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: PDF });
  await apply.getByRole('button', { name: 'Send application' }).click();
  await expect(me.getByText('Your application was sent.')).toBeVisible();
  await expect(me.getByTestId('apply-section').getByText('You have applied')).toBeVisible();

  // the organisation's e-mail, in Albanian, links to its applicants
  const appliedMail = await mailWithSubject(request, business.email, `Aplikim i ri: ${title}`);
  expect(appliedMail.text).toContain(`${intern.name} aplikoi për "${title}".`);
  expect(linkFrom(appliedMail.text, '/dashboard/jobs/')).toBe(`/dashboard/jobs/${jobId}`);

  /** The intern's application card on /applications, opened afresh. */
  const myApplication = async () => {
    await me.goto('/applications');
    await expect(me.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
    return me.getByTestId('application-card').filter({ hasText: title });
  };
  /** The intern's e-mail with `subject` (English), whose link goes to `path`. */
  const internMail = async (subject: string, path: string) => {
    const mail = await mailWithSubject(request, intern.email, `${subject}: ${title}`);
    expect(mail.text).toContain(title);
    expect(linkFrom(mail.text, path)).toBe(path);
    return mail;
  };

  let mine = await myApplication();
  await expect(statusOf(mine)).toHaveText('Applied');

  // ---- the organisation sees the application with the file, shortlists, schedules the interview, accepts
  await org.reload();
  const applicant = () => org.getByTestId('applicant').filter({ hasText: intern.name });
  await expect(statusOf(applicant())).toHaveText('Aplikuar');
  await expect(applicant().getByRole('button', { name: `Shkarko ${file} (letter.pdf)` })).toBeVisible();
  await applicant().getByRole('button', { name: 'Në listën e ngushtë', exact: true }).click();
  await expect(statusOf(applicant())).toHaveText('Në listën e ngushtë');
  await internMail('You are on the shortlist', '/applications');
  mine = await myApplication();
  await expect(statusOf(mine)).toHaveText('Shortlisted');

  await applicant().getByRole('button', { name: 'Cakto intervistën' }).click();
  const interview = org.getByRole('dialog', { name: `Intervista me ${intern.name}` });
  await typeDate(interview, 'Data e intervistës', shownDay(3));
  await interview.getByLabel('Ora e intervistës', { exact: true }).fill('10:15');
  await interview.getByLabel('Vendi', { exact: true }).fill('Zyra jonë, Rruga B 12, Prishtinë');
  await interview.getByRole('button', { name: 'Cakto', exact: true }).click();
  await expect(statusOf(applicant())).toHaveText('Intervistë');
  await internMail('Interview invitation', '/applications');
  mine = await myApplication();
  await expect(statusOf(mine)).toHaveText('Interview');
  await expect(mine.getByRole('region', { name: 'Interview' })).toContainText(
    `${shownDay(3)} 10:15 · Zyra jonë, Rruga B 12, Prishtinë`,
  );
  await mine.getByText('Timeline').click();
  await expect(mine.getByText('Interview scheduled')).toBeVisible();
  await expect(mine.getByText('by the organisation').first()).toBeVisible();
  await checkPhone(me);

  await applicant().getByRole('button', { name: 'Prano', exact: true }).click();
  const accept = org.getByRole('dialog', { name: `Prano ${intern.name}` });
  await expect(accept.getByText('Ky hap nuk mund të kthehet.')).toBeVisible();
  // the internship starts today (Kosovo's calendar day): completing it is possible from its start on
  const start = shownProgrammeDay(0);
  await typeDate(accept, 'Data e fillimit', start);
  await accept.getByRole('button', { name: 'Prano', exact: true }).click();
  await expect(statusOf(applicant())).toHaveText('Pranuar, në pritje të validimit');
  await internMail('You have been accepted', '/applications');
  mine = await myApplication();
  await expect(statusOf(mine)).toHaveText('Accepted, awaiting validation');
  // the start date under its label (the day sent may be the same day)
  const startOf = (card: Locator) =>
    card.locator('dt', { hasText: /^Start$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(startOf(mine)).toHaveText(start);

  // ---- an admin validates from the validation list
  const adm = await contextPage(browser, 'en', admin.token);
  await adm.goto('/dashboard/validation');
  await expect(adm.getByRole('heading', { level: 1, name: 'Validation' })).toBeVisible();
  const waiting = adm.getByRole('row').filter({ hasText: intern.name });
  await expect(waiting.getByText('Accepted, awaiting validation')).toBeVisible({ timeout: 30_000 });
  await waiting.getByRole('button', { name: `Approve ${intern.name}` }).click();
  const approve = adm.getByRole('dialog', { name: `Approve the internship of ${intern.name}` });
  await expect(approve.getByLabel('Start date', { exact: true })).toHaveValue(start);
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(adm.getByText('The internship is approved.')).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await adm.context().close();

  await internMail('Internship validated', '/internship');
  // the organisation hears of the validation in Albanian, with a link to its applicants
  const validated = await mailWithSubject(request, business.email, `Praktika u validua: ${title}`);
  expect(linkFrom(validated.text, '/dashboard/jobs/')).toBe(`/dashboard/jobs/${jobId}`);
  mine = await myApplication();
  await expect(statusOf(mine)).toHaveText('Approved');
  await me.goto('/internship');
  await expect(me.getByRole('heading', { level: 1, name: 'My internship' })).toBeVisible();
  const engagement = me.getByTestId('current-engagement');
  await expect(statusOf(engagement)).toHaveText('Approved');
  await expect(startOf(engagement)).toHaveText(start);
  await expect(engagement.getByText('Not uploaded yet')).toBeVisible();
  await expect(engagement.getByText('Validated')).toBeVisible();
  await expect(engagement.getByText('by the programme')).toBeVisible();
  await checkPhone(me);

  // ---- the organisation sees the validation, uploads the contract and hires
  await org.reload();
  await expect(statusOf(applicant())).toHaveText('Miratuar');
  const hire = applicant().getByRole('button', { name: 'Punëso' });
  await expect(hire).toBeDisabled();
  await applicant()
    .locator('input[type="file"]')
    .setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(org.getByText('Kontrata u ngarkua.')).toBeVisible();
  await expect(hire).toBeEnabled();
  await hire.click();
  await org
    .getByRole('dialog', { name: `Punëso ${intern.name}` })
    .getByRole('button', { name: 'Punëso' })
    .click();
  await expect(statusOf(applicant())).toHaveText('Punësuar');
  await internMail('Your internship starts', '/internship');
  await me.goto('/internship');
  await expect(statusOf(engagement)).toHaveText('Hired');
  await expect(engagement.getByText('contract.pdf')).toBeVisible();
  await expect(engagement.getByRole('button', { name: 'Download the contract' })).toBeVisible();
  await expect(engagement.getByText('Hired', { exact: true }).last()).toBeVisible();
  await expect(engagement.getByText('Contract uploaded')).toBeVisible();

  // ---- the organisation finalizes: the internship is completed
  await applicant().getByRole('button', { name: 'Përfundo', exact: true }).click();
  const finalize = org.getByRole('dialog', { name: `Përfundo praktikën e ${intern.name}` });
  await finalize.getByRole('radio', { name: 'Iu ofrua punësim' }).check();
  await finalize.getByRole('button', { name: 'Përfundo', exact: true }).click();
  await expect(statusOf(applicant())).toHaveText('Përfunduar');
  await expect(applicant().getByText('Iu ofrua punësim')).toBeVisible();
  await internMail('Internship completed', '/applications');

  mine = await myApplication();
  await expect(statusOf(mine)).toHaveText('Completed');
  await expect(mine.getByText('Offered employment')).toBeVisible();
  await mine.getByText('Timeline').click();
  for (const step of [
    'Applied',
    'Shortlisted',
    'Interview scheduled',
    'Accepted',
    'Validated',
    'Contract uploaded',
    'Hired',
    'Finalised',
  ])
    await expect(mine.locator('.pk-timeline-step strong', { hasText: new RegExp(`^${step}$`) })).toHaveCount(
      1,
    );
  await me.setViewportSize(PHONE);
  await expectNoHorizontalScroll(me);
  await expectAccessible(me);
  await me.setViewportSize({ width: 1280, height: 900 });
  // the internship is over: /internship says so and offers trainings instead of internships
  await me.goto('/internship');
  await expect(me.getByText('You have completed your internship.')).toBeVisible();
  await expect(me.getByRole('link', { name: 'Find a training' })).toBeVisible();
  await expect(me.getByRole('link', { name: 'Find an internship' })).toHaveCount(0);
  await checkPhone(me);
});
