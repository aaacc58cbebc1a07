import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { displayDate, programmeToday } from '@praktika/contracts/dates';
import { createMemoryRouter, Link } from 'react-router';
import '../src/app/i18n.ts';
import { setLanguage } from '../src/app/i18n.ts';
import { routes } from '../src/app/router.tsx';
import { LANGUAGE_KEY, saveSession, SESSION_KEY } from '../src/shared/lib/session.ts';
import { apiFetch, takeSessionExpired } from '../src/shared/lib/api-client.ts';
import { RootShell } from '../src/app/root-shell.tsx';
import { useToast } from '../src/shared/ui/toast.ts';
import {
  catalogueLists,
  fail,
  fakeToken,
  loadRoutes,
  ok,
  paged,
  stubFetch,
  withHome,
  type StubHandler,
} from './helpers.tsx';
import { renderApp } from '../src/app/test/render-app.tsx';
import { renderRouter } from '../src/shared/test/render.tsx';

/**
 * What the admin's landing (the statistics page, features/statistics) asks: the six counts, the first tab's report,
 * its filters' catalogues and the organisation select's list; with every other catalogue list.
 */
const statisticsLanding: StubHandler = (url, init) =>
  url === '/api/reports/counts'
    ? ok({
        counts: {
          internCount: 12,
          businessCount: 3,
          mentorCount: 4,
          applicationCount: 20,
          jobCount: 5,
          trainingCount: 6,
        },
      })
    : url === '/api/reports/internships'
      ? ok({ applications: { type: 'BY_STATUS', total: 0, rows: [] } })
      : url.startsWith('/api/businesses?')
        ? paged('businesses', [])
        : catalogueLists()(url, init);

/** Whether a toast with this text is shown and not on its way out (jsdom never ends antd's leave motion). */
const shown = (text: string) =>
  screen
    .queryAllByText(text)
    .some((el) => !/-leave\b/.test(el.closest('.ant-notification-notice')?.className ?? ''));

const signIn = (claims: Record<string, unknown>) => saveSession(fakeToken(claims));

// The pages these tests visit, loaded once before them (the dashboard is one large chunk): the tests then wait
// for their own rendering only, not for the first transform of a chunk.
beforeAll(
  () =>
    loadRoutes(routes, [
      '/',
      '/mentorship',
      '/privacyPolicy',
      '/login',
      '/admin/login',
      '/register',
      '/registerBusiness',
      '/registerMentors',
      '/nowhere',
      '/dashboard',
    ]),
  120_000,
);

beforeEach(async () => {
  await setLanguage('sq');
  localStorage.clear();
  sessionStorage.clear(); // the dashboard remembers the last staff role per tab
});
afterEach(() => vi.unstubAllGlobals());

