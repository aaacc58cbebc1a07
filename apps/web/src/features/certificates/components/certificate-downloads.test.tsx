import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCertificate } from '@praktika/contracts/certificates';
import { certificateFixture } from '../test/certificate-fixture.ts';
import i18n from '../../../app/i18n.ts';
import { makeQueryClient, Providers } from '../../../app/providers.tsx';
import { ok, stubFetch } from '../../../../test/helpers.tsx';
import { CertificateDownloads } from './certificate-downloads.tsx';

const certificate = (over: Partial<TCertificate>): TCertificate => certificateFixture({ _id: 'c1', ...over });

const MINE = [
  certificate({}),
  certificate({ _id: 'c0', code: 'AAAA-BBBB-CC', status: 'REPLACED' }),
  certificate({ _id: 't1', code: 'TTTT-TTTT-TT', kind: 'TRAINING', title: 'Web basics' }),
];

function renderKind(kind: 'JOB' | 'TRAINING') {
  render(
    <Providers queryClient={makeQueryClient()}>
      <CertificateDownloads kind={kind} />
    </Providers>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the intern’s certificates', () => {
  it('shows the valid certificate of the kind with its code, a Verify link and a download of the PDF in the UI language', async () => {
    const calls = stubFetch((url) => {
      if (url === '/api/certificates/mine') return ok({ certificates: MINE });
      if (url === '/api/certificates/c1/pdf')
        return {
          body: {},
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="Certificate-K7Q2-M9XD-4T.pdf"',
          },
        };
      return undefined;
    });
    const createObjectURL = vi.fn(() => 'blob:certificate');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderKind('JOB');
    const cards = await screen.findAllByTestId('certificate');
    // The replaced one and the training's are not on /internship.
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    expect(within(card).getByRole('heading', { name: /Internship certificate/ })).toBeInTheDocument();
    expect(card).toHaveTextContent('K7Q2-M9XD-4T');
    expect(within(card).getByRole('link', { name: 'Verify' })).toHaveAttribute(
      'href',
      '/verify/K7Q2-M9XD-4T?lng=en',
    );
    await userEvent.click(within(card).getByRole('button', { name: /Download certificate/ }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const pdf = calls.find((c) => c.url === '/api/certificates/c1/pdf')!;
    expect((pdf.init?.headers as Record<string, string>)['Accept-Language']).toBe('en');
  });

  it('in Cyrillic: the PDF asked in sr-Cyrl and the Verify link opens the page in sr-Cyrl', async () => {
    await i18n.changeLanguage('sr-Cyrl');
    const calls = stubFetch((url) => {
      if (url === '/api/certificates/mine') return ok({ certificates: MINE });
      if (url === '/api/certificates/c1/pdf')
        return { body: {}, headers: { 'content-type': 'application/pdf' } };
      return undefined;
    });
    const createObjectURL = vi.fn(() => 'blob:certificate');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderKind('JOB');
    const card = (await screen.findAllByTestId('certificate'))[0]!;
    const links = within(card).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/verify/K7Q2-M9XD-4T?lng=sr-Cyrl']);
    await userEvent.click(within(card).getByRole('button'));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const pdf = calls.find((c) => c.url === '/api/certificates/c1/pdf')!;
    expect((pdf.init?.headers as Record<string, string>)['Accept-Language']).toBe('sr-Cyrl');
  });

  it('on /myTrainings: each training’s certificate; nothing at all without one', async () => {
    stubFetch((url) => (url === '/api/certificates/mine' ? ok({ certificates: MINE }) : undefined));
    renderKind('TRAINING');
    const cards = await screen.findAllByTestId('certificate');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('Web basics');
    expect(within(cards[0]!).getByRole('heading', { name: /Training certificate/ })).toBeInTheDocument();
  });
});
