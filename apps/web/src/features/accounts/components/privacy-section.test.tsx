import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../app/i18n.ts';
import { fail, fakeToken, ok, stubFetch } from '../../../../test/helpers.tsx';
import { getSession, saveSession, SESSION_KEY } from '../../../shared/lib/session.ts';
import { renderShared } from '../../../shared/test/render.tsx';
import { PrivacySection } from './privacy-section.tsx';

const ID = '2d0f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e21';
const EMAIL = 'Drita.Berisha@Example.test';
const intern = { role: 'intern' as const, id: ID };

beforeEach(async () => {
  await i18n.changeLanguage('en');
  saveSession(fakeToken({ role: 'intern', id: ID }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Opens the dialog, reads the first step and continues to the e-mail step. */
async function openSecondStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  expect(within(dialog).getByText('Erased for good')).toBeInTheDocument();
  expect(within(dialog).getByText('Kept, anonymised')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await screen.findByRole('dialog', { name: 'Confirm with your e-mail address' });
  const field = screen.getByLabelText('E-mail address of the account');
  await waitFor(() => expect(field).toHaveFocus());
  return field;
}

const submitButton = () => screen.getByRole('button', { name: 'Delete my account for good' });

describe('delete my account', () => {
  it('asks twice; the delete button stays disabled until the address matches (any case)', async () => {
    const calls = stubFetch();
    const user = userEvent.setup();
    renderShared(<PrivacySection account={intern} email={EMAIL} />, '/account');

    const field = await openSecondStep(user);
    expect(submitButton()).toBeDisabled();
    await user.type(field, 'drita.berisha@example');
    expect(submitButton()).toBeDisabled();
    // Enter does not send a non-matching address either
    await user.keyboard('{Enter}');
    await user.type(field, '.TEST');
    expect(submitButton()).toBeEnabled();
    await user.type(field, 'x');
    expect(submitButton()).toBeDisabled();
    expect(calls).toHaveLength(0);

    // Back returns to the explanation, with focus on Continue
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('dialog', { name: 'Delete your account?' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus());
  });

  it('shows confirmationMismatch on the field and keeps the session', async () => {
    const calls = stubFetch((url, init) =>
      url === `/api/interns/${ID}` && init?.method === 'DELETE'
        ? fail(400, 'VALIDATION_ERROR', 'Validation failed', [
            { field: 'email', issue: 'confirmationMismatch' },
          ])
        : undefined,
    );
    const user = userEvent.setup();
    renderShared(<PrivacySection account={intern} email={EMAIL} />, '/account');

    const field = await openSecondStep(user);
    await user.type(field, ` ${EMAIL.toLowerCase()} `);
    await user.click(submitButton());

    expect(
      await screen.findByText(
        "E-mail address of the account: type the account's e-mail address exactly to confirm the deletion",
      ),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ email: EMAIL.toLowerCase() });
    expect(getSession()).not.toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/account');
  });

  it('explains lastAdmin in the dialog', async () => {
    saveSession(fakeToken({ role: 'admin', id: ID }));
    stubFetch((url, init) =>
      url === `/api/businesses/${ID}` && init?.method === 'DELETE'
        ? fail(400, 'VALIDATION_ERROR', 'Validation failed', [{ field: 'id', issue: 'lastAdmin' }])
        : undefined,
    );
    const user = userEvent.setup();
    renderShared(<PrivacySection account={{ role: 'admin', id: ID }} email="admin@example.test" />);

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/pass to another administrator/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('E-mail address of the account'), 'admin@example.test');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(/only active administrator/);
    expect(submitButton()).toBeDisabled();
    expect(getSession()).not.toBeNull();
  });

  it('on success ends the session, goes home and says so', async () => {
    const calls = stubFetch((url, init) =>
      url === `/api/interns/${ID}` && init?.method === 'DELETE'
        ? ok({ intern: { _id: ID, deleted: true, deletedAt: '2026-11-22T10:00:00.000Z' } })
        : undefined,
    );
    localStorage.setItem('praktika.lang', 'en');
    const user = userEvent.setup();
    renderShared(<PrivacySection account={intern} email={EMAIL} />, '/account');

    const field = await openSecondStep(user);
    await user.type(field, EMAIL);
    await user.click(submitButton());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(await screen.findByText('Your account has been deleted. Goodbye!')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`DELETE /api/interns/${ID}`]);
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(getSession()).toBeNull();
    // the language choice survives the end of the session
    expect(localStorage.getItem('praktika.lang')).toBe('en');
  });
});

describe('download my data', () => {
  it('saves the zip under the answer’s name', async () => {
    const createObjectURL = vi.fn(() => 'blob:zip');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const calls = stubFetch((url) =>
      url === '/api/me/export'
        ? {
            body: 'PK',
            headers: {
              'content-type': 'application/zip',
              'content-disposition': 'attachment; filename="praktika-my-data.zip"',
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderShared(<PrivacySection account={intern} email={EMAIL} />);

    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data has been downloaded.')).toBeInTheDocument();
    expect(clicked).toEqual(['praktika-my-data.zip']);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const auth = new Headers(calls[0]!.init?.headers).get('authorization');
    expect(auth).toMatch(/^Bearer /);
    click.mockRestore();
  });

  it('explains the hourly limit on 429', async () => {
    stubFetch((url) =>
      url === '/api/me/export' ? fail(429, 'RATE_LIMITED', 'Too many requests') : undefined,
    );
    const user = userEvent.setup();
    renderShared(<PrivacySection account={intern} email={EMAIL} />);

    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already downloaded your data 5 times in the last hour. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});
