import { POST_MAX_PHOTOS, VALIDATION_MESSAGES as V, type VehicleImage } from '@carclub/contracts';
import { and, asc, eq } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/database';
import { postPhotos, posts } from '../../db/schema';
import { isUuid } from '../db';
import { httpErrors } from '../http-errors';
import {
  appendedPhotoRows,
  confirmImage,
  type ImageInput,
  type OrderedPhotoTable,
  purgeImages,
  removePhotoRow,
  reorderPhotoRows,
  saveImages,
  storeSavedImages,
} from '../media';
import { galleryImage } from '../vehicles';
import type { PostsApp } from './types';

/**
 * A post's photos work as a logbook entry's do (lib/logbook/photos.ts): the gallery's multipart
 * field, processing, files, refusal and reorder payload, POST_MAX_PHOTOS of them.
 */
export const POST_PHOTOS_FIELD = 'files';

export const postPhotosFull = () =>
  httpErrors.validation({ [POST_PHOTOS_FIELD]: [V.galleryFull] }, 'The post has all its photos');

const photoRows: OrderedPhotoTable = {
  table: postPhotos,
  id: postPhotos.id,
  owner: postPhotos.postId,
  storageKey: postPhotos.storageKey,
  position: postPhotos.position,
};

/** Locks the author's post for the rest of the transaction (so the limit holds); 404 otherwise. */
async function lockPost(tx: Transaction, postId: string, authorId: string): Promise<void> {
  const [post] = isUuid(postId)
    ? await tx
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.id, postId), eq(posts.authorId, authorId)))
        .for('update')
    : [];
  if (!post) throw httpErrors.notFound();
}

async function photosOf(app: PostsApp, tx: Transaction, postId: string): Promise<VehicleImage[]> {
  const rows = await tx
    .select()
    .from(postPhotos)
    .where(eq(postPhotos.postId, postId))
    .orderBy(asc(postPhotos.position), asc(postPhotos.createdAt));
  return rows.map((row) => galleryImage(app.storage, row));
}

/** The post changed: its photos are part of it. */
const touchPost = (tx: Transaction, postId: string) =>
  tx.update(posts).set({ updatedAt: new Date() }).where(eq(posts.id, postId));

/**
 * How many more photos the author's post takes, asked before an upload's body is read: 404 for
 * a post that is not theirs, 400 `galleryFull` when none. Unlocked: an early answer only.
 */
export async function postPhotoRoom(
  db: Database,
  postId: string,
  authorId: string,
): Promise<number> {
  const mine =
    isUuid(postId) &&
    (await db.$count(posts, and(eq(posts.id, postId), eq(posts.authorId, authorId)))) > 0;
  if (!mine) throw httpErrors.notFound();
  const room = POST_MAX_PHOTOS - (await db.$count(postPhotos, eq(postPhotos.postId, postId)));
  if (room <= 0) throw postPhotosFull();
  return room;
}

/** Appends photos to the author's post; answers with all its photos, first to last. */
export async function addPostPhotos(
  app: PostsApp,
  postId: string,
  authorId: string,
  inputs: ImageInput[],
): Promise<VehicleImage[]> {
  const saved = await saveImages(app, inputs, {
    prefix: `posts/${postId}`,
    field: POST_PHOTOS_FIELD,
  });
  return storeSavedImages(
    app,
    saved.map((image) => image.key),
    async (tx) => {
      await lockPost(tx, postId, authorId);
      const rows = await appendedPhotoRows(tx, photoRows, postId, saved, {
        max: POST_MAX_PHOTOS,
        full: postPhotosFull,
      });
      await tx.insert(postPhotos).values(rows.map((row) => ({ postId, ...row })));
      for (const image of saved) await confirmImage(tx, image.key);
      await touchPost(tx, postId);
      return photosOf(app, tx, postId);
    },
  );
}

/** Puts the post's photos in the order of `photoIds`, which must name each exactly once. */
export async function reorderPostPhotos(
  app: PostsApp,
  postId: string,
  authorId: string,
  photoIds: string[],
): Promise<VehicleImage[]> {
  return app.db.transaction(async (tx) => {
    await lockPost(tx, postId, authorId);
    if (await reorderPhotoRows(tx, photoRows, postId, photoIds)) await touchPost(tx, postId);
    return photosOf(app, tx, postId);
  });
}

/** Removes one photo of the post and deletes its files once that committed; 404 when none. */
export async function deletePostPhoto(
  app: PostsApp,
  postId: string,
  authorId: string,
  photoId: string,
): Promise<void> {
  if (!isUuid(photoId)) throw httpErrors.notFound();
  const removed = await app.db.transaction(async (tx) => {
    await lockPost(tx, postId, authorId);
    const storageKey = await removePhotoRow(tx, photoRows, postId, photoId);
    if (storageKey === null) throw httpErrors.notFound();
    await touchPost(tx, postId);
    return storageKey;
  });
  await purgeImages(app, [removed]);
}

/** The storage keys of every photo of the member's posts: what deleting their account releases. */
export async function postPhotoKeysOfAuthor(db: Database, authorId: string): Promise<string[]> {
  const rows = await db
    .select({ key: postPhotos.storageKey })
    .from(postPhotos)
    .innerJoin(posts, eq(posts.id, postPhotos.postId))
    .where(eq(posts.authorId, authorId));
  return rows.map((row) => row.key);
}
