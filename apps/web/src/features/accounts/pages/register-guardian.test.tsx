import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import i18n from '../../../app/i18n.ts';
import RegisterInternPage from './register-intern-page.tsx';
import { isMinorBirthdate } from '../lib/birthdate.ts';
import { renderAt, stubApi } from '../test/render.tsx';

/* Issue 22 §2: the intern's sign-up asks for a parent or guardian only when the birth date makes them under 18. */

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

/** DD/MM/YYYY for someone `years` old (birthday well past this year). */
const typedBirthdate = (years: number) =>
  dayjs().subtract(years, 'year').subtract(10, 'day').format('DD/MM/YYYY');

describe('isMinorBirthdate', () => {
  it('is true under 18 on Priština’s day, false from the 18th birthday on', () => {
    const now = new Date('2026-05-31T23:30:00Z'); // already 1 June in Priština
    expect(isMinorBirthdate(dayjs('2008-06-01'), now)).toBe(false);
    expect(isMinorBirthdate(dayjs('2008-06-02'), now)).toBe(true);
    expect(isMinorBirthdate(undefined, now)).toBe(false);
  });
});

describe('the guardian fields of the intern sign-up', { timeout: 60_000 }, () => {
  it('appear for a 17-year-old (and are required), and not for a 20-year-old', async () => {
    stubApi(() => undefined);
    renderAt('/register', { path: '/register', element: <RegisterInternPage /> });
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Date of birth');
    expect(screen.queryByTestId('guardian-fields')).toBeNull();
    await user.type(input, `${typedBirthdate(20)}{Enter}`);
    await user.tab();
    expect(screen.queryByTestId('guardian-fields')).toBeNull();
    expect(screen.queryByLabelText("Parent's or guardian's e-mail")).toBeNull();

    await user.clear(input);
    await user.type(input, `${typedBirthdate(17)}{Enter}`);
    await user.tab();
    expect(await screen.findByTestId('guardian-fields')).toHaveTextContent('Your parent or guardian');
    expect(screen.getByLabelText("Parent's or guardian's name")).toBeInTheDocument();
    expect(screen.getByLabelText("Parent's or guardian's e-mail")).toBeInTheDocument();
    expect(screen.getByLabelText("Parent's or guardian's phone")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText("Please fill in: Parent's or guardian's name")).toBeInTheDocument();
    expect(await screen.findByText("Please fill in: Parent's or guardian's e-mail")).toBeInTheDocument();
  });

  it('are in Albanian and Serbian too', async () => {
    for (const [lng, label, title] of [
      ['sq', 'Data e lindjes', 'Prindi ose kujdestari juaj'],
      ['sr', 'Datum rođenja', 'Vaš roditelj ili staratelj'],
    ] as const) {
      await i18n.changeLanguage(lng);
      stubApi(() => undefined);
      const { unmount } = renderAt('/register', { path: '/register', element: <RegisterInternPage /> });
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText(label), `${typedBirthdate(16)}{Enter}`);
      await user.tab();
      await waitFor(() => expect(screen.getByTestId('guardian-fields')).toHaveTextContent(title));
      unmount();
    }
  });
});
