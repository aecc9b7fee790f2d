import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from '@carclub/router';
import { useLeaveGuard } from '../use-leave-guard';

function Editor() {
  const [dirty, setDirty] = useState(false);
  const { blocker, allowLeaving } = useLeaveGuard(dirty);
  const location = useLocation();
  return (
    <>
      <p>{`at ${location.pathname}${location.search}`}</p>
      <p>{`blocker ${blocker.state}`}</p>
      <button type="button" onClick={() => setDirty(true)}>
        Type
      </button>
      <button type="button" onClick={allowLeaving}>
        Saved
      </button>
      <button type="button" onClick={() => blocker.reset?.()}>
        Stay
      </button>
      <button type="button" onClick={() => blocker.proceed?.()}>
        Leave
      </button>
      <Link to="/edit?tab=other">Other tab</Link>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

function open() {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <Editor /> },
      { path: '/elsewhere', element: <p>Elsewhere page</p> },
    ],
    { initialEntries: ['/edit'] },
  );
  render(<RouterProvider router={router} />);
}

const unloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  act(() => {
    window.dispatchEvent(event);
  });
  return event.defaultPrevented;
};

describe('useLeaveGuard', () => {
  it('lets a clean page go without asking', async () => {
    const user = userEvent.setup();
    open();
    expect(unloadPrevented()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('Elsewhere page')).toBeInTheDocument();
  });

  it('holds a navigation away from unsaved changes until the user answers', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Type' }));
    expect(unloadPrevented()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('blocker blocked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByText('at /edit')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('Elsewhere page')).toBeInTheDocument();
  });

  it('does not count another tab of the same page as leaving', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Type' }));
    await user.click(screen.getByRole('link', { name: 'Other tab' }));
    expect(screen.getByText('at /edit?tab=other')).toBeInTheDocument();
    expect(screen.getByText('blocker unblocked')).toBeInTheDocument();
  });

  it('lets the next navigation through once leaving is allowed', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Type' }));
    await user.click(screen.getByRole('button', { name: 'Saved' }));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('Elsewhere page')).toBeInTheDocument();
  });
});
