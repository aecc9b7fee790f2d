import { renderMarkdown } from '@carclub/markdown';
import type { Post, PostCard, VehicleImage } from '@carclub/contracts';

/** A published post of ann's about her Golf, with one logbook entry as a card. */
export function postFixture(overrides: Partial<Post> = {}): Post {
  const made: Omit<Post, 'bodyHtml'> = {
    id: 'p1',
    slug: 'winter-tyres',
    title: 'Winter tyres',
    body: 'Changed **all four**. Thanks @bob',
    status: 'published',
    moderation: 'visible',
    moderationReason: null,
    author: { nickname: 'ann', avatar: null },
    vehicle: { id: 'v1', slug: 'golf-2016', name: 'Golf', year: 2016 },
    tags: ['tyres', 'winter'],
    photos: [],
    entries: [
      {
        id: 'e1',
        title: 'Tyre change',
        date: '2026-11-02',
        mileage: 123456,
        category: 'parts',
        cost: 1200,
        currency: 'UAH',
        parts: [{ name: 'Nokian WR', partNumber: 'T430', price: 1000 }],
      },
    ],
    publishedAt: '2026-11-03T10:00:00.000Z',
    editedAt: null,
    createdAt: '2026-11-03T09:00:00.000Z',
    updatedAt: '2026-11-03T10:00:00.000Z',
    discussion: {
      id: 'd1',
      commentsCount: 0,
      likesCount: 0,
      commentsClosed: false,
      likedByMe: false,
      ownedByMe: false,
    },
    ...overrides,
  };
  // The API sends the body rendered by the site's renderer (ADR 0163).
  return { ...made, bodyHtml: overrides.bodyHtml ?? renderMarkdown(made.body, 'post') };
}

export function cardFixture(n: number, overrides: Partial<PostCard> = {}): PostCard {
  return {
    id: `p${n}`,
    slug: `post-${n}`,
    title: `Post ${n}`,
    excerpt: `The story number ${n}`,
    status: 'published',
    moderation: 'visible',
    author: { nickname: 'ann', avatar: null },
    vehicle: null,
    tags: [],
    photo: null,
    publishedAt: '2026-11-03T10:00:00.000Z',
    updatedAt: '2026-11-03T10:00:00.000Z',
    commentsCount: 2,
    likesCount: 1,
    ...overrides,
  };
}

/** `count` processed photos of post p1, as the photo routes answer them. */
export function galleryOf(count: number): VehicleImage[] {
  return Array.from({ length: count }, (_, index) => {
    const file = `/media/posts/p1/photo-${index + 1}`;
    return {
      id: `photo-${index + 1}`,
      url: `${file}.webp`,
      cardUrl: `${file}.card.webp`,
      width: 1600,
      height: 1000,
      variants: [{ url: `${file}.640w.webp`, width: 640 }],
    };
  });
}
