import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCertificate } from '@praktika/contracts/certificates';
import { certificateFixture } from '../test/certificate-fixture.ts';
import i18n from '../../../app/i18n.ts';
import { fakeToken, ok, paged, stubFetch } from '../../../../test/helpers.tsx';
import { saveSession } from '../../../shared/lib/session.ts';
import { renderShared } from '../../../shared/test/render.tsx';
import { CertificatesAdminPage } from './certificates-admin-page.tsx';

const C1 = '0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e41';
const C2 = '0b9f3c2e-5a4d-4c1b-9e8f-7a6b5c4d3e42';
const cert = (over: Partial<TCertificate>): TCertificate => certificateFixture({ _id: C1, ...over });
const method = (init?: RequestInit) => init?.method ?? 'GET';

const wide = window.matchMedia;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  window.matchMedia = (query: string) => ({ ...wide(query), matches: /min-width/.test(query) });
  Element.prototype.scrollIntoView = () => undefined;
  saveSession(fakeToken({ role: 'admin', id: 'a1' }));
});
afterEach(() => {
  window.matchMedia = wide;
});

describe('/dashboard/certificates', () => {
  it('lists certificates with their status; revoke asks for a reason and sends it; reissue is confirmed', async () => {
    const urls: string[] = [];
    const calls = stubFetch((url, init) => {
      if (method(init) === 'GET' && url.startsWith('/api/certificates?')) {
        urls.push(url);
        return paged('certificates', [
          cert({}),
          cert({
            _id: C2,
            code: 'AAAA-BBBB-CC',
            holderName: 'Ana Đurić',
            status: 'REVOKED',
            revokedAt: '2026-05-01T09:00:00.000Z',
            revokedReason: 'Fraud found',
          }),
        ]);
      }
      if (method(init) === 'POST' && url === `/api/certificates/${C1}/revoke`)
        return ok({ certificate: cert({ status: 'REVOKED' }) });
      if (method(init) === 'POST' && url === `/api/certificates/${C1}/reissue`)
        return ok({ certificate: cert({ _id: C2, code: 'NEWC-ODE1-23' }) });
      return undefined;
    });
    const user = userEvent.setup();
    renderShared(<CertificatesAdminPage />, '/dashboard/certificates');
    const row = (await screen.findByText('Ëndrit Çeku')).closest('tr')!;
    expect(within(row).getByText('Issued')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'K7Q2-M9XD-4T' })).toHaveAttribute(
      'href',
      '/verify/K7Q2-M9XD-4T?lng=en',
    );
    const revoked = screen.getByText('Ana Đurić').closest('tr')!;
    expect(within(revoked).getByText('Revoked')).toBeInTheDocument();
    expect(within(revoked).getByText('Fraud found')).toBeInTheDocument();
    // A revoked certificate has no actions.
    expect(within(revoked).queryByRole('button')).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Revoke the certificate of Ëndrit Çeku' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(screen.getByTestId('revoke-certificate'));
    expect(await within(dialog).findByText('Please fill in: Reason')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason'), 'Completion reverted');
    await user.click(screen.getByTestId('revoke-certificate'));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/revoke'))?.body).toEqual({ reason: 'Completion reverted' }),
    );

    await user.click(within(row).getByRole('button', { name: 'Reissue the certificate of Ëndrit Çeku' }));
    await user.click(await screen.findByRole('button', { name: 'Reissue' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/reissue'))).toBe(true));
    expect(urls[0]).toContain('/api/certificates?');
  }, 60_000);
});
