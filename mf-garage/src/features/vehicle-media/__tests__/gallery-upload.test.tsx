import { apiClient } from '@carclub/api-client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  errorPayload,
  fakeApiMethods,
  httpError,
  setupTestEnvironment,
} from '../../../test-utils/render';
import {
  deferred,
  file,
  galleryOf,
  makeVehicle,
  MB,
  OWN_LIST_KEY,
  PUBLIC_LIST_KEY,
  renderMedia,
  sentFile,
  VEHICLE_ID,
} from './media-test-kit';

const { post } = fakeApiMethods(apiClient);

setupTestEnvironment();

const galleryInput = (container: HTMLElement) =>
  container.querySelector('input[type="file"][multiple]') as HTMLInputElement;
const addButton = () => screen.getByRole('button', { name: 'Add photos' });
const uploadRow = (name: string) =>
  within(screen.getByRole('list', { name: 'Uploads' }))
    .getByText(name)
    .closest('li') as HTMLElement;
/** The polite live region beside the counter, where the limit warnings appear. */
const limitStatus = () =>
  screen.getAllByRole('status').find((status) => status.classList.contains('photo-manager__limit'));
const galleryError = (field = 'files', key = 'validation.galleryFull') =>
  httpError(400, errorPayload(400, 'Bad Request', 'The gallery is full', { [field]: [key] }));

interface PendingUpload {
  name: string;
  progress: (event: { loaded: number; total?: number }) => void;
  answer: ReturnType<typeof deferred<{ data: unknown }>>;
}

/** Every upload call stays open until the test answers it. */
function holdUploads(): PendingUpload[] {
  const calls: PendingUpload[] = [];
  post.mockImplementation((_url, body, config) => {
    const answer = deferred<{ data: unknown }>();
    calls.push({ name: sentFile(body, 'files').name, progress: config.onUploadProgress, answer });
    return answer.promise;
  });
  return calls;
}

