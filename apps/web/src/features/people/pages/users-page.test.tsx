import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import i18n from '../../../app/i18n.ts';
import {
  answerWith,
  catalogueLists,
  fail,
  fakeToken,
  ok,
  paged,
  stubFetch,
} from '../../../../test/helpers.tsx';
import { saveSession } from '../../../shared/lib/session.ts';
import { renderShared } from '../../../shared/test/render.tsx';
import { InternDetailPage, MentorDetailPage } from './user-detail-pages.tsx';
import { UsersPage } from './users-page.tsx';

const M1 = '0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e41';
const I1 = '0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e42';
const B1 = '0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e43';
const ref = (id: string, en: string) => ({ _id: id, enName: en, sqName: `${en} sq`, srName: `${en} sr` });
const PRISHTINA = ref('0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e51', 'Prishtina');

const mentorItem = {
  _id: M1,
  mentorName: 'Vesna',
  mentorSurname: 'Petrović',
  email: 'vesna@example.test',
  mentorGender: 'F',
  mentorMunicipality: PRISHTINA,
  mentorJob: 'Engineer',
  mentorSkills: [],
  mentorCategories: [],
  mentorAvailability: 'available',
  mentorApprovedByAdmin: false,
  mentorYearsOfExperience: 3,
  mentorNumberOfInterns: 0,
  mentorMaxInterns: 5,
  active: true,
  createdAt: '2026-03-02T10:00:00.000Z',
};
const mentorRecord = {
  ...mentorItem,
  mentorFieldOfEducation: 'Civil engineering',
  mentorEthnicity: ref('0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e52', 'Serb'),
  mentorDisabilities: [],
  mentorApprovedAt: null,
  available: true,
  mentorLanguages: ['sr', 'en'],
  photo: null,
  CV: null,
  emailLanguage: 'sr',
};
const internRecord = {
  _id: I1,
  email: 'drita@example.test',
  internName: 'Drita',
  internLastName: 'Berisha',
  name: 'Drita',
  lastName: 'Berisha',
  birthdate: '2005-02-01',
  gender: 'F',
  municipality: PRISHTINA,
  phoneNumber: null,
  address: null,
  availability: 'Full time',
  categories: [],
  skills: [],
  hearAbout: null,
  ethnicity: ref('0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e53', 'Albanian'),
  disabilities: [ref('0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e54', 'Low vision')],
  updateRequired: false,
  updateFinished: true,
  active: true,
  internCurrentMentor: null,
  emailLanguage: 'sq',
  createdAt: '2026-01-05T10:00:00.000Z',
  otherEngagements: null,
  education: [
    {
      _id: 'e1',
      country: ref('c1', 'Kosovo'),
      municipality: PRISHTINA,
      type: 'UNIVERSITY',
      institution: ref('u1', 'University of Prishtina'),
      otherInstitution: null,
      fieldOfStudy: 'Economics',
      currentlyStudying: true,
      startDate: '2023-10-01',
      endDate: null,
    },
  ],
  experience: [],
  languages: [{ language: 'sq', speakingLevel: 'NATIVE', writingLevel: 'FLUENT' }],
  photo: null,
  cvFile: null,
};
const businessItem = {
  _id: B1,
  businessName: 'Kompania Shembull',
  businessNumber: '810000001',
  businessType: null,
  businessCategories: [],
  businessMunicipality: PRISHTINA,
  email: 'info@shembull.test',
  active: true,
  createdAt: '2026-02-01T10:00:00.000Z',
};

const method = (init?: RequestInit) => init?.method ?? 'GET';
/** The detail page's account actions (a closed dialog may still hold a button of the same name). */
const actions = () => screen.getByRole('group', { name: 'Account actions' });
const wide = window.matchMedia;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  window.matchMedia = (query: string) => ({ ...wide(query), matches: /min-width/.test(query) });
  Element.prototype.scrollIntoView = () => undefined;
  saveSession(fakeToken({ role: 'admin', id: 'a1' }));
});
afterEach(() => {
  window.matchMedia = wide;
});

const LONG = 60_000;

/** One person's detail page at its dashboard route. */
const renderDetail = (kind: 'intern' | 'mentor', id: string) => {
  const Page = kind === 'intern' ? InternDetailPage : MentorDetailPage;
  return renderShared(
    <Routes>
      <Route path={`dashboard/${kind}Detail/:id`} element={<Page />} />
    </Routes>,
    `/dashboard/${kind}Detail/${id}`,
  );
};

