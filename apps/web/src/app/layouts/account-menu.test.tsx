import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSessionClaims } from '@praktika/contracts/auth';
import { fakeToken, ok, paged, PHOTO_FILE, stubFetch } from '../../../test/helpers.tsx';
import { saveSession } from '../../shared/lib/session.ts';
import { renderShared } from '../../shared/test/render.tsx';
import { AccountMenu } from './account-menu.tsx';
import { assignmentOf } from '../../features/surveys/test/fixtures.ts';

/** The `GET /surveys` calls of the last `menuItems`. */
let surveyCalls: { url: string }[] = [];

const intern = (over: Partial<TSessionClaims> = {}): TSessionClaims => ({
  role: 'intern',
  id: 'i1',
  exp: Math.floor(Date.now() / 1000) + 3600,
  updateFinished: true,
  updateRequired: false,
  aboveOrUnderAge: false,
  ...over,
});

/** A due survey as `GET /surveys` lists it. */
const dueSurvey = (id: string) => assignmentOf({ _id: id });

async function menuItems(session: TSessionClaims, pendingSurveys: string[] = []): Promise<string[]> {
  const calls = stubFetch((url) =>
    url.includes('/interns/i1')
      ? ok({ intern: { _id: 'i1', firstName: 'Arta', lastName: 'Krasniqi', email: 'arta@example.com' } })
      : url.startsWith('/api/surveys?')
        ? paged('surveys', pendingSurveys.map(dueSurvey))
        : undefined,
  );
  surveyCalls = calls.filter((c) => c.url.startsWith('/api/surveys?'));
  renderShared(<AccountMenu session={session} />);
  await userEvent.click(await screen.findByTestId('account-menu'));
  if (pendingSurveys.length)
    await screen.findByRole('menuitem', { name: `Anketat (${pendingSurveys.length})` });
  surveyCalls = calls.filter((c) => c.url.startsWith('/api/surveys?'));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

describe('AccountMenu for interns', () => {
  it('offers the programme to an intern of the programme age', async () => {
    const items = await menuItems(intern());
    expect(items).toContain('Aplikimet e mia');
    expect(items).not.toContain('Biblioteka e burimeve');
    // "My data and account" just before logout
    expect(items.slice(-2)).toEqual(['Të dhënat dhe llogaria ime', 'Çkyçu']);
    // no due surveys: no entry
    expect(items.some((i) => i.startsWith('Anketat'))).toBe(false);
    expect(surveyCalls.map((c) => c.url)).toEqual(['/api/surveys?completed=false&page=1&limit=20']);
  });

  it('adds "Surveys (n)" with the number of due surveys, leading to /surveys', async () => {
    const items = await menuItems(intern(), ['s1', 's2']);
    expect(items).toContain('Anketat (2)');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Anketat (2)' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/surveys'));
  });

  it('offers only the resume, the resource library, my data and logout to an intern past the age', async () => {
    const items = await menuItems(intern({ aboveOrUnderAge: true }));
    expect(items).toHaveLength(4);
    expect(items[1]).toBe('Biblioteka e burimeve');
    expect(items[2]).toBe('Të dhënat dhe llogaria ime');
    expect(items[3]).toBe('Çkyçu');
  });

  it.each([
    ['whose CV must be updated', { updateRequired: true }],
    ['who has not finished the CV', { updateFinished: false }],
  ])('hides the programme from an intern %s (resume, my data and logout only)', async (_, over) => {
    const items = await menuItems(intern(over));
    for (const entry of [
      'Aplikimet e mia',
      'Praktika ime',
      'Trajnimet e mia',
      'Mundësi për mua',
      'Trajnime për mua',
    ])
      expect(items).not.toContain(entry);
    expect(items).toHaveLength(3);
    expect(items.slice(-2)).toEqual(['Të dhënat dhe llogaria ime', 'Çkyçu']);
    expect(surveyCalls).toEqual([]);
  });
});

describe('AccountMenu avatar', () => {
  beforeEach(() => {
    saveSession(fakeToken({ role: 'intern', id: 'i1', updateFinished: true }));
  });

  it("shows the intern's photo, fetched with the token, instead of the initial", async () => {
    const createObjectURL = vi.fn(() => 'blob:avatar');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const photo = PHOTO_FILE;
    const calls = stubFetch((url) => {
      if (url.includes('/interns/i1'))
        return ok({ intern: { _id: 'i1', internName: 'Arta', internLastName: 'Krasniqi', photo } });
      if (url === '/api/files/p1') return { body: 'png bytes' };
      if (url.startsWith('/api/surveys?')) return paged('surveys', []);
      return undefined;
    });
    renderShared(<AccountMenu session={intern()} />);
    const img = await screen.findByTestId('account-avatar-photo');
    await waitFor(() => expect(img).toHaveAttribute('src', 'blob:avatar'));
    expect(screen.getByTestId('account-menu')).not.toHaveTextContent('A');
    expect(calls.find((c) => c.url === '/api/files/p1')).toBeDefined();
  });

  it('shows the initial when there is no photo', async () => {
    stubFetch((url) =>
      url.includes('/interns/i1')
        ? ok({ intern: { _id: 'i1', internName: 'Arta', internLastName: 'Krasniqi', photo: null } })
        : url.startsWith('/api/surveys?')
          ? paged('surveys', [])
          : undefined,
    );
    renderShared(<AccountMenu session={intern()} />);
    expect(await screen.findByText('A')).toBeInTheDocument();
    expect(screen.queryByTestId('account-avatar-photo')).not.toBeInTheDocument();
  });
});

describe('AccountMenu for organisations and mentors', () => {
  it("names the mentor, shows the mentor's photo and leads to the profile", async () => {
    saveSession(fakeToken({ role: 'mentor', id: 'm1' }));
    const createObjectURL = vi.fn(() => 'blob:mentor');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const photo = {
      _id: 'p2',
      kind: 'photo',
      type: 'image/png',
      size: 10,
      name: 'v.png',
      url: '/api/files/p2',
    };
    stubFetch((url) => {
      if (url === '/api/mentors/m1')
        return ok({ mentor: { _id: 'm1', mentorName: 'Valbona', mentorSurname: 'Hoxha', photo } });
      if (url === '/api/files/p2') return { body: 'png bytes' };
      return undefined;
    });
    const session: TSessionClaims = { role: 'mentor', id: 'm1', exp: Math.floor(Date.now() / 1000) + 3600 };
    renderShared(<AccountMenu session={session} />);
    const img = await screen.findByTestId('account-avatar-photo');
    await waitFor(() => expect(img).toHaveAttribute('src', 'blob:mentor'));
    const button = screen.getByTestId('account-menu');
    expect(button).toHaveAccessibleName('Menyja e llogarisë: Valbona Hoxha');
    await userEvent.click(button);
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items[0]).toHaveTextContent('Valbona Hoxha');
  });

  it('names the organisation and takes the initial from its name, not from the role', async () => {
    saveSession(fakeToken({ role: 'business', id: 'b1' }));
    stubFetch((url) =>
      url === '/api/businesses/b1'
        ? ok({ business: { _id: 'b1', businessName: 'Zana Tech', businessEmail: 'a@zana.test', logo: null } })
        : undefined,
    );
    const session: TSessionClaims = { role: 'business', id: 'b1', exp: Math.floor(Date.now() / 1000) + 3600 };
    renderShared(<AccountMenu session={session} />);
    const button = await screen.findByRole('button', { name: 'Menyja e llogarisë: Zana Tech' });
    expect(button).toHaveTextContent('Z');
    await userEvent.click(button);
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items[0]).toHaveTextContent('Zana Tech');
  });
});
