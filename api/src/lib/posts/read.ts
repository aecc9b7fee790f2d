import {
  type MemberRef,
  type MyPostsQuery,
  POST_PAGE_SIZE,
  type Post,
  type PostCard,
  type PostEntryCard,
  type PostListQuery,
  type PostPage,
} from '@carclub/contracts';
import { and, asc, desc, eq, exists, type SQL, sql } from 'drizzle-orm';

import {
  discussions,
  logbookEntries,
  postLogbookEntries,
  postPhotos,
  posts,
  postTags,
  profiles,
  users,
  vehicles,
} from '../../db/schema';
import { decodeCursor, isUuid, nextCursorOf, pastPosition } from '../db';
import { discussionOr404, discussionSummary } from '../discussions';
import { markdownHtml } from '../text';
import { notMutedBy } from '../trust';
import { imageUrls, type StorageDriver } from '../media';
import { galleryImage, publiclyVisibleVehicle } from '../vehicles';
import type { PostsApp } from './types';

/** What the public may read: published, not held or hidden, by a member staff have not blocked. */
export function publicPost(): SQL {
  return sql`(${posts.status} = 'published' AND ${posts.moderation} = 'visible' AND NOT ('blocked' = ANY(${users.restrictions})))`;
}

const photoColumns = {
  id: postPhotos.id,
  storageKey: postPhotos.storageKey,
  width: postPhotos.width,
  height: postPhotos.height,
  variantWidths: postPhotos.variantWidths,
};

type StoredPhoto = { [K in keyof typeof photoColumns]: (typeof postPhotos.$inferSelect)[K] };

/** The post's first photo, as JSON in its row: a list stays one query. */
const firstPhoto = sql<StoredPhoto | null>`(
  select json_build_object(
    'id', ${postPhotos.id}, 'storageKey', ${postPhotos.storageKey}, 'width', ${postPhotos.width},
    'height', ${postPhotos.height}, 'variantWidths', ${postPhotos.variantWidths}
  ) from ${postPhotos} where ${postPhotos.postId} = ${posts.id}
  order by ${postPhotos.position}, ${postPhotos.createdAt} limit 1
)`;

const tagsOfPost = sql<string[]>`coalesce((
  select array_agg(${postTags.tag} order by ${postTags.tag}) from ${postTags}
  where ${postTags.postId} = ${posts.id}
), '{}')`;

/** The columns a post is listed and shown with. */
const cardColumns = {
  post: posts,
  authorNickname: users.nickname,
  authorAvatarKey: profiles.avatarKey,
  vehicle: {
    id: vehicles.id,
    slug: vehicles.slug,
    name: vehicles.name,
    year: vehicles.year,
    visible: sql<boolean>`${publiclyVisibleVehicle()}`,
  },
  photo: firstPhoto,
  tags: tagsOfPost,
  commentsCount: discussions.commentsCount,
  likesCount: discussions.likesCount,
};

function selectPosts(app: PostsApp, where: SQL | undefined) {
  return app.db
    .select(cardColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(profiles, eq(profiles.userId, posts.authorId))
    .leftJoin(vehicles, eq(vehicles.id, posts.vehicleId))
    .innerJoin(discussions, eq(discussions.postId, posts.id))
    .where(where)
    .$dynamic();
}

type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

function authorOf(storage: StorageDriver, row: PostRow): MemberRef {
  return {
    nickname: row.authorNickname,
    avatar: row.authorAvatarKey ? imageUrls(storage, row.authorAvatarKey).cardUrl : null,
  };
}

/** The car a post names, for the author always, for others while the public may see the car. */
function vehicleOf(row: PostRow, byAuthor: boolean): PostCard['vehicle'] {
  const car = row.vehicle;
  if (!car || car.id === null || (!byAuthor && !car.visible)) return null;
  return { id: car.id, slug: car.slug, name: car.name, year: car.year };
}

function toCard(storage: StorageDriver, row: PostRow, viewerId: string | null): PostCard {
  const { post } = row;
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    status: post.status,
    moderation: post.moderation,
    author: authorOf(storage, row),
    vehicle: vehicleOf(row, post.authorId === viewerId),
    tags: row.tags,
    photo: row.photo ? galleryImage(storage, row.photo) : null,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    updatedAt: post.updatedAt.toISOString(),
    commentsCount: row.commentsCount,
    likesCount: row.likesCount,
  };
}

/** The embedded entries the viewer may see: all for the author, the public ones for others. */
async function entryCards(
  app: PostsApp,
  postId: string,
  byAuthor: boolean,
): Promise<PostEntryCard[]> {
  const rows = await app.db
    .select({ entry: logbookEntries })
    .from(postLogbookEntries)
    .innerJoin(logbookEntries, eq(logbookEntries.id, postLogbookEntries.entryId))
    .where(
      and(
        eq(postLogbookEntries.postId, postId),
        byAuthor ? undefined : eq(logbookEntries.visibility, 'public'),
      ),
    )
    .orderBy(asc(postLogbookEntries.position));
  return rows.map(({ entry }) => {
    // The cost as the owner shows it: hidden from the public unless they show it (ADR 0089).
    const costShown = byAuthor || !entry.costHidden;
    return {
      id: entry.id,
      title: entry.title,
      date: entry.entryDate,
      mileage: entry.mileage,
      category: entry.category,
      cost: costShown && entry.costCents !== null ? entry.costCents / 100 : null,
      currency: costShown ? entry.currency : null,
      parts: entry.parts.map((part) => ({ ...part, price: costShown ? part.price : null })),
    };
  });
}

