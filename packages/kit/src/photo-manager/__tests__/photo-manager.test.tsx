import { apiClient } from '@carclub/api-client';
import type { VehicleImage } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { fakeApiMethods, setupTestEnvironment } from '@carclub/testing';
import { file, sentFile } from '@carclub/testing/media';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';

import type { PhotoGalleryTarget } from '../photo-gallery-api';
import { PhotoManager } from '../photo-manager';

setupTestEnvironment();
const { post, put } = fakeApiMethods(apiClient);

const photosOf = (count: number): VehicleImage[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `photo-${index + 1}`,
    url: `/media/posts/p1/photo-${index + 1}.webp`,
    cardUrl: `/media/posts/p1/photo-${index + 1}.card.webp`,
    width: 1600,
    height: 1000,
    variants: [],
  }));

const HOLDER_KEY = ['posts', 'own', 'p1'];

/**
 * The manager as a second remote uses it: a holder of its own (a post, `photos`) at an address of
 * its own; nothing of the garage's.
 */
function renderManager(photos: VehicleImage[]) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(HOLDER_KEY, { id: 'p1', title: 'Winter tyres', photos });
  const afterChange = jest.fn();
  const target: PhotoGalleryTarget = {
    path: '/posts/p1/photos',
    queryKey: HOLDER_KEY,
    field: 'photos',
    afterChange,
  };
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <PhotoManager
          target={target}
          images={photos}
          name="Winter tyres"
          title="Photos"
          emptyDescription="Add photos to the story."
        />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  const cached = () =>
    queryClient.getQueryData<{ photos: VehicleImage[] }>(HOLDER_KEY)?.photos.map(({ id }) => id);
  return { ...view, cached, afterChange };
}

describe('PhotoManager (kit)', () => {
  it('uploads to the target’s address and puts the answer in the holder’s field', async () => {
    post.mockResolvedValue({ data: { images: photosOf(1) } });
    const { container, cached, afterChange } = renderManager([]);
    expect(screen.getByRole('heading', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.getByText('No photos yet')).toBeInTheDocument();

    const input = container.querySelector('input[type="file"][multiple]') as HTMLInputElement;
    await userEvent.setup().upload(input, [file('tyres.jpg', 'image/jpeg')]);

    await waitFor(() => expect(cached()).toEqual(['photo-1']));
    expect(post.mock.calls[0]?.[0]).toBe('/posts/p1/photos');
    expect(sentFile(post.mock.calls[0]?.[1], 'files').name).toBe('tyres.jpg');
    expect(afterChange).toHaveBeenCalled();
  });

  it('reorders through `…/order` of the target', async () => {
    const photos = photosOf(2);
    put.mockResolvedValue({ data: { images: [photos[1], photos[0]] } });
    const { cached } = renderManager(photos);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Later (photo 1)' }));

    expect(put).toHaveBeenCalledWith('/posts/p1/photos/order', {
      imageIds: ['photo-2', 'photo-1'],
    });
    await waitFor(() => expect(cached()).toEqual(['photo-2', 'photo-1']));
  });

  it('says the gallery is full at 20 photos in the reader’s language and closes the button', async () => {
    renderManager(photosOf(20));
    expect(screen.getByText('20 / 20')).toBeInTheDocument();
    expect(screen.getByText(/The gallery is full \(at most 20\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeDisabled();

    await act(() => i18n.changeLanguage('uk'));
    expect(screen.getByText(/Галерея заповнена \(щонайбільше 20\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Додати фото' })).toBeDisabled();
  });
});
