import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useUnsavedChanges } from './use-unsaved-changes.ts';

function Editor({ dirty }: { dirty: boolean }) {
  const leaving = useUnsavedChanges(dirty);
  return (
    <>
      <p>{leaving.asking ? 'asking' : 'editing'}</p>
      <button onClick={leaving.stay}>stay</button>
      <button onClick={leaving.leave}>leave</button>
    </>
  );
}

function setup(dirty: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <Editor dirty={dirty} /> },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/edit?type=pre'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Whether closing the tab would ask (the handler cancels `beforeunload`). */
function unloadAsks() {
  const e = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(e);
  return e.defaultPrevented;
}

describe('useUnsavedChanges', () => {
  it('lets every route change and the tab close go without edits', async () => {
    const router = setup(false);
    expect(unloadAsks()).toBe(false);
    await act(() => router.navigate('/elsewhere'));
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
  });

  it('with edits, holds a route change until stay or leave, and the tab close asks', async () => {
    const router = setup(true);
    expect(unloadAsks()).toBe(true);
    // the same path and query (e.g. a hash) is not leaving
    await act(() => router.navigate('/edit?type=pre#top'));
    expect(screen.getByText('editing')).toBeInTheDocument();

    await act(() => router.navigate('/edit?type=post'));
    expect(screen.getByText('asking')).toBeInTheDocument();
    act(() => screen.getByText('stay').click());
    expect(screen.getByText('editing')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=pre');

    await act(() => router.navigate('/elsewhere'));
    expect(screen.getByText('asking')).toBeInTheDocument();
    await act(async () => screen.getByText('leave').click());
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    // gone from the builder: nothing asks any more
    expect(unloadAsks()).toBe(false);
  });
});
