import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  PDF,
  advance,
  apiAccount,
  apiPut,
  applyTo,
  postJob,
  checkPhone,
  claims,
  day,
  firstOf,
  internWithCv,
  mailWithSubject,
  pickMany,
  startIn,
  storeSession,
  typeDate,
  type Named,
} from './support.ts';

/*
 * Issue 10's loop in the browser. Set up through the API: an approved, available mentor who speaks Serbian (her
 * e-mails in Serbian) and shares the intern's field and skill, and an intern (e-mails in English) hired by an
 * organisation. The intern, on a phone, asks for a mentor on /internship and is assigned; /myMentor and the avatar
 * menu follow. The mentor finds the intern on /dashboard/myinterns, accepts on the mentorship's page and plans a
 * meeting; the intern sees it on Kosovo's clock (her device is in New York), adds a link and a PDF that the mentor
 * then sees. The invitations carry their .ics
 * in each person's language; a change sends SEQUENCE:1, a cancellation METHOD:CANCEL. An admin finds the
 * mentorship, the waiting list and the mentor's interns. Every new page passes axe and has no sideways scroll.
 */

const MENTOR = { name: 'Jelena', surname: 'Petrović' };
const MENTOR_NAME = `${MENTOR.name} ${MENTOR.surname}`;

/** The last entry of a catalogue: a field and a skill the other journeys' accounts (which take the first) lack. */
async function lastOf(request: APIRequestContext, path: string): Promise<Named> {
  const res = await request.get(`/api/${path}?pagination=false&selectedLanguage=en`);
  return (await res.json()).data[path].docs.at(-1) as Named;
}

