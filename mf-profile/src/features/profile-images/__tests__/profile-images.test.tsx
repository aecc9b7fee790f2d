import { apiClient } from '@carclub/api-client';
import { i18n } from '@carclub/i18n';
import { OWN_PROFILE_QUERY_KEY, queryClient as sessionQueryClient } from '@carclub/session';
import type { Profile } from '@carclub/contracts';
import { deferred, file, MB, sentFile } from '@carclub/testing/media';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SettingsPage } from '../../../pages/settings-page';
import { profile, referenceAnswer } from '../../../test-utils/profile-fixtures';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';
import { cropToBlob, loadImage } from '../lib/canvas-crop';
import { cropArea, cropDialog, loadCropper } from './images-test-kit';

jest.mock('../lib/canvas-crop', () => ({
  loadImage: jest.fn(),
  releaseImage: jest.fn(),
  cropToBlob: jest.fn(),
}));

const { get, post, delete: remove } = fakeApiMethods(apiClient);
const loadImageMock = jest.mocked(loadImage);
const cropToBlobMock = jest.mocked(cropToBlob);
const NEW_AVATAR = '/media/avatars/new.webp';
const NEW_COVER = '/media/covers/new.webp';
const CROPPED = new Blob(['cropped'], { type: 'image/webp' });

setupTestEnvironment();
beforeEach(() => {
  get.mockImplementation(async (url: string, config?: { params?: Record<string, string> }) => {
    if (url === '/profile') return { data: profile() };
    const answer = referenceAnswer(url, config);
    if (!answer) throw new Error(`unexpected GET ${url}`);
    return answer;
  });
  loadImageMock.mockReset();
  loadImageMock.mockResolvedValue({ url: 'blob:chosen', width: 800, height: 600 });
  cropToBlobMock.mockReset();
  cropToBlobMock.mockResolvedValue(CROPPED);
  sessionQueryClient.clear();
});

async function openSettings() {
  const view = renderPage(<SettingsPage />, '/profile/settings');
  await screen.findByRole('region', { name: 'Avatar and cover' });
  return view;
}

/** The hidden input of the avatar's or the cover's file button. */
function fileInput(buttonName: string) {
  const button = screen.getByRole('button', { name: buttonName });
  return button.parentElement!.querySelector<HTMLInputElement>('input[type="file"]')!;
}

/** As a browser does it: the button keeps focus while its file picker is open. */
function choose(buttonName: string, chosen: File) {
  const input = fileInput(buttonName);
  screen.getByRole('button', { name: buttonName }).focus();
  Object.defineProperty(input, 'files', { value: [chosen], configurable: true });
  fireEvent.change(input);
}

async function chooseAndCrop(
  buttonName: string,
  dialogName: string,
  chosen = file('me.jpg', 'image/jpeg'),
) {
  choose(buttonName, chosen);
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  act(() => loadCropper(dialog));
  return dialog;
}

