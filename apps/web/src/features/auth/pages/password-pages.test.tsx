import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../app/i18n.ts';
import ConfirmPage from './confirm-page.tsx';
import ForgotPasswordPage from './forgot-password-page.tsx';
import ResetPasswordPage from './reset-password-page.tsx';
import ResetByQueryPage from './reset-by-query-page.tsx';
import { encodeResetBundle } from '../lib/reset-bundle.ts';
import { fail, fakeToken, ok, renderAt, stubApi } from '../test/render.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

async function typeCode(code: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText('OTP Input 1'));
  await user.keyboard(code);
  return user;
}

describe('confirm', () => {
  it('confirms with the e-mail from state and the token from the link, then signs in', async () => {
    await i18n.changeLanguage('en');
    const calls = stubApi((url) =>
      url.includes('/auth/confirm') ? ok({ token: fakeToken({ role: 'mentor', id: 'm1' }) }) : undefined,
    );
    renderAt(
      '/confirm-email/tok123',
      { path: '/confirm-email/:token', element: <ConfirmPage /> },
      { email: 'm@example.test', type: 'mentor' },
    );
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    const user = await typeCode('123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/dashboard');
    const call = calls.find((c) => c.url.includes('/auth/confirm'))!;
    expect(call.url).toContain('/api/mentors/auth/confirm');
    expect(call.body).toEqual({
      email: 'm@example.test',
      accountConfirmationCode: '123456',
      accountConfirmationToken: 'tok123',
    });
  });

  it('without state: asks for e-mail and type; shows CODE_EXPIRED, INVALID_CODE and ACCOUNT_CONFIRMED', async () => {
    const answers = [fail(400, 'CODE_EXPIRED'), fail(400, 'INVALID_CODE')];
    const calls = stubApi((url) => {
      if (url.includes('/auth/confirm')) return answers.shift();
      if (url.includes('/auth/resend')) return fail(409, 'ACCOUNT_CONFIRMED');
      return undefined;
    });
    renderAt('/confirm', { path: '/confirm', element: <ConfirmPage /> });
    const user = userEvent.setup();
    await user.click(await screen.findByText('Organisation'));
    await user.type(screen.getByLabelText('Email'), 'Org@Example.test');
    await typeCode('111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Resend code');
    expect(calls.at(-1)!.url).toContain('/api/businesses/auth/confirm');
    expect(calls.at(-1)!.body).toMatchObject({ email: 'org@example.test', accountConfirmationToken: '' });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.filter((c) => c.url.includes('/auth/confirm'))).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('link', { name: 'Go to sign in' })).toBeInTheDocument();
    expect(calls.at(-1)!.body).toEqual({ email: 'org@example.test', emailLanguage: 'en' });
  });
});

describe('forgot password', () => {
  it('uses the type from state and shows "User not found with given email" on the field', async () => {
    await i18n.changeLanguage('en');
    const calls = stubApi((url) =>
      url.includes('/auth/forgot') ? fail(404, 'RESOURCE_NOT_FOUND') : undefined,
    );
    renderAt(
      '/forgot-user-password',
      { path: '/forgot-user-password', element: <ForgotPasswordPage /> },
      { type: 'intern' },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'Nobody@example.test{Enter}');
    expect(await screen.findByText('User not found with given email')).toBeInTheDocument();
    expect(calls.at(-1)!.url).toContain('/api/interns/auth/forgot');
    expect(calls.at(-1)!.body).toEqual({ email: 'nobody@example.test', emailLanguage: 'en' });
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('admin state uses the business call and confirms the e-mail was sent', async () => {
    const calls = stubApi((url) => (url.includes('/auth/forgot') ? ok({ sent: true }) : undefined));
    renderAt(
      '/forgot-user-password',
      { path: '/forgot-user-password', element: <ForgotPasswordPage /> },
      { type: 'admin' },
    );
    await userEvent.setup().type(await screen.findByLabelText('Email'), 'admin@example.test{Enter}');
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(calls.at(-1)!.url).toContain('/api/businesses/auth/forgot');
  });
});

describe('reset password', () => {
  const resetToken = fakeToken({ email: 'arta@example.test', type: 'intern', purpose: 'reset' });

  it('shows the e-mail from the token; PASSWORD_SAME on the new password; success signs in', async () => {
    await i18n.changeLanguage('en');
    const answers = [
      fail(400, 'PASSWORD_SAME', [], 'new password cannot be same as old'),
      ok({ token: fakeToken({ role: 'intern', id: 'i1', updateFinished: true }) }),
    ];
    const calls = stubApi((url) => (url.includes('/auth/reset/') ? answers.shift() : undefined));
    renderAt(`/reset-password/${resetToken}`, {
      path: '/reset-password/:token',
      element: <ResetPasswordPage />,
    });
    expect(await screen.findByDisplayValue('arta@example.test')).toHaveAttribute('readonly');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'new-password');
    await user.type(screen.getByLabelText('Confirm password'), 'new-passwordX');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Password doesn't match!")).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm password'), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/cannot be same as old/i)).toBeInTheDocument();
    expect(calls.at(-1)!.url).toContain(`/api/interns/auth/reset/${resetToken}`);
    expect(calls.at(-1)!.body).toEqual({
      email: 'arta@example.test',
      newPassword: 'new-password',
      passwordConfirm: 'new-password',
      emailLanguage: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
  });

  it('an expired answer offers a new request', async () => {
    stubApi((url) => (url.includes('/auth/reset/') ? fail(404, 'RESOURCE_NOT_FOUND') : undefined));
    renderAt(`/reset-password/${resetToken}`, {
      path: '/reset-password/:token',
      element: <ResetPasswordPage />,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'new-password');
    await user.type(screen.getByLabelText('Confirm password'), 'new-password{Enter}');
    expect(await screen.findByText(/The link has expired/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-user-password',
    );
  });

  it('a garbled token shows the expired-link message', async () => {
    stubApi(() => undefined);
    renderAt('/reset-password/garbage', { path: '/reset-password/:token', element: <ResetPasswordPage /> });
    expect(await screen.findByText(/The link has expired/)).toBeInTheDocument();
  });
});

describe('reset by q', () => {
  it('missing or garbled q goes to /admin/login', async () => {
    stubApi(() => undefined);
    renderAt('/resetBusinessPassword?q=%%%', {
      path: '/resetBusinessPassword',
      element: <ResetByQueryPage />,
    });
    expect(await screen.findByTestId('landed')).toHaveTextContent('/admin/login');
  });

  it('mentor bundle: disabled e-mail, sends the bundle, then the staff login', async () => {
    await i18n.changeLanguage('en');
    const calls = stubApi((url) =>
      url.includes('/users/auth/resetPassword') ? ok({ message: 'ok' }) : undefined,
    );
    const q = encodeResetBundle({ email: 'm@example.test', resetToken: 'rt', type: 'mentor' });
    const { router } = renderAt(`/resetBusinessPassword?q=${q}`, {
      path: '/resetBusinessPassword',
      element: <ResetByQueryPage />,
    });
    expect(await screen.findByDisplayValue('m@example.test')).toBeDisabled();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'new-password');
    await user.type(screen.getByLabelText('Confirm password'), 'new-password{Enter}');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/admin/login');
    expect(router.state.location.state).toEqual({ type: 'mentor' });
    expect(calls.at(-1)!.body).toEqual({
      email: 'm@example.test',
      newPassword: 'new-password',
      passwordConfirm: 'new-password',
      resetToken: 'rt',
      type: 'mentor',
    });
  });
});
