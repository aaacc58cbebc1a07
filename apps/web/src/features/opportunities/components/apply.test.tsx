import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../app/i18n.ts';
import { answerWith, fail, fakeToken, ok, stubFetch } from '../../../../test/helpers.tsx';
import { saveSession } from '../../../shared/lib/session.ts';
import { renderShared } from '../../../shared/test/render.tsx';
import { application, INTERN, JOB_ID, noInternships } from '../test/fixtures.ts';
import { missingFiles } from './apply-dialog.tsx';
import { ApplySection } from './apply-section.tsx';

/** A stand-in XMLHttpRequest: records what is sent, answers when told. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload = {
    onprogress: null as ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const pdf = (name: string) => new File([new Uint8Array(2048)], name, { type: 'application/pdf' });
const REQUESTED = ['Motivation letter', 'Diploma'];

function section(props: Partial<Parameters<typeof ApplySection>[0]> = {}) {
  return (
    <ApplySection
      kind="JOB"
      opportunityId={JOB_ID}
      title="Frontend intern"
      requested={REQUESTED}
      recruitmentOpen
      {...props}
    />
  );
}
const notApplied = (url: string) =>
  url.startsWith(`/api/applications/${JOB_ID}/applied?type=JOB`)
    ? ok({ applied: false, application: null })
    : undefined;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('missingFiles', () => {
  it('names the requested files not chosen yet', () => {
    expect(missingFiles(REQUESTED, [null, null])).toEqual(REQUESTED);
    expect(missingFiles(REQUESTED, [pdf('a.pdf'), null])).toEqual(['Diploma']);
    expect(missingFiles(REQUESTED, [pdf('a.pdf'), pdf('b.pdf')])).toEqual([]);
  });
});

describe('Apply', () => {
  it('asks a visitor to sign in and come back', async () => {
    stubFetch();
    const user = userEvent.setup();
    const { router } = renderShared(section(), `/jobs/${JOB_ID}?page=2`);
    await user.click(screen.getByRole('link', { name: 'Sign in to apply' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: `/jobs/${JOB_ID}?page=2` });
  });

  it('an intern whose CV is not filled is sent to the CV first', async () => {
    saveSession(fakeToken({ role: 'intern', id: INTERN, updateFinished: false }));
    stubFetch();
    renderShared(section());
    expect(screen.getByText('Please fill your CV')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fill your CV' })).toHaveAttribute('href', '/resume');
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('needs every requested file, sends them as file0, file1 with the job, and shows a refusal translated', async () => {
    saveSession(fakeToken({ role: 'intern', id: INTERN, updateFinished: true }));
    stubFetch(answerWith(notApplied, noInternships));
    const user = userEvent.setup();
    renderShared(section());
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = (await screen.findByText('Apply: Frontend intern')).closest<HTMLElement>('.ant-modal')!;
    const send = within(dialog).getByRole('button', { name: 'Send application' });
    expect(send).toBeDisabled();
    expect(within(dialog).getByText('2 files still missing.')).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText(/Motivation letter/), pdf('letter.pdf'));
    expect(within(dialog).getByText('1 file still missing.')).toBeInTheDocument();
    expect(send).toBeDisabled();
    await user.upload(within(dialog).getByLabelText(/Diploma/), pdf('diploma.pdf'));
    expect(send).toBeEnabled();
    await user.click(send);

    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe('/api/applications');
    expect(xhr.body!.get('jobId')).toBe(JOB_ID);
    expect((xhr.body!.get('file0') as File).name).toBe('letter.pdf');
    expect((xhr.body!.get('file1') as File).name).toBe('diploma.pdf');
    xhr.answer(409, fail(409, 'ALREADY_APPLIED').body);
    expect(
      await within(dialog).findByText('You have already applied for this opportunity!'),
    ).toBeInTheDocument();
  });

  it('after applying confirms and shows "Applied" with the status (from GET applications/:id/applied)', async () => {
    saveSession(fakeToken({ role: 'intern', id: INTERN, updateFinished: true }));
    let applied = false;
    stubFetch((url) =>
      url.startsWith(`/api/applications/${JOB_ID}/applied?type=JOB`)
        ? ok(
            applied
              ? { applied: true, application: application({ status: 'APPLIED', actions: ['withdraw'] }) }
              : { applied: false, application: null },
          )
        : noInternships(url),
    );
    const user = userEvent.setup();
    renderShared(section({ requested: [] }));
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = (await screen.findByText('Apply: Frontend intern')).closest<HTMLElement>('.ant-modal')!;
    expect(within(dialog).getByText(/No files are needed/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    applied = true;
    FakeXhr.sent[0]!.answer(200, ok({ application: application({ status: 'APPLIED' }) }).body);
    expect(await screen.findByText('You have applied', { selector: 'strong' })).toBeInTheDocument();
    // the confirmation survives the dialog being unmounted by the "applied" refetch
    expect(await screen.findByText('Your application was sent.')).toBeInTheDocument();
    expect(screen.getByText('Applied', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my applications' })).toHaveAttribute(
      'href',
      '/applications',
    );
  });

  it('after recruitment has closed says so instead of Apply', async () => {
    saveSession(fakeToken({ role: 'intern', id: INTERN, updateFinished: true }));
    stubFetch(answerWith(notApplied, noInternships));
    renderShared(section({ recruitmentOpen: false }));
    expect(await screen.findByText('Job already expired!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });
});
