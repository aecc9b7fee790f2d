import { type PublicVehicle, VEHICLE_HERO_SIZES, type VehicleGallery } from '@carclub/contracts';

import { jpegBuffer, multipartBody } from '../../support/images';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../support/test-app';
import {
  createMember,
  createVehicle,
  type CreatedVehicle,
  type Member,
} from '../../support/vehicle-fixtures';

const INDEX_HTML =
  '<!doctype html><html lang=uk><head><meta charset=utf-8><title>CarClub</title>' +
  '<script src=/theme-init.js></script><script src=/config.js></script></head>' +
  '<body><div id=root></div></body></html>';
const HTML = { accept: 'text/html' };

/** The attributes of each `<link rel="preload">` of the page, unescaped. */
function preloads(html: string): Array<Record<string, string>> {
  return [...html.matchAll(/<link rel="preload"([^>]*)>/g)].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/(?<![a-z])([a-z]+)="([^"]*)"/g)].map(([, name, value]) => [
        name,
        (value ?? '').replace(/&amp;/g, '&'),
      ]),
    ),
  );
}

describe('site plugin: the vehicle page preloads its cover', () => {
  const { app } = useTestApp({ site: { 'shell/index.html': INDEX_HTML } });
  let ann: Member;

  const page = async (vehicle: CreatedVehicle) =>
    (await app.inject({ method: 'GET', url: `/u/AnnPreload/car/${vehicle.slug}`, headers: HTML }))
      .body;

  async function upload(vehicle: CreatedVehicle, kind: 'preview' | 'gallery', data: Buffer) {
    const body = multipartBody([{ field: kind === 'preview' ? 'file' : 'files', data }]);
    const response = await app.inject({
      method: 'POST',
      url: `/api/private-transport/${vehicle.id}/${kind}`,
      headers: { ...ann.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBeLessThan(300);
    return response.json<unknown>();
  }

  beforeAll(async () => {
    ann = await createMember(app, 'AnnPreload');
  }, DATABASE_TIMEOUT_MS);

  it("preloads the preview's variants with the cover's sizes, at high priority, before the scripts", async () => {
    const car = await createVehicle(app, ann, { name: 'Preloaded' });
    await upload(car, 'gallery', await jpegBuffer({ width: 900, height: 600 }));
    await upload(car, 'preview', await jpegBuffer({ width: 1400, height: 700 }));
    const vehicle = await app.inject({
      method: 'GET',
      url: `/api/users/AnnPreload/vehicles/${car.slug}`,
    });
    const { previewPicture } = vehicle.json<PublicVehicle>();
    const [small, medium, full] = previewPicture!.variants;

    const html = await page(car);

    expect(preloads(html)).toEqual([
      {
        as: 'image',
        imagesrcset: `${small!.url} 640w, ${medium!.url} 1280w, ${full!.url} 1400w`,
        imagesizes: VEHICLE_HERO_SIZES,
        fetchpriority: 'high',
      },
    ]);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script'));
  });

  it('preloads the first gallery photo of a car without a preview', async () => {
    const car = await createVehicle(app, ann, { name: 'Gallery only' });
    const gallery = (await upload(
      car,
      'gallery',
      await jpegBuffer({ width: 700, height: 500 }),
    )) as VehicleGallery;
    const photo = gallery.images[0]!;

    expect(preloads(await page(car))[0]?.imagesrcset).toBe(
      `${photo.variants[0]!.url} 640w, ${photo.url} 700w`,
    );
  });

  it('preloads nothing for a car without photos', async () => {
    const car = await createVehicle(app, ann, { name: 'No photos' });

    expect(preloads(await page(car))).toEqual([]);
  });
});
