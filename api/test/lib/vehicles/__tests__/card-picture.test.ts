import { createLocalStorage } from '../../../../src/lib/media';
import { cardPicture, type CardPictureRow } from '../../../../src/lib/vehicles/card-picture';

const storage = createLocalStorage('/srv/media');

const noPreview = {
  previewKey: null,
  previewWidth: null,
  previewHeight: null,
  previewVariantWidths: [],
} satisfies Partial<CardPictureRow>;

const galleryPhoto = {
  storageKey: 'vehicles/v1/photo',
  width: 1600,
  height: 1000,
  variantWidths: [640, 1280],
};

describe("a card's picture", () => {
  it('is the preview when the car has one, whatever its gallery holds', () => {
    const picture = cardPicture(storage, {
      previewKey: 'vehicles/v1/preview',
      previewWidth: 800,
      previewHeight: 600,
      previewVariantWidths: [640],
      firstGalleryPhoto: null,
    });
    expect(picture).toEqual({
      previewImage: '/media/vehicles/v1/preview.card.webp',
      previewPicture: {
        url: '/media/vehicles/v1/preview.webp',
        width: 800,
        height: 600,
        variants: [
          { url: '/media/vehicles/v1/preview.640w.webp', width: 640 },
          { url: '/media/vehicles/v1/preview.webp', width: 800 },
        ],
      },
    });
  });

  it("is the gallery's first photo without a preview, with its size and files by width", () => {
    expect(cardPicture(storage, { ...noPreview, firstGalleryPhoto: galleryPhoto })).toEqual({
      previewImage: '/media/vehicles/v1/photo.card.webp',
      previewPicture: {
        url: '/media/vehicles/v1/photo.webp',
        width: 1600,
        height: 1000,
        variants: [
          { url: '/media/vehicles/v1/photo.640w.webp', width: 640 },
          { url: '/media/vehicles/v1/photo.1280w.webp', width: 1280 },
          { url: '/media/vehicles/v1/photo.webp', width: 1600 },
        ],
      },
    });
  });

  it('is none for a car without any photo', () => {
    expect(cardPicture(storage, { ...noPreview, firstGalleryPhoto: null })).toEqual({
      previewImage: null,
      previewPicture: null,
    });
  });
});