describe('changing the avatar', () => {
  it('opens the cropper on a chosen file, crops by keyboard, uploads with progress and shows it at once', async () => {
    const answer = deferred<{ data: unknown }>();
    let progress: ((event: { loaded: number; total?: number }) => void) | undefined;
    post.mockImplementation((_url, _body, config) => {
      progress = config.onUploadProgress;
      return answer.promise;
    });
    const user = userEvent.setup();
    await openSettings();
    expect(screen.getByRole('img', { name: 'No avatar yet' })).toBeInTheDocument();

    const chosen = file('me.jpg', 'image/jpeg');
    const dialog = await chooseAndCrop('Choose an avatar', 'Crop your avatar', chosen);
    expect(loadImageMock).toHaveBeenCalledWith(chosen);
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('arrow keys'));
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    const area = cropArea(dialog);
    const picture = dialog.querySelector('img')!;
    const before = picture.style.transform;
    area.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(picture.style.transform).not.toBe(before);
    expect(picture.style.transform).toMatch(/scale\(1\)/);

    const zoom = within(dialog).getByRole('slider', { name: 'Zoom' });
    await user.keyboard('+');
    expect(zoom).toHaveValue('1.1');
    expect(picture.style.transform).toMatch(/scale\(1\.1\)/);
    await user.keyboard('+-+');
    expect(zoom).toHaveValue('1.2');
    expect(zoom).toHaveAttribute('aria-valuetext', '120%');
    // The slider's own arrow keys are the browser's (the journey presses them); here its change.
    fireEvent.change(zoom, { target: { value: '1.5' } });
    expect(picture.style.transform).toMatch(/scale\(1\.5\)/);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [croppedFrom, pixels, maxWidth] = cropToBlobMock.mock.calls[0]!;
    expect(croppedFrom.url).toBe('blob:chosen');
    expect(maxWidth).toBe(512);
    // A square within the picture, moved right of centre and zoomed in.
    expect(pixels.width).toBe(pixels.height);
    expect(pixels.width).toBeLessThan(600);
    const [url, body] = post.mock.calls[0];
    expect(url).toBe('/media/change-avatar');
    const sent = sentFile(body, 'file');
    expect(sent.type).toBe('image/webp');
    expect(sent.name).toBe('avatar.webp');

    act(() => progress?.({ loaded: 40, total: 100 }));
    const bar = within(dialog).getByRole('progressbar', { name: 'Uploading the avatar' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', 'Uploading, 40%');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Uploading the avatar');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    await act(async () => answer.resolve({ data: { url: NEW_AVATAR } }));
    expect(await screen.findByText('Avatar updated')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', NEW_AVATAR);
    expect(screen.getByRole('button', { name: 'Change the avatar' })).toHaveFocus();
    expect(sessionQueryClient.getQueryData<Profile>(OWN_PROFILE_QUERY_KEY)?.avatar).toBe(
      NEW_AVATAR,
    );
  });
});

describe('changing the cover', () => {
  it('crops a 3:1 picture and posts it to change-cover', async () => {
    post.mockResolvedValue({ data: { url: NEW_COVER } });
    const user = userEvent.setup();
    await openSettings();
    const dialog = await chooseAndCrop('Choose a cover image', 'Crop your cover image');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cover image updated')).toBeInTheDocument();
    const [, pixels, maxWidth] = cropToBlobMock.mock.calls[0]!;
    expect(maxWidth).toBe(1500);
    expect(Math.round(pixels.width / pixels.height)).toBe(3);
    expect(post.mock.calls[0]![0]).toBe('/media/change-cover');
    expect(screen.getByRole('img', { name: 'Your cover image' })).toHaveAttribute('src', NEW_COVER);
    expect(sessionQueryClient.getQueryData<Profile>(OWN_PROFILE_QUERY_KEY)?.cover).toBe(NEW_COVER);
  });

  it('closes on Escape without sending anything, focus back on its button', async () => {
    const user = userEvent.setup();
    await openSettings();
    await chooseAndCrop('Choose a cover image', 'Crop your cover image');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose a cover image' })).toHaveFocus();
  });
});

describe('files refused before upload', () => {
  it('refuses a file over the limit and a file that is not JPEG, PNG or WebP, with the spec messages', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openSettings();

    await user.upload(fileInput('Choose an avatar'), file('huge.jpg', 'image/jpeg', 11 * MB));
    const button = screen.getByRole('button', { name: 'Choose an avatar' });
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription(
        expect.stringContaining('The file must be no larger than 10 MB'),
      ),
    );
    expect(
      await screen.findByText('Could not update the avatar: The file must be no larger than 10 MB'),
    ).toBeInTheDocument();

    await user.upload(fileInput('Choose a cover image'), file('notes.txt', 'text/plain'));
    expect(
      screen.getByRole('button', { name: 'Choose a cover image' }),
    ).toHaveAccessibleDescription(expect.stringContaining('The file must be a valid image'));
    expect(loadImageMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a file the browser cannot decode (a text file named .jpg)', async () => {
    loadImageMock.mockRejectedValue(new Error('EncodingError'));
    const user = userEvent.setup();
    await openSettings();
    await user.upload(fileInput('Choose an avatar'), file('fake.jpg', 'image/jpeg'));
    const button = screen.getByRole('button', { name: 'Choose an avatar' });
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription(
        expect.stringContaining('The file must be a valid image'),
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    loadImageMock.mockResolvedValue({ url: 'blob:chosen', width: 800, height: 600 });
    await user.upload(fileInput('Choose an avatar'), file('real.jpg', 'image/jpeg'));
    expect(await screen.findByRole('dialog', { name: 'Crop your avatar' })).toBeInTheDocument();
    expect(button).not.toHaveAccessibleDescription(expect.stringContaining('valid image'));
  });
});

describe('a failed upload', () => {
  it("shows the server's 413 message, keeps the cropped picture and sends it again on Try again", async () => {
    post
      .mockRejectedValueOnce(
        httpError(
          413,
          errorPayload(413, 'Payload Too Large', 'File too large', {
            file: ['validation.fileTooLarge'],
          }),
        ),
      )
      .mockResolvedValueOnce({ data: { url: NEW_AVATAR } });
    const user = userEvent.setup();
    await openSettings();
    const dialog = await chooseAndCrop('Choose an avatar', 'Crop your avatar');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file must be no larger than 10 MB',
    );
    expect(
      screen.getByText('Could not update the avatar: The file must be no larger than 10 MB'),
    ).toBeInTheDocument();
    expect(cropDialog('Crop your avatar')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your avatar' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Avatar updated')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(2);
    expect(loadImageMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', NEW_AVATAR);
  });

  it("shows a 400's own message and a 422 not-an-image message", async () => {
    post
      .mockRejectedValueOnce(
        httpError(400, errorPayload(400, 'Bad Request', 'The upload has no file field')),
      )
      .mockRejectedValueOnce(
        httpError(
          422,
          errorPayload(422, 'Unprocessable Entity', 'Invalid image', {
            file: ['validation.invalidImage'],
          }),
        ),
      );
    const user = userEvent.setup();
    await openSettings();
    const dialog = await chooseAndCrop('Choose a cover image', 'Crop your cover image');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The upload has no file field',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('The file must be a valid image'),
    );
  });
});

