import type { VehicleImage } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';

import { setupTestEnvironment } from '@carclub/testing';
import { PHOTO_LEAD_SIZES, PhotoGallery } from '../photo-gallery';

setupTestEnvironment();

const photos: VehicleImage[] = [1, 2, 3].map((number) => ({
  id: `photo-${number}`,
  url: `/media/p${number}.webp`,
  cardUrl: `/media/p${number}.card.webp`,
  width: 1600,
  height: 1200,
  variants: [
    { url: `/media/p${number}.640w.webp`, width: 640 },
    { url: `/media/p${number}.webp`, width: 1600 },
  ],
}));

const gallery = (leadFirst: boolean) => (
  <I18nextProvider i18n={i18n}>
    <PhotoGallery images={photos} name="New wheels" title="Photos" leadFirst={leadFirst} />
  </I18nextProvider>
);

describe('PhotoGallery', () => {
  it('shows the first photo large, sized for its frame and loaded at once, the rest as lazy thumbnails', () => {
    render(gallery(true));
    const [lead, ...thumbnails] = screen.getAllByRole('img');
    expect(lead).toHaveAttribute('src', '/media/p1.webp');
    expect(lead).toHaveAttribute('srcset', '/media/p1.640w.webp 640w, /media/p1.webp 1600w');
    expect(lead).toHaveAttribute('sizes', PHOTO_LEAD_SIZES);
    expect(lead).toHaveAttribute('width', '1600');
    expect(lead).toHaveAttribute('height', '1200');
    expect(lead).not.toHaveAttribute('loading');
    expect(lead).toHaveAccessibleName('New wheels, photo 1 of 3');
    expect(thumbnails.map((image) => image.getAttribute('src'))).toEqual([
      '/media/p2.card.webp',
      '/media/p3.card.webp',
    ]);
    expect(thumbnails.every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('shows only thumbnails without a lead, as the car page does', () => {
    render(gallery(false));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('src', '/media/p1.card.webp');
  });

  it('renders on the server as in the browser', () => {
    const html = renderToString(gallery(true));
    expect(html).toContain('class="photo-gallery__lead"');
    expect(html).toContain('src="/media/p3.card.webp"');
  });
});

/** jsdom has no PointerEvent: a mouse event with the pointer's fields stands in for it. */
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly isPrimary: boolean;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
    this.isPrimary = init.isPrimary ?? false;
    this.pointerType = init.pointerType ?? '';
  }
}
const nativePointerEvent = window.PointerEvent;
beforeAll(() => {
  window.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;
});
afterAll(() => {
  window.PointerEvent = nativePointerEvent;
});

async function openViewer(position: number) {
  render(gallery(false));
  const user = userEvent.setup();
  const thumbnail = screen.getByRole('button', { name: `New wheels, photo ${position} of 3` });
  await user.click(thumbnail);
  const viewer = await screen.findByRole('dialog', { name: 'New wheels' });
  return { user, thumbnail, viewer };
}

const shown = (viewer: HTMLElement) =>
  within(viewer).getByRole('img', { name: /^New wheels, photo \d of 3$/ });

/** A finger's press, slide and lift over the photo, as the browser reports it. */
function swipe(target: Element, from: [number, number], to: [number, number], pointerId = 1) {
  const common = { pointerId, isPrimary: true, pointerType: 'touch', button: 0 };
  fireEvent.pointerDown(target, { ...common, clientX: from[0], clientY: from[1] });
  fireEvent.pointerMove(target, { ...common, clientX: to[0], clientY: to[1] });
  fireEvent.pointerUp(target, { ...common, clientX: to[0], clientY: to[1] });
}

describe('GalleryViewer', () => {
  it('covers the whole window, named by what the photos show, with the keys explained', async () => {
    const { viewer } = await openViewer(2);
    expect(viewer).toHaveClass('cc-dialog--full');
    expect(viewer).toHaveAccessibleDescription(
      'The arrow keys move between photos; Escape closes.',
    );
    expect(shown(viewer)).toHaveAccessibleName('New wheels, photo 2 of 3');
    expect(within(viewer).getByText('Photo 2 of 3')).toBeInTheDocument();
  });

  it('pages with the arrow keys, wrapping around, keeps focus, and Escape returns to the thumbnail', async () => {
    const { user, thumbnail, viewer } = await openViewer(3);
    const next = within(viewer).getByRole('button', { name: 'Next' });
    expect(next).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(shown(viewer)).toHaveAttribute('src', '/media/p1.webp');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shown(viewer)).toHaveAttribute('src', '/media/p2.webp');
    expect(within(viewer).getByText('Photo 2 of 3')).toBeInTheDocument();
    expect(next).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();
  });

  it('brings the next photo with a swipe to the left and the previous with one to the right', async () => {
    const { viewer } = await openViewer(1);
    const next = within(viewer).getByRole('button', { name: 'Next' });
    const figure = shown(viewer).closest('figure')!;
    swipe(figure, [300, 200], [120, 210]);
    expect(shown(viewer)).toHaveAttribute('src', '/media/p2.webp');
    swipe(figure, [100, 200], [320, 190]);
    swipe(figure, [100, 200], [320, 190]);
    expect(shown(viewer)).toHaveAttribute('src', '/media/p3.webp');
    expect(within(viewer).getByText('Photo 3 of 3')).toBeInTheDocument();
    expect(next).toHaveFocus();
  });

  it('takes a tap, a short slide, a vertical scroll or a cancelled gesture for no swipe', async () => {
    const { viewer } = await openViewer(1);
    const figure = shown(viewer).closest('figure')!;
    swipe(figure, [200, 200], [200, 200]);
    swipe(figure, [200, 200], [170, 200]);
    swipe(figure, [200, 100], [140, 400]);
    fireEvent.pointerDown(figure, { pointerId: 2, isPrimary: true, clientX: 300, clientY: 200 });
    fireEvent.pointerCancel(figure, { pointerId: 2, isPrimary: true });
    fireEvent.pointerUp(figure, { pointerId: 2, isPrimary: true, clientX: 50, clientY: 200 });
    expect(shown(viewer)).toHaveAttribute('src', '/media/p1.webp');
  });
});
