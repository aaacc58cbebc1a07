import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../app/i18n.ts';
import RegisterInternPage from './register-intern-page.tsx';
import RegisterBusinessPage from './register-business-page.tsx';
import RegisterMentorPage from './register-mentor-page.tsx';
import { renderAt, stubApi } from '../test/render.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('registration forms', () => {
  it('intern: required fields, terms and password confirmation from the contract', async () => {
    await i18n.changeLanguage('en');
    stubApi(() => undefined);
    renderAt('/register', { path: '/register', element: <RegisterInternPage /> });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password'), 'secret-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'other-pass');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    for (const text of [
      'Name is required!',
      'Last name is required!',
      'Email is required!',
      'Date of birth is required!',
      'Gender is required!',
      'Municipality is required!',
      'Fields of interest is required!',
      "Password doesn't match!",
      'You must accept the terms to register!',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('Skills is required!')).not.toBeInTheDocument();
  });

  it('intern: messages follow the language (sq)', async () => {
    await i18n.changeLanguage('sq');
    stubApi(() => undefined);
    renderAt('/register', { path: '/register', element: <RegisterInternPage /> });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Krijo llogarinë' }));
    expect(await screen.findByText('Fusha Emri është e detyrueshme!')).toBeInTheDocument();
    expect(await screen.findByText('Fusha Mbiemri është e detyrueshme!')).toBeInTheDocument();
  });

  it('business: Kosovo shows the municipality list, another country a text field', async () => {
    await i18n.changeLanguage('en');
    const item = (id: string, en: string, sq: string) => ({ _id: id, enName: en, sqName: sq, srName: en });
    stubApi((url) =>
      url.includes('/api/countries')
        ? {
            body: {
              success: true,
              data: {
                countries: { docs: [item('c-ks', 'Kosovo', 'Kosova'), item('c-al', 'Albania', 'Shqipëria')] },
              },
              error: null,
            },
          }
        : undefined,
    );
    renderAt('/registerBusiness', { path: '/registerBusiness', element: <RegisterBusinessPage /> });
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Municipality')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Country'));
    await user.click(await screen.findByTitle('Albania'));
    expect(await screen.findByLabelText('Municipality / city')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Municipality / city is required!')).toBeInTheDocument();
    expect(await screen.findByText('Unique identification number is required!')).toBeInTheDocument();
    expect(await screen.findByText('Entity type is required!')).toBeInTheDocument();
  });

  it('mentor: required fields in Serbian (Latin)', async () => {
    await i18n.changeLanguage('sr');
    stubApi(() => undefined);
    renderAt('/registerMentors', { path: '/registerMentors', element: <RegisterMentorPage /> });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Napravi nalog' }));
    expect(await screen.findByText('Polje Trenutni posao je obavezno!')).toBeInTheDocument();
    expect(await screen.findByText('Polje Veštine je obavezno!')).toBeInTheDocument();
  });
});
