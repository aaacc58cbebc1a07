import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  firstRefs,
  advance,
  apiAccount,
  applyTo,
  checkPhone,
  internWithCv,
  pickOption,
  postJob,
  startIn,
  storeSession,
} from './support.ts';

/*
 * Engagements after hiring: an organisation sees its hired intern among the active interns and cancels the
 * internship with a reason (the intern moves to past interns, cancelled); an admin sees the cancellation; another
 * intern, accepted and waiting for validation, reports the host; the admin works the report (status), sees the
 * organisation among the red-flagged ones, and approves the waiting intern on the validation list. The setup runs
 * through the API; every screen passes axe and has no sideways scroll at 375 px.
 */

/** A page of its own context, signed in with `token`, in English. */
async function signedIn(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await startIn(page, 'en');
  await storeSession(page, token);
  return page;
}

test('an organisation cancels a hired intern; an intern reports the host; an admin sees both, works the report and validates', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const refs = await firstRefs(request);
  const business = await apiAccount(request, 'business');
  const admin = await apiAccount(request, 'admin');
  const title = `Data analyst ${Date.now() % 100_000}`;
  const jobId = await postJob(request, business.token, refs, {
    title,
    body: '<p>Clean and chart the data of our shop.</p>',
    availableSpots: 3,
  });

  // Arta is hired (validated, contract uploaded); Blerta is accepted and waits for validation
  // A retry's interns get another family name: the admin's lists show the first attempt's too.
  const lastName = ['Krasniqi', 'Gashi', 'Hoxha'][testInfo.retry] ?? 'Morina';
  const arta = await internWithCv(request, refs, { name: 'Arta', lastName });
  const blerta = await internWithCv(request, refs, { name: 'Blerta', lastName });
  const parties = { business: business.token, admin: admin.token };
  const artaApp = await applyTo(request, arta.token, jobId);
  await advance(request, artaApp, parties, { to: 'HIRED' });
  await advance(request, await applyTo(request, blerta.token, jobId), parties, {
    to: 'ACCEPTED_FOR_VALIDATION',
  });

  // the organisation: both among the active interns, Arta hired with her contract
  const org = await signedIn(browser, business.token);
  await org.goto('/dashboard/activeInterns');
  await expect(org.getByRole('heading', { level: 1, name: 'Active interns' })).toBeVisible();
  const artaRow = org.getByRole('row').filter({ hasText: arta.name });
  const blertaRow = org.getByRole('row').filter({ hasText: blerta.name });
  await expect(artaRow.getByText('Hired', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(artaRow.getByRole('button', { name: /Download the contract: contract\.pdf/ })).toBeVisible();
  await expect(blertaRow.getByText('Accepted, awaiting validation')).toBeVisible();
  await checkPhone(org);

  // Blerta's page on her application: the timeline, no birth date
  await blertaRow.getByRole('link', { name: blerta.name }).click();
  await expect(org).toHaveURL(new RegExp(`/dashboard/internDetail/${blerta.id}\\?application=`));
  await expect(org.getByRole('heading', { level: 1, name: blerta.name })).toBeVisible();
  await expect(org.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await expect(org.getByText('Date of birth')).toHaveCount(0);
  await checkPhone(org);
  await org.goBack();

  // cancel Arta's internship: a reason is required, Other needs its text
  await artaRow.getByRole('button', { name: `Cancel the engagement of ${arta.name}` }).click();
  const dialog = org.getByRole('dialog', { name: `Cancel the engagement of ${arta.name}` });
  await expect(dialog.getByText('This cannot be undone.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel the engagement' }).click();
  await expect(dialog.getByText('Please fill in: Reasons')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Other' }).check();
  await dialog.getByRole('button', { name: 'Cancel the engagement' }).click();
  await expect(dialog.getByText('Written reason: write the reason')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Lack of space or capacity' }).check();
  await dialog.getByLabel('Written reason', { exact: true }).fill('The team moves to another city.');
  await checkPhone(org);
  await dialog.getByRole('button', { name: 'Cancel the engagement' }).click();
  await expect(org.getByText('The engagement has been cancelled.')).toBeVisible();
  // success goes to the past interns, where Arta is cancelled
  await expect(org).toHaveURL(/\/dashboard\/pastInterns$/);
  const pastRow = org.getByRole('row').filter({ hasText: arta.name });
  await expect(pastRow.getByText('Cancelled').first()).toBeVisible();
  await checkPhone(org);

  // Blerta reports the host from her internship page
  const intern = await signedIn(browser, blerta.token);
  await intern.goto('/internship');
  await intern.getByRole('button', { name: 'Report' }).click();
  const report = intern.getByRole('dialog', { name: /Report the organisation/ });
  await expect(report.getByText(/is never told who reported/)).toBeVisible();
  await report.getByRole('button', { name: 'Send the report' }).click();
  await expect(report.getByText('Please fill in: What happened?')).toBeVisible();
  await report.getByRole('checkbox', { name: 'Unpaid work' }).check();
  await report.getByLabel('Details', { exact: true }).fill('No pay was agreed for the first month.');
  await checkPhone(intern);
  await report.getByRole('button', { name: 'Send the report' }).click();
  await expect(intern.getByText('Thank you. The administrators have received your report.')).toBeVisible();
  // her own page lists it as received (issue 22 §4), on a phone too
  await intern.goto('/internship');
  const mine = intern.getByTestId('my-reports');
  await expect(mine.getByRole('heading', { name: 'Your reports' })).toBeVisible();
  await expect(
    mine.getByRole('listitem').filter({ hasText: 'Unpaid work' }).getByText('Received'),
  ).toBeVisible();
  await checkPhone(intern);

  // the admin: the cancellation, its reasons and who cancelled
  const adm = await signedIn(browser, admin.token);
  await adm.goto('/dashboard/cancellations');
  const cancelRow = adm.getByRole('row').filter({ hasText: arta.name });
  await expect(cancelRow.getByText('Lack of space or capacity, Other')).toBeVisible({ timeout: 30_000 });
  await expect(cancelRow.getByText('The team moves to another city.')).toBeVisible();
  await expect(cancelRow.getByRole('cell', { name: 'Organisation', exact: true })).toBeVisible();
  await checkPhone(adm);

  // the red flag: new, worked to in review
  await adm.goto('/dashboard/redFlags');
  const flagRow = adm.getByRole('row').filter({ hasText: blerta.name });
  await expect(flagRow.getByText('New', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(flagRow.getByText('Unpaid work')).toBeVisible();
  await checkPhone(adm);
  await flagRow.getByRole('button', { name: /Work on the report about/ }).click();
  const work = adm.getByRole('dialog', { name: /Report about/ });
  await expect(work.getByText('No pay was agreed for the first month.')).toBeVisible();
  // pickOption tries again when a click lands while the dropdown is still opening (antd ignores it)
  await pickOption(adm, 'Status', 'In review', work);
  await work.getByLabel('Internal note (administrators only)', { exact: true }).fill('Called the host.');
  await checkPhone(adm);
  await work.getByRole('button', { name: 'Save' }).click();
  await expect(adm.getByText('The report is updated.')).toBeVisible();
  await expect(flagRow.getByText('In review', { exact: true })).toBeVisible();
  // Blerta sees the new status, never the administrators' note
  await intern.reload();
  await expect(
    mine.getByRole('listitem').filter({ hasText: 'Unpaid work' }).getByText('In review'),
  ).toBeVisible();
  await expect(intern.getByText('Called the host.')).toHaveCount(0);

  // the organisation among the red-flagged ones, linking to its reports
  await adm
    .getByRole('navigation', { name: 'Red-flagged organisations' })
    .getByRole('link', { name: 'Red-flagged organisations' })
    .click();
  await expect(adm).toHaveURL(/tab=organisations/);
  const orgRow = adm.getByRole('row').filter({ hasText: business.email });
  await expect(orgRow).toBeVisible();
  await checkPhone(adm);

  // the validation list: Blerta waits; the admin approves with the proposed dates
  await adm.goto('/dashboard/validation');
  await expect(adm.getByRole('heading', { level: 1, name: 'Validation' })).toBeVisible();
  const waiting = adm.getByRole('row').filter({ hasText: blerta.name });
  await expect(waiting.getByText('Accepted, awaiting validation')).toBeVisible({ timeout: 30_000 });
  await checkPhone(adm);
  await waiting.getByRole('button', { name: `Approve ${blerta.name}` }).click();
  const approve = adm.getByRole('dialog', { name: `Approve the internship of ${blerta.name}` });
  await expect(approve.getByLabel('Start date', { exact: true })).not.toHaveValue('');
  await checkPhone(adm);
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(adm.getByText('The internship is approved.')).toBeVisible();
  await expect(waiting).toHaveCount(0);
});
