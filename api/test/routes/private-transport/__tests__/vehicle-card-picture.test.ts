import type {
  BookmarkedVehicle,
  BookmarkListResponse,
  LatestLogbookEntries,
  ResponsiveImage,
  VehicleCard,
  VehicleGallery,
  VehicleListResponse,
} from '@carclub/contracts';

import { jpegBuffer, multipartBody } from '../../../support/images';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { addEntry, entryPayload } from '../../../support/logbook-fixtures';
import {
  createMember,
  createVehicle,
  type CreatedVehicle,
  type Member,
} from '../../../support/vehicle-fixtures';

/** What every list of cards shows of a car's picture. */
type CardPicture = Pick<VehicleCard, 'previewImage' | 'previewPicture'>;

describe("a car's card without a preview shows the first photo of its gallery", () => {
  const { app } = useTestApp();
  let owner: Member;
  let reader: Member;
  /** A gallery of two photos, the wide one moved first; no preview. */
  let galleryOnly: CreatedVehicle;
  /** A preview and a gallery. */
  let previewed: CreatedVehicle;
  /** No photo at all. */
  let bare: CreatedVehicle;
  /** The gallery's first photo, by position, as the gallery answers it. */
  let firstPhoto: VehicleGallery['images'][number];
  let preview: ResponsiveImage;

  function upload(vehicleId: string, kind: 'preview' | 'gallery', files: Buffer[]) {
    const field = kind === 'preview' ? 'file' : 'files';
    const body = multipartBody(files.map((data) => ({ field, data })));
    return app.inject({
      method: 'POST',
      url: `/api/private-transport/${vehicleId}/${kind}`,
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
  }

  const get = async <T>(url: string, member: Member | null = null) => {
    const response = await app.inject({ method: 'GET', url, headers: member?.headers ?? {} });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };

  // Apart from the app's start, which prepares the worker's database: a timeout of its own.
  beforeAll(async () => {
    [owner, reader] = await Promise.all([createMember(app, 'CardOwner'), createMember(app)]);
    const [narrow, wide, previewFile] = await Promise.all([
      jpegBuffer({ width: 500, height: 400 }),
      jpegBuffer({ width: 1600, height: 1000 }),
      jpegBuffer({ width: 800, height: 600 }),
    ]);

    galleryOnly = await createVehicle(app, owner, { name: 'Gallery only' });
    const uploaded = await upload(galleryOnly.id, 'gallery', [narrow, wide]);
    expect(uploaded.statusCode).toBe(201);
    const [first, second] = uploaded.json<VehicleGallery>().images;
    // The first by position, not the first uploaded.
    const reordered = await app.inject({
      method: 'PUT',
      url: `/api/private-transport/${galleryOnly.id}/gallery/order`,
      headers: owner.headers,
      payload: { imageIds: [second!.id, first!.id] },
    });
    expect(reordered.statusCode).toBe(200);
    firstPhoto = reordered.json<VehicleGallery>().images[0]!;
    expect(firstPhoto.id).toBe(second!.id);

    previewed = await createVehicle(app, owner, { name: 'Previewed' });
    expect((await upload(previewed.id, 'gallery', [narrow])).statusCode).toBe(201);
    expect((await upload(previewed.id, 'preview', [previewFile])).statusCode).toBe(200);
    preview = (
      await get<{ previewPicture: ResponsiveImage }>(
        `/api/private-transport/${previewed.id}`,
        owner,
      )
    ).previewPicture;

    bare = await createVehicle(app, owner, { name: 'Bare' });
  }, DATABASE_TIMEOUT_MS);

  /** The wide photo as a card has it: its card file, its size and its files by width. */
  const firstPhotoPicture = (): CardPicture => ({
    previewImage: firstPhoto.cardUrl,
    previewPicture: {
      url: firstPhoto.url,
      width: 1600,
      height: 1000,
      variants: firstPhoto.variants,
    },
  });

  const pictureOf = ({ previewImage, previewPicture }: CardPicture): CardPicture => ({
    previewImage,
    previewPicture,
  });

  function picturesById(items: VehicleCard[]): Record<string, CardPicture> {
    return Object.fromEntries(items.map((card) => [card.id, pictureOf(card)]));
  }

  it.each([
    ['My vehicles', '/api/private-transport', true],
    ['/cars', '/api/vehicles', false],
    ["the member's page", '/api/users/CardOwner/vehicles', false],
  ])('in %s, with its size and files by width for srcset', async (_list, url, own) => {
    const { items } = await get<VehicleListResponse>(url, own ? owner : null);
    const pictures = picturesById(items);

    expect(pictures[galleryOnly.id]).toEqual(firstPhotoPicture());
    expect(firstPhoto.variants.map((variant) => variant.width)).toEqual([640, 1280, 1600]);
    // A preview still wins over the gallery; a car without photos still has none.
    expect(pictures[previewed.id]).toEqual({
      previewImage: expect.stringMatching(/\.card\.webp$/),
      previewPicture: preview,
    });
    expect(pictures[bare.id]).toEqual({ previewImage: null, previewPicture: null });
  });

  it("in a member's bookmarks and in the site's latest logbook entries", async () => {
    for (const car of [galleryOnly, bare]) {
      const marked = await app.inject({
        method: 'PUT',
        url: `/api/bookmarks/vehicles/${car.id}`,
        headers: reader.headers,
      });
      expect(marked.statusCode).toBe(204);
      await addEntry(app, owner, car.id, entryPayload({ title: `On ${car.slug}` }));
    }

    const bookmarked = await get<BookmarkListResponse>('/api/bookmarks', reader);
    const bookmarkedCars: Record<string, BookmarkedVehicle> = Object.fromEntries(
      bookmarked.items.flatMap((item) =>
        'vehicle' in item ? [[item.vehicle.id, item.vehicle]] : [],
      ),
    );
    expect(pictureOf(bookmarkedCars[galleryOnly.id]!)).toEqual(firstPhotoPicture());
    expect(pictureOf(bookmarkedCars[bare.id]!)).toEqual({
      previewImage: null,
      previewPicture: null,
    });

    const { items } = await get<LatestLogbookEntries>('/api/logbook/latest');
    const latestCars = Object.fromEntries(items.map(({ vehicle }) => [vehicle.id, vehicle]));
    expect(pictureOf(latestCars[galleryOnly.id]!)).toEqual(firstPhotoPicture());
    expect(pictureOf(latestCars[bare.id]!)).toEqual({ previewImage: null, previewPicture: null });
  });
});
