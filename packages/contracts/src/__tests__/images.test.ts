import {
  imageSrcset,
  publicVehicleSchema,
  responsiveImageSchema,
  vehicleCardSchema,
  vehicleImageSchema,
} from '../index';

describe('imageSrcset', () => {
  it('lists each file with its width, in the order given', () => {
    expect(
      imageSrcset([
        { url: '/media/a.640w.webp', width: 640 },
        { url: 'https://cdn.example/a.webp', width: 2560 },
      ]),
    ).toBe('/media/a.640w.webp 640w, https://cdn.example/a.webp 2560w');
  });

  it('is undefined without files, so the <img> carries no empty srcset', () => {
    expect(imageSrcset([])).toBeUndefined();
  });

  it('leaves out files wider than maxWidth, and is undefined when none is left', () => {
    const variants = [
      { url: '/a.640w.webp', width: 640 },
      { url: '/a.1280w.webp', width: 1280 },
      { url: '/a.webp', width: 2560 },
    ];

    expect(imageSrcset(variants, { maxWidth: 1280 })).toBe(
      '/a.640w.webp 640w, /a.1280w.webp 1280w',
    );
    // A photo stored before the variants: its card file serves better than its 2560 px file.
    expect(imageSrcset([{ url: '/a.webp', width: 2560 }], { maxWidth: 1280 })).toBeUndefined();
  });
});

describe('image payloads from an API that predates the variants', () => {
  it('read as having no size and no variants', () => {
    expect(responsiveImageSchema.parse({ url: '/media/a.webp' })).toEqual({
      url: '/media/a.webp',
      width: null,
      height: null,
      variants: [],
    });
    expect(
      vehicleImageSchema.parse({
        id: '5f0c7a4e-5d0f-4a43-9d2b-0f5e8f1b1a11',
        url: '/media/a.webp',
        cardUrl: '/media/a.card.webp',
      }).variants,
    ).toEqual([]);
  });

  it('read a card and a vehicle without previewPicture as null', () => {
    const card = vehicleCardSchema.shape.previewPicture.parse(undefined);
    expect(card).toBeNull();
    expect(publicVehicleSchema.shape.previewPicture.parse(undefined)).toBeNull();
  });

  it('refuses a variant without a width', () => {
    expect(
      responsiveImageSchema.safeParse({ url: '/a.webp', variants: [{ url: '/a.640w.webp' }] })
        .success,
    ).toBe(false);
  });
});
