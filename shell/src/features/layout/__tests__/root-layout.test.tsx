import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, createMemoryRouter, RouterProvider } from '@carclub/router';
import { initI18n, setLanguage } from '@carclub/i18n';
import { useSessionStore } from '@carclub/session';
import { usePageTitle } from '@carclub/ui';

import '../../../i18n';
import { RootLayout } from '../root-layout';

/** A page that names itself once its data has "loaded", as the public vehicle page does. */
function VehiclePage() {
  const [title, setTitle] = useState<string | null>(null);
  usePageTitle(title);
  return (
    <>
      <h1>Vehicle</h1>
      <button type="button" onClick={() => setTitle('2012 Volkswagen Golf · ann')}>
        Finish loading
      </button>
      <Link to="/">Back home</Link>
    </>
  );
}

function renderLayout(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          {
            index: true,
            handle: { access: 'public', titleKey: 'shell:home.title' },
            element: <Link to="/u/ann/car/golf">A car</Link>,
          },
          {
            path: '/u/:username/car/:slug',
            handle: { access: 'public', titleKey: 'shell:about.title' },
            element: <VehiclePage />,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('the document title', () => {
  beforeAll(async () => {
    // jsdom cannot scroll; the layout's ScrollRestoration asks it to on every navigation.
    window.scrollTo = jest.fn();
    await initI18n();
    await setLanguage('en');
  });
  beforeEach(() => {
    useSessionStore.setState({ status: 'anonymous', user: null, tokens: null });
    document.title = '';
  });

  it("is the route's title until the page names itself, the page's after, and resets on leaving", async () => {
    renderLayout('/');
    await waitFor(() => expect(document.title).toBe('Home · CarClub'));

    await userEvent.click(screen.getByRole('link', { name: 'A car' }));
    expect(await screen.findByRole('heading', { name: 'Vehicle' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('About · CarClub'));

    await userEvent.click(screen.getByRole('button', { name: 'Finish loading' }));
    await waitFor(() => expect(document.title).toBe('2012 Volkswagen Golf · ann · CarClub'));

    await userEvent.click(screen.getByRole('link', { name: 'Back home' }));
    await waitFor(() => expect(document.title).toBe('Home · CarClub'));
  });
});
