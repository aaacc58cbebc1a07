import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBusinessProfile, TMentorProfile } from '@praktika/contracts/accounts';
import i18n from '../../../app/i18n.ts';
import {
  answerWith,
  catalogueItem,
  catalogueLists,
  catalogueRef,
  fail,
  fakeToken,
  ok,
  stubFetch,
  type StubAnswer,
  type StubHandler,
} from '../../../../test/helpers.tsx';
import { saveSession } from '../../../shared/lib/session.ts';
import { renderShared } from '../../../shared/test/render.tsx';
import { BusinessProfilePage } from './business-profile-page.tsx';
import { MentorProfilePage } from './mentor-profile-page.tsx';

const B = '2d0f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e01';
const M = '2d0f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e02';
const KOSOVO = '2d0f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e03';
const PRISHTINA = '2d0f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e04';
const LLC = '2d0f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e05';
const IT = '2d0f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e06';
const CODING = '2d0f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e07';

const ref = catalogueRef;
const item = catalogueItem;
const catalogues = catalogueLists({
  countries: [item(KOSOVO, 'Kosovo')],
  municipalities: [item(PRISHTINA, 'Prishtina')],
  categories: [item(IT, 'IT')],
  skills: [item(CODING, 'Coding')],
  businesstypes: [item(LLC, 'Limited liability company')],
});

