import {
  type ModerationState,
  normaliseTag,
  POST_MAX_TAGS,
  type Post,
  type PostInput,
  type TrustLevel,
  VALIDATION_MESSAGES as V,
} from '@carclub/contracts';
import { analyseMarkdown } from '@carclub/markdown';
import { and, eq, inArray, like } from 'drizzle-orm';

import type { Transaction } from '../../db/database';
import {
  logbookEntries,
  postLogbookEntries,
  postPhotos,
  posts,
  postTags,
  vehicles,
} from '../../db/schema';
import { isUuid, uniqueViolationConstraint } from '../db';
import { httpErrors } from '../http-errors';
import { purgeImages, releaseImage } from '../media';
import {
  assertContentLimits,
  consumeMemberAction,
  mustWaitForReview,
  recordApproved,
  trustLevelOf,
} from '../trust';
import { firstFreeSlug } from '../vehicles';
import { loadPostForAuthor } from './read';
import { excerptOf, postSlugBase } from './text';
import type { PostsApp } from './types';

/** Tags one post is listed under at most: the author's, then the body's `#tags`. */
const MAX_STORED_TAGS = 2 * POST_MAX_TAGS;

/**
 * The tags as stored: the author's normalised (400 naming a bad one), then those the body writes
 * as `#tag` (linked to the tag's page, so the post is on that page too), each once.
 */
function storedTags(tags: readonly string[], bodyTags: readonly string[]): string[] {
  const stored: string[] = [];
  for (const raw of tags) {
    const tag = normaliseTag(raw);
    if (tag === null) throw httpErrors.validation({ tags: [V.invalidFormat] }, `Not a tag: ${raw}`);
    if (!stored.includes(tag)) stored.push(tag);
  }
  for (const tag of bodyTags) if (!stored.includes(tag)) stored.push(tag);
  return stored.slice(0, MAX_STORED_TAGS);
}

/**
 * The body's tags, after the member's trust level's limits on links and mentions (ADR 0153): 400
 * naming `body` past them. Photos are uploads, limited on their own.
 */
function checkedBody(level: TrustLevel, body: string): string[] {
  const { links, mentions, tags } = analyseMarkdown(body, 'post');
  assertContentLimits(level, { links, images: 0, mentions: mentions.length }, 'post');
  return tags;
}

/** A newcomer's first published post waits for a moderator (ADR 0153). */
const moderationOnPublish = async (app: PostsApp, authorId: string): Promise<ModerationState> =>
  (await mustWaitForReview(app.db, authorId, 'post')) ? 'held' : 'visible';

/** A post the public may read from its publication counts toward its author's trust. */
async function countPublished(app: PostsApp, authorId: string, moderation?: ModerationState) {
  if (moderation === 'visible') await recordApproved(app.db, authorId, 'post');
}

/**
 * The car and entries the post names, checked: the car must be the author's, and the entries
 * that car's (each once). 400 under `vehicleId` or `entryIds` otherwise, as a form would show it.
 */
async function checkedSubject(tx: Transaction, authorId: string, input: PostInput) {
  const vehicleId = input.vehicleId ?? null;
  const entryIds = [...new Set(input.entryIds)];
  if (vehicleId === null) {
    if (entryIds.length > 0) {
      throw httpErrors.validation({ entryIds: [V.invalidOption] }, 'Entries need their car');
    }
    return { vehicleId, entryIds };
  }
  const [car] = isUuid(vehicleId)
    ? await tx
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(eq(vehicles.id, vehicleId), eq(vehicles.ownerId, authorId)))
    : [];
  if (!car) throw httpErrors.validation({ vehicleId: [V.invalidOption] }, 'Not your car');
  if (entryIds.length > 0) {
    const found =
      entryIds.every(isUuid) &&
      (await tx.$count(
        logbookEntries,
        and(inArray(logbookEntries.id, entryIds), eq(logbookEntries.vehicleId, vehicleId)),
      )) === entryIds.length;
    if (!found) throw httpErrors.validation({ entryIds: [V.invalidOption] }, 'Not the car’s');
  }
  return { vehicleId, entryIds };
}

/** Replaces the post's tags and embedded entries with the input's. */
async function writeParts(tx: Transaction, postId: string, tags: string[], entryIds: string[]) {
  await tx.delete(postTags).where(eq(postTags.postId, postId));
  if (tags.length > 0) await tx.insert(postTags).values(tags.map((tag) => ({ postId, tag })));
  await tx.delete(postLogbookEntries).where(eq(postLogbookEntries.postId, postId));
  if (entryIds.length > 0) {
    await tx
      .insert(postLogbookEntries)
      .values(entryIds.map((entryId, position) => ({ postId, entryId, position })));
  }
}

