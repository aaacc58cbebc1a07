import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toCyrillic } from '@praktika/contracts/script';
import i18n from '../../../app/i18n.ts';
import { LEGACY_TOKEN_KEY, SESSION_KEY } from '../../../shared/lib/session.ts';
import InternLoginPage from './intern-login-page.tsx';
import StaffLoginPage from './staff-login-page.tsx';
import { fail, fakeToken, ok, renderAt, stubApi } from '../test/render.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('login screens', () => {
  it('validates on submit with the spec messages (Enter submits)', async () => {
    await i18n.changeLanguage('en');
    stubApi(() => undefined);
    renderAt('/login', { path: '/login', element: <InternLoginPage /> });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password'), 'short{Enter}');
    expect(await screen.findByText('Please fill in: Email')).toBeInTheDocument();
    expect(await screen.findByText('Password must be at least 8 characters long!')).toBeInTheDocument();
  });

  it('signs an intern in with a lowercased e-mail and goes home', async () => {
    const calls = stubApi((url) =>
      url.includes('/auth/login')
        ? ok({ token: fakeToken({ role: 'intern', id: 'i1', updateFinished: true }) })
        : undefined,
    );
    renderAt('/login', { path: '/login', element: <InternLoginPage /> });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'Arta@Example.TEST');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
    const login = calls.find((c) => c.url.includes('/auth/login'))!;
    expect(login.url).toContain('/api/interns/auth/login');
    expect(login.body).toEqual({
      email: 'arta@example.test',
      password: 'long-enough',
      remember: true,
      emailLanguage: 'en',
    });
    expect(localStorage.getItem(SESSION_KEY)).toBeTruthy();
  });

  it('in Cyrillic: saves sr-Cyrl as the e-mail language, while the data language stays sr', async () => {
    await i18n.changeLanguage('sr-Cyrl');
    const calls = stubApi((url) =>
      url.includes('/auth/login')
        ? ok({ token: fakeToken({ role: 'intern', id: 'i1', updateFinished: true }) })
        : undefined,
    );
    renderAt('/login', { path: '/login', element: <InternLoginPage /> });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(toCyrillic('Email')), 'jelena@example.test');
    await user.type(screen.getByLabelText(toCyrillic('Lozinka')), 'long-enough');
    await user.click(screen.getByRole('button', { name: toCyrillic('Prijavi se') }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
    const login = calls.find((c) => c.url.includes('/auth/login'))!;
    expect(login.body).toMatchObject({ email: 'jelena@example.test', emailLanguage: 'sr-Cyrl' });
    expect((login.init?.headers as Record<string, string>)['Accept-Language']).toBe('sr');
  });

  it.each([
    ['business', undefined, '/api/businesses/auth/login', '/dashboard/jobs'],
    ['admin', undefined, '/api/businesses/auth/login', '/dashboard'],
    ['mentor', { type: 'mentor' }, '/api/mentors/auth/login', '/dashboard'],
    [
      'business',
      { type: 'business', from: '/dashboard/trainings' },
      '/api/businesses/auth/login',
      '/dashboard/trainings',
    ],
  ])('staff login as %s (state %j) calls %s and lands on %s', async (role, state, path, landing) => {
    const calls = stubApi((url) =>
      url.includes('/auth/login') ? ok({ token: fakeToken({ role, id: 'x' }) }) : undefined,
    );
    renderAt('/admin/login', { path: '/admin/login', element: <StaffLoginPage /> }, state);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'staff@example.test');
    await user.type(screen.getByLabelText('Password'), 'long-enough{Enter}');
    expect(await screen.findByTestId('landed')).toHaveTextContent(landing);
    expect(calls.some((c) => c.url.includes(path))).toBe(true);
  });

  it('offers the confirmation screen for an unconfirmed account', async () => {
    stubApi((url) => (url.includes('/auth/login') ? fail(403, 'UNCONFIRMED_ACCOUNT') : undefined));
    const { router } = renderAt('/login', { path: '/login', element: <InternLoginPage /> });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'new@example.test');
    await user.type(screen.getByLabelText('Password'), 'long-enough{Enter}');
    const link = await screen.findByRole('link', { name: /confirm the account/ });
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm'));
    expect(router.state.location.state).toEqual({ email: 'new@example.test', type: 'intern' });
  });

  it('sends a signed-in visitor home', async () => {
    localStorage.setItem(LEGACY_TOKEN_KEY, fakeToken({ role: 'intern', id: 'i1' }));
    localStorage.setItem('praktika.tokenExpiry', new Date(Date.now() + 3600_000).toISOString());
    stubApi(() => undefined);
    renderAt('/admin/login', { path: '/admin/login', element: <StaffLoginPage /> });
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
  });

  it('shows the mentor variant from navigation state and passes the type to the forgot link', async () => {
    stubApi(() => undefined);
    const { router } = renderAt(
      '/admin/login',
      { path: '/admin/login', element: <StaffLoginPage /> },
      { type: 'mentor' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in as a mentor' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-user-password'));
    expect(router.state.location.state).toEqual({ type: 'mentor' });
  });
  it('opened directly: the administrator tab (business login API); switching tabs keeps what was typed', async () => {
    await i18n.changeLanguage('en');
    const calls = stubApi((url) =>
      url.includes('/auth/login') ? ok({ token: fakeToken({ role: 'admin', id: 'a1' }) }) : undefined,
    );
    renderAt('/admin/login', { path: '/admin/login', element: <StaffLoginPage /> });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in as an administrator' }),
    ).toBeInTheDocument();
    for (const tab of ['Organisation', 'Mentor', 'Administrator'])
      expect(screen.getByText(tab)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'boss@example.test');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByText('Mentor'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in as a mentor' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('boss@example.test');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-pass');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/registerMentors');
    await user.click(screen.getByText('Administrator'));
    expect(screen.getByLabelText('Email')).toHaveValue('boss@example.test');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/dashboard');
    expect(calls.find((c) => c.url.includes('/auth/login'))!.url).toContain('/api/businesses/auth/login');
  });

  it('login form: browser bubbles off, the first invalid field gets focus', async () => {
    await i18n.changeLanguage('en');
    stubApi(() => undefined);
    renderAt('/login', { path: '/login', element: <InternLoginPage /> });
    const submit = await screen.findByRole('button', { name: 'Sign in' });
    expect(submit.closest('form')).toHaveAttribute('novalidate');
    await userEvent.setup().type(screen.getByLabelText('Password'), 'x{Enter}');
    expect(await screen.findByText('Please fill in: Email')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });
});
