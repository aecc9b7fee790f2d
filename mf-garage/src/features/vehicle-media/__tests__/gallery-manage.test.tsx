import { apiClient } from '@carclub/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  errorPayload,
  fakeApiMethods,
  httpError,
  setupTestEnvironment,
} from '../../../test-utils/render';
import {
  deferred,
  galleryOf,
  makeVehicle,
  OWN_LIST_KEY,
  renderMedia,
  VEHICLE_ID,
} from './media-test-kit';

const { put, delete: remove, get } = fakeApiMethods(apiClient);

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

const order = () =>
  screen
    .getAllByRole('img', { name: /Golf GTI, photo \d of \d/ })
    .map((image) => image.getAttribute('src')!.match(/photo-(\d+)/)![1]);
const handle = (position: number) => screen.getByRole('button', { name: `Move photo ${position}` });

async function movePhotoRight(position: number) {
  const user = userEvent.setup();
  handle(position).focus();
  await user.keyboard(' ');
  await user.keyboard('{ArrowRight}');
  await user.keyboard(' ');
  return user;
}

describe('reordering', () => {
  it('moves a photo with the keyboard and saves the new order', async () => {
    const saved = galleryOf(3);
    put.mockResolvedValue({ data: { images: [saved[1], saved[0], saved[2]] } });
    const { cached, invalidated } = renderMedia(makeVehicle({ gallery: saved }));
    expect(handle(1)).toHaveAccessibleDescription(expect.stringContaining('press space or enter'));

    await movePhotoRight(1);
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith(`/private-transport/${VEHICLE_ID}/gallery/order`, {
      imageIds: ['img-2', 'img-1', 'img-3'],
    });
    await waitFor(() => expect(order()).toEqual(['2', '1', '3']));
    expect(screen.getByText(/Photo 1 dropped at position 2 of 3/)).toBeInTheDocument();
    await waitFor(() =>
      expect(cached()?.gallery.map((image) => image.id)).toEqual(['img-2', 'img-1', 'img-3']),
    );
    expect(invalidated(OWN_LIST_KEY)).toBe(true);
  });

  it('shows the new order at once and puts the photos back when the save fails', async () => {
    const answer = deferred<never>();
    put.mockReturnValue(answer.promise);
    const { cached } = renderMedia(makeVehicle({ gallery: galleryOf(3) }));

    await movePhotoRight(2);
    await waitFor(() => expect(order()).toEqual(['1', '3', '2']));
    expect(put).toHaveBeenCalledWith(expect.any(String), {
      imageIds: ['img-1', 'img-3', 'img-2'],
    });

    await act(async () =>
      answer.reject(httpError(503, errorPayload(503, 'Service Unavailable', 'down'))),
    );
    await waitFor(() => expect(order()).toEqual(['1', '2', '3']));
    expect(
      await screen.findByText(
        'Could not save the new order, the photos are back in place: Service temporarily unavailable',
      ),
    ).toBeInTheDocument();
    expect(cached()?.gallery.map((image) => image.id)).toEqual(['img-1', 'img-2', 'img-3']);
  });
});

describe('moving a photo a place at a time (a phone: no drag down the page)', () => {
  const earlier = (position: number) =>
    screen.getByRole('button', { name: `Earlier (photo ${position})` });
  const later = (position: number) =>
    screen.getByRole('button', { name: `Later (photo ${position})` });

  it('moves a photo later, saves the order, announces it and keeps focus on the button', async () => {
    const saved = galleryOf(3);
    put.mockResolvedValue({ data: { images: [saved[1], saved[0], saved[2]] } });
    const { cached } = renderMedia(makeVehicle({ gallery: saved }));
    expect(earlier(1)).toBeDisabled();
    expect(later(3)).toBeDisabled();

    await userEvent.setup().click(later(1));
    expect(put).toHaveBeenCalledWith(`/private-transport/${VEHICLE_ID}/gallery/order`, {
      imageIds: ['img-2', 'img-1', 'img-3'],
    });
    await waitFor(() => expect(order()).toEqual(['2', '1', '3']));
    expect(screen.getByText('Photo 1 moved to position 2 of 3.')).toBeInTheDocument();
    // The photo is number 2 now, and its button says so.
    expect(later(2)).toHaveFocus();
    await waitFor(() =>
      expect(cached()?.gallery.map((image) => image.id)).toEqual(['img-2', 'img-1', 'img-3']),
    );
    expect(later(2)).toHaveFocus();
  });

  it('gives focus to the other arrow when a photo reaches the front, and ignores presses while saving', async () => {
    const answer = deferred<unknown>();
    put.mockReturnValue(answer.promise);
    const saved = galleryOf(3);
    renderMedia(makeVehicle({ gallery: saved }));
    const user = userEvent.setup();

    await user.click(earlier(2));
    await waitFor(() => expect(order()).toEqual(['2', '1', '3']));
    expect(earlier(1)).toBeDisabled();
    expect(later(1)).toHaveFocus();
    expect(later(1)).toHaveAttribute('aria-disabled', 'true');
    await user.click(later(1));
    expect(put).toHaveBeenCalledTimes(1);

    await act(async () => answer.resolve({ data: { images: [saved[1], saved[0], saved[2]] } }));
    await waitFor(() => expect(later(1)).not.toHaveAttribute('aria-disabled'));
    expect(later(1)).toHaveFocus();
  });
});

