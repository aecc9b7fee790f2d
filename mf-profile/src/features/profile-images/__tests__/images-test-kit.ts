import { fireEvent, screen, within } from '@testing-library/react';

/**
 * jsdom lays nothing out and decodes no image: the cropper is given an 800×600 picture in a
 * 400×300 stage, as a browser would report them, and told the picture has loaded.
 */
export function loadCropper(dialog: HTMLElement) {
  const container = dialog.querySelector<HTMLElement>('.reactEasyCrop_Container')!;
  container.getBoundingClientRect = () =>
    ({ x: 0, y: 0, left: 0, top: 0, right: 400, bottom: 300, width: 400, height: 300 }) as DOMRect;
  const picture = container.querySelector('img')!;
  Object.defineProperty(picture, 'naturalWidth', { value: 800 });
  Object.defineProperty(picture, 'naturalHeight', { value: 600 });
  fireEvent.load(picture);
}

export const cropDialog = (name: RegExp | string) => screen.getByRole('dialog', { name });

export const cropArea = (dialog: HTMLElement, name = 'Picture in the crop frame') =>
  within(dialog).getByRole('application', { name });