describe('gallery upload', () => {
  it('sends the files one by one, each with its own progress bar, and shows them as they land', async () => {
    const calls = holdUploads();
    const { container, cached, invalidated } = renderMedia();
    expect(screen.getByText('0 / 20')).toBeInTheDocument();
    expect(screen.getByText('No photos yet')).toBeInTheDocument();

    await userEvent
      .setup()
      .upload(galleryInput(container), [
        file('front.jpg', 'image/jpeg'),
        file('side.png', 'image/png'),
        file('rear.webp', 'image/webp'),
      ]);
    // Sequential: the gallery keeps the order in which the files were chosen.
    expect(calls.map((call) => call.name)).toEqual(['front.jpg']);
    expect(post.mock.calls[0][0]).toBe(`/private-transport/${VEHICLE_ID}/gallery`);

    act(() => calls[0]!.progress({ loaded: 30, total: 100 }));
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuetext'))).toEqual([
      'Uploading, 30%',
      'Waiting',
      'Waiting',
    ]);
    expect(screen.getByRole('progressbar', { name: 'front.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    act(() => calls[0]!.progress({ loaded: 100, total: 100 }));
    expect(within(uploadRow('front.jpg')).getByText('Processing…')).toBeInTheDocument();

    await act(async () => calls[0]!.answer.resolve({ data: { images: galleryOf(1) } }));
    expect(await screen.findByRole('img', { name: 'Golf GTI, photo 1 of 1' })).toBeInTheDocument();
    expect(screen.getByText('1 / 20')).toBeInTheDocument();
    // An added file leaves the list for the summary line; the ones still on their way stay.
    expect(screen.getByText('1 photo uploaded')).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual(
      ['side.png', 'rear.webp'],
    );
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.name).toBe('side.png');

    await act(async () => calls[1]!.answer.resolve({ data: { images: galleryOf(2) } }));
    await waitFor(() => expect(calls).toHaveLength(3));
    await act(async () => calls[2]!.answer.resolve({ data: { images: galleryOf(3) } }));

    // Every file added: one line says so, no row per file pushes the gallery down.
    expect(await screen.findByText('3 photos uploaded')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
    expect(await screen.findByText('3 photos added to the gallery')).toBeInTheDocument();
    expect(screen.getByText('3 / 20')).toBeInTheDocument();
    expect(cached()?.gallery).toEqual(galleryOf(3));
    expect(invalidated(OWN_LIST_KEY)).toBe(true);
    expect(invalidated(PUBLIC_LIST_KEY)).toBe(true);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear the list' }));
    expect(screen.queryByText('3 photos uploaded')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Uploads' })).not.toBeInTheDocument();
  });

  it('refuses a file over 10 MB and a non-image before sending; the rest of the batch still goes', async () => {
    post.mockResolvedValue({ data: { images: galleryOf(3) } });
    const { container } = renderMedia(makeVehicle({ gallery: galleryOf(2) }));
    await userEvent
      .setup({ applyAccept: false })
      .upload(galleryInput(container), [
        file('huge.jpg', 'image/jpeg', 15 * MB),
        file('notes.txt', 'text/plain'),
        file('ok.jpg', 'image/jpeg'),
      ]);

    expect(
      within(uploadRow('huge.jpg')).getByText('The file must be no larger than 10 MB'),
    ).toBeInTheDocument();
    expect(
      within(uploadRow('notes.txt')).getByText('The file must be a valid image'),
    ).toBeInTheDocument();
    // The refused files stay listed with their reason; the added one is in the summary only.
    expect(await screen.findByText('1 photo uploaded')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Uploads' })).queryByText('ok.jpg'),
    ).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(sentFile(post.mock.calls[0][1], 'files').name).toBe('ok.jpg');
    expect(await screen.findByText('1 photo added to the gallery')).toBeInTheDocument();
    expect(
      screen.getByText('2 files were not added: see the list of uploads for why'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /Golf GTI, photo \d of 3/ })).toHaveLength(3);
  });

  it('shows the server refusing content that is not an image, and the next file still uploads', async () => {
    post
      .mockRejectedValueOnce(galleryError('files', 'validation.invalidImage'))
      .mockResolvedValueOnce({ data: { images: galleryOf(1) } });
    const { container } = renderMedia();
    await userEvent
      .setup()
      .upload(galleryInput(container), [
        file('renamed.jpg', 'image/jpeg'),
        file('real.jpg', 'image/jpeg'),
      ]);
    expect(
      await within(uploadRow('renamed.jpg')).findByText('The file must be a valid image'),
    ).toBeInTheDocument();
    expect(within(uploadRow('renamed.jpg')).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      'The file must be a valid image',
    );
    expect(await screen.findByText('1 photo uploaded')).toBeInTheDocument();
    expect(uploadRow('renamed.jpg')).toBeInTheDocument();
    expect(screen.getByText('1 / 20')).toBeInTheDocument();
  });

  it('says "Please select a file" when nothing was chosen', async () => {
    const { container } = renderMedia();
    fireEvent.change(galleryInput(container), { target: { files: [] } });
    expect(await screen.findByText('Please select a file', { selector: 'p' })).toBeInTheDocument();
    expect(addButton()).toHaveAccessibleDescription(
      expect.stringContaining('Please select a file'),
    );
    expect(post).not.toHaveBeenCalled();
  });
});

describe('the 20-photo limit', () => {
  it('warns "Almost full" from 17 photos on, not before', () => {
    const { unmount } = renderMedia(makeVehicle({ gallery: galleryOf(16) }));
    expect(screen.getByText('16 / 20')).toBeInTheDocument();
    expect(screen.queryByText(/Almost full/)).not.toBeInTheDocument();
    unmount();
    renderMedia(makeVehicle({ gallery: galleryOf(17) }));
    expect(screen.getByText('17 / 20')).toBeInTheDocument();
    expect(limitStatus()).toHaveTextContent('Almost full: room for 3 more photos.');
    expect(addButton()).toHaveAccessibleDescription(expect.stringContaining('Almost full'));
  });

  it('uploads what fits, says which files were refused, then closes the upload with the reason', async () => {
    post
      .mockResolvedValueOnce({ data: { images: galleryOf(19) } })
      .mockResolvedValueOnce({ data: { images: galleryOf(20) } });
    const { container } = renderMedia(makeVehicle({ gallery: galleryOf(18) }));
    expect(screen.getByText('Almost full: room for 2 more photos.')).toBeInTheDocument();

    await userEvent
      .setup()
      .upload(galleryInput(container), [
        file('a.jpg', 'image/jpeg'),
        file('b.jpg', 'image/jpeg'),
        file('c.jpg', 'image/jpeg'),
      ]);
    expect(
      within(uploadRow('c.jpg')).getByText('The gallery is full (at most 20)'),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 photos uploaded')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('20 / 20')).toBeInTheDocument();
    expect(limitStatus()).toHaveTextContent(
      'The gallery is full (at most 20) Delete a photo to add another.',
    );
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription(
      expect.stringContaining('The gallery is full (at most 20)'),
    );
    expect(
      await screen.findByText('1 file was not added: see the list of uploads for why'),
    ).toBeInTheDocument();
  });

  it('folds a full gallery of uploads into one line, listing only the file that did not fit', async () => {
    let stored = 0;
    post.mockImplementation(async () => ({ data: { images: galleryOf((stored += 1)) } }));
    const { container } = renderMedia();
    const files = Array.from({ length: 21 }, (_, index) => file(`p${index + 1}.jpg`, 'image/jpeg'));
    await userEvent.setup().upload(galleryInput(container), files);
    expect(await screen.findByText('20 photos uploaded')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Uploads' })).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('p21.jpg');
    expect(rows[0]).toHaveTextContent('The gallery is full (at most 20)');
  });

  it('leaves the last word to the API: a photo added elsewhere meanwhile is refused with the limit message', async () => {
    post.mockRejectedValueOnce(galleryError());
    const { container } = renderMedia(makeVehicle({ gallery: galleryOf(19) }));
    await userEvent.setup().upload(galleryInput(container), [file('late.jpg', 'image/jpeg')]);
    expect(
      await within(uploadRow('late.jpg')).findByText('The gallery is full (at most 20)'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /photo \d+ of 19/ })).toHaveLength(19);
  });
});
