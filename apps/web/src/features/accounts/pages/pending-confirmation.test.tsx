import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormInstance } from 'antd';
import { ZBusinessSignup } from '@praktika/contracts/auth';
import i18n from '../../../app/i18n.ts';
import { SignupLayout } from '../components/signup-layout.tsx';
import { useSignupForm } from '../components/use-signup-form.ts';
import { PENDING_CONFIRMATION_KEY } from '../lib/pending-confirmation.ts';
import ConfirmPage from './confirm-page.tsx';
import InternLoginPage from './intern-login-page.tsx';
import RegisterBusinessPage from './register-business-page.tsx';
import RegisterInternPage from './register-intern-page.tsx';
import StaffLoginPage from './staff-login-page.tsx';
import { fail, fakeToken, ok, renderAt, stubApi } from '../test/render.tsx';

const LABELS = { email: 'Email', password: 'Password', passwordConfirm: 'Confirm password', terms: 'Terms' };
const ORGANISATION = {
  name: 'Acme',
  number: '810000001',
  type: '5d3c8f2e-1b4a-4c6d-9e8f-0a1b2c3d4e5f',
  categories: ['6e4d9a3f-2c5b-4d7e-8f9a-1b2c3d4e5f6a'],
  contact: 'Arta Krasniqi',
  phoneNumber: '+38344123456',
  email: 'hr@acme.test',
  country: '7f5e0b4a-3d6c-4e8f-9a0b-2c3d4e5f6a7b',
  municipality: '8a6f1c5b-4e7d-4f9a-8b1c-3d4e5f6a7b8c',
  password: 'long-enough',
  passwordConfirm: 'long-enough',
  terms: true,
};

let form: FormInstance | undefined;
/** The registration pages' own hook and frame; the organisation's fields are set on the form directly. */
function BusinessSignup() {
  const signup = useSignupForm({ type: 'business', schema: ZBusinessSignup, labels: LABELS });
  useEffect(() => {
    form = signup.form;
  }, [signup.form]);
  return (
    <SignupLayout type="business" title="Register" intro="" signup={signup} labels={LABELS}>
      {null}
    </SignupLayout>
  );
}

const pending = () => JSON.parse(sessionStorage.getItem(PENDING_CONFIRMATION_KEY) ?? 'null') as unknown;

beforeEach(async () => {
  sessionStorage.clear();
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

// The file's first antd render injects and parses antd's styles (seconds on a loaded machine): room for that.
describe('a sign-up waiting for its code', { timeout: 60_000 }, () => {
  it('survives a reload of the check-your-e-mail step; "use another e-mail" forgets it', async () => {
    const calls = stubApi((url) => (url.endsWith('/auth/signup') ? ok({ sent: true }) : undefined));
    renderAt('/registerBusiness', { path: '/registerBusiness', element: <BusinessSignup /> });
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Create account' });
    act(() => form!.setFieldsValue(ORGANISATION));
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/auth/signup'))?.url).toBe('/api/businesses/auth/signup');
    expect(pending()).toEqual({ email: 'hr@acme.test', type: 'business' });

    // the reload: a new page, only the tab's storage is left
    cleanup();
    renderAt('/registerBusiness', { path: '/registerBusiness', element: <BusinessSignup /> });
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/We sent an e-mail to hr@acme\.test\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use another e-mail address' }));
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeInTheDocument();
    expect(pending()).toBeNull();
  });

  it('is shown only on the registration page of its own account type; "Enter the code" carries it', async () => {
    sessionStorage.setItem(
      PENDING_CONFIRMATION_KEY,
      JSON.stringify({ email: 'arta@x.test', type: 'intern' }),
    );
    stubApi(() => undefined);
    renderAt('/registerBusiness', { path: '/registerBusiness', element: <RegisterBusinessPage /> });
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeInTheDocument();

    cleanup();
    renderAt('/register', { path: '/register', element: <RegisterInternPage /> }, undefined, [
      { path: '/confirm', element: <ConfirmPage /> },
    ]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Enter the code' }));
    expect(await screen.findByText('Enter the 6-digit code we sent to arta@x.test.')).toBeInTheDocument();
  });

  it.each([
    ['the intern login', '/login', <InternLoginPage key="i" />, undefined, 'intern'],
    ['the mentor login', '/admin/login', <StaffLoginPage key="m" />, { type: 'mentor' }, 'mentor'],
  ] as const)(
    '%s offers "I have a code" with the e-mail of this tab’s sign-up',
    async (_, path, page, state, type) => {
      sessionStorage.setItem(PENDING_CONFIRMATION_KEY, JSON.stringify({ email: 'me@x.test', type }));
      stubApi(() => undefined);
      renderAt(path, { path, element: page }, state, [{ path: '/confirm', element: <ConfirmPage /> }]);
      await userEvent.setup().click(await screen.findByRole('link', { name: 'I have a confirmation code' }));
      expect(await screen.findByText('Enter the 6-digit code we sent to me@x.test.')).toBeInTheDocument();
      // the type came along: no account-type choice
      expect(screen.queryByRole('group', { name: 'Account type' })).toBeNull();
    },
  );

  it('without a pending sign-up "I have a code" asks for the e-mail; the administrator tab has no such link', async () => {
    stubApi(() => undefined);
    renderAt('/login', { path: '/login', element: <InternLoginPage /> }, undefined, [
      { path: '/confirm', element: <ConfirmPage /> },
    ]);
    await userEvent.setup().click(await screen.findByRole('link', { name: 'I have a confirmation code' }));
    expect(
      await screen.findByText('Enter your e-mail and the 6-digit code we sent you.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');

    cleanup();
    renderAt('/admin/login', { path: '/admin/login', element: <StaffLoginPage /> });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'I have a confirmation code' })).toBeNull();
  });

  it.each([
    ['confirmed with the code', ok({ token: fakeToken({ role: 'intern', id: 'i1', updateFinished: true }) })],
    ['already confirmed', fail(409, 'ACCOUNT_CONFIRMED')],
  ])('is forgotten once the account is %s', async (_, answer) => {
    sessionStorage.setItem(
      PENDING_CONFIRMATION_KEY,
      JSON.stringify({ email: 'arta@x.test', type: 'intern' }),
    );
    stubApi((url) => (url.endsWith('/api/interns/auth/confirm') ? answer : undefined));
    renderAt(
      '/confirm',
      { path: '/confirm', element: <ConfirmPage /> },
      { email: 'arta@x.test', type: 'intern' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('OTP Input 1'));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(pending()).toBeNull());
  });
});
