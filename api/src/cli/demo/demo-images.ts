import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';

import { vehicleImages, vehicles } from '../../db/schema';
import {
  confirmImage,
  type MediaApp,
  purgeImages,
  type SavedImage,
  saveImage,
} from '../../lib/media';
import type { Database } from '../../db/database';

/** Storage prefix of vehicle pictures. */
export const VEHICLE_IMAGE_PREFIX = 'vehicles';
const WIDTH = 1280;
const HEIGHT = 800;
/** Every fifth picture goes to a gallery instead of being another vehicle's preview. */
const GALLERY_EVERY = 5;

/**
 * A distinct picture for `index`: a two-colour gradient whose hues walk round the colour wheel, a
 * car silhouette, and the picture's number, so that demo cards are told apart at a glance.
 */
export async function renderDemoPicture(index: number): Promise<Buffer> {
  const hue = (index * 137.508) % 360;
  const second = (hue + 40 + (index % 7) * 20) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 1280 800">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue.toFixed(1)},70%,62%)"/>
      <stop offset="1" stop-color="hsl(${second.toFixed(1)},65%,30%)"/>
    </linearGradient>
  </defs>
  <rect width="1280" height="800" fill="url(#sky)"/>
  <rect y="600" width="1280" height="200" fill="rgba(0,0,0,0.25)"/>
  <path d="M180 560 L240 440 Q270 400 330 395 L520 380 Q580 300 700 300 L880 300 Q960 300 1020 390
           L1090 410 Q1130 420 1130 470 L1130 560 Z" fill="rgba(20,20,28,0.85)"/>
  <path d="M560 390 Q610 325 700 325 L780 325 L780 390 Z M810 325 L880 325 Q940 325 985 390 L810 390 Z"
        fill="rgba(200,225,255,0.7)"/>
  <circle cx="360" cy="565" r="70" fill="#111"/><circle cx="360" cy="565" r="32" fill="#aaa"/>
  <circle cx="950" cy="565" r="70" fill="#111"/><circle cx="950" cy="565" r="32" fill="#aaa"/>
  <text x="60" y="110" font-family="sans-serif" font-size="72" font-weight="bold" fill="rgba(255,255,255,0.9)">CarClub demo #${index + 1}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

export interface AttachedImages {
  previews: number;
  gallery: number;
}

/**
 * Stores `count` distinct pictures through the media protocol (saveImage, then confirmImage in the
 * transaction that references them) and attaches them to `vehicleIds` in order: most as previews,
 * every fifth as a gallery image of the vehicle that got the previous preview.
 */
export async function attachDemoImages(
  app: MediaApp,
  vehicleIds: readonly string[],
  count: number,
): Promise<AttachedImages> {
  const saved: SavedImage[] = [];
  try {
    for (let index = 0; index < count && vehicleIds.length > 0; index += 1) {
      saved.push(
        await saveImage(app, await renderDemoPicture(index), {
          prefix: VEHICLE_IMAGE_PREFIX,
          field: 'image',
        }),
      );
    }
    const previews: Array<{ vehicleId: string; image: SavedImage }> = [];
    const gallery: Array<typeof vehicleImages.$inferInsert> = [];
    const positions = new Map<string, number>();
    for (const [index, image] of saved.entries()) {
      const last = previews.at(-1);
      const toGallery =
        last !== undefined &&
        (index % GALLERY_EVERY === GALLERY_EVERY - 1 || previews.length >= vehicleIds.length);
      if (toGallery) {
        const position = positions.get(last.vehicleId) ?? 0;
        positions.set(last.vehicleId, position + 1);
        gallery.push({
          vehicleId: last.vehicleId,
          storageKey: image.key,
          position,
          width: image.width,
          height: image.height,
          variantWidths: image.variantWidths,
        });
      } else {
        previews.push({ vehicleId: vehicleIds[previews.length]!, image });
      }
    }
    await app.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      for (const { vehicleId, image } of previews) {
        await tx
          .update(vehicles)
          .set({
            previewKey: image.key,
            previewWidth: image.width,
            previewHeight: image.height,
            previewVariantWidths: image.variantWidths,
          })
          .where(eq(vehicles.id, vehicleId));
      }
      if (gallery.length > 0) await tx.insert(vehicleImages).values(gallery);
      for (const image of saved) await confirmImage(tx, image.key);
    });
    return { previews: previews.length, gallery: gallery.length };
  } catch (error) {
    await purgeImages(
      app,
      saved.map((image) => image.key),
    );
    throw error;
  }
}

/** Storage keys of every image the given users' rows reference (vehicles and profiles). */
export async function imageKeysOfUsers(
  db: Database,
  userIds: readonly string[],
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const { rows } = (await db.execute<{ key: string }>(sql`
    SELECT v.preview_key AS key FROM vehicles v
      WHERE v.owner_id IN ${userIds} AND v.preview_key IS NOT NULL
    UNION ALL
    SELECT i.storage_key FROM vehicle_images i JOIN vehicles v ON v.id = i.vehicle_id
      WHERE v.owner_id IN ${userIds}
    UNION ALL
    SELECT ph.storage_key FROM logbook_entry_photos ph
      JOIN logbook_entries e ON e.id = ph.entry_id JOIN vehicles v ON v.id = e.vehicle_id
      WHERE v.owner_id IN ${userIds}
    UNION ALL
    SELECT p.avatar_key FROM profiles p WHERE p.user_id IN ${userIds} AND p.avatar_key IS NOT NULL
    UNION ALL
    SELECT p.cover_key FROM profiles p WHERE p.user_id IN ${userIds} AND p.cover_key IS NOT NULL
  `)) as { rows: Array<{ key: string }> };
  return rows.map((row) => row.key);
}
