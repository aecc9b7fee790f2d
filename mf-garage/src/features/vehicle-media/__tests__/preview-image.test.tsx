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
  makeVehicle,
  MB,
  OWN_LIST_KEY,
  PUBLIC_LIST_KEY,
  renderMedia,
  sentFile,
  VEHICLE_ID,
} from './media-test-kit';

const { post } = fakeApiMethods(apiClient);
const OLD_PREVIEW = `/media/vehicles/${VEHICLE_ID}/old.webp`;
const NEW_PREVIEW = `/media/vehicles/${VEHICLE_ID}/new.webp`;

setupTestEnvironment();

const previewSection = () => screen.getByRole('region', { name: 'Preview image' });
const previewInput = (container: HTMLElement) =>
  container.querySelector('input[type="file"]:not([multiple])') as HTMLInputElement;

describe('preview image', () => {
  it('shows a placeholder, uploads the chosen file with its progress, then shows it at once', async () => {
    const answer = deferred<{ data: unknown }>();
    let progress: ((event: { loaded: number; total?: number }) => void) | undefined;
    post.mockImplementation((_url, _body, config) => {
      progress = config.onUploadProgress;
      return answer.promise;
    });
    const { container, cached, invalidated } = renderMedia();
    expect(within(previewSection()).getByText('No preview image yet')).toBeInTheDocument();

    const photo = file('golf.jpg', 'image/jpeg');
    await userEvent.setup().upload(previewInput(container), photo);
    expect(post).toHaveBeenCalledTimes(1);
    const [url, body] = post.mock.calls[0];
    expect(url).toBe(`/private-transport/${VEHICLE_ID}/preview`);
    expect(sentFile(body, 'file').name).toBe('golf.jpg');

    act(() => progress?.({ loaded: 40, total: 100 }));
    const bar = screen.getByRole('progressbar', { name: 'Uploading the preview image' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', 'Uploading, 40%');
    expect(screen.getByRole('button', { name: 'Choose a preview image' })).toBeDisabled();

    await act(async () => answer.resolve({ data: { url: NEW_PREVIEW } }));
    expect(await screen.findByRole('img', { name: 'Golf GTI, preview image' })).toHaveAttribute(
      'src',
      NEW_PREVIEW,
    );
    expect(await screen.findByText('Preview image updated')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace the preview image' })).toBeEnabled();
    expect(cached()?.previewImage).toBe(NEW_PREVIEW);
    expect(invalidated(OWN_LIST_KEY)).toBe(true);
    expect(invalidated(PUBLIC_LIST_KEY)).toBe(true);
  });

  it('refuses a file over 10 MB and a non-image before sending anything, keeping the preview', async () => {
    const { container } = renderMedia(makeVehicle({ previewImage: OLD_PREVIEW }));
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(previewInput(container), file('huge.jpg', 'image/jpeg', 15 * MB));
    const button = screen.getByRole('button', { name: 'Replace the preview image' });
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription(
        expect.stringContaining('The file must be no larger than 10 MB'),
      ),
    );
    expect(
      await screen.findByText(
        'Could not update the preview image: The file must be no larger than 10 MB',
      ),
    ).toBeInTheDocument();

    await user.upload(previewInput(container), file('notes.txt', 'text/plain'));
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription(
        expect.stringContaining('The file must be a valid image'),
      ),
    );
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Golf GTI, preview image' })).toHaveAttribute(
      'src',
      OLD_PREVIEW,
    );
  });

  it.each([
    [
      'content that is not an image',
      httpError(
        422,
        errorPayload(422, 'Unprocessable Entity', 'Unprocessable Entity', {
          file: ['validation.invalidImage'],
        }),
      ),
      'The file must be a valid image',
    ],
    [
      'a processing failure',
      httpError(500, errorPayload(500, 'Internal Server Error', 'Internal Server Error')),
      'Failed to process the image. Please try again.',
    ],
  ])('shows the server refusing %s and keeps the old preview', async (_case, failure, message) => {
    post.mockRejectedValue(failure);
    const { container, cached } = renderMedia(makeVehicle({ previewImage: OLD_PREVIEW }));
    await userEvent.setup().upload(previewInput(container), file('renamed.jpg', 'image/jpeg'));
    expect(
      await screen.findByText(`Could not update the preview image: ${message}`),
    ).toBeInTheDocument();
    expect(within(previewSection()).getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Golf GTI, preview image' })).toHaveAttribute(
      'src',
      OLD_PREVIEW,
    );
    expect(cached()?.previewImage).toBe(OLD_PREVIEW);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('says "Please select a file" when a drop brings no file', async () => {
    renderMedia();
    const zone = previewInput(document.body).parentElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [], types: ['text/uri-list'] } });
    expect(await within(previewSection()).findByText('Please select a file')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
