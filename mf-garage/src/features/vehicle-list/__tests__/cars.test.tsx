import { apiClient } from '@carclub/api-client';
import { VEHICLE_CARD_SIZES } from '@carclub/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SEARCH_DEBOUNCE_MS } from '@carclub/kit';

import { CarsPage } from '../../../pages/cars-page';
import { fakeApiMethods, renderPage, setupTestEnvironment } from '../../../test-utils/render';
import { card, manufacturers, referenceVersions, response } from './fixtures';

const { get } = fakeApiMethods(apiClient);
const list = jest.fn<Promise<unknown>, [string, Record<string, unknown>]>();

setupTestEnvironment();
beforeEach(() => {
  list.mockReset();
  get.mockImplementation(async (path: string, config?: { params?: Record<string, unknown> }) => {
    if (path === '/reference/versions') return { data: referenceVersions };
    if (path === '/manufacturers') return { data: manufacturers };
    if (path === '/models') return { data: [] };
    return { data: await list(path, config?.params ?? {}) };
  });
});

const open = (url = '/cars') => renderPage(<CarsPage />, '/cars', url);

describe('Cars: the public browse', () => {
  it("lists the community's cars with their owners, and nothing to edit or delete", async () => {
    list.mockResolvedValue(
      response([
        card(1, {
          name: 'Blue Thunder',
          ownerNickname: 'ann',
          slug: 'blue-thunder',
          status: 'selling',
        }),
        card(2, { name: 'Old Faithful', ownerNickname: 'bob', status: 'active' }),
        card(3, { name: 'Gone Girl', ownerNickname: 'cat', status: 'sold' }),
      ]),
    );
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Cars' })).toBeVisible();
    const thunder = await screen.findByRole('article', { name: 'Blue Thunder' });
    expect(thunder).toHaveTextContent('by ann');
    expect(thunder).toHaveTextContent('Status: For sale');
    expect(within(thunder).getByRole('link', { name: 'Blue Thunder' })).toHaveAttribute(
      'href',
      '/u/ann/car/blue-thunder',
    );
    expect(screen.getByRole('article', { name: 'Old Faithful' })).toHaveTextContent('by bob');
    // Every card says its status in the words My vehicles uses (ADR 0101), an ordinary car too.
    expect(screen.getByRole('article', { name: 'Old Faithful' })).toHaveTextContent(
      'Status: In the garage',
    );
    expect(screen.getByRole('article', { name: 'Gone Girl' })).toHaveTextContent('Status: Sold');
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(list).toHaveBeenCalledWith('/vehicles', { page: 1, limit: 12 });
    expect(list).not.toHaveBeenCalledWith('/private-transport', expect.anything());
  });

  it("loads the first row's photos at once and the rest lazily, each by width with the cards' sizes", async () => {
    const withPhoto = (index: number) => {
      const file = `/media/vehicles/v${index}/p`;
      return card(index, {
        previewImage: `${file}.card.webp`,
        previewPicture: {
          url: `${file}.webp`,
          width: 2560,
          height: 1440,
          variants: [
            { url: `${file}.640w.webp`, width: 640 },
            { url: `${file}.1280w.webp`, width: 1280 },
            { url: `${file}.webp`, width: 2560 },
          ],
        },
      });
    };
    list.mockResolvedValue(response([1, 2, 3, 4, 5].map(withPhoto)));
    open();

    await screen.findByRole('article', { name: 'Car 5' });
    const photos = screen.getAllByRole('article').map((article) => article.querySelector('img'));

    expect(photos.map((photo) => photo?.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
    const [first] = photos;
    expect(first).toHaveAttribute('src', '/media/vehicles/v1/p.card.webp');
    // No card is ever wide enough for the 2560 px file.
    expect(first).toHaveAttribute(
      'srcset',
      '/media/vehicles/v1/p.640w.webp 640w, /media/vehicles/v1/p.1280w.webp 1280w',
    );
    expect(first).toHaveAttribute('sizes', VEHICLE_CARD_SIZES);
    expect(first).toHaveAttribute('width', '2560');
    expect(first).toHaveAttribute('height', '1440');
    expect(first).toHaveAttribute('decoding', 'async');
  });

  it('shows the card file alone from an API that sends no variants', async () => {
    const { previewPicture: _none, ...old } = card(1, { previewImage: '/media/v/p.card.webp' });
    list.mockResolvedValue(response([old as ReturnType<typeof card>]));
    open();

    const article = await screen.findByRole('article', { name: 'Car 1' });
    const photo = article.querySelector('img');

    expect(photo).toHaveAttribute('src', '/media/v/p.card.webp');
    expect(photo).not.toHaveAttribute('srcset');
    expect(photo).toHaveAttribute('width', '640');
    expect(photo).toHaveAttribute('height', '480');
  });

  it('filters the same way, with status labels for other people’s cars', async () => {
    list.mockResolvedValue(response([card(1)], 40));
    const { router } = open('/cars?utm_source=newsletter');
    expect(await screen.findByText('Showing 1-12 of 40 vehicles')).toBeVisible();
    const status = screen.getByLabelText('Status');
    expect(within(status).getByRole('option', { name: 'In the garage' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(status, 'For sale');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith('/vehicles', { page: 1, limit: 12, status: 'selling' }),
    );
    expect(router.state.location.search).toBe('?utm_source=newsletter&status=selling');
  });

  // Only the admin's search field had this guard; every list's has it now (issue 30).
  it("drops a search still waiting for its pause when a car's link is clicked", async () => {
    list.mockResolvedValue(response([card(1, { name: 'Blue Thunder', ownerNickname: 'ann' })]));
    const { router } = open();
    const thunder = await screen.findByRole('article', { name: 'Blue Thunder' });
    // The car's page is still loading: the router has not moved yet, the list stays on screen.
    const stillLoading = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stillLoading, true);
    try {
      const user = userEvent.setup();
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'golf');
      await user.click(within(thunder).getByRole('link', { name: 'Blue Thunder' }));
      await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100)));
    } finally {
      document.removeEventListener('click', stillLoading, true);
    }
    expect(router.state.location.search).toBe('');
    expect(list).not.toHaveBeenCalledWith('/vehicles', expect.objectContaining({ search: 'golf' }));
  });

  it("folds the selects behind a button that counts the chosen ones, the phone's way in", async () => {
    list.mockResolvedValue(response([card(1, { name: 'Blue Thunder' })]));
    const user = userEvent.setup();
    open('/cars?fuelType=diesel&status=selling&search=golf');
    await screen.findByRole('article', { name: 'Blue Thunder' });
    // The search is not counted: it stays in sight at every width.
    const toggle = screen.getByRole('button', { name: 'Filters (2 chosen)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByLabelText('Fuel type')).toHaveValue('diesel');
    expect(panel).not.toHaveAttribute('data-open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open');
  });

  it('says when nobody has added a car yet', async () => {
    list.mockResolvedValue(response([]));
    open();
    expect(await screen.findByRole('heading', { name: 'No cars here yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add your car' })).toHaveAttribute('href', '/add-car');
  });
});
