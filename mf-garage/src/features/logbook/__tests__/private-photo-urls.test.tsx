import { apiClient } from '@carclub/api-client';
import {
  type LogbookEntry,
  PRIVATE_MEDIA_URL_MIN_LIFETIME_MS,
  type VehicleImage,
} from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { createMemoryRouter, RouterProvider } from '@carclub/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';

import { logbookKeys } from '../../../lib/api/query-keys';
import { fakeApiMethods, setupTestEnvironment } from '../../../test-utils/render';
import { EntryPhotos } from '../components/entry-photos';

const { get } = fakeApiMethods(apiClient);

setupTestEnvironment();
afterEach(() => jest.useRealTimers());

const CAR_ID = '5b0c2f1e-8a4d-4f3b-9c2e-1d0a9b8c7e6f';
const ENTRY_ID = '0e9d8c7b-6a5f-4e3d-8c1b-a09f8e7d6c5b';

/** A private entry's photo as the API signs it for its owner (ADR 0127), until `expires`. */
function signedPhoto(expires: number): VehicleImage {
  const file = `/media/vehicles/${CAR_ID}/logbook/${ENTRY_ID}/photo`;
  const query = `?expires=${expires}&signature=sig-${expires}`;
  return {
    id: 'photo-1',
    url: `${file}.webp${query}`,
    cardUrl: `${file}.card.webp${query}`,
    width: 1600,
    height: 1000,
    variants: [{ url: `${file}.webp${query}`, width: 1600 }],
  };
}

const privateEntry = (photo: VehicleImage): LogbookEntry => ({
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
  visibility: 'private',
  costHidden: false,
  litres: null,
  fullTank: null,
  missedFill: null,
  photos: [photo],
  discussion: null,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
});

describe("a private entry's photos on the owner's open page", () => {
  it('get fresh signed addresses before the ones the page has expire', async () => {
    jest.useFakeTimers();
    const first = privateEntry(signedPhoto(1));
    get.mockResolvedValue({ data: privateEntry(signedPhoto(2)) });
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    queryClient.setQueryData(logbookKeys.ownEntry(CAR_ID, ENTRY_ID), first);
    const router = createMemoryRouter(
      [{ path: '*', element: <EntryPhotos vehicleId={CAR_ID} entry={first} /> }],
      { initialEntries: [`/edit-car/${CAR_ID}/logbook/${ENTRY_ID}`] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    const photo = () => screen.getByRole('img', { name: 'New wheels, photo 1 of 1' });
    expect(photo().getAttribute('src')).toContain('expires=1&');

    // Within the least time an address lasts, the page has asked for the entry again.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PRIVATE_MEDIA_URL_MIN_LIFETIME_MS - 60_000);
    });
    await waitFor(() => expect(photo().getAttribute('src')).toContain('expires=2&'));
    expect(get).toHaveBeenCalledWith(
      `/private-transport/${CAR_ID}/logbook/${ENTRY_ID}`,
      expect.anything(),
    );
  });
});