/** The author's slugs that `base` or `base-N` could collide with. */
async function takenSlugs(tx: Transaction, authorId: string, base: string): Promise<Set<string>> {
  const rows = await tx
    .select({ slug: posts.slug })
    .from(posts)
    .where(and(eq(posts.authorId, authorId), like(posts.slug, `${base}%`)));
  return new Set(rows.map((row) => row.slug));
}

/**
 * Writes the member's new post, a draft unless `publish`; its address is its title's slug,
 * unique among the author's posts and kept through every edit. Its discussion is opened by the
 * database (ADR 0151).
 */
export async function createPost(app: PostsApp, authorId: string, input: PostInput): Promise<Post> {
  const level = await trustLevelOf(app.db, authorId);
  const tags = storedTags(input.tags, checkedBody(level, input.body));
  await consumeMemberAction(app, authorId, level, 'post');
  const moderation = input.publish ? await moderationOnPublish(app, authorId) : 'visible';
  const base = postSlugBase(input.title);
  // Two posts of one title written at once: the second takes the next free slug.
  for (let attempt = 0; ; attempt += 1) {
    try {
      const id = await app.db.transaction(async (tx) => {
        const subject = await checkedSubject(tx, authorId, input);
        const now = new Date();
        const [created] = await tx
          .insert(posts)
          .values({
            authorId,
            vehicleId: subject.vehicleId,
            slug: firstFreeSlug(base, await takenSlugs(tx, authorId, base)),
            title: input.title,
            body: input.body,
            excerpt: excerptOf(input.body),
            status: input.publish ? 'published' : 'draft',
            moderation,
            publishedAt: input.publish ? now : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: posts.id });
        await writeParts(tx, created!.id, tags, subject.entryIds);
        return created!.id;
      });
      if (input.publish) await countPublished(app, authorId, moderation);
      return (await loadPostForAuthor(app, id, authorId))!;
    } catch (error) {
      if (attempt < 2 && uniqueViolationConstraint(error) === 'posts_author_slug_idx') continue;
      throw error;
    }
  }
}

/**
 * Saves the author's post (the whole of it, as the editor sends it); `publish` publishes a draft,
 * and a published post stays published. An edit after publication marks it edited. 404 for a
 * post that is not the member's.
 */
export async function updatePost(
  app: PostsApp,
  postId: string,
  authorId: string,
  input: PostInput,
): Promise<Post> {
  if (!isUuid(postId)) throw httpErrors.notFound();
  const tags = storedTags(
    input.tags,
    checkedBody(await trustLevelOf(app.db, authorId), input.body),
  );
  const [current] = await app.db
    .select({ status: posts.status })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.authorId, authorId)));
  if (!current) throw httpErrors.notFound();
  const publish = current.status === 'draft' && input.publish;
  const moderation = publish ? await moderationOnPublish(app, authorId) : undefined;
  const publishedNow = await app.db.transaction(async (tx) => {
    const [post] = await tx
      .select({ status: posts.status })
      .from(posts)
      .where(and(eq(posts.id, postId), eq(posts.authorId, authorId)))
      .for('update');
    if (!post) throw httpErrors.notFound();
    const subject = await checkedSubject(tx, authorId, input);
    const now = new Date();
    await tx
      .update(posts)
      .set({
        vehicleId: subject.vehicleId,
        title: input.title,
        body: input.body,
        excerpt: excerptOf(input.body),
        ...(publish && post.status === 'draft'
          ? { status: 'published' as const, publishedAt: now, moderation }
          : {}),
        ...(post.status === 'published' ? { editedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(posts.id, postId));
    await writeParts(tx, postId, tags, subject.entryIds);
    return publish && post.status === 'draft';
  });
  if (publishedNow) await countPublished(app, authorId, moderation);
  return (await loadPostForAuthor(app, postId, authorId))!;
}

/**
 * Deletes the author's post with its photos, comments and likes (their discussion goes with it);
 * the photo files are released in the same transaction and deleted once it committed. 404 for another's.
 */
export async function deletePost(app: PostsApp, postId: string, authorId: string): Promise<void> {
  if (!isUuid(postId)) throw httpErrors.notFound();
  const released = await app.db.transaction(async (tx) => {
    const photos = await tx
      .select({ storageKey: postPhotos.storageKey })
      .from(postPhotos)
      .innerJoin(posts, eq(posts.id, postPhotos.postId))
      .where(and(eq(posts.id, postId), eq(posts.authorId, authorId)));
    const deleted = await tx
      .delete(posts)
      .where(and(eq(posts.id, postId), eq(posts.authorId, authorId)))
      .returning({ id: posts.id });
    if (deleted.length === 0) throw httpErrors.notFound();
    for (const photo of photos) await releaseImage(tx, photo.storageKey);
    return photos.map((photo) => photo.storageKey);
  });
  await purgeImages(app, released);
}