describe('photo actions', () => {
  it('deletes a photo only after a confirmation, then moves focus to the next photo', async () => {
    remove.mockResolvedValue({ data: null });
    const { cached } = renderMedia(makeVehicle({ gallery: galleryOf(3) }));
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Delete photo 2' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete this photo?' });
    expect(dialog).toHaveAccessibleDescription(
      'Photo 2 will be removed from the gallery. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    expect(order()).toEqual(['1', '2', '3']);

    await user.click(screen.getByRole('button', { name: 'Delete photo 2' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete photo' }));
    expect(remove).toHaveBeenCalledWith(`/private-transport/${VEHICLE_ID}/gallery/img-2`);
    expect(await screen.findByText('Photo deleted')).toBeInTheDocument();
    await waitFor(() => expect(order()).toEqual(['1', '3']));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('2 / 20')).toBeInTheDocument();
    expect(cached()?.gallery.map((image) => image.id)).toEqual(['img-1', 'img-3']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Golf GTI, photo 2 of 2' })).toHaveFocus(),
    );
  });

  it('keeps the photo and says why when the delete fails', async () => {
    remove.mockRejectedValue(httpError(500, errorPayload(500, 'Internal Server Error', 'boom')));
    renderMedia(makeVehicle({ gallery: galleryOf(2) }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    await user.click(screen.getByRole('button', { name: 'Delete photo' }));
    expect(
      await screen.findByText(
        'Could not delete the photo: Internal server error. Please try again later',
      ),
    ).toBeInTheDocument();
    expect(order()).toEqual(['1', '2']);
  });

  it('makes a photo the preview', async () => {
    const copy = `/media/vehicles/${VEHICLE_ID}/preview-copy.webp`;
    put.mockResolvedValue({ data: { url: copy } });
    const { cached, invalidated } = renderMedia(makeVehicle({ gallery: galleryOf(3) }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use as preview (photo 2)' }));
    expect(put).toHaveBeenCalledWith(`/private-transport/${VEHICLE_ID}/preview`, {
      imageId: 'img-2',
    });
    expect(await screen.findByText('Photo 2 is now the preview image')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Golf GTI, preview image' })).toHaveAttribute(
      'src',
      copy,
    );
    expect(cached()?.previewImage).toBe(copy);
    expect(invalidated(OWN_LIST_KEY)).toBe(true);
  });

  it('reloads the vehicle when the photo to use as preview is gone', async () => {
    put.mockRejectedValue(httpError(404, errorPayload(404, 'Not Found', 'Not Found')));
    get.mockResolvedValue({ data: makeVehicle({ gallery: galleryOf(1) }) });
    renderMedia(makeVehicle({ gallery: galleryOf(2) }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use as preview (photo 2)' }));
    expect(
      await screen.findByText('Could not update the preview image: Requested resource not found'),
    ).toBeInTheDocument();
    await waitFor(() => expect(order()).toEqual(['1']));
    expect(get).toHaveBeenCalledWith(`/private-transport/${VEHICLE_ID}`, expect.anything());
  });

  it('opens a photo large in a dialog', async () => {
    renderMedia(makeVehicle({ gallery: galleryOf(3) }));
    const user = userEvent.setup();
    const thumbnail = screen.getByRole('button', { name: 'Golf GTI, photo 3 of 3' });
    expect(thumbnail).toHaveAccessibleDescription('Opens a larger view');
    expect(within(thumbnail).getByRole('img', { hidden: true })).toHaveAttribute('loading', 'lazy');
    await user.click(thumbnail);
    const dialog = screen.getByRole('dialog', { name: 'Photo 3 of 3' });
    expect(within(dialog).getByRole('img', { name: 'Golf GTI, photo 3 of 3' })).toHaveAttribute(
      'src',
      `/media/vehicles/${VEHICLE_ID}/photo-3.webp`,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();
  });
});
