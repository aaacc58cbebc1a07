import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../app/i18n.ts';
import { fail, ok, stubFetch } from '../../../../test/helpers.tsx';
import { renderShared } from '../../../shared/test/render.tsx';
import ContactForm from './contact-form.tsx';

const MESSAGE = 'I would like to know when the next call for interns opens.';
const created = (body: Record<string, string>) =>
  ok({ contactMessage: { _id: 'c1', createdAt: '2026-11-22T10:00:00.000Z', ...body } });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function fill(user: ReturnType<typeof userEvent.setup>, email = 'Arta@Example.org') {
  await user.type(await screen.findByLabelText('Name'), 'Arta Krasniqi');
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Message'), MESSAGE);
}

describe('the contact form', () => {
  it('sends name, e-mail and message, then says thank you and empties the form', async () => {
    const calls = stubFetch((url, init) =>
      url === '/api/contact' && init?.method === 'POST'
        ? created(JSON.parse(String(init.body)) as Record<string, string>)
        : undefined,
    );
    const user = userEvent.setup();
    renderShared(<ContactForm />);
    expect(await screen.findByRole('heading', { name: 'Write to us' })).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: /Send the message/ }));
    expect(await screen.findByText(/Thank you! Your message has been sent/)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    // the contract's e-mail lowercases; text is trimmed
    expect(calls[0]!.body).toEqual({ name: 'Arta Krasniqi', email: 'arta@example.org', message: MESSAGE });
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  }, 60_000);

  it('checks the fields before sending: nothing is sent while a field is wrong', async () => {
    const calls = stubFetch(() => undefined);
    const user = userEvent.setup();
    renderShared(<ContactForm />);
    await user.type(await screen.findByLabelText('E-mail'), 'not-an-address');
    await user.type(screen.getByLabelText('Message'), 'short');
    await user.click(screen.getByRole('button', { name: /Send the message/ }));
    expect(await screen.findByText('Please fill in: Name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address!')).toBeInTheDocument();
    expect(screen.getByText('Please fill in: Message')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  }, 60_000);

  it('puts a server error on its field, and a rate limit in a toast', async () => {
    let answer = fail(400, 'VALIDATION_ERROR', 'bad', [{ field: 'email', issue: 'invalidEmail' }]);
    stubFetch((url) => (url === '/api/contact' ? answer : undefined));
    const user = userEvent.setup();
    renderShared(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: /Send the message/ }));
    expect(await screen.findByText('Please enter a valid e-mail address!')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');

    answer = fail(429, 'RATE_LIMITED');
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'arta@example.org');
    await user.click(screen.getByRole('button', { name: /Send the message/ }));
    expect(
      await screen.findByText('Too many attempts. Please wait a moment and try again.'),
    ).toBeInTheDocument();
    // the text stays, to send again later
    expect(screen.getByLabelText('Message')).toHaveValue(MESSAGE);
  }, 60_000);
});