describe('public layout', () => {
  it('shows the navigation in Albanian by default and marks the current route', async () => {
    stubFetch(withHome());
    renderApp('/mentorship');
    const nav = await screen.findByRole('navigation', { name: 'Navigimi kryesor' });
    expect(within(nav).getByRole('link', { name: 'Mentorimi' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Ballina' })).not.toHaveAttribute('aria-current');
    for (const [name, href] of [
      ['Praktika', '/opportunitiesinterships'],
      ['Trajnime', '/opportunitiestraining'],
      ['Burime', '/resources'],
      ['Rreth nesh', '/#about'],
      ['Kontakti', '/#contact'],
      ['Pyetje', '/#faq'],
    ])
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentorimi' })).toBeInTheDocument();
    expect(screen.getByText('Programi mbështetet nga një fond për fëmijë.')).toBeInTheDocument();
  });

  it('on the home page a section link is current while its hash is in the URL, and Home is not', async () => {
    stubFetch(withHome());
    const router = renderApp('/#contact');
    const nav = await screen.findByRole('navigation', { name: 'Navigimi kryesor' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Kontakti' })).toHaveAttribute('aria-current', 'location'),
    );
    expect(within(nav).getByRole('link', { name: 'Kontakti' })).toHaveClass('is-active');
    expect(within(nav).getByRole('link', { name: 'Ballina' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Ballina' })).not.toHaveClass('is-active');
    await act(() => router.navigate('/'));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Ballina' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(within(nav).getByRole('link', { name: 'Kontakti' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Kontakti' })).not.toHaveClass('is-active');
  });

  it('the Info menu offers FAQ as Demo', async () => {
    stubFetch(withHome());
    const user = userEvent.setup();
    const router = renderApp('/privacyPolicy');
    await user.click(await screen.findByRole('button', { name: /Info/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Demo' }));
    await waitFor(() => expect(router.state.location).toMatchObject({ pathname: '/', hash: '#faq' }));
  });

  // From one sign-in (registration) screen straight to the next: the header is on each of them.
  it('the sign-in menu goes to each role’s screen', async () => {
    stubFetch();
    const user = userEvent.setup();
    const router = renderApp('/privacyPolicy');
    await user.click(await screen.findByTestId('sign-in-menu'));
    const items = screen.getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).toEqual(['Praktikant', 'Organizatë', 'Mentor']);
    await user.click(screen.getByRole('menuitem', { name: 'Organizatë' }));
    await waitFor(() =>
      expect(router.state.location).toMatchObject({ pathname: '/admin/login', state: { type: 'business' } }),
    );
    await user.click(screen.getByTestId('sign-in-menu'));
    await user.click(screen.getByRole('menuitem', { name: 'Mentor' }));
    await waitFor(() =>
      expect(router.state.location).toMatchObject({ pathname: '/admin/login', state: { type: 'mentor' } }),
    );
    await user.click(screen.getByTestId('sign-in-menu'));
    await user.click(screen.getByRole('menuitem', { name: 'Praktikant' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('the register menu goes to each role’s registration', async () => {
    stubFetch(catalogueLists()); // the registration pages' selects
    const user = userEvent.setup();
    const router = renderApp('/privacyPolicy');
    await screen.findByTestId('register-menu');
    for (const [name, path] of [
      ['Praktikant', '/register'],
      ['Organizatë', '/registerBusiness'],
      ['Mentor', '/registerMentors'],
    ]) {
      await user.click(screen.getByTestId('register-menu'));
      await user.click(screen.getByRole('menuitem', { name }));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
    }
  });

  it('the language menu shows the current code, switches the texts and remembers the choice', async () => {
    stubFetch(withHome());
    const user = userEvent.setup();
    renderApp('/mentorship');
    const button = await screen.findByTestId('language-menu');
    expect(button).toHaveTextContent('SQ');
    // the accessible name contains the visible code (WCAG 2.5.3), e.g. for "click SQ" in voice control
    expect(button).toHaveAccessibleName('SQ – Gjuha: Shqip. Ndrysho gjuhën');
    await user.click(button);
    const options = await screen.findAllByRole('menuitemradio');
    expect(options.map((o) => o.textContent)).toEqual([
      'Shqip (SQ)',
      'Srpski (latinica) (SR)',
      'Српски (ћирилица) (СР)',
      'English (EN)',
    ]);
    expect(options[0]).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitemradio', { name: 'English (EN)' }));
    expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByTestId('language-menu')).toHaveTextContent('EN');
    expect(screen.getByTestId('language-menu')).toHaveAccessibleName(/^EN – Language: English/);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    await user.click(screen.getByTestId('language-menu'));
    await user.click(screen.getByRole('menuitemradio', { name: /Srpski/ }));
    expect(await screen.findByRole('link', { name: 'Početna' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('sr');
    expect(document.documentElement.lang).toBe('sr-Latn');

    // Serbian in Cyrillic: the Serbian texts transliterated (issue 22 §1)
    await user.click(screen.getByTestId('language-menu'));
    await user.click(screen.getByRole('menuitemradio', { name: 'Српски (ћирилица) (СР)' }));
    expect(await screen.findByRole('link', { name: 'Почетна' })).toBeInTheDocument();
    expect(screen.getByTestId('language-menu')).toHaveTextContent('СР');
    expect(screen.getByTestId('language-menu')).toHaveAccessibleName(/^СР – /);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('sr-Cyrl');
    expect(document.documentElement.lang).toBe('sr-Cyrl');
  });

  it('the language menu works from the keyboard', async () => {
    stubFetch(withHome());
    const user = userEvent.setup();
    renderApp('/mentorship');
    const button = await screen.findByTestId('language-menu');
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitemradio', { name: 'Shqip (SQ)' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });
});

describe('signed-in menus', () => {
  it('intern: initial of the first name, full name on the resume entry, gated entries and my mentor', async () => {
    signIn({ role: 'intern', id: 'i1', aboveOrUnderAge: false, updateRequired: false, updateFinished: true });
    const calls = stubFetch((url) =>
      url === '/api/interns/i1'
        ? ok({
            intern: { internName: 'Arta', internLastName: 'Krasniqi', internCurrentMentor: { _id: 'm1' } },
          })
        : url.startsWith('/api/surveys?') // no due surveys: no "Surveys (n)" entry
          ? paged('surveys', [])
          : undefined,
    );
    const user = userEvent.setup();
    renderApp('/privacyPolicy');
    const avatar = await screen.findByTestId('account-menu');
    await waitFor(() => expect(avatar).toHaveTextContent('A'));
    expect(avatar).toHaveAccessibleName('Menyja e llogarisë: Arta Krasniqi');
    expect(calls.map((c) => c.url)).toContain('/api/interns/i1');
    await user.click(avatar);
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Arta Krasniqi',
      'Aplikimet e mia',
      'Praktika ime',
      'Trajnimet e mia',
      'Mentori im',
      'Mundësi për mua',
      'Trajnime për mua',
      'Të dhënat dhe llogaria ime',
      'Çkyçu',
    ]);
    expect(screen.queryByTestId('sign-in-menu')).toBeNull();
  });

  it('intern who must update the profile sees only the resume; no profile yet (404) falls back', async () => {
    signIn({ role: 'intern', id: 'i2', aboveOrUnderAge: false, updateRequired: true, updateFinished: false });
    stubFetch((url) => (url === '/api/interns/i2' ? fail(404, 'NOT_FOUND') : undefined));
    const user = userEvent.setup();
    renderApp('/privacyPolicy');
    const avatar = await screen.findByTestId('account-menu');
    await waitFor(() => expect(avatar).not.toHaveAttribute('aria-busy'));
    await user.click(avatar);
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'CV-ja ime',
      'Të dhënat dhe llogaria ime',
      'Çkyçu',
    ]);
  });

  it('logout clears the session and goes home', async () => {
    signIn({ role: 'business', id: 'b1' });
    localStorage.setItem(LANGUAGE_KEY, 'sq');
    stubFetch(withHome((url) => (url === '/api/businesses/b1' ? fail(404, 'NOT_FOUND') : undefined)));
    const user = userEvent.setup();
    const router = renderApp('/privacyPolicy');
    await user.click(await screen.findByTestId('account-menu'));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Profili', 'Çkyçu']);
    await user.click(screen.getByRole('menuitem', { name: 'Çkyçu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('sq');
    expect(await screen.findByTestId('sign-in-menu')).toBeInTheDocument();
  });

  it('logout from the dashboard goes home as well (platform-core §2)', async () => {
    signIn({ role: 'mentor', id: 'm1' });
    stubFetch(
      withHome((url) =>
        url === '/api/mentors/m1'
          ? fail(404, 'NOT_FOUND')
          : url.startsWith('/api/surveys?')
            ? paged('surveys', [])
            : undefined,
      ),
    );
    const user = userEvent.setup();
    const router = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Profili i mentorit' });
    await user.click(screen.getByTestId('account-menu'));
    await user.click(await screen.findByRole('menuitem', { name: 'Çkyçu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(await screen.findByTestId('sign-in-menu')).toBeInTheDocument();
  });

  it('a tampered token: the own-record call answers FAILED_DECODE_TOKEN -> /login with the session-expired toast', async () => {
    signIn({ role: 'mentor', id: 'm1' });
    stubFetch(
      withHome((url) =>
        url === '/api/mentors/m1'
          ? {
              status: 401,
              body: { success: false, data: null, error: 'x', errorType: 'FAILED_DECODE_TOKEN' },
            }
          : undefined,
      ),
    );
    const router = renderApp('/mentorship');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText(
        'Seanca ka skaduar, ju lutemi rifreskoni faqen dhe kyçuni përsëri për të vazhduar!',
      ),
    ).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('a FAILED_DECODE_TOKEN answer from any call leads to /login', async () => {
    stubFetch((url) => (url.startsWith('/api/jobs') ? fail(401, 'FAILED_DECODE_TOKEN') : undefined));
    const router = renderApp('/privacyPolicy');
    await screen.findByTestId('sign-in-menu');
    await act(async () => {
      await apiFetch('/jobs').catch(() => undefined);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('an expiry that happened before the app subscribed is still handled when it mounts', async () => {
    stubFetch((url) => (url.startsWith('/api/jobs') ? fail(401, 'FAILED_DECODE_TOKEN') : undefined));
    saveSession(fakeToken({ role: 'business', id: 'b1' }));
    await apiFetch('/jobs').catch(() => undefined);
    const router = renderApp('/privacyPolicy');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Taken once: a later page does not redirect again.
    expect(takeSessionExpired()).toBe(false);
  });
});

/** The home page's hero region. */
const findHero = () =>
  screen.findByRole('region', { name: 'Përvoja jote e parë e vërtetë e punës fillon këtu' });
/** Where the links in `el` lead, in order. */
const hrefsIn = (el: HTMLElement) =>
  within(el)
    .getAllByRole('link')
    .map((l) => l.getAttribute('href'));

describe('home page calls to action', () => {
  it('signed out: the three sign-ups; signed-in intern: internships and the resume, no sign-up', async () => {
    stubFetch(
      withHome((url) => (url === '/api/interns/i1' ? ok({ intern: { internName: 'Arta' } }) : undefined)),
    );
    renderApp('/');
    const hero = await findHero();
    expect(hrefsIn(hero)).toEqual(['/register', '/registerBusiness', '/registerMentors']);
    act(() => void signIn({ role: 'intern', id: 'i1' }));
    await waitFor(() => expect(hrefsIn(hero)).toEqual(['/opportunitiesinterships', '/resume']));
    expect(within(hero).getByRole('link', { name: 'Shiko praktikat' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Regjistrohu/ })).toBeNull();
  });

  it('signed-in staff get their dashboard instead of the sign-ups', async () => {
    signIn({ role: 'mentor', id: 'm1' });
    stubFetch(
      withHome((url) => (url === '/api/mentors/m1' ? ok({ mentor: { mentorName: 'Driton' } }) : undefined)),
    );
    renderApp('/');
    const hero = await findHero();
    expect(hrefsIn(hero)).toEqual(['/dashboard']);
    expect(screen.queryByRole('link', { name: /Regjistro|Bëhu mentor/ })).toBeNull();
  });
});

describe('page titles', () => {
  it('every page sets "<Page> · Praktika" in the current language and follows a language switch', async () => {
    stubFetch(withHome());
    const router = renderApp('/mentorship');
    await waitFor(() => expect(document.title).toBe('Mentorimi · Praktika'));
    await act(() => setLanguage('en'));
    await waitFor(() => expect(document.title).toBe('Mentorship · Praktika'));
    await act(() => router.navigate('/'));
    await waitFor(() => expect(document.title).toBe('Home · Praktika'));
    await act(() => router.navigate('/nowhere'));
    await waitFor(() => expect(document.title).toBe('Page not found · Praktika'));
    await act(() => setLanguage('sr'));
    await waitFor(() => expect(document.title).toBe('Stranica nije pronađena · Praktika'));
  });

  it('dashboard pages are titled by their section', async () => {
    signIn({ role: 'admin', id: 'a1' });
    stubFetch((url, init) =>
      url === '/api/businesses/a1'
        ? ok({ business: { businessName: 'Admin' } })
        : url.startsWith('/api/interns?') // the users page's first tab
          ? paged('interns', [])
          : statisticsLanding(url, init),
    );
    const router = renderApp('/dashboard');
    await waitFor(() => expect(document.title).toBe('Statistikat · Praktika'));
    await act(() => router.navigate('/dashboard/users'));
    await waitFor(() => expect(document.title).toBe('Përdoruesit · Praktika'));
  });
});

describe('session across tabs and undecodable tokens', () => {
  it('a stored token whose payload cannot be decoded -> /login with the session-expired toast', async () => {
    localStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ token: 'not-a-jwt', expiry: new Date(Date.now() + 3600_000).toISOString() }),
    );
    const calls = stubFetch(withHome());
    const router = renderApp('/mentorship');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // raised for the login page: it survives the navigation there
    await waitFor(() =>
      expect(shown('Seanca ka skaduar, ju lutemi rifreskoni faqen dhe kyçuni përsëri për të vazhduar!')).toBe(
        true,
      ),
    );
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(calls.some((c) => (c.init?.headers as Record<string, string>)?.Authorization)).toBe(false);
  });

  it('the header follows a sign-in and a sign-out made in another tab', async () => {
    stubFetch((url) =>
      url === '/api/businesses/b1' ? ok({ business: { businessName: 'Acme' } }) : undefined,
    );
    renderApp('/privacyPolicy');
    expect(await screen.findByTestId('sign-in-menu')).toBeInTheDocument();
    act(() => {
      const token = fakeToken({ role: 'business', id: 'b1' });
      localStorage.setItem(
        SESSION_KEY,
        JSON.stringify({ token, expiry: new Date(Date.now() + 3600_000).toISOString() }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY }));
    });
    const avatar = await screen.findByTestId('account-menu');
    await waitFor(() => expect(avatar).toHaveAccessibleName(/Acme/));
    expect(screen.queryByTestId('sign-in-menu')).toBeNull();
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(await screen.findByTestId('sign-in-menu')).toBeInTheDocument();
    expect(screen.queryByTestId('account-menu')).toBeNull();
  });
});

describe('error toasts end with the try and the page that raised them', () => {
  function ToastPage({ next }: { next: string }) {
    const toast = useToast();
    return (
      <>
        <button onClick={() => toast.error('Invalid credentials')}>fail</button>
        <button onClick={() => toast.success('Saved')}>succeed</button>
        <button onClick={() => toast.error('For the next page', { forNextPage: true })}>carry</button>
        <Link to={next}>next</Link>
      </>
    );
  }
  function renderToasts() {
    const router = createMemoryRouter(
      [
        {
          element: <RootShell />,
          children: [
            { path: '/a', element: <ToastPage next="/b" /> },
            { path: '/b', element: <ToastPage next="/c" /> },
            { path: '/c', element: <ToastPage next="/a" /> },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    );
    return renderRouter(router).router;
  }

  it('a later success closes the error', async () => {
    stubFetch(withHome());
    renderToasts();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'fail' }));
    await waitFor(() => expect(shown('Invalid credentials')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'succeed' }));
    await waitFor(() => expect(shown('Saved')).toBe(true));
    expect(shown('Invalid credentials')).toBe(false);
  });

  it('a route change closes the error; one raised for the next page survives exactly that change', async () => {
    stubFetch(withHome());
    const router = renderToasts();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'fail' }));
    await user.click(screen.getByRole('button', { name: 'carry' }));
    await waitFor(() => expect(shown('Invalid credentials')).toBe(true));
    expect(shown('For the next page')).toBe(true);
    await user.click(screen.getByRole('link', { name: 'next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/b'));
    await waitFor(() => expect(shown('Invalid credentials')).toBe(false));
    expect(shown('For the next page')).toBe(true);
    await user.click(screen.getByRole('link', { name: 'next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/c'));
    await waitFor(() => expect(shown('For the next page')).toBe(false));
  });
});

describe('routes', () => {
  it('unknown paths show the not-found page with Back Home', async () => {
    stubFetch(withHome());
    const user = userEvent.setup();
    const router = renderApp('/does-not-exist');
    expect(await screen.findByText('Na vjen keq, faqja që vizituat nuk ekziston.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kthehu në ballinë' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('dashboard without a session goes to /login; interns go home', async () => {
    stubFetch(withHome());
    const router = renderApp('/dashboard/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('dashboard for an intern goes home', async () => {
    signIn({ role: 'intern', id: 'i1', updateFinished: true });
    // the avatar menu may ask for due surveys before the redirect, depending on timing
    stubFetch(
      withHome((url) =>
        url === '/api/interns/i1'
          ? fail(404, 'NOT_FOUND')
          : url.startsWith('/api/surveys?')
            ? paged('surveys', [])
            : undefined,
      ),
    );
    const router = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('admin dashboard: statistics landing with today’s dates, role menu, sections and an in-dashboard not-found', async () => {
    signIn({ role: 'admin', id: 'a1' });
    stubFetch((url, init) =>
      url === '/api/businesses/a1'
        ? fail(404, 'NOT_FOUND')
        : url.startsWith('/api/municipalities?')
          ? paged('municipalities', [])
          : statisticsLanding(url, init),
    );
    const user = userEvent.setup();
    const router = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistikat' })).toBeInTheDocument();
    // the programme's today (Kosovo time), not the machine's: they differ for an hour or two around midnight
    const dmy = displayDate(programmeToday());
    const period = within(screen.getByRole('group', { name: 'Periudha e raportimit' }));
    expect(period.getByLabelText('Data e fillimit')).toHaveValue(dmy);
    expect(period.getByLabelText('Data e mbarimit')).toHaveValue(dmy);
    // the six counts of today (the statistics page's own tests: features/statistics)
    const cards = within(screen.getByRole('list', { name: 'Numrat për periudhën e zgjedhur' }));
    await waitFor(() =>
      expect(cards.getAllByRole('listitem').map((c) => c.textContent)).toContain('Praktikantë12'),
    );
    // the site's mentor profiles are named apart from the registered mentors (Users -> Mentors)
    expect(screen.getByRole('menuitem', { name: /Profilet e mentorëve në faqe/ })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: /Komunat/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/municipalities'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Komunat' })).toBeInTheDocument();
    await act(() => router.navigate('/dashboard/nothing-here'));
    expect(await screen.findByText('Na vjen keq, faqja që vizituat nuk ekziston.')).toBeInTheDocument();
  });

  it('mentor dashboard lists only the mentor’s sections', async () => {
    signIn({ role: 'mentor', id: 'm1' });
    stubFetch((url) =>
      url === '/api/mentors/m1'
        ? fail(404, 'NOT_FOUND')
        : url.startsWith('/api/surveys?')
          ? paged('surveys', [])
          : undefined,
    );
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profili i mentorit' })).toBeInTheDocument();
    const labels = screen.getAllByRole('menuitem').map((i) => i.textContent);
    expect(labels).toEqual([
      'Profili',
      'Anketat e mia',
      'Të dhënat dhe llogaria',
      'Praktikantët e mi',
      'Takimet',
      'Raporti',
      'Udhëzuesit e lehtësimit',
    ]);
  });
});
