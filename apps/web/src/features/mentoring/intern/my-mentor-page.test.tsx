import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import i18n from '../../../app/i18n.ts';
import { fakeToken, ok, paged, stubFetch } from '../../../../test/helpers.tsx';
import { saveSession } from '../../../shared/lib/session.ts';
import { renderShared } from '../../../shared/test/render.tsx';
import { IDS, meeting, mentorship } from '../test/fixtures.ts';
import MyMentorPage from './my-mentor-page.tsx';

/** An XMLHttpRequest stand-in (uploads go through XHR for their progress) answering with `FakeXhr.answer`. */
class FakeXhr {
  static sent: { method: string; url: string; body: FormData }[] = [];
  static answer: unknown = null;
  method = '';
  url = '';
  status = 0;
  responseText = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  send(body: FormData) {
    FakeXhr.sent.push({ method: this.method, url: this.url, body });
    this.status = 200;
    this.responseText = JSON.stringify({ success: true, data: FakeXhr.answer, error: null });
    setTimeout(() => act(() => this.onload?.()), 0);
  }
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const asIntern = () => saveSession(fakeToken({ role: 'intern', id: IDS.intern }));

/** The page's calls: the intern's current mentorship (following `state`), its meetings, and the file/link changes. */
function stubMyMentor(state: { current: ReturnType<typeof mentorship> | null }) {
  return stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.startsWith('/api/mentorships?'))
      return paged('mentorships', state.current ? [state.current] : []);
    if (method === 'GET' && url === `/api/mentorships/${IDS.mentorship}/meetings`)
      return ok({
        meetings: [
          meeting({
            _id: 'held',
            title: 'First talk',
            state: 'HELD',
            startDate: '2026-10-10T09:00:00.000Z',
            endDate: '2026-10-10T10:00:00.000Z',
          }),
          meeting(),
          meeting({
            _id: 'cancelled',
            title: 'Skipped talk',
            state: 'CANCELLED',
            cancelled: true,
            startDate: '2026-10-20T09:00:00.000Z',
          }),
        ],
      });
    if (method === 'DELETE' && url === `/api/mentorships/${IDS.mentorship}/files/${IDS.file}`) {
      state.current = mentorship({ files: mentorship().files.slice(1) });
      return ok({ mentorship: state.current });
    }
    if (method === 'PUT' && url === `/api/mentorships/${IDS.mentorship}/links`)
      return ok({ mentorship: state.current });
    return undefined;
  });
}

