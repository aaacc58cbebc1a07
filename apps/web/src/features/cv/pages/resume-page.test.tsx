import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TInternCv } from '@praktika/contracts/cv';
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
  type StubHandler,
} from '../../../../test/helpers.tsx';
import { getSession, getToken, saveSession } from '../../../shared/lib/session.ts';
import { renderShared } from '../../../shared/test/render.tsx';
import ResumePage from './resume-page.tsx';

const ID = '1d0f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e01';
const KOSOVO = '1d0f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e02';
const PRISHTINA = '1d0f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e03';
const UP = '1d0f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e04';
const GYM = '1d0f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e05';
const IT = '1d0f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e06';

const ref = catalogueRef;
const item = catalogueItem;

const year = new Date().getFullYear();
const education = (over: Partial<TInternCv['education'][number]> = {}): TInternCv['education'][number] => ({
  _id: crypto.randomUUID(),
  country: ref(KOSOVO, 'Kosovo', 'Kosova'),
  municipality: ref(PRISHTINA, 'Prishtina'),
  type: 'UNIVERSITY',
  institution: ref(UP, 'University of Prishtina'),
  otherInstitution: null,
  fieldOfStudy: 'Computer science',
  currentlyStudying: true,
  startDate: `${year - 2}-10-01`,
  endDate: null,
  ...over,
});

function cv(over: Partial<TInternCv> = {}): TInternCv {
  return {
    _id: ID,
    email: 'drita@example.test',
    internName: 'Drita',
    internLastName: 'Berisha',
    name: 'Drita',
    lastName: 'Berisha',
    birthdate: `${year - 20}-02-01`,
    gender: 'F',
    municipality: ref(PRISHTINA, 'Prishtina'),
    phoneNumber: null,
    address: null,
    availability: null,
    categories: [ref(IT, 'IT')],
    skills: [],
    hearAbout: null,
    ethnicity: null,
    disabilities: [],
    updateRequired: false,
    updateFinished: false,
    active: true,
    internCurrentMentor: null,
    emailLanguage: 'en',
    createdAt: '2026-01-01T00:00:00.000Z',
    otherEngagements: null,
    education: [education()],
    experience: [],
    languages: [{ language: 'sq', speakingLevel: 'NATIVE', writingLevel: 'NATIVE' }],
    photo: null,
    cvFile: null,
    ...over,
  };
}

const catalogues = catalogueLists({
  countries: [item(KOSOVO, 'Kosovo', { sqName: 'Kosova' })],
  municipalities: [item(PRISHTINA, 'Prishtina')],
  categories: [item(IT, 'IT')],
  institutions: [
    item(UP, 'University of Prishtina', { type: 'UNIVERSITY', municipality: PRISHTINA }),
    item(GYM, 'Gymnasium Sami Frashëri', { type: 'HIGH_SCHOOL', municipality: PRISHTINA }),
  ],
});