const business = (over: Partial<TBusinessProfile> = {}): TBusinessProfile => ({
  _id: B,
  businessName: 'Kompania Shembull SH.P.K.',
  businessType: ref(LLC, 'Limited liability company'),
  businessCategories: [ref(IT, 'IT')],
  businessCountry: ref(KOSOVO, 'Kosovo'),
  businessMunicipality: ref(PRISHTINA, 'Prishtina'),
  businessOtherMunicipality: null,
  logo: null,
  businessEmail: 'info@shembull.test',
  businessNumber: '811234567',
  businessCategory: null,
  businessPhoneNumber: '+38344123456',
  businessContactPerson: 'Arben Gashi',
  businessAllowNotifications: true,
  role: 'business',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const mentor = (over: Partial<TMentorProfile> = {}): TMentorProfile => ({
  _id: M,
  email: 'valbona@example.test',
  mentorName: 'Valbona',
  mentorSurname: 'Hoxha',
  mentorMunicipality: ref(PRISHTINA, 'Prishtina'),
  mentorJob: 'Software engineer',
  mentorFieldOfEducation: 'Computer science',
  mentorGender: 'F',
  mentorSkills: [ref(CODING, 'Coding')],
  mentorCategories: [ref(IT, 'IT')],
  mentorEthnicity: null,
  mentorDisabilities: [],
  mentorApprovedByAdmin: false,
  mentorApprovedAt: null,
  available: true,
  mentorAvailability: 'available',
  mentorLanguages: ['sq', 'en'],
  mentorYearsOfExperience: 3,
  mentorNumberOfInterns: 2,
  mentorMaxInterns: 5,
  photo: null,
  CV: null,
  emailLanguage: 'en',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

/** GET answers the stored record; other methods go to `write`. */
function api(path: string, key: string, stored: unknown, write: StubHandler = () => undefined): StubHandler {
  return answerWith(catalogues, (url, init) => {
    if ((init?.method ?? 'GET') === 'GET' && url === path) return ok({ [key]: stored });
    if ((init?.method ?? 'GET') === 'GET') return undefined;
    return write(url, init);
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('the organisation profile', () => {
  beforeEach(() => saveSession(fakeToken({ role: 'business', id: B })));

  it('shows the legal name, number and entity type read-only, never sends them, and saves the rest', async () => {
    const stored = business();
    const calls = stubFetch(
      api(`/api/businesses/${B}`, 'business', stored, (url, init) =>
        url === `/api/businesses/${B}` && init?.method === 'PUT'
          ? ok({ business: { ...stored, businessPhoneNumber: '+38349111222' } })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderShared(<BusinessProfilePage id={B} />, '/dashboard');

    const legal = await screen.findByRole('textbox', { name: 'Legal name' });
    expect(legal).toHaveValue('Kompania Shembull SH.P.K.');
    expect(legal).toHaveAttribute('readonly');
    await user.type(legal, 'X');
    expect(legal).toHaveValue('Kompania Shembull SH.P.K.');
    expect(screen.getByRole('textbox', { name: 'Registration number' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Entity type' })).toHaveValue('Limited liability company');

    const phone = screen.getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '049 111 222');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByText('Your profile has been saved.');
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      businessEmail: 'info@shembull.test',
      businessCategory: null,
      businessCategories: [IT],
      businessPhoneNumber: '+38349111222',
      businessContactPerson: 'Arben Gashi',
      businessCountry: KOSOVO,
      businessMunicipality: PRISHTINA,
      businessOtherMunicipality: null,
      businessAllowNotifications: true,
    });
  });

  it('sends a change request for the legal name, and says so when too many were sent', async () => {
    let answer: StubAnswer = ok({ sent: true });
    const calls = stubFetch(
      api(`/api/businesses/${B}`, 'business', business(), (url, init) =>
        url === `/api/businesses/${B}/change-request` && init?.method === 'POST' ? answer : undefined,
      ),
    );
    const user = userEvent.setup();
    renderShared(<BusinessProfilePage id={B} />, '/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Request a change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a change' });
    expect(within(dialog).getByRole('radio', { name: 'Legal name' })).toBeChecked();
    expect(within(dialog).getByText('Current value: Kompania Shembull SH.P.K.')).toBeInTheDocument();

    // both texts are required
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('New value')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('New value'), 'Kompania Shembull L.L.C.');
    await user.type(within(dialog).getByLabelText('Reason'), 'The register changed our legal form.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await screen.findByText('Your request has been sent to the programme team.');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      field: 'businessName',
      newValue: 'Kompania Shembull L.L.C.',
      reason: 'The register changed our legal form.',
    });

    // the sixth in an hour: 429
    answer = fail(429, 'RATE_LIMITED');
    await user.click(screen.getByRole('button', { name: 'Request a change' }));
    const again = await screen.findByRole('dialog', { name: 'Request a change' });
    await user.click(within(again).getByRole('radio', { name: 'Registration number' }));
    expect(within(again).getByText('Current value: 811234567')).toBeInTheDocument();
    await user.type(within(again).getByLabelText('New value'), '819999999');
    await user.type(within(again).getByLabelText('Reason'), 'Typo');
    await user.click(within(again).getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('You have sent too many requests. Please try again in an hour.'),
    ).toBeInTheDocument();
    // the form opened again from empty texts
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({
      field: 'businessNumber',
      newValue: '819999999',
      reason: 'Typo',
    });
  });

  it('puts immutable on the legal name and RESOURCE_EXISTS on the e-mail, focusing the first', async () => {
    let answer = fail(400, 'VALIDATION_ERROR', 'invalid', [{ field: 'businessName', issue: 'immutable' }]);
    stubFetch(api(`/api/businesses/${B}`, 'business', business(), () => answer));
    const user = userEvent.setup();
    renderShared(<BusinessProfilePage id={B} />, '/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    const legal = screen.getByRole('textbox', { name: 'Legal name' });
    expect(
      await screen.findByText(
        'Legal name: only the programme team can change this; send them a change request',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(legal).toHaveFocus());

    answer = fail(409, 'RESOURCE_EXISTS', 'exists', [{ field: 'businessEmail', issue: 'duplicate' }]);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email.closest('.ant-form-item')).toHaveTextContent('This already exists!');
  });
});

describe('the mentor profile', () => {
  beforeEach(() => saveSession(fakeToken({ role: 'mentor', id: M })));

  it('says a waiting mentor cannot be assigned interns yet, and shows interns of 5', async () => {
    stubFetch(api(`/api/mentors/${M}`, 'mentor', mentor()));
    renderShared(<MentorProfilePage id={M} />, '/dashboard');
    const notice = await screen.findByTestId('mentor-waiting');
    expect(notice).toHaveTextContent('Waiting for approval');
    expect(notice).toHaveTextContent('You cannot be assigned interns until your profile is approved.');
    expect(notice).toHaveTextContent('at least 5 years');
    // issue 17: what stands in the way is said
    expect(notice).toHaveTextContent('Your profile says 3 years of professional experience, fewer than 5');
    expect(screen.getByTestId('mentor-interns')).toHaveTextContent('Interns: 2 of 5');
    expect(screen.getByLabelText('Years of professional experience')).toHaveValue('3');
  });

  it('a waiting mentor whose years are empty is told to fill them in (issue 17)', async () => {
    stubFetch(api(`/api/mentors/${M}`, 'mentor', mentor({ mentorYearsOfExperience: null })));
    renderShared(<MentorProfilePage id={M} />, '/dashboard');
    const notice = await screen.findByTestId('mentor-waiting');
    expect(notice).toHaveTextContent('Your years of professional experience are not filled in yet');
  });

  it('an approved mentor sees the date instead, and saves experience, languages and availability', async () => {
    const stored = mentor({ mentorApprovedByAdmin: true, mentorApprovedAt: '2026-03-04T10:00:00.000Z' });
    const calls = stubFetch(
      api(`/api/mentors/${M}`, 'mentor', stored, (url, init) =>
        url === `/api/mentors/${M}` && init?.method === 'PUT'
          ? ok({ mentor: { ...stored, mentorYearsOfExperience: 8, mentorAvailability: 'unavailable' } })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderShared(<MentorProfilePage id={M} />, '/dashboard');
    expect(
      await screen.findByText('The programme team approved your profile on 04/03/2026.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('mentor-waiting')).not.toBeInTheDocument();

    const years = screen.getByLabelText('Years of professional experience');
    await user.clear(years);
    await user.type(years, '8');
    const availability = screen.getByRole('switch', { name: 'Availability' });
    expect(availability).toBeChecked();
    await user.click(availability);
    expect(screen.getByText('Not available for new interns')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Your profile has been saved.');
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      mentorYearsOfExperience: 8,
      mentorAvailability: 'unavailable',
      mentorLanguages: ['sq', 'en'],
      mentorSkills: [CODING],
      mentorCategories: [IT],
      mentorMunicipality: PRISHTINA,
      mentorDisabilities: [],
    });
  });
});