describe('/myMentor', { timeout: 60_000 }, () => {
  it("shows the mentor's card, the progress report and the meetings, upcoming first, in Kosovo time", async () => {
    asIntern();
    const calls = stubMyMentor({ current: mentorship() });
    renderShared(<MyMentorPage />, '/myMentor');
    const card = await screen.findByTestId('mentor-card');
    expect(within(card).getByRole('heading', { name: 'Besa Krasniqi' })).toBeInTheDocument();
    expect(within(card).getByText('Software engineer')).toBeInTheDocument();
    expect(within(card).getByText('Albanian, English')).toBeInTheDocument();
    expect(within(card).getByText('Pristina')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'besa@example.test' })).toHaveAttribute(
      'href',
      'mailto:besa@example.test',
    );
    expect(within(card).getByText('Active')).toBeInTheDocument();
    // the report: held of planned, the minimum, due so far and behind
    const progress = screen.getByTestId('mentorship-progress');
    expect(within(progress).getByText('Held: 1 of 4 planned')).toBeInTheDocument();
    expect(within(progress).getByText('Behind schedule')).toBeInTheDocument();
    expect(progress).toHaveTextContent('At least 3 required · Due so far: 2');
    // the intern's own mentorship only
    const list = new URL(calls[0]!.url, 'http://x').searchParams;
    expect(list.get('intern')).toBe(IDS.intern);
    // meetings: upcoming first, then held and cancelled (latest first)
    await screen.findByTestId(`meeting-${IDS.meeting}`);
    const titles = within(screen.getByRole('region', { name: 'Meetings' }))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Kick-off', 'Skipped talk', 'First talk']);
    // 09:00 UTC on 1 December is 10:00 in Priština
    expect(screen.getByTestId(`meeting-${IDS.meeting}`)).toHaveTextContent('10:00');
  });

  it('a waiting (PENDING) mentorship says the mentor is yet to confirm', async () => {
    asIntern();
    stubMyMentor({ current: mentorship({ status: 'PENDING', acceptedByMentor: false }) });
    renderShared(<MyMentorPage />, '/myMentor');
    expect(await screen.findByText('Waiting for the mentor to confirm')).toBeInTheDocument();
  });

  it('without a current mentor: a friendly empty state pointing to /internship', async () => {
    asIntern();
    stubMyMentor({ current: null });
    renderShared(<MyMentorPage />, '/myMentor');
    expect(await screen.findByText('You have no mentor at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my internship' })).toHaveAttribute('href', '/internship');
  });

  it('a visitor is sent to sign in; a mentor to the dashboard', async () => {
    stubFetch();
    const page = (
      <Routes>
        <Route path="/myMentor" element={<MyMentorPage />} />
        <Route path="*" element={null} />
      </Routes>
    );
    const first = renderShared(page, '/myMentor');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    first.unmount();
    saveSession(fakeToken({ role: 'mentor', id: IDS.mentor }));
    renderShared(page, '/myMentor');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });

  it('files: uploads one, and deletes only what the intern added', async () => {
    asIntern();
    const state = { current: mentorship() };
    const calls = stubMyMentor(state);
    const user = userEvent.setup();
    renderShared(<MyMentorPage />, '/myMentor');
    const files = await screen.findByTestId('mentorship-files');
    // the intern's own file has a delete button; the mentor's does not
    expect(within(files).getByRole('button', { name: 'Delete the file my-plan.pdf' })).toBeInTheDocument();
    expect(within(files).queryByRole('button', { name: 'Delete the file mentor-notes.pdf' })).toBeNull();
    expect(within(files).getByText('Added by you')).toBeInTheDocument();
    expect(within(files).getByText('Added by the mentor')).toBeInTheDocument();
    // nor the mentor's link
    expect(screen.queryByRole('button', { name: 'Delete the link Guide' })).toBeNull();

    // upload
    const added = mentorship({
      files: [
        ...mentorship().files,
        {
          file: { ...mentorship().files[0]!.file, _id: 'f3', name: 'report.pdf', url: '/api/files/f3' },
          uploadedBy: { _id: IDS.intern, role: 'intern' },
          createdAt: '2026-11-03T10:00:00.000Z',
        },
      ],
    });
    FakeXhr.answer = { mentorship: added };
    const pdf = new File([new Uint8Array(100)], 'report.pdf', { type: 'application/pdf' });
    state.current = added;
    await user.upload(screen.getByTestId('mentorship-file-input'), pdf);
    expect(await screen.findByText('The file was uploaded.')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(1);
    expect(FakeXhr.sent[0]!.method).toBe('PUT');
    expect(FakeXhr.sent[0]!.url).toBe(`/api/mentorships/${IDS.mentorship}/files`);
    expect((FakeXhr.sent[0]!.body.get('file') as File).name).toBe('report.pdf');
    expect(await screen.findByText('report.pdf')).toBeInTheDocument();

    // a file of another type is refused before sending (even when the picker's filter is bypassed)
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        screen.getByTestId('mentorship-file-input'),
        new File(['x'], 'virus.exe', { type: 'application/x-msdownload' }),
      );
    expect(await screen.findByText('virus.exe is not a PDF or DOCX file.')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(1);

    // delete own, after confirming
    state.current = mentorship();
    await user.click(screen.getByRole('button', { name: 'Delete the file my-plan.pdf' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete my-plan.pdf?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith(`/files/${IDS.file}`))).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText('my-plan.pdf')).toBeNull());
  });

  it('links: a bad URL is refused by the form; a good one is sent', async () => {
    asIntern();
    const calls = stubMyMentor({ current: mentorship() });
    const user = userEvent.setup();
    renderShared(<MyMentorPage />, '/myMentor');
    const input = await screen.findByLabelText('Link (https://…)');
    await user.type(input, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(input);
    await user.type(input, 'https://example.org/cv-tips');
    await user.type(screen.getByLabelText('Title (optional)'), 'CV tips');
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    expect(await screen.findByText('The link was added.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ link: 'https://example.org/cv-tips', title: 'CV tips' });
  });
});
