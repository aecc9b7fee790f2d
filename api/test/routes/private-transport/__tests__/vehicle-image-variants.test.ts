import {
  type PublicVehicle,
  publicVehicleSchema,
  type Vehicle,
  type VehicleGallery,
  type VehicleListResponse,
} from '@carclub/contracts';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { z } from 'zod';

import { vehicleImages, vehicles } from '../../../../src/db/schema';
import { jpegBuffer, multipartBody } from '../../../support/images';
import { storedNamesIn } from '../../../support/stored-files';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { createMember, createVehicle, type Member } from '../../../support/vehicle-fixtures';

describe('private-transport: image sizes and variants in the payloads', () => {
  const { app } = useTestApp();
  let owner: Member;
  let wide: Buffer;

  beforeAll(async () => {
    [owner, wide] = await Promise.all([
      createMember(app),
      jpegBuffer({ width: 1600, height: 1000 }),
    ]);
  }, DATABASE_TIMEOUT_MS);

  const filesOf = (vehicleId: string) => storedNamesIn(app, `vehicles/${vehicleId}`);

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

  const get = async <T>(url: string, headers: Record<string, string> = owner.headers) =>
    (await app.inject({ method: 'GET', url, headers })).json<T>();
  const own = (id: string) => get<Vehicle>(`/api/private-transport/${id}`);
  const publicPage = (slug: string) =>
    get<PublicVehicle>(`/api/users/${owner.nickname}/vehicles/${slug}`, {});
  const card = async (id: string) =>
    (await get<VehicleListResponse>('/api/private-transport')).items.find((item) => item.id === id);

  /** The width each file of `variants` really has. */
  async function realWidths(variants: ReadonlyArray<{ url: string }>) {
    return Promise.all(
      variants.map(async ({ url }) => {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        return (await sharp(response.rawPayload).metadata()).width;
      }),
    );
  }

  it('answers a gallery image with its size and its files by width, each served', async () => {
    const { id, slug } = await createVehicle(app, owner);

    const response = await upload(id, 'gallery', [wide, await jpegBuffer({ width: 500 })]);

    expect(response.statusCode).toBe(201);
    const [large, small] = response.json<VehicleGallery>().images;
    expect([large!.width, large!.height]).toEqual([1600, 1000]);
    expect(large!.variants.map((variant) => variant.width)).toEqual([640, 1280, 1600]);
    expect(large!.variants.at(-1)!.url).toBe(large!.url);
    expect(await realWidths(large!.variants)).toEqual([640, 1280, 1600]);
    // The old fields stay for remotes deployed before the variants.
    expect(large!.cardUrl).toMatch(/\.card\.webp$/);
    // Narrower than every variant: its one file is the full-size one.
    expect(small!.variants).toEqual([{ url: small!.url, width: 500 }]);

    const page = await publicPage(slug);
    expect(page.gallery.map((image) => image.variants)).toEqual([large!.variants, small!.variants]);
  });

  it('answers the preview with its size and variants on the vehicle, its page and its card', async () => {
    const { id, slug } = await createVehicle(app, owner);

    expect((await upload(id, 'preview', [wide])).statusCode).toBe(200);

    const { previewImage, previewPicture } = await own(id);
    expect(previewPicture).toMatchObject({ url: previewImage, width: 1600, height: 1000 });
    expect(previewPicture!.variants.map((variant) => variant.width)).toEqual([640, 1280, 1600]);
    expect(await realWidths(previewPicture!.variants)).toEqual([640, 1280, 1600]);
    expect((await publicPage(slug)).previewPicture).toEqual(previewPicture);
    const listed = await card(id);
    expect(listed?.previewPicture).toEqual(previewPicture);
    expect(listed?.previewImage).toMatch(/\.card\.webp$/);
  });

  it('copies a gallery image with its variants when it becomes the preview, and deletes them all', async () => {
    const { id } = await createVehicle(app, owner);
    const gallery = (await upload(id, 'gallery', [wide])).json<VehicleGallery>();
    const image = gallery.images[0]!;

    const used = await app.inject({
      method: 'PUT',
      url: `/api/private-transport/${id}/preview`,
      headers: owner.headers,
      payload: { imageId: image.id },
    });

    expect(used.statusCode).toBe(200);
    const { previewPicture } = await own(id);
    expect(previewPicture).toMatchObject({ width: 1600, height: 1000 });
    expect(previewPicture!.url).not.toBe(image.url);
    expect(await realWidths(previewPicture!.variants)).toEqual([640, 1280, 1600]);
    // Two images of four files each: full size, card, 640 and 1280.
    expect(await filesOf(id)).toHaveLength(8);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/private-transport/${id}/gallery/${image.id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await filesOf(id)).toHaveLength(4);
    expect(await realWidths(previewPicture!.variants)).toEqual([640, 1280, 1600]);
  });

  it('lists only the files that exist of images stored before the variants', async () => {
    const { id, slug } = await createVehicle(app, owner);
    await upload(id, 'gallery', [wide]);
    await upload(id, 'preview', [wide]);
    // What migration 0011 leaves of rows written before it.
    await app.db
      .update(vehicleImages)
      .set({ variantWidths: sql`'{}'` })
      .where(eq(vehicleImages.vehicleId, id));
    await app.db
      .update(vehicles)
      .set({ previewWidth: null, previewHeight: null, previewVariantWidths: sql`'{}'` })
      .where(eq(vehicles.id, id));

    const page = await publicPage(slug);

    expect(page.gallery[0]!.variants).toEqual([{ url: page.gallery[0]!.url, width: 1600 }]);
    expect(page.previewPicture).toEqual({
      url: page.previewImage,
      width: null,
      height: null,
      variants: [],
    });
  });

  it('answers in a shape that a remote built before the variants still reads', async () => {
    const { id, slug } = await createVehicle(app, owner);
    await upload(id, 'gallery', [wide]);
    await upload(id, 'preview', [wide]);
    // The image fields of the contract before the variants, strict about what it reads.
    const before = z.object({
      previewImage: z.string().min(1).nullable(),
      gallery: z.array(
        z.object({ id: z.string(), url: z.string().min(1), cardUrl: z.string().min(1) }),
      ),
    });

    const { previewImage, gallery } = await own(id);
    const old = before.parse(await own(id));

    expect(old.previewImage).toBe(previewImage);
    expect(old.gallery[0]).toMatchObject({ url: gallery[0]!.url, cardUrl: gallery[0]!.cardUrl });
    expect(publicVehicleSchema.safeParse(await publicPage(slug)).success).toBe(true);
  });
});
