import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSessionClaims } from '@praktika/contracts/auth';
import { ok, stubFetch } from '../../../test/helpers.tsx';
import { renderShared } from '../../shared/test/render.tsx';
import { AccountMenu } from './account-menu.tsx';

const intern = (over: Partial<TSessionClaims> = {}): TSessionClaims => ({
  role: 'intern',
  id: 'i1',
  exp: Math.floor(Date.now() / 1000) + 3600,
  updateFinished: true,
  updateRequired: false,
  aboveOrUnderAge: false,
  ...over,
});

async function menuItems(session: TSessionClaims): Promise<string[]> {
  stubFetch((url) =>
    url.includes('/interns/i1')
      ? ok({ intern: { _id: 'i1', firstName: 'Arta', lastName: 'Krasniqi', email: 'arta@example.com' } })
      : undefined,
  );
  renderShared(<AccountMenu session={session} />);
  await userEvent.click(await screen.findByTestId('account-menu'));
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
  });

  it('offers only the resume, the resource library and logout to an intern past the age', async () => {
    const items = await menuItems(intern({ aboveOrUnderAge: true }));
    expect(items).toHaveLength(3);
    expect(items[1]).toBe('Biblioteka e burimeve');
    expect(items[2]).toBe('Çkyçu');
  });
});