/** The whole post as `viewerId` reads it (the caller checked they may). */
async function toPost(app: PostsApp, row: PostRow, viewerId: string | null): Promise<Post> {
  const { post } = row;
  const byAuthor = post.authorId === viewerId;
  const [photos, entries, discussionRef] = await Promise.all([
    app.db
      .select(photoColumns)
      .from(postPhotos)
      .where(eq(postPhotos.postId, post.id))
      .orderBy(asc(postPhotos.position), asc(postPhotos.createdAt)),
    entryCards(app, post.id, byAuthor),
    app.db.select({ id: discussions.id }).from(discussions).where(eq(discussions.postId, post.id)),
  ]);
  const discussion = await discussionOr404(app.db, discussionRef[0]!.id, viewerId);
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    body: post.body,
    bodyHtml: markdownHtml(post.body, 'post'),
    status: post.status,
    moderation: post.moderation,
    moderationReason: byAuthor ? post.moderationReason : null,
    author: authorOf(app.storage, row),
    vehicle: vehicleOf(row, byAuthor),
    tags: row.tags,
    photos: photos.map((photo) => galleryImage(app.storage, photo)),
    entries,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    editedAt: post.editedAt?.toISOString() ?? null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    discussion: await discussionSummary(app.db, discussion, viewerId),
  };
}

/** The author's post `postId` in any state (their editor); undefined when it is not theirs. */
export async function loadPostForAuthor(
  app: PostsApp,
  postId: string,
  authorId: string,
): Promise<Post | undefined> {
  if (!isUuid(postId)) return undefined;
  const [row] = await selectPosts(
    app,
    and(eq(posts.id, postId), eq(posts.authorId, authorId)),
  ).limit(1);
  return row ? toPost(app, row, authorId) : undefined;
}

/**
 * The post at `/u/{nickname}/posts/{slug}` (nickname ignoring case) as `viewerId` reads it: the
 * public's rule, or any state for its author. Undefined otherwise.
 */
export async function loadPublishedPost(
  app: PostsApp,
  nickname: string,
  slug: string,
  viewerId: string | null,
): Promise<Post | undefined> {
  const [row] = await selectPosts(
    app,
    and(
      sql`lower(${users.nickname}) = lower(${nickname})`,
      eq(posts.slug, slug),
      viewerId ? sql`(${publicPost()} OR ${posts.authorId} = ${viewerId})` : publicPost(),
    ),
  ).limit(1);
  return row ? toPost(app, row, viewerId) : undefined;
}

/**
 * A public list of posts, newest published first: the site's, a tag's, a member's or a car's
 * (one filter of the query), without the authors the viewer muted. An unreadable cursor starts
 * from the newest again.
 */
export async function listPosts(
  app: PostsApp,
  query: PostListQuery,
  viewerId: string | null,
): Promise<PostPage> {
  if (query.vehicleId !== undefined && !isUuid(query.vehicleId)) {
    return { items: [], nextCursor: null };
  }
  const position = decodeCursor(query.cursor);
  const rows = await selectPosts(
    app,
    and(
      publicPost(),
      notMutedBy(viewerId, posts.authorId),
      query.tag === undefined
        ? undefined
        : exists(
            app.db
              .select({ one: sql`1` })
              .from(postTags)
              .where(and(eq(postTags.postId, posts.id), eq(postTags.tag, query.tag))),
          ),
      query.author === undefined
        ? undefined
        : sql`lower(${users.nickname}) = lower(${query.author})`,
      query.vehicleId === undefined ? undefined : eq(posts.vehicleId, query.vehicleId),
      pastPosition(posts.publishedAt, posts.id, position),
    ),
  )
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(POST_PAGE_SIZE + 1);
  return {
    items: rows.slice(0, POST_PAGE_SIZE).map((row) => toCard(app.storage, row, viewerId)),
    nextCursor: nextCursorOf(rows, POST_PAGE_SIZE, (row) => ({
      at: row.post.publishedAt!,
      id: row.post.id,
    })),
  };
}

/** The author's own posts, drafts and published, the latest change first. */
export async function listMyPosts(
  app: PostsApp,
  authorId: string,
  query: MyPostsQuery,
): Promise<PostPage> {
  const position = decodeCursor(query.cursor);
  const rows = await selectPosts(
    app,
    and(
      eq(posts.authorId, authorId),
      query.status === undefined ? undefined : eq(posts.status, query.status),
      pastPosition(posts.updatedAt, posts.id, position),
    ),
  )
    .orderBy(desc(posts.updatedAt), desc(posts.id))
    .limit(POST_PAGE_SIZE + 1);
  return {
    items: rows.slice(0, POST_PAGE_SIZE).map((row) => toCard(app.storage, row, authorId)),
    nextCursor: nextCursorOf(rows, POST_PAGE_SIZE, (row) => ({
      at: row.post.updatedAt,
      id: row.post.id,
    })),
  };
}
