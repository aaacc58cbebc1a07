import { expect, test } from '@playwright/test';
import {
  firstRefs,
  PDF,
  PHONE,
  apiAccount,
  checkPhone,
  expectAccessible,
  expectNoHorizontalScroll,
  internWithCv,
  pickMany,
  pickOption,
  shownDay,
  shownProgrammeDay,
  startIn,
  statusOf,
  storeSession,
  typeDate,
} from './support.ts';

/*
 * The organisation's side of the pipeline on /dashboard: it posts an internship with the form, finds matched
 * interns and invites one; another intern applies (through the API, with the requested file); the organisation
 * shortlists, schedules the interview and accepts; an admin validates on the same screen; the organisation
 * uploads the contract, hires and finalizes. Every screen passes axe and has no sideways scroll at 375 px.
 */

test('an organisation posts, invites a matched intern, takes an applicant from shortlist to hire with an admin validating, and finalizes', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const refs = await firstRefs(request);
  const { category, skill, municipality } = refs;
  const business = await apiAccount(request, 'business');
  // a surname of this run's own: a retry (or another run on the same database) matches its own interns only
  const surname = `Berisha${Array.from({ length: 4 }, () => 'bcdfghjklmnprstvz'[Math.floor(Math.random() * 17)]).join('')}`;
  const invitee = await internWithCv(request, refs, { name: 'Arta', lastName: surname });
  const applicant = await internWithCv(request, refs, { name: 'Blerta', lastName: surname });
  const title = `Junior web developer ${Date.now() % 100_000}`;

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await startIn(page, 'en');
  await storeSession(page, business.token);

  // the organisation's list, empty, then the form
  await page.goto('/dashboard/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Internship opportunities' })).toBeVisible({
    timeout: 30_000,
  });
  await checkPhone(page);
  await page.getByRole('button', { name: 'New internship' }).click();
  const form = page.getByRole('dialog', { name: 'New internship posting' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('Build and test the web pages of our clients with the team.');
  // a day in the past cannot be the deadline of a new posting
  await typeDate(form, 'Application deadline', shownDay(10));
  await form.getByLabel('Available spots', { exact: true }).fill('2');
  await pickMany(page, form, 'Categories', category.enName);
  await pickMany(page, form, 'Skills', skill.enName);
  await pickOption(page, 'Municipality', municipality.enName, form);
  await pickOption(page, 'Language', 'Albanian', form);
  await expect(form.getByRole('radio', { name: '3 months' })).toBeChecked();
  // the training details are asked for only with training
  await expect(form.getByLabel('Training type', { exact: true })).toHaveCount(0);
  await form.getByRole('switch', { name: 'Includes training' }).click();
  await expect(form.getByLabel('Training type', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please fill in: Training type')).toBeVisible();
  await form.getByRole('switch', { name: 'Includes training' }).click();
  await expect(form.getByLabel('Training type', { exact: true })).toHaveCount(0);
  const files = form.getByLabel('Files applicants must upload', { exact: true });
  await files.click();
  await files.pressSequentially('Motivation letter');
  await files.press('Enter');
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The internship is published.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByText('0 of 2 accepted')).toBeVisible();

  // editing shows the limit of the deadline push
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: new RegExp(title) });
  await expect(
    edit.getByText(`You can only push the deadline two weeks: ${shownDay(24)} at the latest.`),
  ).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // matched interns: both, with reasons; inviting one takes them off the list
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('No applicants yet.', { exact: false })).toBeVisible();
  await page.getByRole('tab', { name: 'Matched interns' }).click();
  await expect(page).toHaveURL(/tab=matches/);
  const arta = page.getByTestId('matched-intern').filter({ hasText: `${invitee.name}` });
  await expect(arta).toBeVisible();
  await expect(arta.getByText(`Field: ${category.enName}`)).toBeVisible();
  await expect(arta.getByText('Same municipality')).toBeVisible();
  await expect(page.getByTestId('matched-intern').filter({ hasText: `${applicant.name}` })).toBeVisible();
  await checkPhone(page);
  await arta.getByRole('button', { name: `Invite ${invitee.name}` }).click();
  await expect(page.getByText(`${invitee.name} is invited and will get an e-mail.`)).toBeVisible();
  await expect(page.getByTestId('matched-intern').filter({ hasText: `${invitee.name}` })).toHaveCount(0);

  // the second intern applies with the requested file (the intern's own screens are another journey)
  const jobId = /\/dashboard\/jobs\/([^/?]+)/.exec(page.url())![1]!;
  const applied = await request.post('/api/applications', {
    headers: { Authorization: `Bearer ${applicant.token}` },
    multipart: {
      jobId,
      emailLanguage: 'en',
      file0: { name: 'letter.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(applied.ok(), await applied.text()).toBe(true);

  // the application arrived outside this tab: the organisation opens the page again
  await page.reload();
  await page.getByRole('tab', { name: 'Applicants' }).click();
  await expect(page).not.toHaveURL(/tab=matches/);
  const card = () => page.getByTestId('applicant').filter({ hasText: `${applicant.name}` });
  await expect(statusOf(card())).toHaveText('Applied');
  await expect(statusOf(page.getByTestId('applicant').filter({ hasText: `${invitee.name}` }))).toHaveText(
    'Invited',
  );
  await expect(card().getByRole('button', { name: /Download Motivation letter/ })).toBeVisible();
  await expect(card().getByRole('link', { name: `${applicant.name}` })).toHaveAttribute(
    'href',
    new RegExp(`/dashboard/internDetail/${applicant.id}\\?application=`),
  );
  // the status filter keeps only invitations
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Invited"]').click();
  await page.getByRole('combobox', { name: 'Status' }).press('Escape');
  await expect(card()).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(card()).toBeVisible();

  await card()
    .getByRole('button', { name: `Favourite: ${applicant.name}` })
    .click();
  await expect(card().getByRole('button', { name: `Favourite: ${applicant.name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await card().getByRole('button', { name: 'Shortlist', exact: true }).click();
  await expect(statusOf(card())).toHaveText('Shortlisted');

  await card().getByRole('button', { name: 'Schedule interview' }).click();
  const interview = page.getByRole('dialog', { name: `Interview with ${applicant.name}` });
  await typeDate(interview, 'Interview date', shownDay(3));
  await interview.getByLabel('Interview time', { exact: true }).fill('14:30');
  await interview.getByLabel('Place', { exact: true }).fill('Our office, Rruga B 12, Prishtinë');
  await checkPhone(page);
  await interview.getByRole('button', { name: 'Schedule' }).click();
  await expect(statusOf(card())).toHaveText('Interview');
  await expect(card().getByText(`Interview ${shownDay(3)} at 14:30`, { exact: false })).toBeVisible();

  await card().getByRole('button', { name: 'Accept', exact: true }).click();
  const accept = page.getByRole('dialog', { name: `Accept ${applicant.name}` });
  await expect(accept.getByText('This step cannot be reverted.')).toBeVisible();
  // the internship starts today (Kosovo's calendar day): completing it is possible from its start on
  const start = shownProgrammeDay(0);
  await typeDate(accept, 'Start date', start);
  await accept.getByRole('button', { name: 'Accept' }).click();
  await expect(statusOf(card())).toHaveText('Accepted, awaiting validation');
  // validation is the programme's: the organisation has no buttons now
  await expect(card().getByRole('button', { name: 'Validate' })).toHaveCount(0);
  const detailUrl = page.url();

  // an admin validates on the same screen
  const admin = await apiAccount(request, 'admin');
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adminPage = await adminContext.newPage();
  await startIn(adminPage, 'en');
  await storeSession(adminPage, admin.token);
  await adminPage.goto('/dashboard/jobs');
  const adminRow = adminPage.getByRole('row').filter({ hasText: title });
  await expect(adminRow.getByText('Kompania Shembull SH.P.K.')).toBeVisible({ timeout: 30_000 });
  await checkPhone(adminPage);
  await adminRow.getByRole('link', { name: title }).click();
  const adminCard = adminPage.getByTestId('applicant').filter({ hasText: `${applicant.name}` });
  await adminCard.getByRole('button', { name: 'Validate' }).click();
  const validate = adminPage.getByRole('dialog', { name: `Validate the acceptance of ${applicant.name}` });
  await expect(validate.getByLabel('Start date', { exact: true })).toHaveValue(start);
  await validate.getByRole('button', { name: 'Validate' }).click();
  await expect(statusOf(adminCard)).toHaveText('Approved');
  await adminContext.close();

  // the contract, then hire, then finalize
  await page.goto(detailUrl);
  const hire = card().getByRole('button', { name: 'Hire' });
  await expect(hire).toBeDisabled();
  await expect(card().getByText('Upload the signed contract to hire.')).toBeVisible();
  await card()
    .locator('input[type="file"]')
    .setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('The contract is uploaded.')).toBeVisible();
  await expect(hire).toBeEnabled();
  await expect(card().getByRole('button', { name: /Download Contract/ })).toBeVisible();
  await hire.click();
  const hireDialog = page.getByRole('dialog', { name: `Hire ${applicant.name}` });
  await hireDialog.getByRole('button', { name: 'Hire' }).click();
  await expect(statusOf(card())).toHaveText('Hired');

  await card().getByRole('button', { name: 'Finalize' }).click();
  const finalize = page.getByRole('dialog', { name: `Finalize the internship of ${applicant.name}` });
  await finalize.getByRole('radio', { name: 'Offered employment' }).check();
  await finalize.getByRole('button', { name: 'Finalize' }).click();
  await expect(statusOf(card())).toHaveText('Completed');
  await expect(card().getByText('Offered employment')).toBeVisible();
  await card().getByText('Timeline').click();
  await expect(card().getByText('Hired').first()).toBeVisible();
  await checkPhone(page);

  // the trainings list of the organisation: empty, with its own create button
  await page.goto('/dashboard/trainings');
  await expect(page.getByRole('heading', { level: 1, name: 'Trainings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New training' })).toBeVisible();
  await checkPhone(page);
  await context.close();
  void invitee;
});