describe('the users screen', () => {
  it(
    'keeps the tab and the filters in the URL and sends them to the tab’s list',
    async () => {
      const calls: string[] = [];
      stubFetch(
        answerWith(catalogueLists({ municipalities: [PRISHTINA] }), (url, init) => {
          if (method(init) !== 'GET') return undefined;
          if (url.startsWith('/api/mentors?')) {
            calls.push(url);
            return paged('mentors', [mentorItem]);
          }
          if (url.startsWith('/api/businesses?')) {
            calls.push(url);
            return paged('businesses', [businessItem]);
          }
          return undefined;
        }),
      );
      const user = userEvent.setup();
      renderShared(<UsersPage />, '/dashboard/users?tab=mentors&approved=false');
      // the mentors tab is current, its list asked with approved=false, the waiting mentor shown
      expect(await screen.findByRole('link', { name: 'Mentors' })).toHaveAttribute('aria-current', 'page');
      const row = (await screen.findByRole('link', { name: 'Vesna Petrović' })).closest('tr')!;
      expect(within(row).getByText('Waiting for approval')).toBeInTheDocument();
      expect(within(row).getByText('3 years')).toBeInTheDocument();
      // no birth date, ethnicity or health conditions in the list
      expect(screen.queryByText(/Serb|Date of birth/)).toBeNull();
      expect(calls[0]).toBe('/api/mentors?page=1&limit=10&approved=false');
      expect(screen.getByRole('combobox', { name: 'Approved' }).closest('.ant-select')).toHaveTextContent(
        'No',
      );

      // a name search: debounced into the URL and the query, back to page 1
      await user.type(screen.getByRole('searchbox', { name: 'First name' }), 'Ves');
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent(
          '/dashboard/users?tab=mentors&approved=false&firstName=Ves',
        ),
      );
      await waitFor(() =>
        expect(calls.at(-1)).toBe('/api/mentors?page=1&limit=10&firstName=Ves&approved=false'),
      );

      // sorting by name goes to the URL (once the search's refetch has settled: a loading table takes no clicks)
      await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
      await user.click(screen.getByRole('columnheader', { name: /Name/ }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('sort=name'));
      await waitFor(() => expect(calls.at(-1)).toContain('sort=name'));

      // another tab: its own list, without the mentors' filters
      await user.click(screen.getByRole('link', { name: 'Organisations' }));
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/users\?tab=organisations$/),
      );
      expect(await screen.findByRole('link', { name: 'Kompania Shembull' })).toHaveAttribute(
        'href',
        `/dashboard/businessDetail/${B1}`,
      );
      expect(calls.at(-1)).toBe('/api/businesses?page=1&limit=10');
      expect(screen.getByRole('link', { name: 'Organisations' })).toHaveAttribute('aria-current', 'page');
    },
    LONG,
  );

  it(
    'the administrators tab lists admins and adds one (USER_EXISTS on the e-mail)',
    async () => {
      const posts: unknown[] = [];
      stubFetch((url, init) => {
        if (method(init) === 'GET' && url.startsWith('/api/businesses?'))
          return paged('businesses', [
            { _id: 'a1', businessName: '', email: 'me@praktika.test', active: true, createdAt: '2026-01-01' },
          ]);
        if (method(init) === 'POST' && url === '/api/businesses/admins') {
          posts.push(JSON.parse(String(init?.body)));
          if (posts.length === 1) return fail(409, 'USER_EXISTS', 'exists');
          return ok({
            business: {
              _id: 'a2',
              businessName: '',
              email: 'new@praktika.test',
              active: true,
              createdAt: '',
            },
          });
        }
        return undefined;
      });
      const user = userEvent.setup();
      renderShared(<UsersPage />, '/dashboard/users?tab=admins');
      expect(await screen.findByText('me@praktika.test')).toBeInTheDocument();
      // one's own account has no Deactivate
      expect(screen.queryByRole('button', { name: 'Deactivate account' })).toBeNull();
      await user.click(screen.getByRole('button', { name: /Add administrator/ }));
      const dialog = (await screen.findByText('Add an administrator')).closest<HTMLElement>('.ant-modal')!;
      await user.type(within(dialog).getByLabelText('Email'), 'new@praktika.test');
      await user.type(within(dialog).getByLabelText('Password'), 'Praktika-2026!');
      await user.type(within(dialog).getByLabelText('Confirm password'), 'Praktika-2026!');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(posts).toHaveLength(1));
      expect(posts[0]).toEqual({
        email: 'new@praktika.test',
        password: 'Praktika-2026!',
        passwordConfirm: 'Praktika-2026!',
        emailLanguage: 'en',
      });
      expect(await within(dialog).findByText('User exists with given email!')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(posts).toHaveLength(2));
      expect(await screen.findByText(/The administrator was added/)).toBeInTheDocument();
    },
    LONG,
  );
});

