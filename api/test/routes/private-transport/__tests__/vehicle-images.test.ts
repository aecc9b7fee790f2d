import {
  GALLERY_MAX_IMAGES,
  type Vehicle,
  type VehicleGallery,
  type VehicleImage,
  type VehicleListResponse,
} from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import { pendingFiles, vehicleImages } from '../../../../src/db/schema';
import { jpegBuffer, multipartBody, pngBuffer } from '../../../support/images';
import { storedNamesIn } from '../../../support/stored-files';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { createMember, createVehicle, type Member } from '../../../support/vehicle-fixtures';

describe('private-transport: preview and gallery images', () => {
  const { app } = useTestApp();
  let owner: Member;
  let stranger: Member;
  let photo: Buffer;

  beforeAll(async () => {
    [owner, stranger, photo] = await Promise.all([
      createMember(app),
      createMember(app),
      jpegBuffer({ width: 80, height: 60 }),
    ]);
  }, DATABASE_TIMEOUT_MS);

  /** Every stored file of the vehicle, relative to its media folder. */
  const filesOf = (vehicleId: string) => storedNamesIn(app, `vehicles/${vehicleId}`);

  function upload(
    vehicleId: string,
    kind: 'preview' | 'gallery',
    files: Buffer[],
    member: Member = owner,
  ) {
    const field = kind === 'preview' ? 'file' : 'files';
    const body = multipartBody(files.map((data) => ({ field, data })));
    return app.inject({
      method: 'POST',
      url: `/api/private-transport/${vehicleId}/${kind}`,
      headers: { ...member.headers, ...body.headers },
      payload: body.payload,
    });
  }

  async function vehicle(id: string): Promise<Vehicle> {
    const response = await app.inject({
      method: 'GET',
      url: `/api/private-transport/${id}`,
      headers: owner.headers,
    });
    return response.json<Vehicle>();
  }

  const status = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;

  describe('POST /:id/preview', () => {
    it('stores the preview, shows it on the vehicle and its card, and replaces the old one', async () => {
      const { id } = await createVehicle(app, owner);
      const first = await upload(id, 'preview', [photo]);
      expect(first.statusCode).toBe(200);
      const { url } = first.json<{ url: string }>();
      expect(await status(url)).toBe(200);
      expect((await vehicle(id)).previewImage).toBe(url);

      const cards = await app.inject({
        method: 'GET',
        url: '/api/private-transport',
        headers: owner.headers,
      });
      const card = cards.json<VehicleListResponse>().items.find((item) => item.id === id);
      expect(card?.previewImage).toMatch(/\.card\.webp$/);
      expect(card?.previewImage).not.toBe(url);
      expect(await status(card!.previewImage!)).toBe(200);

      const second = await upload(id, 'preview', [await pngBuffer()]);
      expect(second.statusCode).toBe(200);
      const replaced = second.json<{ url: string }>().url;
      expect(replaced).not.toBe(url);
      expect(await status(url)).toBe(404);
      expect(await status(replaced)).toBe(200);
      expect(await filesOf(id)).toHaveLength(2);
      expect(await app.db.$count(pendingFiles)).toBe(0);
    });

    it('refuses a stranger (403), an unknown vehicle (404), no file (400) and a non-image (422)', async () => {
      const { id } = await createVehicle(app, owner);
      expect((await upload(id, 'preview', [photo], stranger)).statusCode).toBe(403);
      expect(
        (await upload('00000000-0000-4000-8000-000000000000', 'preview', [photo])).statusCode,
      ).toBe(404);
      const none = await upload(id, 'preview', []);
      expect(none.statusCode).toBe(400);
      expect(none.json().details.fields).toEqual({ file: ['validation.fileRequired'] });
      const text = await upload(id, 'preview', [Buffer.from('not an image at all')]);
      expect(text.statusCode).toBe(422);
      expect(text.json().details.fields).toEqual({ file: ['validation.invalidImage'] });
      expect(await filesOf(id)).toEqual([]);
      expect((await vehicle(id)).previewImage).toBeNull();
    });
  });

  describe('PUT /:id/preview (use a gallery image as the preview)', () => {
    function usePreview(vehicleId: string, imageId: unknown, member: Member = owner) {
      return app.inject({
        method: 'PUT',
        url: `/api/private-transport/${vehicleId}/preview`,
        headers: member.headers,
        payload: { imageId },
      });
    }

    const bytes = async (url: string) => (await app.inject({ method: 'GET', url })).rawPayload;

    it('copies the chosen image, replaces the old preview and survives deleting the gallery image', async () => {
      const { id } = await createVehicle(app, owner);
      const uploaded = (await upload(id, 'preview', [photo])).json<{ url: string }>().url;
      const gallery = (
        await upload(id, 'gallery', [photo, await pngBuffer()])
      ).json<VehicleGallery>().images;
      const [first, second] = gallery as [VehicleImage, VehicleImage];

      const response = await usePreview(id, second.id);
      expect(response.statusCode).toBe(200);
      const { url } = response.json<{ url: string }>();
      expect(gallery.map((image) => image.url)).not.toContain(url);
      expect(await bytes(url)).toEqual(await bytes(second.url));
      expect(await bytes(url)).not.toEqual(await bytes(first.url));
      expect((await vehicle(id)).previewImage).toBe(url);
      expect(await status(uploaded)).toBe(404);

      const cards = await app.inject({
        method: 'GET',
        url: '/api/private-transport',
        headers: owner.headers,
      });
      const card = cards.json<VehicleListResponse>().items.find((item) => item.id === id);
      expect(card?.previewImage).toBe(url.replace(/\.webp$/, '.card.webp'));
      expect(await status(card!.previewImage!)).toBe(200);

      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/private-transport/${id}/gallery/${second.id}`,
        headers: owner.headers,
      });
      expect(removed.statusCode).toBe(204);
      expect(await status(second.url)).toBe(404);
      expect(await status(url)).toBe(200);
      expect(await status(card!.previewImage!)).toBe(200);
      expect((await vehicle(id)).previewImage).toBe(url);

      const again = await usePreview(id, first.id);
      expect(again.statusCode).toBe(200);
      expect(await status(url)).toBe(404);
      expect(await status(again.json<{ url: string }>().url)).toBe(200);
      // The remaining gallery image and the preview copied from it: two files each.
      expect(await filesOf(id)).toHaveLength(4);
      expect(await app.db.$count(pendingFiles)).toBe(0);
    });

    it('refuses a stranger (403), an image of another vehicle or none (404) and no image id (400)', async () => {
      const { id } = await createVehicle(app, owner);
      const other = await createVehicle(app, owner);
      const [own] = (await upload(id, 'gallery', [photo])).json<VehicleGallery>().images;
      const [foreign] = (await upload(other.id, 'gallery', [photo])).json<VehicleGallery>().images;
      const before = await filesOf(id);

      expect((await usePreview(id, own!.id, stranger)).statusCode).toBe(403);
      expect((await usePreview(id, foreign!.id)).statusCode).toBe(404);
      expect((await usePreview(id, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await usePreview(id, 'not-a-uuid')).statusCode).toBe(404);
      expect((await usePreview('00000000-0000-4000-8000-000000000000', own!.id)).statusCode).toBe(
        404,
      );
      const missing = await usePreview(id, '');
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().details.fields)).toEqual(['imageId']);

      expect((await vehicle(id)).previewImage).toBeNull();
      expect((await vehicle(other.id)).previewImage).toBeNull();
      expect(await filesOf(id)).toEqual(before);
      expect(await app.db.$count(pendingFiles)).toBe(0);
    });
  });

  it('PUT /:id/preview keeps the old preview and leaves no file behind when the copy fails', async () => {
    const { id } = await createVehicle(app, owner);
    const preview = (await upload(id, 'preview', [photo])).json<{ url: string }>().url;
    const [image] = (await upload(id, 'gallery', [photo])).json<VehicleGallery>().images;
    const before = await filesOf(id);
    const realCopy = app.storage.copy.bind(app.storage);
    // The full-size copy lands, the card copy fails: the half-made preview must be cleaned up.
    const copy = jest
      .spyOn(app.storage, 'copy')
      .mockImplementationOnce(realCopy)
      .mockRejectedValueOnce(new Error('disk full'));
    try {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/private-transport/${id}/preview`,
        headers: owner.headers,
        payload: { imageId: image!.id },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      copy.mockRestore();
    }
    expect((await vehicle(id)).previewImage).toBe(preview);
    expect(await status(preview)).toBe(200);
    expect((await filesOf(id)).sort()).toEqual(before.sort());
    expect(await app.db.$count(pendingFiles)).toBe(0);
  });

  describe('gallery', () => {
    it('appends images, reorders them, deletes one and closes the gap', async () => {
      const { id } = await createVehicle(app, owner);
      const first = await upload(id, 'gallery', [photo, photo]);
      expect(first.statusCode).toBe(201);
      const initial = first.json<VehicleGallery>().images;
      expect(initial).toHaveLength(2);
      const more = await upload(id, 'gallery', [photo]);
      expect(more.statusCode).toBe(201);
      const gallery = more.json<VehicleGallery>().images;
      expect(gallery.slice(0, 2)).toEqual(initial);
      expect(gallery).toHaveLength(3);
      for (const image of gallery) {
        expect(await status(image.url)).toBe(200);
        // Thumbnails load the 640 px variant, not the full photo.
        expect(image.cardUrl).toMatch(/\.card\.webp$/);
        expect(await status(image.cardUrl)).toBe(200);
      }
      expect((await vehicle(id)).gallery).toEqual(gallery);

      const [a, b, c] = gallery.map((image) => image.id) as [string, string, string];
      const reorder = (imageIds: string[], member: Member = owner) =>
        app.inject({
          method: 'PUT',
          url: `/api/private-transport/${id}/gallery/order`,
          headers: member.headers,
          payload: { imageIds },
        });
      const reordered = await reorder([c, a, b]);
      expect(reordered.statusCode).toBe(200);
      expect(reordered.json<VehicleGallery>().images.map((image) => image.id)).toEqual([c, a, b]);
      expect((await vehicle(id)).gallery.map((image) => image.id)).toEqual([c, a, b]);

      for (const wrong of [
        [c, a],
        [c, a, b, '00000000-0000-4000-8000-000000000000'],
        [a, a, b],
      ]) {
        const response = await reorder(wrong);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().details.fields)).toEqual(['imageIds']);
      }
      expect((await reorder([a, b, c], stranger)).statusCode).toBe(403);

      const remove = (imageId: string, member: Member = owner) =>
        app.inject({
          method: 'DELETE',
          url: `/api/private-transport/${id}/gallery/${imageId}`,
          headers: member.headers,
        });
      expect((await remove(a, stranger)).statusCode).toBe(403);
      expect((await remove(a)).statusCode).toBe(204);
      expect((await remove(a)).statusCode).toBe(404);
      expect((await remove('not-a-uuid')).statusCode).toBe(404);
      const removedUrl = gallery.find((image) => image.id === a)!.url;
      expect(await status(removedUrl)).toBe(404);
      expect((await vehicle(id)).gallery.map((image) => image.id)).toEqual([c, b]);
      const positions = await app.db
        .select({ position: vehicleImages.position })
        .from(vehicleImages)
        .where(eq(vehicleImages.vehicleId, id))
        .orderBy(vehicleImages.position);
      expect(positions.map((row) => row.position)).toEqual([0, 1]);
      expect(await filesOf(id)).toHaveLength(4);
    });

    it(`refuses the ${GALLERY_MAX_IMAGES + 1}st image, also when uploads race at the limit`, async () => {
      const { id } = await createVehicle(app, owner);
      const filled = await upload(id, 'gallery', Array(GALLERY_MAX_IMAGES - 2).fill(photo));
      expect(filled.statusCode).toBe(201);

      const racing = await Promise.all([1, 2, 3].map(() => upload(id, 'gallery', [photo])));
      const codes = racing.map((response) => response.statusCode).sort();
      expect(codes).toEqual([201, 201, 400]);
      const refused = racing.find((response) => response.statusCode === 400)!;
      expect(refused.json().details.fields).toEqual({ files: ['validation.galleryFull'] });
      expect(await app.db.$count(vehicleImages, eq(vehicleImages.vehicleId, id))).toBe(
        GALLERY_MAX_IMAGES,
      );

      const extra = await upload(id, 'gallery', [photo]);
      expect(extra.statusCode).toBe(400);
      expect(extra.json().details.fields).toEqual({ files: ['validation.galleryFull'] });
      expect((await vehicle(id)).gallery).toHaveLength(GALLERY_MAX_IMAGES);
      // Only the stored images keep files: the refused uploads were cleaned up.
      expect(await filesOf(id)).toHaveLength(GALLERY_MAX_IMAGES * 2);
      expect(await app.db.$count(pendingFiles)).toBe(0);
    });

    it('keeps nothing of an upload whose second file is not an image', async () => {
      const { id } = await createVehicle(app, owner);
      const response = await upload(id, 'gallery', [photo, Buffer.from('GIF89a nonsense')]);
      expect(response.statusCode).toBe(422);
      expect(response.json().details.fields).toEqual({ files: ['validation.invalidImage'] });
      expect((await vehicle(id)).gallery).toEqual([]);
      expect(await filesOf(id)).toEqual([]);
      expect(await app.db.$count(pendingFiles)).toBe(0);
    });
  });

  it('DELETE /:id removes the preview and gallery files', async () => {
    const { id } = await createVehicle(app, owner);
    const preview = (await upload(id, 'preview', [photo])).json<{ url: string }>().url;
    const gallery = (await upload(id, 'gallery', [photo, photo])).json<VehicleGallery>().images;
    expect(await filesOf(id)).toHaveLength(6);

    const response = await app.inject({
      method: 'DELETE',
      url: `/api/private-transport/${id}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(await filesOf(id)).toEqual([]);
    for (const url of [preview, ...gallery.map((image) => image.url)]) {
      expect(await status(url)).toBe(404);
    }
    expect(await app.db.$count(vehicleImages, eq(vehicleImages.vehicleId, id))).toBe(0);
    expect(await app.db.$count(pendingFiles)).toBe(0);
  });
});
