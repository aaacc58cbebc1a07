import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../app/i18n.ts';
import RegisterMentorPage from './register-mentor-page.tsx';
import { renderAt, stubApi } from '../test/render.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const open = () =>
  renderAt('/registerMentors', { path: '/registerMentors', element: <RegisterMentorPage /> });

/** Issue 17: the years of experience are asked at registration (at least 5), or the mentor says they have fewer. */
describe('mentor registration: years of experience', () => {
  it('are required and at least 5, with the spec’s message', async () => {
    await i18n.changeLanguage('en');
    stubApi(() => undefined);
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please fill in: Years of professional experience')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Years of professional experience'), '3');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Mentors need at least 5 years of professional experience.'),
    ).toBeInTheDocument();
  });

  it('"I have fewer" explains why they cannot register yet and sends nothing', async () => {
    await i18n.changeLanguage('en');
    const calls = stubApi(() => undefined);
    open();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('checkbox', { name: 'I have fewer than 5 years of professional experience' }),
    );
    expect(await screen.findByText(/so you cannot register as a mentor yet/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Years of professional experience')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText(
        'You can register as a mentor once you have 5 years of professional experience.',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('/auth/signup'))).toEqual([]);
  });

  it('speaks Albanian', async () => {
    await i18n.changeLanguage('sq');
    stubApi(() => undefined);
    open();
    expect(await screen.findByLabelText('Vite përvojë profesionale')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Kam më pak se 5 vjet përvojë profesionale' }),
    ).toBeInTheDocument();
  });
});