describe('the detail records', () => {
  it(
    'approving a mentor under five years shows the minExperience refusal in the dialog',
    async () => {
      const puts: Array<{ url: string; body: unknown }> = [];
      stubFetch((url, init) => {
        if (method(init) === 'GET' && url === `/api/mentors/${M1}`) return ok({ mentor: mentorRecord });
        if (method(init) === 'PUT' && url === `/api/mentors/${M1}/approve`) {
          puts.push({ url, body: JSON.parse(String(init?.body)) });
          return fail(400, 'VALIDATION_ERROR', 'invalid', [
            { field: 'mentorYearsOfExperience', issue: 'minExperience', min: 5 },
          ]);
        }
        return undefined;
      });
      const user = userEvent.setup();
      renderDetail('mentor', M1);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Mentor: Vesna Petrović' }),
      ).toBeInTheDocument();
      // the sensitive section shows the ethnicity to admins, marked as such
      const sensitive = screen.getByRole('region', { name: /Sensitive personal data/ });
      expect(within(sensitive).getByText('Serb')).toBeInTheDocument();
      expect(screen.getByText('Serbian, English')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Approve mentor' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Approve Vesna Petrović as a mentor?')).toBeInTheDocument();
      expect(puts).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: 'Approve mentor' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'A mentor needs at least 5 years of professional experience to be approved. Vesna Petrović has given: 3 years.',
      );
      expect(puts).toEqual([{ url: `/api/mentors/${M1}/approve`, body: { approved: true } }]);
      // only Close is left
      expect(within(dialog).queryByRole('button', { name: 'Approve mentor' })).toBeNull();
      await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!); // the footer's
    },
    LONG,
  );

  it(
    'approving a mentor who never gave their years says that the years are missing (issue 17)',
    async () => {
      stubFetch((url, init) => {
        if (method(init) === 'GET' && url === `/api/mentors/${M1}`)
          return ok({ mentor: { ...mentorRecord, mentorYearsOfExperience: null } });
        if (method(init) === 'PUT' && url === `/api/mentors/${M1}/approve`)
          return fail(400, 'VALIDATION_ERROR', 'invalid', [
            { field: 'mentorYearsOfExperience', issue: 'minExperience', min: 5, given: null },
          ]);
        return undefined;
      });
      const user = userEvent.setup();
      renderDetail('mentor', M1);
      await user.click(await screen.findByRole('button', { name: 'Approve mentor' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Approve mentor' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent(
        'Vesna Petrović has not given their years of professional experience, so they cannot be approved yet: a mentor needs at least 5.',
      );
      expect(alert).not.toHaveTextContent('has given:');
    },
    LONG,
  );

  it(
    'deactivating an intern asks first; Cancel sends nothing, Confirm sends active=false and the record follows',
    async () => {
      const puts: unknown[] = [];
      let active = true;
      stubFetch((url, init) => {
        if (method(init) === 'GET' && url === `/api/interns/${I1}`)
          return ok({ intern: { ...internRecord, active } });
        // issue 22 §2: an adult, no guardian (the record shows no consent section)
        if (method(init) === 'GET' && url === `/api/interns/${I1}/guardian`)
          return ok({
            status: 'NOT_NEEDED',
            adultFrom: null,
            guardian: null,
            sentAt: null,
            expiresAt: null,
            decidedAt: null,
            withdrawn: false,
            sendsLeft: 3,
          });
        if (method(init) === 'PUT' && url === `/api/interns/${I1}/active`) {
          const body = JSON.parse(String(init?.body)) as { active: boolean };
          puts.push(body);
          active = body.active;
          return ok({ _id: I1, active });
        }
        return undefined;
      });
      const user = userEvent.setup();
      renderDetail('intern', I1);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Intern: Drita Berisha' }),
      ).toBeInTheDocument();
      // the CV, read-only, with the sensitive data marked
      expect(screen.getByText('University of Prishtina')).toBeInTheDocument();
      const sensitive = screen.getByRole('region', { name: /Sensitive personal data/ });
      expect(within(sensitive).getByText('01/02/2005')).toBeInTheDocument();
      expect(within(sensitive).getByText('Low vision')).toBeInTheDocument();

      await user.click(within(actions()).getByRole('button', { name: 'Deactivate account' }));
      let dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(/Drita Berisha is signed out everywhere at once/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(puts).toEqual([]);

      await user.click(within(actions()).getByRole('button', { name: 'Deactivate account' }));
      dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Deactivate account' }));
      expect(await screen.findByText('The account is deactivated.')).toBeInTheDocument();
      expect(puts).toEqual([{ active: false }]);
      // the record refetches: the tag and the button follow
      expect(await screen.findByText('Deactivated')).toBeInTheDocument();
      expect(within(actions()).getByRole('button', { name: 'Activate account' })).toBeInTheDocument();
    },
    LONG,
  );

  it(
    'the interns tab filters by programme state and internship start, from the URL',
    async () => {
      const calls: string[] = [];
      stubFetch(
        answerWith(catalogueLists({ municipalities: [PRISHTINA] }), (url, init) => {
          if (method(init) !== 'GET' || !url.startsWith('/api/interns?')) return undefined;
          calls.push(url);
          return paged('interns', []);
        }),
      );
      renderShared(<UsersPage />, '/dashboard/users?tab=interns&type=PAST&hiredFrom=2026-01-01');
      await waitFor(() => expect(calls[0]).toContain('type=PAST'));
      expect(calls[0]).toContain('hiredFrom=2026-01-01');
      expect(
        (await screen.findByRole('combobox', { name: 'Programme state' })).closest('.ant-select'),
      ).toHaveTextContent('Completed');
    },
    LONG,
  );
});
