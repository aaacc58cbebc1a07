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
  it('opened from the e-mailed link: confirms by itself (token, no code), shows progress, then signs in', async () => {
    await i18n.changeLanguage('en');
    const calls = stubApi((url) =>
      url.includes('/auth/confirm') ? ok({ token: fakeToken({ role: 'mentor', id: 'm1' }) }) : undefined,
    );
    renderAt(`/confirm-email/tok123?email=${encodeURIComponent('m@example.test')}&type=mentor`, {
      path: '/confirm-email/:token',
      element: <ConfirmPage />,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your account…');
    expect(screen.queryByLabelText('OTP Input 1')).not.toBeInTheDocument();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/dashboard');
    const confirms = calls.filter((c) => c.url.includes('/auth/confirm'));
    expect(confirms).toHaveLength(1);
    expect(confirms[0]!.url).toContain('/api/mentors/auth/confirm');
    expect(confirms[0]!.body).toEqual({
      email: 'm@example.test',
      accountConfirmationCode: '',
      accountConfirmationToken: 'tok123',
    });
  });

  it('an expired link says so and offers a new e-mail', async () => {
    await i18n.changeLanguage('en');
    const calls = stubApi((url) => {
      if (url.includes('/auth/confirm')) return fail(400, 'CODE_EXPIRED');
      if (url.includes('/auth/resend')) return ok({ sent: true, internId: 'i1' });
      return undefined;
    });
    renderAt('/confirm-email/tok123?email=a%40example.test&type=intern', {
      path: '/confirm-email/:token',
      element: <ConfirmPage />,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Code has expired, please click resend code!');
    expect(alert).toHaveTextContent('Resend code');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(calls.at(-1)!.url).toContain('/api/interns/auth/resend'));
    expect(calls.at(-1)!.body).toEqual({ email: 'a@example.test', emailLanguage: 'en' });
  });

  it('a replaced link says so; the code from the newest e-mail then confirms without the old token', async () => {
    await i18n.changeLanguage('en');
    const answers = [fail(400, 'INVALID_CODE'), ok({ token: fakeToken({ role: 'business', id: 'b1' }) })];
    const calls = stubApi((url) => (url.includes('/auth/confirm') ? answers.shift() : undefined));
    renderAt('/confirm-email/old?email=b%40example.test&type=business', {
      path: '/confirm-email/:token',
      element: <ConfirmPage />,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is no longer valid');
    const user = await typeCode('654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/dashboard/jobs');
    expect(calls.filter((c) => c.url.includes('/auth/confirm')).at(-1)!.body).toEqual({
      email: 'b@example.test',
      accountConfirmationCode: '654321',
      accountConfirmationToken: '',
    });
  });

  it('with the e-mail from state (after signup): the typed code confirms, then signs in', async () => {
    await i18n.changeLanguage('en');
    const calls = stubApi((url) =>
      url.includes('/auth/confirm') ? ok({ token: fakeToken({ role: 'mentor', id: 'm1' }) }) : undefined,
    );
    renderAt(
      '/confirm',
      { path: '/confirm', element: <ConfirmPage /> },
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
      accountConfirmationToken: '',
    });
  });

  it('an empty code: the app message on the code, focus on it, no call', async () => {
    await i18n.changeLanguage('en');
    const calls = stubApi(() => undefined);
    renderAt(
      '/confirm',
      { path: '/confirm', element: <ConfirmPage /> },
      { email: 'm@example.test', type: 'mentor' },
    );
    const form = (await screen.findByRole('button', { name: 'Confirm' })).closest('form')!;
    expect(form).toHaveAttribute('novalidate');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please fill in: Confirmation code')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('OTP Input 1')));
    expect(calls.filter((c) => c.url.includes('/auth/confirm'))).toHaveLength(0);
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
  it('opened directly: asks which account, with no default, before sending', async () => {
    await i18n.changeLanguage('en');
    const calls = stubApi((url) => (url.includes('/auth/forgot') ? ok({ sent: true }) : undefined));
    renderAt('/forgot-user-password', { path: '/forgot-user-password', element: <ForgotPasswordPage /> });
    const user = userEvent.setup();
    const choices = await screen.findAllByRole('radio');
    expect(choices).toHaveLength(3);
    for (const choice of choices) expect(choice).not.toBeChecked();
    await user.type(screen.getByLabelText('Email'), 'arta@example.test{Enter}');
    expect(await screen.findByText('Please fill in: Account type')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('/auth/forgot'))).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(choices[0]));

    await user.click(screen.getByText('Intern'));
    expect(screen.getByRole('radio', { name: 'Intern' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(calls.at(-1)!.url).toContain('/api/interns/auth/forgot');
  });

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
