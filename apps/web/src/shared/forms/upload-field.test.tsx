import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MB, type TFile } from '@praktika/contracts/files';
import i18n from '../../app/i18n.ts';
import { fakeToken } from '../../../test/helpers.tsx';
import { saveSession } from '../lib/session.ts';
import { renderShared } from '../test/render.tsx';
import { UploadField } from './upload-field.tsx';

/** A stand-in XMLHttpRequest the test drives: progress, then an answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const FILE_ID = '5d2f8a8e-0c1b-4c2e-9d3a-1b2c3d4e5f60';
const stored = (over: Partial<TFile> = {}): TFile => ({
  _id: FILE_ID,
  kind: 'resourceFile',
  type: 'application/pdf',
  size: 2 * MB + 300 * 1024,
  name: 'guide.pdf',
  url: `/api/files/${FILE_ID}`,
  ...over,
});

/** The field in a tiny form that shows its value, like a Form.Item would hold it. */
function Harness({ kind = 'resourceFile' as const }: { kind?: 'resourceFile' | 'banner' }) {
  const [value, setValue] = useState<TFile | null>(null);
  return (
    <>
      <label htmlFor="f">Resource file</label>
      <UploadField id="f" kind={kind} value={value} onChange={setValue} />
      <output data-testid="value">{value ? value._id : 'none'}</output>
    </>
  );
}

const pdf = (size = 1024, name = 'guide.pdf', type = 'application/pdf') =>
  new File([new Uint8Array(size)], name, { type });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  FakeXhr.last = null;
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  saveSession(fakeToken({ role: 'admin', id: 'a1' }));
});
afterEach(() => vi.unstubAllGlobals());

describe('UploadField', () => {
  it('sends kind first then the file with the token, shows progress, then the name and size', async () => {
    const user = userEvent.setup();
    renderShared(<Harness />);
    const input = screen.getByLabelText(/Resource file/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute(
      'accept',
      'application/pdf,.pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.docx',
    );
    expect(screen.getByText('PDF, DOCX, up to 10 MB')).toBeInTheDocument();

    await user.upload(input, pdf(4096));
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/files');
    expect(xhr.headers.Authorization).toMatch(/^Bearer /);
    expect(xhr.headers['Accept-Language']).toBe('en');
    expect([...xhr.body!.keys()]).toEqual(['kind', 'file']);
    expect(xhr.body!.get('kind')).toBe('resourceFile');

    xhr.progress(40, 100);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading guide.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(input).toBeDisabled();

    xhr.answer(200, { success: true, data: { file: stored() }, error: null });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByTestId('value')).toHaveTextContent(FILE_ID);
    expect(screen.getByText('guide.pdf')).toBeInTheDocument();
    expect(screen.getByText('2.3 MB')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove guide.pdf' }));
    expect(screen.getByTestId('value')).toHaveTextContent('none');
    expect(input).toHaveFocus();
  });

  it('shows a 415 from the server on the field and keeps no value', async () => {
    const user = userEvent.setup();
    renderShared(<Harness />);
    const input = screen.getByLabelText(/Resource file/);
    await user.upload(input, pdf(2048, 'fake.pdf'));
    FakeXhr.last!.answer(415, {
      success: false,
      data: null,
      error: 'unsupported',
      errorType: 'UNSUPPORTED_FILE_TYPE',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This type of file is not accepted here. Accepted: PDF, DOCX.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('value')).toHaveTextContent('none');
  });

  it('refuses a file over the kind’s limit, or of another type, before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderShared(<Harness />);
    const input = screen.getByLabelText(/Resource file/);
    await user.upload(input, pdf(10 * MB + 1, 'big.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is larger than 10 MB. Choose a smaller one.',
    );
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Accepted: PDF, DOCX.');
    expect(FakeXhr.sent).toEqual([]);
  });

  it('an image kind: 5 MB limit, a preview of the new image, cancel stops the upload', async () => {
    const createObjectURL = vi.fn(() => 'blob:preview');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const user = userEvent.setup();
    renderShared(<Harness kind="banner" />);
    const input = screen.getByLabelText(/Resource file/);
    expect(screen.getByText('JPG, PNG, WEBP, up to 5 MB')).toBeInTheDocument();

    await user.upload(input, new File([new Uint8Array(10)], 'a.png', { type: 'image/png' }));
    FakeXhr.last!.progress(10, 100);
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(FakeXhr.last!.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.upload(input, new File([new Uint8Array(10)], 'b.png', { type: 'image/png' }));
    FakeXhr.last!.answer(200, {
      success: true,
      data: { file: stored({ kind: 'banner', type: 'image/png', name: 'b.png', size: 10 }) },
      error: null,
    });
    expect(await screen.findByRole('img', { name: 'Preview of b.png' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
  });
});
