import { eq, inArray, isNotNull } from 'drizzle-orm';

import { attachDemoImages } from '../../../src/cli/demo/demo-images';
import { seedDemo } from '../../../src/cli/demo/seed-demo';
import { pendingFiles, vehicleImages, vehicles } from '../../../src/db/schema';
import { imageFileKeys, purgeImages } from '../../../src/lib/media';
import { isStored } from '../../support/stored-files';
import { useTestApp } from '../../support/test-app';

describe('seed-demo pictures', () => {
  const { app } = useTestApp();

  const filesOf = (key: string) => Object.values(imageFileKeys(key));

  it('stores distinct pictures as confirmed previews and gallery images, and --reset deletes them', async () => {
    const seeded = await seedDemo(app.db, { users: 3, vehicles: 8 });
    const attached = await attachDemoImages(app, seeded.vehicleIds, 7);
    expect(attached.previews + attached.gallery).toBe(7);
    expect(attached.gallery).toBeGreaterThan(0);

    const previews = await app.db
      .select({ id: vehicles.id, key: vehicles.previewKey })
      .from(vehicles)
      .where(isNotNull(vehicles.previewKey));
    expect(previews).toHaveLength(attached.previews);
    const gallery = await app.db
      .select({ vehicleId: vehicleImages.vehicleId, key: vehicleImages.storageKey })
      .from(vehicleImages)
      .where(inArray(vehicleImages.vehicleId, seeded.vehicleIds));
    expect(gallery).toHaveLength(attached.gallery);
    // Gallery images belong to vehicles that also have a preview.
    const previewed = new Set(previews.map((row) => row.id));
    for (const image of gallery) expect(previewed.has(image.vehicleId)).toBe(true);

    const keys = [...previews.map((row) => row.key!), ...gallery.map((row) => row.key)];
    expect(new Set(keys).size).toBe(7);
    for (const key of keys) {
      for (const file of filesOf(key)) await expect(isStored(app, file)).resolves.toBe(true);
    }
    await expect(app.db.select().from(pendingFiles)).resolves.toEqual([]);

    const reset = await seedDemo(app.db, { users: 1, vehicles: 0, reset: true });
    expect(reset.releasedImageKeys.sort()).toEqual([...keys].sort());
    await purgeImages(app, reset.releasedImageKeys);
    for (const key of keys) {
      for (const file of filesOf(key)) await expect(isStored(app, file)).resolves.toBe(false);
    }
    await expect(app.db.select().from(pendingFiles)).resolves.toEqual([]);
    await expect(
      app.db.select().from(vehicles).where(eq(vehicles.id, seeded.vehicleIds[0]!)),
    ).resolves.toEqual([]);
  });
});
