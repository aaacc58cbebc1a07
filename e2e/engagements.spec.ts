import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  PDF,
  apiAccount,
  auth,
  checkPhone,
  claims,
  day,
  firstOf,
  internWithCv,
  pickOption,
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

async function put(request: APIRequestContext, token: string, url: string, data: unknown) {
  const res = await request.put(url, { headers: auth(token), data });
  expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
  return (await res.json()).data;
}

/** Applies to the job and is shortlisted and accepted by the organisation: ACCEPTED_FOR_VALIDATION. */
async function acceptedApplication(
  request: APIRequestContext,
  intern: { token: string },
  business: { token: string },
  jobId: string,
) {
  const applied = await request.post('/api/applications', {
    headers: auth(intern.token),
    multipart: { jobId, emailLanguage: 'en' },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const id = (await applied.json()).data.application._id as string;
  await put(request, business.token, `/api/applications/${id}`, { action: 'shortlist' });
  await put(request, business.token, `/api/applications/${id}`, { action: 'accept', startDate: day(20) });
  return id;
}

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
}) => {
  test.setTimeout(300_000);
  const [category, skill, municipality] = await Promise.all([
    firstOf(request, 'categories'),
    firstOf(request, 'skills'),
    firstOf(request, 'municipalities'),
  ]);
  const refs = { category, skill, municipality };
  const business = await apiAccount(request, 'business');
  const businessId = claims(business.token).id;
  const admin = await apiAccount(request, 'admin');
  const title = `Data analyst ${Date.now() % 100_000}`;
  const created = await request.post('/api/jobs', {
    headers: auth(business.token),
    data: {
      title,
      body: '<p>Clean and chart the data of our shop.</p>',
      deadline: day(10),
      categories: [category._id],
      skills: [skill._id],
      municipality: municipality._id,
      language: 'sq',
      availableSpots: 3,
      lengthOfEngagement: 3,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const jobId = (await created.json()).data.jobPosting._id as string;

  // Arta is hired (validated, contract uploaded); Blerta is accepted and waits for validation
  const arta = await internWithCv(request, refs, { name: 'Arta', lastName: 'Krasniqi' });
  const blerta = await internWithCv(request, refs, { name: 'Blerta', lastName: 'Krasniqi' });
  const artaApp = await acceptedApplication(request, arta, business, jobId);
  await acceptedApplication(request, blerta, business, jobId);
  await put(request, admin.token, `/api/applications/${artaApp}`, { action: 'approve' });
  const contract = await request.post(`/api/businesses/${businessId}/internContract/${artaApp}`, {
    headers: auth(business.token),
    multipart: { contract: { name: 'contract.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(contract.ok(), await contract.text()).toBe(true);
  await put(request, business.token, `/api/applications/${artaApp}`, { action: 'hire' });

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