describe('in Ukrainian', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('removes a picture: the banner falls back to the initial, the header cache too', async () => {
    get.mockImplementation(async (url: string, config?: { params?: Record<string, string> }) => {
      if (url === '/profile') return { data: profile({ avatar: '/media/avatars/old.webp' }) };
      return referenceAnswer(url, config);
    });
    await openSettings();
    expect(screen.getByRole('img', { name: 'Your avatar' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Remove the cover image' }),
    ).not.toBeInTheDocument();
    remove.mockResolvedValueOnce({ status: 204 });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove the avatar' }));

    expect(await screen.findByText('Avatar removed')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('/media/avatar');
    expect(screen.getByRole('img', { name: /no avatar/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove the avatar' })).not.toBeInTheDocument();
    expect(sessionQueryClient.getQueryData<Profile>(OWN_PROFILE_QUERY_KEY)?.avatar).toBeNull();
  });

  it('names the controls, the dialog and the messages in Ukrainian', async () => {
    await act(() => i18n.changeLanguage('uk'));
    post.mockResolvedValue({ data: { url: NEW_AVATAR } });
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<SettingsPage />, '/profile/settings');
    expect(await screen.findByRole('region', { name: 'Аватар і обкладинка' })).toBeInTheDocument();

    await user.upload(fileInput('Вибрати обкладинку'), file('huge.png', 'image/png', 20 * MB));
    expect(
      await screen.findByText('Розмір файлу не може перевищувати 10 МБ', {
        selector: '.profile-images__error',
      }),
    ).toBeInTheDocument();

    const dialog = await chooseAndCrop('Вибрати аватар', 'Обріжте аватар');
    expect(within(dialog).getByRole('slider', { name: 'Масштаб' })).toBeInTheDocument();
    expect(cropArea(dialog, 'Зображення в рамці обрізання')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText('Аватар оновлено')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ваш аватар' })).toHaveAttribute('src', NEW_AVATAR);
  });
});

it('keeps the dialog when the picture cannot be cropped, with the processing message', async () => {
  cropToBlobMock.mockRejectedValue(new Error('no canvas'));
  await openSettings();
  const dialog = await chooseAndCrop('Choose an avatar', 'Crop your avatar');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Failed to process the image. Please try again.',
  );
  expect(post).not.toHaveBeenCalled();
});
