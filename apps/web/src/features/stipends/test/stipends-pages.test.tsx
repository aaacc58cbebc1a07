// The organisation's payment page (confirming a month's attendance) and the intern's bank account form.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TStipendMonth } from '@praktika/contracts/stipends';
import { fail, ok, paged, stubFetch } from '../../../../test/helpers.tsx';
import { renderShared } from '../../../shared/test/render.tsx';
import { setUpPageTests } from '../../../shared/test/page-test-setup.ts';
import { PaymentPage } from '../pages/payment-page.tsx';
import { InternStipendSection } from '../components/intern-stipend-section.tsx';

const ORG = '11111111-1111-4111-8111-111111111111';
const isGet = (init?: RequestInit) => (init?.method ?? 'GET') === 'GET';

const line = (over: Partial<TStipendMonth> = {}): TStipendMonth => ({
  _id: 'line1',
  applicationId: 'app1',
  title: 'Data intern',
  intern: { _id: 'intern1', internName: 'Vesa', internLastName: 'Gashi' },
  business: { _id: ORG, businessName: 'Kodra Tech' },
  month: '2026-10-01',
  workingDays: 13,
  monthWorkingDays: 22,
  daysPresent: null,
  note: null,
  monthlyCents: null,
  hostSharePercent: null,
  amountCents: null,
  hostShareCents: null,
  programmeShareCents: null,
  status: 'TO_CONFIRM',
  confirmedAt: null,
  paidAt: null,
  runId: null,
  ...over,
});

describe('the organisation’s payment page', { timeout: 60_000 }, () => {
  setUpPageTests({ role: 'business', id: ORG });

  it('lists the months and confirms one: days present out of the working days, and a note', async () => {
    const calls = stubFetch((url, init) => {
      if (isGet(init) && url.startsWith('/api/stipends/months'))
        return paged('months', [
          line(),
          line({
            _id: 'line2',
            month: '2026-09-01',
            status: 'PAID',
            daysPresent: 20,
            amountCents: 15_000,
            hostShareCents: 4_500,
            programmeShareCents: 10_500,
            runId: 'run1',
          }),
        ]);
      if (url === '/api/stipends/months/line1/attendance' && init?.method === 'PUT')
        return ok({ month: line({ status: 'CONFIRMED', daysPresent: 12 }) });
      return undefined;
    });
    const user = userEvent.setup();
    renderShared(<PaymentPage />, '/dashboard/payment');
    const paidRow = (await screen.findByText('September 2026')).closest('tr')!;
    expect(within(paidRow).getByText('Paid')).toBeInTheDocument();
    expect(paidRow.textContent).toContain('€150.00');
    expect(within(paidRow).queryByRole('button')).toBeNull();

    await user.click(
      screen.getByRole('button', { name: 'Confirm attendance of Vesa Gashi for October 2026' }),
    );
    const dialog = await screen.findByRole('dialog');
    const days = within(dialog).getByLabelText('Days present');
    expect(days).toHaveValue('13');
    await user.clear(days);
    await user.type(days, '12');
    await user.type(within(dialog).getByLabelText('Note'), 'Two days sick');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm attendance' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ daysPresent: 12, note: 'Two days sick' });
    expect(await screen.findByText('Attendance confirmed')).toBeInTheDocument();
  });
});

describe('the intern’s stipend section', { timeout: 60_000 }, () => {
  setUpPageTests({ role: 'intern', id: 'intern1' });

  it('checks the IBAN before sending it, and shows the API’s refusal on its field', async () => {
    let puts = 0;
    const calls = stubFetch((url, init) => {
      if (isGet(init) && url.startsWith('/api/stipends/months')) return paged('months', [line()]);
      if (isGet(init) && url === '/api/stipends/bank-account') return ok({ bankAccount: null });
      if (url === '/api/stipends/bank-account' && init?.method === 'PUT') {
        puts++;
        return puts === 1
          ? fail(400, 'VALIDATION_ERROR', 'bad', [{ field: 'accountHolder', issue: 'invalidCharacters' }])
          : ok({ bankAccount: { iban: 'XK051212012345678906', accountHolder: 'Vesa Gashi', updatedAt: '' } });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderShared(<InternStipendSection />, '/internship');
    expect(await screen.findByText('October 2026')).toBeInTheDocument();
    expect(screen.getByText('To confirm')).toBeInTheDocument();
    const iban = await screen.findByLabelText('IBAN');
    await user.type(iban, 'XK05 1212 0123 4567 8907');
    await user.type(screen.getByLabelText('Account holder'), 'Vesa Gashi');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('Enter a valid IBAN, e.g. XK05 1212 0123 4567 8906')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.clear(iban);
    await user.type(iban, 'xk05 1212 0123 4567 8906');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    await waitFor(() => expect(puts).toBe(1));
    // the refusal lands on its field
    await waitFor(() =>
      expect(screen.getByLabelText('Account holder').closest('.ant-form-item')).toHaveClass(
        'ant-form-item-has-error',
      ),
    );
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      iban: 'XK051212012345678906',
      accountHolder: 'Vesa Gashi',
    });
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('Bank account saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('IBAN')).toHaveValue('XK051212012345678906'));
  });
});
