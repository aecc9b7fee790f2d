import {
  BOOKMARK_CONTAINS_MAX_IDS,
  BOOKMARKS_MAX_PER_MEMBER,
  bookmarkContainsQuerySchema,
  bookmarkContainsResponseSchema,
  bookmarkListQuerySchema,
  bookmarkListResponseSchema,
  errorPayloadSchema,
} from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  addBookmark,
  bookmarkedAmong,
  type BookmarksApp,
  type BookmarkTarget,
  entryBookmarkTarget,
  listBookmarks,
  removeBookmark,
} from '../../lib/bookmarks';
import { requireUserId } from '../../lib/auth';
import { httpErrors } from '../../lib/http-errors';
import { isUuid } from '../../lib/vehicles';

const TAGS = ['bookmarks'];

/**
 * What each path's id names. A discussion is a post's or an entry's (ADR 0158); an entry's own
 * path stays for the pages that name an entry by its id, and bookmarks its discussion.
 */
const KINDS: Record<
  string,
  {
    name: string;
    target: (db: BookmarksApp['db'], id: string) => Promise<BookmarkTarget | undefined>;
  }
> = {
  vehicles: { name: 'a car', target: async (_db, id) => ({ vehicleId: id }) },
  discussions: {
    name: 'a post or a logbook entry, by its discussion',
    target: async (_db, id) => ({ discussionId: id }),
  },
  'logbook-entries': {
    name: 'a logbook entry, by its own id',
    target: entryBookmarkTarget,
  },
};
const targetParams = z.object({ id: z.string() });

const errors = { 400: errorPayloadSchema, 401: errorPayloadSchema, 404: errorPayloadSchema };

/**
 * The signed-in member's bookmarks of cars, posts and logbook entries (issue 17 point 5, issue 32
 * point 3, ADR 0093, ADR 0158): `/my/bookmarks` lists them; a car's, a post's or an entry's page
 * asks `contains` whether to show it marked.
 */
const bookmarksRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: [app.authenticate] };

  app.get(
    '/bookmarks',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary:
          'My bookmarks: a page of the cars, posts and logbook entries I bookmarked, newest first',
        description:
          'Each with what a list shows: the car’s name, year, cover and owner’s nickname and slug; ' +
          'the entry’s title, date, category and first photo, with its car; the post’s title, ' +
          'author, slug and discussion. A bookmark of a car a moderator hid, of a blocked owner’s ' +
          'car, of an entry made private or of a post made a draft or hidden is left out (and ' +
          'from `total`) while that lasts; one of something deleted is gone.',
        querystring: bookmarkListQuerySchema,
        response: {
          200: bookmarkListResponseSchema,
          400: errorPayloadSchema,
          401: errorPayloadSchema,
        },
      },
    },
    async (request) => listBookmarks(app, requireUserId(request), request.query),
  );

  app.get(
    '/bookmarks/contains',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Which of these cars, logbook entries and discussions I bookmarked',
        description:
          `\`vehicleIds\`, \`entryIds\` and \`discussionIds\` (a post’s or an entry’s): ` +
          `comma-separated (or repeated), at most ` +
          `${BOOKMARK_CONTAINS_MAX_IDS} each. Answers the bookmarked ones among them that the ` +
          'public may see; the public answers of cars and entries carry no such flag (ADR 0093).',
        querystring: bookmarkContainsQuerySchema,
        response: {
          200: bookmarkContainsResponseSchema,
          400: errorPayloadSchema,
          401: errorPayloadSchema,
        },
      },
    },
    async (request) => bookmarkedAmong(app, requireUserId(request), request.query),
  );

  for (const [kind, { name, target }] of Object.entries(KINDS)) {
    app.put(
      `/bookmarks/${kind}/:id`,
      {
        ...signedIn,
        schema: {
          tags: TAGS,
          summary: `Bookmark ${name}`,
          description:
            'Idempotent: bookmarking it again keeps its place in the list. 404 unless the public ' +
            'may see it (a hidden car, a private entry, a draft or hidden post, one that does not ' +
            'exist). At most ' +
            `${BOOKMARKS_MAX_PER_MEMBER} bookmarks: past them 400 \`validation.tooManyItems\` ` +
            'under `details.fields.bookmarks`.',
          params: targetParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const userId = requireUserId(request);
        const named = isUuid(id) ? await target(app.db, id) : undefined;
        const added = named !== undefined && (await addBookmark(app, userId, named));
        if (!added) throw httpErrors.notFound();
        return reply.code(204).send(null);
      },
    );

    app.delete(
      `/bookmarks/${kind}/:id`,
      {
        ...signedIn,
        schema: {
          tags: TAGS,
          summary: `Remove my bookmark of ${name}`,
          description:
            'Idempotent: 204 whether or not it was bookmarked, and whatever became of what it ' +
            'names (so a bookmark left out of the list can still be removed).',
          params: targetParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const userId = requireUserId(request);
        if (!isUuid(id)) throw httpErrors.notFound();
        // An entry deleted meanwhile took its discussion and bookmarks with it: nothing to remove.
        const named = await target(app.db, id);
        if (named) await removeBookmark(app, userId, named);
        return reply.code(204).send(null);
      },
    );
  }
};

export default bookmarksRoutes;
