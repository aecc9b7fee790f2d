import { apiClient } from '@carclub/api-client';
import type { LogbookEntry, VehicleImage } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { createMemoryRouter, RouterProvider } from '@carclub/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';

import { logbookKeys } from '../../../lib/api/query-keys';
import { fakeApiMethods, setupTestEnvironment } from '../../../test-utils/render';
import { EntryPhotos } from '../components/entry-photos';

const { post, put, delete: remove } = fakeApiMethods(apiClient);

setupTestEnvironment();

/**
 * jsdom lays nothing out, and dnd-kit's keyboard moves go by the tiles' boxes: each tile gets a
 * 100 px box in one row, by its place in the list.
 */
beforeAll(() => {
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const tile = this.closest('[data-image-id]');
    const index = tile?.parentElement ? Array.from(tile.parentElement.children).indexOf(tile) : 0;
    const left = index * 100;
    return {
      x: left,
      y: 0,
      left,
      top: 0,
      right: left + 90,
      bottom: 90,
      width: 90,
      height: 90,
      toJSON: () => ({}),
    };
  });
  Element.prototype.scrollIntoView ??= () => undefined;
});
afterAll(() => jest.restoreAllMocks());

const CAR_ID = '5b0c2f1e-8a4d-4f3b-9c2e-1d0a9b8c7e6f';
const ENTRY_ID = '0e9d8c7b-6a5f-4e3d-8c1b-a09f8e7d6c5b';
const PHOTOS_PATH = `/private-transport/${CAR_ID}/logbook/${ENTRY_ID}/photos`;

function photosOf(count: number): VehicleImage[] {
  return Array.from({ length: count }, (_, index) => {
    const file = `/media/vehicles/${CAR_ID}/logbook/${ENTRY_ID}/photo-${index + 1}`;
    return {
      id: `photo-${index + 1}`,
      url: `${file}.webp`,
      cardUrl: `${file}.card.webp`,
      width: 1600,
      height: 1000,
      variants: [{ url: `${file}.webp`, width: 1600 }],
    };
  });
}

function entryWith(photos: VehicleImage[]): LogbookEntry {
  return {
    id: ENTRY_ID,
    vehicleId: CAR_ID,
    title: 'New wheels',
    date: '2025-03-01',
    mileage: null,
    category: 'parts',
    cost: null,
    currency: null,
    story: '',
    parts: [],
    visibility: 'public',
    costHidden: false,
    litres: null,
    fullTank: null,
    missedFill: null,
    photos,
    discussion: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
  };
}

const OWN_PAGE_KEY = logbookKeys.ownPage(CAR_ID, 1);
const PUBLIC_ENTRY_KEY = logbookKeys.publicEntry('driver', 'new-wheels', ENTRY_ID);

/** The edit page's photos of the entry, the entry and the logbook's pages cached beside them. */
function renderPhotos(entry: LogbookEntry, address = `/edit-car/${CAR_ID}/logbook/${ENTRY_ID}`) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } },
  });
  const entryKey = logbookKeys.ownEntry(CAR_ID, ENTRY_ID);
  queryClient.setQueryData(entryKey, entry);
  queryClient.setQueryData(OWN_PAGE_KEY, { items: [] });
  queryClient.setQueryData(PUBLIC_ENTRY_KEY, entry);
  const router = createMemoryRouter(
    [{ path: '*', element: <EntryPhotos vehicleId={CAR_ID} entry={entry} /> }],
    { initialEntries: [address] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return {
    cached: () => queryClient.getQueryData<LogbookEntry>(entryKey),
    invalidated: (key: readonly unknown[]) =>
      queryClient.getQueryState(key)?.isInvalidated ?? false,
  };
}

describe("an entry's photos on its edit page", () => {
  it('uploads to the entry’s photos and puts the answer in the cached entry', async () => {
    const [first] = photosOf(1);
    post.mockResolvedValue({ data: { images: [first] } });
    const { cached, invalidated } = renderPhotos(entryWith([]));
    expect(screen.getByRole('heading', { name: 'No photos yet' })).toBeInTheDocument();
    expect(
      screen.getByText('Add photos of what was done: the entry’s page shows them in this order.'),
    ).toBeInTheDocument();

    const input = document.querySelector('input[type="file"][multiple]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'wheel.jpg', { type: 'image/jpeg' }));

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[0]).toBe(PHOTOS_PATH);
    expect(((post.mock.calls[0]?.[1] as FormData).get('files') as File).name).toBe('wheel.jpg');
    await waitFor(() => expect(cached()?.photos).toEqual([first]));
    // The owner's logbook pages refetch; the public pages are marked stale; the entry itself is
    // the answer, not fetched again.
    expect(invalidated(OWN_PAGE_KEY)).toBe(true);
    expect(invalidated(PUBLIC_ENTRY_KEY)).toBe(true);
    expect(invalidated(logbookKeys.ownEntry(CAR_ID, ENTRY_ID))).toBe(false);
  });

  it('reorders and deletes through the entry’s photo routes', async () => {
    const photos = photosOf(2);
    put.mockResolvedValue({ data: { images: [photos[1], photos[0]] } });
    remove.mockResolvedValue({ data: null });
    const { cached } = renderPhotos(entryWith(photos));
    const user = userEvent.setup();

    expect(screen.getByRole('img', { name: 'New wheels, photo 1 of 2' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Move photo 1' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await user.keyboard(' ');
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(`${PHOTOS_PATH}/order`, {
        imageIds: ['photo-2', 'photo-1'],
      }),
    );
    await waitFor(() =>
      expect(cached()?.photos.map(({ id }) => id)).toEqual(['photo-2', 'photo-1']),
    );

    await user.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete photo' }));
    expect(remove).toHaveBeenCalledWith(`${PHOTOS_PATH}/photo-2`);
    await waitFor(() => expect(cached()?.photos.map(({ id }) => id)).toEqual(['photo-1']));
  });

  it('takes focus when the entry’s page sent its owner to #photos', async () => {
    renderPhotos(entryWith([]), `/edit-car/${CAR_ID}/logbook/${ENTRY_ID}#photos`);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Photos' })).toHaveFocus());
  });
});
