// The admin's rates tab: the list names what each override applies to, a posting override is chosen by title
// (the PUT carries the posting's id), and an override is removed after a confirmation (DELETE).
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TRate } from '@praktika/contracts/stipends';
import { fail, ok, paged, stubFetch } from '../../../../test/helpers.tsx';
import { renderShared } from '../../../shared/test/render.tsx';
import { setUpPageTests } from '../../../shared/test/page-test-setup.ts';
import { PaymentsAdminPage } from '../pages/payments-admin-page.tsx';

const ORG = '11111111-1111-4111-8111-111111111111';
const JOB = '22222222-2222-4222-8222-222222222222';
const OTHER_JOB = '33333333-3333-4333-8333-333333333333';
const isGet = (init?: RequestInit) => (init?.method ?? 'GET') === 'GET';

const rate = (over: Partial<TRate>): TRate => ({
  _id: 'r0',
  scope: 'DEFAULT',
  scopeId: null,
  scopeName: null,
  business: null,
  monthlyCents: 15_000,
  hostSharePercent: 30,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});
const RATES: TRate[] = [
  rate({}),
  rate({
    _id: 'r1',
    scope: 'BUSINESS',
    scopeId: ORG,
    scopeName: 'Kodra Tech',
    business: { _id: ORG, businessName: 'Kodra Tech' },
    monthlyCents: 20_000,
  }),
  rate({
    _id: 'r2',
    scope: 'OPPORTUNITY',
    scopeId: OTHER_JOB,
    scopeName: 'Data intern',
    business: { _id: ORG, businessName: 'Kodra Tech' },
    monthlyCents: 18_000,
  }),
];
/** Only what the posting select reads of a posting. */
const job = (_id: string, title: string, businessName: string) => ({
  _id,
  title,
  business: { _id: ORG, businessName, email: 'org@example.com', businessLogo: null },
});

