import { eq } from 'drizzle-orm';

import { profiles } from '../../db/schema';
import { httpErrors } from '../http-errors';
import {
  confirmImage,
  type ImageInput,
  imageUrls,
  type MediaApp,
  purgeImages,
  releaseImage,
  saveImage,
} from '../media';

export type ProfileImageKind = 'avatar' | 'cover';

const COLUMNS = { avatar: profiles.avatarKey, cover: profiles.coverKey } as const;
const PROPERTIES = { avatar: 'avatarKey', cover: 'coverKey' } as const;
const PREFIXES = { avatar: 'avatars', cover: 'covers' } as const;

/**
 * Stores `input` as the user's avatar or cover and returns its URL. The profile switches to the new
 * image and lets go of the old one in one transaction; the old files are deleted only after it
 * committed, and the new ones if it failed, so a profile never points to a missing file.
 */
export async function replaceProfileImage(
  app: MediaApp,
  userId: string,
  kind: ProfileImageKind,
  input: ImageInput,
  field: string,
): Promise<string> {
  const { key } = await saveImage(app, input, { prefix: PREFIXES[kind], field });
  let previousKey: string | null;
  try {
    previousKey = await app.db.transaction(async (tx) => {
      const [profile] = await tx
        .select({ key: COLUMNS[kind] })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .for('update');
      if (!profile) throw httpErrors.notFound();
      await tx
        .update(profiles)
        .set({ [PROPERTIES[kind]]: key, updatedAt: new Date() })
        .where(eq(profiles.userId, userId));
      await confirmImage(tx, key);
      if (profile.key !== null) await releaseImage(tx, profile.key);
      return profile.key;
    });
  } catch (error) {
    await purgeImages(app, [key]);
    throw error;
  }
  if (previousKey !== null) await purgeImages(app, [previousKey]);
  return imageUrls(app.storage, key).url;
}

/**
 * Takes the avatar or cover away: the profile lets go of it in a transaction and its files are
 * deleted after the commit. Nothing to remove is not an error.
 */
export async function removeProfileImage(
  app: MediaApp,
  userId: string,
  kind: ProfileImageKind,
): Promise<void> {
  const previousKey = await app.db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ key: COLUMNS[kind] })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for('update');
    if (!profile) throw httpErrors.notFound();
    if (profile.key === null) return null;
    await tx
      .update(profiles)
      .set({ [PROPERTIES[kind]]: null, updatedAt: new Date() })
      .where(eq(profiles.userId, userId));
    await releaseImage(tx, profile.key);
    return profile.key;
  });
  if (previousKey !== null) await purgeImages(app, [previousKey]);
}