/** GET /api/interns/:id answers `stored`; PUT answers `put` (default: the body back as the CV). */
function api(stored: TInternCv, put?: StubHandler): StubHandler {
  return answerWith(catalogues, (url, init) => {
    if (url !== `/api/interns/${ID}`) return undefined;
    if ((init?.method ?? 'GET') === 'GET') return ok({ intern: stored });
    return put?.(url, init);
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  saveSession(fakeToken({ role: 'intern', id: ID, updateFinished: false, updateRequired: false }));
});

const addButton = (name: string) => screen.getByRole('button', { name });

describe('/resume, the CV builder', () => {
  it('sends a visitor to the intern login, with the way back', async () => {
    localStorage.clear();
    stubFetch();
    const { router } = renderShared(<ResumePage />, '/resume');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/resume' });
  });

  it('keeps "Add" disabled, with the reason, until the last row is filled', async () => {
    stubFetch(api(cv()));
    const user = userEvent.setup();
    renderShared(<ResumePage />, '/resume');
    await screen.findByRole('group', { name: 'Education 1' });

    // the stored row is complete: another may be added
    expect(addButton('Add education')).toBeEnabled();
    await user.click(addButton('Add education'));
    const second = await screen.findByRole('group', { name: 'Education 2' });
    expect(within(second).getByLabelText('Country')).toBeInTheDocument();

    // the new row is empty: Add waits for it, and says why
    expect(addButton('Add education')).toBeDisabled();
    expect(addButton('Add education')).toHaveAccessibleDescription(
      'Fill in the row above before adding another.',
    );
    // languages are independent: their last row is filled
    expect(addButton('Add language')).toBeEnabled();
    // experience has no rows yet
    expect(addButton('Add experience')).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remove education 2' }));
    expect(screen.queryByRole('group', { name: 'Education 2' })).not.toBeInTheDocument();
    expect(addButton('Add education')).toBeEnabled();
    expect(screen.queryByText('Fill in the row above before adding another.')).not.toBeInTheDocument();
  });

  it("shows a server issue on education.1.institution on that row's institution and focuses it", async () => {
    const stored = cv({
      education: [
        education(),
        education({
          type: 'HIGH_SCHOOL',
          institution: ref(GYM, 'Gymnasium Sami Frashëri'),
          fieldOfStudy: null,
          currentlyStudying: false,
          startDate: `${year - 6}-09-01`,
          endDate: `${year - 2}-06-30`,
        }),
      ],
    });
    const calls = stubFetch(
      api(stored, () =>
        fail(400, 'VALIDATION_ERROR', 'invalid', [
          { field: 'education.1.institution', issue: 'institutionMismatch' },
        ]),
      ),
    );
    const user = userEvent.setup();
    renderShared(<ResumePage />, '/resume');
    const second = await screen.findByRole('group', { name: 'Education 2' });

    await user.click(screen.getByRole('button', { name: 'Save CV' }));
    const message = 'Institution: choose an institution of the selected municipality and type';
    expect(await within(second).findByText(message)).toBeInTheDocument();
    // only on the second row
    const first = screen.getByRole('group', { name: 'Education 1' });
    expect(within(first).queryByText(message)).not.toBeInTheDocument();
    const input = within(second).getByLabelText('Institution');
    await waitFor(() => expect(input).toHaveFocus());

    // what was sent: the whole CV, the rows in order
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({
      name: 'Drita',
      education: [
        { institution: UP, currentlyStudying: true, endDate: null },
        { institution: GYM, type: 'HIGH_SCHOOL', endDate: `${year - 2}-06-30` },
      ],
      languages: [{ language: 'sq', speakingLevel: 'NATIVE', writingLevel: 'NATIVE' }],
      cvFile: null,
    });
  });

  it('stores the token the save answers, so the menu sees the new flags at once', async () => {
    const token = fakeToken({ role: 'intern', id: ID, updateFinished: true, updateRequired: false });
    stubFetch(api(cv(), () => ok({ intern: cv({ updateFinished: true }), token })));
    const user = userEvent.setup();
    renderShared(<ResumePage />, '/resume');
    await screen.findByRole('group', { name: 'Education 1' });
    expect(getSession()?.updateFinished).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Save CV' }));
    expect(await screen.findByText('Your CV is saved.')).toBeInTheDocument();
    expect(getToken()).toBe(token);
    expect(getSession()?.updateFinished).toBe(true);
  });

  it('refuses to send a CV without a language, saying so under the languages', async () => {
    const calls = stubFetch(api(cv({ languages: [] })));
    const user = userEvent.setup();
    renderShared(<ResumePage />, '/resume');
    await screen.findByRole('group', { name: 'Education 1' });
    await user.click(screen.getByRole('button', { name: 'Save CV' }));
    expect(await screen.findByText('Languages: add at least one')).toBeInTheDocument();
    await waitFor(() => expect(addButton('Add language')).toHaveFocus());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
