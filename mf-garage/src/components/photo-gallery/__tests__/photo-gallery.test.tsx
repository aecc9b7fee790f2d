import type { VehicleImage } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';

import { setupTestEnvironment } from '../../../test-utils/render';
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