describe('the admin’s stipend rates', { timeout: 60_000 }, () => {
  setUpPageTests({ role: 'admin', id: 'admin1' });

  it('names the overrides; a posting chosen by its title is saved by id', async () => {
    const calls = stubFetch((url, init) => {
      if (isGet(init) && url === '/api/stipends/rates') return ok({ rates: RATES });
      if (isGet(init) && url.startsWith('/api/jobs?'))
        return paged(
          'jobPostings',
          new URL(url, 'http://x').searchParams.get('title') === 'Design'
            ? [job(JOB, 'Design intern', 'Ura Studio')]
            : [job(OTHER_JOB, 'Data intern', 'Kodra Tech'), job(JOB, 'Design intern', 'Ura Studio')],
        );
      if (url === '/api/stipends/rates' && init?.method === 'PUT')
        return ok({
          rate: rate({ _id: 'r3', scope: 'OPPORTUNITY', scopeId: JOB, scopeName: 'Design intern' }),
        });
      return undefined;
    });
    const user = userEvent.setup();
    renderShared(<PaymentsAdminPage />, '/dashboard/payments?tab=rates');
    // the list names the organisation, the posting and the posting's organisation, never an id
    const postingRow = (await screen.findByText('Data intern')).closest('tr')!;
    expect(postingRow.textContent).toContain('Kodra Tech');
    expect(document.body.textContent).not.toContain(OTHER_JOB);
    expect(screen.getByRole('cell', { name: 'Kodra Tech' })).toBeInTheDocument();

    // the scope, then the posting: searched by title, named with its organisation
    const scope = screen.getByRole('combobox', { name: 'Applies to' });
    await user.click(scope);
    await user.click(await screen.findByTitle('Internship posting'));
    const posting = await screen.findByRole('combobox', { name: 'Internship posting' });
    await user.click(posting);
    await user.type(posting, 'Design');
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith('/api/jobs?') && c.url.includes('title=Design'))).toBe(true),
    );
    expect(calls.find((c) => c.url.startsWith('/api/jobs?'))!.url).toContain('state=all');
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (o) => o.textContent === 'Design intern — Ura Studio',
      );
      if (!found) throw new Error('no option yet');
      return found;
    });
    await user.click(option);
    // the chosen posting shows in the field (a controlled form field)
    await waitFor(() =>
      expect(posting.closest('.ant-select')!.textContent).toContain('Design intern — Ura Studio'),
    );
    const monthly = screen.getByLabelText('Monthly stipend');
    await user.clear(monthly);
    await user.type(monthly, '175.5');
    await user.click(screen.getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      scope: 'OPPORTUNITY',
      scopeId: JOB,
      monthlyCents: 17_550,
      hostSharePercent: 30,
    });
    expect(await screen.findByText('Rate saved')).toBeInTheDocument();
  });

  it('an override is removed after a confirmation; the default has no remove button', async () => {
    let deleted = false;
    const calls = stubFetch((url, init) => {
      if (isGet(init) && url === '/api/stipends/rates')
        return ok({ rates: deleted ? RATES.filter((r) => r._id !== 'r2') : RATES });
      if (isGet(init) && url.startsWith('/api/jobs?')) return paged('jobPostings', []);
      if (url === '/api/stipends/rates/r2' && init?.method === 'DELETE') {
        deleted = true;
        return ok({ rate: RATES[2] });
      }
      if (url === '/api/stipends/rates/r1' && init?.method === 'DELETE')
        return fail(409, 'STIPEND_DEFAULT_RATE', 'no');
      return undefined;
    });
    const user = userEvent.setup();
    renderShared(<PaymentsAdminPage />, '/dashboard/payments?tab=rates');
    await screen.findByText('Data intern');
    const defaultRow = screen.getByRole('cell', { name: 'Default' }).closest('tr')!;
    expect(within(defaultRow).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove the rate of Data intern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the rate of Data intern?' });
    // nothing is sent before the confirmation; cancelling sends nothing either
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove the rate of Data intern' }));
    const again = await screen.findByRole('dialog', { name: 'Remove the rate of Data intern?' });
    await user.click(within(again).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
        '/api/stipends/rates/r2',
      ]),
    );
    expect(await screen.findByText('Rate removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Data intern')).toBeNull());

    // a refusal is told in the admin's words
    await user.click(screen.getByRole('button', { name: 'Remove the rate of Kodra Tech' }));
    const refused = await screen.findByRole('dialog', { name: 'Remove the rate of Kodra Tech?' });
    // (the confirming button's name may carry its fading spinner's label)
    await user.click(within(refused).getByRole('button', { name: /Remove$/ }));
    expect(
      await screen.findByText('The default rate cannot be removed; change its amount instead.'),
    ).toBeInTheDocument();
  });

  it('the chosen organisation shows in its field and is saved; another scope clears it', async () => {
    const OTHER_ORG = '44444444-4444-4444-8444-444444444444';
    const calls = stubFetch((url, init) => {
      if (isGet(init) && url === '/api/stipends/rates') return ok({ rates: RATES });
      if (isGet(init) && url.startsWith('/api/businesses?'))
        return paged('businesses', [{ _id: OTHER_ORG, businessName: 'Ura Studio' }]);
      if (isGet(init) && url === `/api/businesses/${OTHER_ORG}`)
        return ok({ business: { _id: OTHER_ORG, businessName: 'Ura Studio' } });
      if (isGet(init) && url.startsWith('/api/jobs?')) return paged('jobPostings', []);
      if (url === '/api/stipends/rates' && init?.method === 'PUT')
        return ok({
          rate: rate({ _id: 'r4', scope: 'BUSINESS', scopeId: OTHER_ORG, scopeName: 'Ura Studio' }),
        });
      return undefined;
    });
    const user = userEvent.setup();
    renderShared(<PaymentsAdminPage />, '/dashboard/payments?tab=rates');
    await screen.findByText('Data intern');
    await user.click(screen.getByRole('combobox', { name: 'Applies to' }));
    await user.click(await screen.findByTitle('Organisation'));
    const pickOrganisation = async () => {
      const organisation = await screen.findByRole('combobox', { name: 'Organisation' });
      await user.click(organisation);
      await user.click(await screen.findByTitle('Ura Studio'));
      await waitFor(() => expect(organisation.closest('.ant-select')!.textContent).toContain('Ura Studio'));
    };
    await pickOrganisation();
    // another scope and back: the organisation is no longer chosen
    const scope = screen.getByRole('combobox', { name: 'Applies to' });
    await user.click(scope);
    await user.click(await screen.findByTitle('Internship posting'));
    await screen.findByRole('combobox', { name: 'Internship posting' });
    await user.click(scope);
    await user.click(
      [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (o) => o.getAttribute('title') === 'Organisation',
      )!,
    );
    const again = await screen.findByRole('combobox', { name: 'Organisation' });
    expect(again.closest('.ant-select')!.textContent).not.toContain('Ura Studio');
    await pickOrganisation();
    await user.type(screen.getByLabelText('Monthly stipend'), '200');
    await user.click(screen.getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      scope: 'BUSINESS',
      scopeId: OTHER_ORG,
    });
  });
});