/** A page of its own context, signed in with `token`, in `lang`. */
async function signedIn(
  browser: Browser,
  token: string,
  options: { lang?: 'sq' | 'sr' | 'en'; phone?: boolean; timezoneId?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.phone ? { width: 375, height: 740 } : { width: 1280, height: 900 },
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  const page = await context.newPage();
  await startIn(page, options.lang ?? 'en');
  await storeSession(page, token);
  return page;
}

/** The message's `invite.ics`, unfolded (RFC 5545 lines). */
async function invite(request: APIRequestContext, to: string, subject: string) {
  await mailWithSubject(request, to, subject);
  const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  const messages = (await res.json()).data.messages as Array<{
    subject: string;
    text: string;
    attachments: Array<{ filename: string; contentType: string; content: string }>;
  }>;
  const mail = messages.find((m) => m.subject === subject)!;
  const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'));
  expect(ics, `${subject}: no .ics attached`).toBeDefined();
  return { mail, ics: ics!.content.replace(/\r\n[ \t]/g, '') };
}

/** The date on Priština's clock `days` from now, YYYY-MM-DD, and as the date pickers show it. */
function kosovoDay(days: number) {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(
    Date.now() + days * 86_400_000,
  );
  const [y, m, d] = iso.split('-');
  return { iso, shown: `${d}/${m}/${y}` };
}

/** YYYYMMDD of a YYYY-MM-DD day. */
const compact = (d: string) => d.replaceAll('-', '');

test.describe.serial('mentoring', () => {
  let admin: { token: string };
  let mentor: { token: string; email: string; id: string };
  let intern: { token: string; email: string; id: string; name: string };
  let mentorshipId = '';
  const meetingTitle = `Prvi sastanak ${Date.now() % 100_000}`;
  const meetingDay = kosovoDay(7);

  test('an intern asks for a mentor and is assigned; the mentor accepts and plans a meeting', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const [category, skill, municipality] = await Promise.all([
      lastOf(request, 'categories'),
      lastOf(request, 'skills'),
      firstOf(request, 'municipalities'),
    ]);
    // the accounts at once (each waits for its confirmation e-mail)
    const [a, m, business] = await Promise.all([
      apiAccount(request, 'admin'),
      apiAccount(request, 'mentor', { emailLanguage: 'sr' }),
      apiAccount(request, 'business'),
    ]);
    admin = a;

    // the mentor: Serbian only, the intern's field and skill, approved and available
    mentor = { ...m, id: claims(m.token).id };
    await apiPut(request, mentor.token, `/api/mentors/${mentor.id}`, {
      mentorName: MENTOR.name,
      mentorSurname: MENTOR.surname,
      mentorMunicipality: municipality._id,
      mentorJob: 'Softverska inženjerka',
      mentorFieldOfEducation: 'Računarske nauke',
      mentorGender: 'F',
      mentorSkills: [skill._id],
      mentorCategories: [category._id],
      mentorEthnicity: null,
      mentorDisabilities: [],
      mentorLanguages: ['sr'],
      mentorYearsOfExperience: 8,
      mentorAvailability: 'available',
    });
    await apiPut(request, admin.token, `/api/mentors/${mentor.id}/approve`, { approved: true });

    // the intern, hired: applied, shortlisted, accepted, validated, contract, hire
    intern = await internWithCv(
      request,
      { category, skill, municipality },
      { name: 'Era', lastName: 'Kelmendi', language: 'en', emailLanguage: 'en' },
    );
    const jobId = await postJob(
      request,
      business.token,
      { category, skill, municipality },
      {
        title: `Web developer ${Date.now() % 100_000}`,
        body: '<p>Build the pages of our shop.</p>',
        language: 'en',
      },
    );
    await advance(
      request,
      await applyTo(request, intern.token, jobId),
      { business: business.token, admin: admin.token },
      { to: 'HIRED', startDate: day(1) },
    );

    // ---- the intern, on a phone in New York, asks for a mentor in Serbian
    const me = await signedIn(browser, intern.token, { phone: true, timezoneId: 'America/New_York' });
    await me.goto('/internship');
    const card = me.getByTestId('mentor-request');
    await expect(card.getByRole('heading', { name: 'A mentor for your internship' })).toBeVisible({
      timeout: 30_000,
    });
    await checkPhone(me);
    await me.setViewportSize({ width: 375, height: 740 });
    await card.locator('.ant-select-selection-item-remove').click(); // English, the page's language
    await pickMany(me, card, 'Languages of the mentoring', 'Serbian');
    await card.getByRole('button', { name: 'Ask for a mentor' }).click();
    await expect(me.getByText(`Your mentor is ${MENTOR_NAME}; they will confirm soon.`)).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Your mentor' })).toBeVisible();
    await expect(
      card.getByText(`${MENTOR_NAME} has been assigned to you and will confirm soon.`),
    ).toBeVisible();

    // the avatar menu now offers "My mentor"
    await me.getByTestId('account-menu').click();
    await me.getByRole('menuitem', { name: 'My mentor' }).click();
    await expect(me).toHaveURL(/\/myMentor$/);
    await expect(me.getByRole('heading', { level: 1, name: 'My mentor' })).toBeVisible();
    await expect(me.getByText(MENTOR_NAME).first()).toBeVisible();
    await expect(me.getByText('Waiting for the mentor to confirm').first()).toBeVisible();

    // ---- the mentor accepts
    const mp = await signedIn(browser, mentor.token);
    await mp.goto('/dashboard/myinterns');
    await expect(mp.getByRole('heading', { level: 1, name: 'My interns' })).toBeVisible({ timeout: 30_000 });
    await checkPhone(mp);
    await expect(mp.getByRole('button', { name: `Accept ${intern.name}` })).toBeVisible();
    // the details first: the mentor answers there
    await mp.getByRole('link', { name: `Details of ${intern.name}` }).click();
    await expect(mp).toHaveURL(/\/dashboard\/mentorshipDetail\/[^/]+$/);
    mentorshipId = /mentorshipDetail\/([^/?]+)/.exec(mp.url())![1]!;
    await expect(mp.getByRole('heading', { level: 1, name: intern.name })).toBeVisible();
    const answer = mp.getByRole('group', { name: 'Your answer to this assignment' });
    await expect(answer).toContainText(`${intern.name} has been assigned to you as a mentee.`);
    await checkPhone(mp);
    await answer.getByRole('button', { name: `Accept ${intern.name}` }).click();
    const accept = mp.getByRole('dialog', { name: `Accept ${intern.name} as your intern?` });
    await accept.getByRole('button', { name: 'Accept' }).click();
    await expect(mp.getByText(`You are now the mentor of ${intern.name}.`)).toBeVisible();
    await expect(answer).toHaveCount(0);
    await checkPhone(mp);

    // plans a meeting next week at 10:00 from the meetings page
    await mp.goto('/dashboard/mentorshipMeetings');
    await expect(mp.getByRole('heading', { level: 1, name: 'Mentorship meetings' })).toBeVisible();
    await mp.getByRole('button', { name: 'Plan a meeting' }).click();
    const form = mp.getByRole('dialog', { name: 'Plan a meeting' });
    await pickMany(mp, form, 'Attendees', intern.name);
    await form.getByLabel('Title', { exact: true }).fill(meetingTitle);
    await form.getByLabel('Meeting link', { exact: true }).fill('https://meet.example.com/prvi-sastanak');
    await typeDate(form, 'Date', meetingDay.shown);
    await typeDate(form, 'Time', '10:00');
    await form.getByRole('button', { name: 'Plan the meeting' }).click();
    await expect(mp.getByText('Meeting planned. Invitations were sent.')).toBeVisible();
    const listed = mp
      .getByRole('list', { name: 'Meetings' })
      .getByRole('listitem')
      .filter({ hasText: meetingTitle });
    await expect(listed.getByText('10:00–11:00')).toBeVisible();
    await checkPhone(mp);
    await mp.locator('.ant-segmented-item').filter({ hasText: 'Week' }).click();
    await expect(mp).toHaveURL(/view=week/);
    await mp.getByRole('button', { name: 'Next week' }).click();
    await expect(mp.getByText(meetingTitle).first()).toBeVisible();
    await checkPhone(mp);
  });

  test('the intern sees the meeting and shares a link and a file; the e-mails carry their invites in each language; a change and a cancellation follow; an admin sees the mentorship', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    // ---- the intern sees the meeting on Kosovo's clock, adds a link and a PDF
    const me = await signedIn(browser, intern.token, { phone: true, timezoneId: 'America/New_York' });
    await me.goto('/myMentor');
    const meeting = me
      .getByRole('list', { name: 'Meetings' })
      .getByRole('listitem')
      .filter({ hasText: meetingTitle });
    await expect(meeting.getByText('10:00–11:00')).toBeVisible({ timeout: 30_000 });
    await expect(meeting.getByText(/Kosovo time, UTC\+0[12]:00/)).toBeVisible();
    await expect(meeting.getByText(meetingDay.shown)).toBeVisible();
    await me.getByLabel('Link (https://…)', { exact: true }).fill('https://example.com/portfolio');
    await me.getByLabel('Title (optional)', { exact: true }).fill('My portfolio');
    await me.getByRole('button', { name: 'Add a link' }).click();
    await expect(me.getByText('The link was added.')).toBeVisible();
    await me
      .getByTestId('mentorship-file-input')
      .setInputFiles({ name: 'weekly-plan.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(me.getByText('The file was uploaded.')).toBeVisible();
    await expect(me.getByTestId('mentorship-files').getByText('weekly-plan.pdf')).toBeVisible();
    await checkPhone(me);

    // ---- the mentor sees them on the mentorship
    const mp = await signedIn(browser, mentor.token);
    await mp.goto(`/dashboard/mentorshipDetail/${mentorshipId}`);
    // a fresh context loads the dashboard's code first
    await expect(mp.getByTestId('mentorship-files').getByText('weekly-plan.pdf')).toBeVisible({
      timeout: 30_000,
    });
    await expect(mp.getByTestId('mentorship-links').getByText('My portfolio')).toBeVisible();
    await expect(mp.getByTestId('mentorship-links').getByText('Added by the intern')).toBeVisible();
    await expect(mp.getByText(meetingTitle)).toBeVisible();

    // the assignment to the mentor in Serbian; the invitation to the intern in English and to the mentor in Serbian
    const assigned = await mailWithSubject(request, mentor.email, 'Novi praktikant za mentorstvo');
    expect(assigned.text).toContain(intern.name);
    const first = await invite(request, intern.email, `Meeting invitation: ${meetingTitle}`);
    expect(first.mail.text).toContain(`Your mentor ${MENTOR_NAME} invites you`);
    expect(first.ics).toContain('METHOD:REQUEST');
    expect(first.ics).toContain('SEQUENCE:0');
    expect(first.ics).toContain(`DTSTART;TZID=Europe/Belgrade:${compact(meetingDay.iso)}T100000`);
    const toMentor = await invite(request, mentor.email, `Poziv na sastanak: ${meetingTitle}`);
    expect(toMentor.ics).toContain('METHOD:REQUEST');

    // the mentor moves it to 11:00: the intern's new invite is SEQUENCE:1
    await mp.goto('/dashboard/mentorshipMeetings');
    await mp.getByRole('button', { name: `Edit the meeting ${meetingTitle}` }).click();
    const form = mp.getByRole('dialog', { name: 'Edit the meeting' });
    await typeDate(form, 'Time', '11:00');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(mp.getByText('Meeting updated. Attendees got the new time.')).toBeVisible();
    const changed = await invite(request, intern.email, `Meeting changed: ${meetingTitle}`);
    expect(changed.ics).toContain('SEQUENCE:1');
    expect(changed.ics).toContain(`DTSTART;TZID=Europe/Belgrade:${compact(meetingDay.iso)}T110000`);

    // … and cancels it: METHOD:CANCEL
    await mp.getByRole('button', { name: `Cancel the meeting ${meetingTitle}` }).click();
    const cancel = mp.getByRole('dialog', { name: 'Cancel this meeting?' });
    await cancel.getByRole('button', { name: 'Cancel the meeting' }).click();
    await expect(mp.getByText('Meeting cancelled. The attendees were told.')).toBeVisible();
    const cancelled = await invite(request, intern.email, `Meeting cancelled: ${meetingTitle}`);
    expect(cancelled.ics).toContain('METHOD:CANCEL');
    expect(cancelled.ics).toContain('SEQUENCE:2');

    // the mentor's report page
    await mp.goto('/dashboard/report');
    await expect(mp.getByRole('heading', { level: 1, name: 'Report' })).toBeVisible();
    await checkPhone(mp);

    // ---- the admin: the mentorship with its progress, the waiting list, the mentor's interns
    const adm = await signedIn(browser, admin.token);
    await adm.goto(`/dashboard/mentorshipsList?name=${encodeURIComponent('Kelmendi')}`);
    const row = adm.getByRole('row').filter({ hasText: intern.name }).filter({ hasText: MENTOR_NAME });
    await expect(row.getByText('0/4')).toBeVisible({ timeout: 30_000 });
    await expect(row.getByText('Active')).toBeVisible();
    await checkPhone(adm);
    await adm
      .getByRole('navigation', { name: 'Mentorship lists' })
      .getByRole('link', { name: 'Waiting list' })
      .click();
    await expect(adm).toHaveURL(/tab=waiting/);
    await checkPhone(adm);
    await adm.goto(`/dashboard/internsAssigned/${mentor.id}`);
    await expect(adm.getByRole('heading', { level: 1, name: new RegExp(MENTOR_NAME) })).toBeVisible();
    await expect(
      adm
        .getByRole('region', { name: 'Current mentorships' })
        .getByRole('link', { name: intern.name, exact: true }),
    ).toBeVisible();
    await checkPhone(adm);
  });
});
