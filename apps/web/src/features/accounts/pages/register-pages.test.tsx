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

// Big forms typed through antd: room for a loaded machine (a test passes as soon as its conditions hold).
describe('registration forms', { timeout: 60_000 }, () => {
  it('intern: required fields, terms and password confirmation from the contract', async () => {
    await i18n.changeLanguage('en');
    stubApi(() => undefined);
    renderAt('/register', { path: '/register', element: <RegisterInternPage /> });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password'), 'secret-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'other-pass');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    for (const text of [
      'Please fill in: Name',
      'Please fill in: Last name',
      'Please fill in: Email',
      'Please fill in: Date of birth',
      'Please fill in: Gender',
      'Please fill in: Municipality',
      'Please fill in: Fields of interest',
      "Password doesn't match!",
      'You must accept the terms to register!',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('Please fill in: Skills')).not.toBeInTheDocument();
  });

  it('intern: a typed birth date outside 16-24 stays and shows the age rule, in every language', async () => {
    const rule = {
      en: 'Intern does not belong in the age limit allowed (16-24)',
      sq: 'Praktikanti nuk është brenda kufirit të lejuar të moshës (16-24)',
      sr: 'Praktikant ne spada u dozvoljenu starosnu granicu (16-24)',
    };
    const labels = { en: 'Date of birth', sq: 'Data e lindjes', sr: 'Datum rođenja' };
    const required = {
      en: 'Please fill in: Date of birth',
      sq: 'Ju lutemi plotësoni: Data e lindjes',
      sr: 'Molimo popunite: Datum rođenja',
    };
    for (const lng of ['en', 'sq', 'sr'] as const) {
      await i18n.changeLanguage(lng);
      stubApi(() => undefined);
      const { unmount } = renderAt('/register', { path: '/register', element: <RegisterInternPage /> });
      const user = userEvent.setup();
      const input = await screen.findByLabelText(labels[lng]);
      await user.type(input, '01/01/1990{Enter}');
      await user.tab();
      expect(input).toHaveValue('01/01/1990');
      expect(await screen.findByText(rule[lng])).toBeInTheDocument();
      expect(screen.queryByText(required[lng])).not.toBeInTheDocument();
      unmount();
    }
  }, 60_000);

  it('intern: messages follow the language (sq)', async () => {
    await i18n.changeLanguage('sq');
    stubApi(() => undefined);
    renderAt('/register', { path: '/register', element: <RegisterInternPage /> });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Krijo llogarinë' }));
    expect(await screen.findByText('Ju lutemi plotësoni: Emri')).toBeInTheDocument();
    expect(await screen.findByText('Ju lutemi plotësoni: Mbiemri')).toBeInTheDocument();
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
    expect(await screen.findByText('Please fill in: Municipality / city')).toBeInTheDocument();
    expect(await screen.findByText('Please fill in: Unique identification number')).toBeInTheDocument();
    expect(await screen.findByText('Please fill in: Entity type')).toBeInTheDocument();
  });

  it('business: a free-mail address is flagged before sending unless the entity type allows one', async () => {
    await i18n.changeLanguage('en');
    const type = (id: string, en: string, allowsFreeMail: boolean) => ({
      _id: id,
      enName: en,
      sqName: en,
      srName: en,
      allowsFreeMail,
    });
    stubApi((url) =>
      url.includes('/api/businesstypes')
        ? {
            body: {
              success: true,
              data: {
                businesstypes: { docs: [type('t-llc', 'LLC', false), type('t-ngo', 'NGO', true)] },
              },
              error: null,
            },
          }
        : undefined,
    );
    renderAt('/registerBusiness', { path: '/registerBusiness', element: <RegisterBusinessPage /> });
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'office@acme-ks.com');
    const warning = /must register with an address at their own domain/;
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'acme.office@gmail.com');
    // no type chosen yet, or one that does not allow free mail: said at once
    expect(await screen.findByText(warning)).toHaveAttribute('role', 'status');
    await user.click(screen.getByLabelText('Entity type'));
    await user.click(await screen.findByTitle('LLC'));
    expect(screen.getByText(warning)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Entity type'));
    await user.click(await screen.findByTitle('NGO'));
    await expect.poll(() => screen.queryByText(warning)).toBeNull();
  });

  it('mentor: required fields in Serbian (Latin)', async () => {
    await i18n.changeLanguage('sr');
    stubApi(() => undefined);
    renderAt('/registerMentors', { path: '/registerMentors', element: <RegisterMentorPage /> });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Napravi nalog' }));
    expect(await screen.findByText('Molimo popunite: Trenutni posao')).toBeInTheDocument();
    expect(await screen.findByText('Molimo popunite: Veštine')).toBeInTheDocument();
  });
});
