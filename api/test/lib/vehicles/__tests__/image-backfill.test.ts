import type { PublicVehicle, VehicleGallery } from '@carclub/contracts';
import { eq, sql } from 'drizzle-orm';

import { pendingFiles, vehicleImages, vehicles } from '../../../../src/db/schema';
import { addMissingVariants, imageVariantKey } from '../../../../src/lib/media';
import { backfillImageVariants } from '../../../../src/lib/vehicles';
import { jpegBuffer, multipartBody } from '../../../support/images';
import { isStored } from '../../../support/stored-files';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import {
  createMember,
  createVehicle,
  type CreatedVehicle,
  type Member,
} from '../../../support/vehicle-fixtures';

describe('backfilling the variants of images stored before them', () => {
  const { app } = useTestApp();
  let owner: Member;

  /** The key of a URL of the local storage (`/media/<key>.webp`). */
  const keyOf = (url: string) => url.replace(/^\/media\//, '').replace(/\.webp$/, '');

  beforeAll(async () => {
    owner = await createMember(app);
  }, DATABASE_TIMEOUT_MS);

  async function upload(vehicle: CreatedVehicle, kind: 'preview' | 'gallery', data: Buffer) {
    const body = multipartBody([{ field: kind === 'preview' ? 'file' : 'files', data }]);
    const response = await app.inject({
      method: 'POST',
      url: `/api/private-transport/${vehicle.id}/${kind}`,
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBeLessThan(300);
    return response.json<unknown>();
  }

  const page = async (vehicle: CreatedVehicle) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/users/${owner.nickname}/vehicles/${vehicle.slug}`,
      })
    ).json<PublicVehicle>();

  /** A car whose preview and one photo look as they did before migration 0011, files included. */
  async function oldCar() {
    const car = await createVehicle(app, owner);
    const gallery = (await upload(
      car,
      'gallery',
      await jpegBuffer({ width: 1500, height: 1000 }),
    )) as VehicleGallery;
    await upload(car, 'preview', await jpegBuffer({ width: 900, height: 600 }));
    const { previewPicture } = await page(car);
    const keys = { photo: keyOf(gallery.images[0]!.url), preview: keyOf(previewPicture!.url) };
    await app.db
      .update(vehicleImages)
      .set({ variantWidths: sql`'{}'` })
      .where(eq(vehicleImages.vehicleId, car.id));
    await app.db
      .update(vehicles)
      .set({ previewWidth: null, previewHeight: null, previewVariantWidths: sql`'{}'` })
      .where(eq(vehicles.id, car.id));
    for (const width of [640, 1280]) {
      await app.storage.delete(imageVariantKey(keys.photo, width));
      await app.storage.delete(imageVariantKey(keys.preview, width));
    }
    return { car, keys };
  }

  it('makes the missing files, records them and the preview size, and the payloads list them', async () => {
    const { car, keys } = await oldCar();
    expect((await page(car)).previewPicture?.variants).toEqual([]);

    while ((await backfillImageVariants(app, 1)) > 0);

    const { gallery, previewPicture } = await page(car);
    expect(gallery[0]!.variants.map((variant) => variant.width)).toEqual([640, 1280, 1500]);
    expect(previewPicture).toMatchObject({ width: 900, height: 600 });
    expect(previewPicture!.variants.map((variant) => variant.width)).toEqual([640, 900]);
    for (const file of [
      imageVariantKey(keys.photo, 640),
      imageVariantKey(keys.photo, 1280),
      imageVariantKey(keys.preview, 640),
    ]) {
      expect(await isStored(app, file)).toBe(true);
    }
    expect(await app.db.$count(pendingFiles)).toBe(0);
    // Nothing left to do.
    expect(await backfillImageVariants(app)).toBe(0);
  });

  it('runs as a job of the queue, which each process also sends when it starts', async () => {
    const { car, keys } = await oldCar();

    await app.jobs.send('backfill-image-variants', {});
    await app.jobs.settled();

    const { previewPicture } = await page(car);
    expect(previewPicture!.variants.map((variant) => variant.width)).toEqual([640, 900]);
    expect(await isStored(app, imageVariantKey(keys.photo, 1280))).toBe(true);
  });

  it('deletes what it made when the image was deleted meanwhile', async () => {
    const { car, keys } = await oldCar();
    const [photo] = (await page(car)).gallery;
    const put = app.storage.put.bind(app.storage);
    let deleted = false;
    // The owner deletes the photo while its variants are being written.
    const writes = jest.spyOn(app.storage, 'put').mockImplementation(async (...args) => {
      if (!deleted) {
        deleted = true;
        const response = await app.inject({
          method: 'DELETE',
          url: `/api/private-transport/${car.id}/gallery/${photo!.id}`,
          headers: owner.headers,
        });
        expect(response.statusCode).toBe(204);
      }
      return put(...args);
    });

    try {
      while ((await backfillImageVariants(app)) > 0);
    } finally {
      writes.mockRestore();
    }

    expect(deleted).toBe(true);
    expect(await isStored(app, `${keys.photo}.webp`)).toBe(false);
    expect(await isStored(app, imageVariantKey(keys.photo, 640))).toBe(false);
    expect(await isStored(app, imageVariantKey(keys.photo, 1280))).toBe(false);
    expect(await app.db.$count(pendingFiles)).toBe(0);
    // The preview was brought up to date all the same.
    expect(await isStored(app, imageVariantKey(keys.preview, 640))).toBe(true);
  });

  it('writes nothing for an image another process brought up to date first', async () => {
    const { keys } = await oldCar();

    const recorded = await addMissingVariants(app, keys.photo, {
      claim: async () => false,
      record: async () => true,
    });

    expect(recorded).toBe(false);
    expect(await isStored(app, imageVariantKey(keys.photo, 640))).toBe(false);
    expect(await app.db.$count(pendingFiles)).toBe(0);
  });

  it('skips an image whose file is gone, logging it, and goes on with the others', async () => {
    const { keys } = await oldCar();
    await app.storage.delete(`${keys.photo}.webp`);
    const logged = jest.spyOn(app.log, 'error').mockImplementation(() => undefined);

    let logs: unknown[][];
    try {
      while ((await backfillImageVariants(app)) > 0);
      logs = logged.mock.calls;
    } finally {
      logged.mockRestore();
    }

    expect(logs).toEqual([
      [expect.objectContaining({ storageKey: keys.photo }), expect.any(String)],
    ]);
    expect(await isStored(app, imageVariantKey(keys.preview, 640))).toBe(true);
  });
});
