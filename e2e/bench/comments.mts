/**
 * The comments part of `pnpm bench` (issue 32 point 10): a post with 10,000 comments among
 * 1,000,000 in the table; budget p95 ≤ 50 ms for a page of its thread. Measured on PostgreSQL
 * when BENCH_DATABASE_URL names a server and database of its own (the budget's), else on the
 * embedded one with 100,000.
 *
 * As in logbook.mts: the API runs in this process on a port the system picks, requests go one at
 * a time from a separate process. The comments are inserted by SQL (`generate_series`): on the
 * post, 2,000 top-level comments with 4 replies each; the rest spread over 99 other posts.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

import { signedInMember, signIn } from './bench-member.mts';
import { runWhenMain, withBenchApi } from './bench-server.mts';
import { type CallFigures, timeCalls, type TimedCall } from './timing.mts';

const require = createRequire(import.meta.url);
const schema =
  require('../../api/src/db/schema/index.ts') as typeof import('../../api/src/db/schema/index.ts');

const ON_POST = Number(process.env.BENCH_COMMENTS_ON_POST ?? 10_000);
/** The budget's table on PostgreSQL; a tenth of it on the embedded database, seeded in minutes. */
const IN_TABLE = Number(
  process.env.BENCH_COMMENTS_IN_TABLE ?? (process.env.BENCH_DATABASE_URL ? 1_000_000 : 100_000),
);
const OTHER_POSTS = 99;
const REPLIES_PER_THREAD = 4;
const SAMPLES = Number(process.env.BENCH_COMMENTS_SAMPLES ?? 100);
const WARM_UP = 10;
const BUDGET_P95_MS = 50;

export type CommentsFigures = CallFigures;

/**
 * `count` comments on `discussionId` by `authorId`: a top-level one, then its replies, in turn,
 * a second apart, so a thread's replies follow their comment.
 */
const seedThreads = (discussionId: string, authorId: string, count: number) => `
  WITH numbered AS (
    SELECT n, gen_random_uuid() AS id FROM generate_series(0, ${count - 1}) AS n
  ), roots AS (
    SELECT n, id FROM numbered WHERE n % ${REPLIES_PER_THREAD + 1} = 0
  )
  INSERT INTO comments (id, discussion_id, author_id, root_id, body, created_at)
  SELECT numbered.id, '${discussionId}'::uuid, '${authorId}'::uuid,
    CASE WHEN numbered.n % ${REPLIES_PER_THREAD + 1} = 0 THEN NULL ELSE roots.id END,
    'Comment ' || numbered.n || ': which **clutch** kit did you take?',
    timestamptz '2025-01-01' + numbered.n * interval '1 second'
  FROM numbered
  JOIN roots ON roots.n = numbered.n - numbered.n % ${REPLIES_PER_THREAD + 1}`;

export async function benchComments(): Promise<CommentsFigures[]> {
  const database = process.env.BENCH_DATABASE_URL;
  const env: Record<string, string> = database ? { DATABASE_URL: database } : {};
  return withBenchApi('comments', env, async (app, origin) => {
    const rowsOf = async <T extends Record<string, unknown>>(query: string): Promise<T[]> =>
      ((await app.db.execute<T>(query)) as { rows: T[] }).rows;
    const authorOf = async () =>
      (await rowsOf<{ id: string }>("SELECT id FROM users WHERE nickname = 'commentsauthor'"))[0];
    // A database of the budget's size seeded by an earlier run is measured again as it is: its
    // million comments take half an hour to insert on a busy machine.
    const reused = await authorOf();
    if (reused === undefined) {
      await signedInMember(app, {
        email: 'comments-author@example.com',
        nickname: 'commentsauthor',
      });
    }
    const author = reused ?? (await authorOf());
    const seeded = performance.now();
    const posts = reused
      ? await rowsOf<{ id: string; slug: string }>(
          `SELECT id, slug FROM posts WHERE author_id = '${reused.id}'`,
        )
      : await app.db
          .insert(schema.posts)
          .values(
            Array.from({ length: OTHER_POSTS + 1 }, (_, n) => ({
              authorId: author!.id,
              slug: `post-${n}`,
              title: `Post ${n}`,
              status: 'published' as const,
              publishedAt: new Date(),
            })),
          )
          .returning({ id: schema.posts.id, slug: schema.posts.slug });
    const discussions = await app.db
      .select({ id: schema.discussions.id, postId: schema.discussions.postId })
      .from(schema.discussions);
    const discussionOf = new Map(discussions.map((row) => [row.postId, row.id]));
    const target = posts.find((post) => post.slug === 'post-0');
    const others = posts.filter((post) => post !== target);
    if (reused === undefined) {
      await app.db.execute(seedThreads(discussionOf.get(target!.id)!, author!.id, ON_POST));
      const perOther = Math.floor((IN_TABLE - ON_POST) / others.length);
      for (const post of others) {
        await app.db.execute(seedThreads(discussionOf.get(post.id)!, author!.id, perOther));
      }
      await app.db.execute('ANALYZE comments');
    }
    const count = async (where: string) =>
      Number((await rowsOf<{ n: string }>(`SELECT count(*) AS n FROM comments ${where}`))[0]!.n);
    const onPost = await count(`WHERE discussion_id = '${discussionOf.get(target!.id)}'`);
    process.stdout.write(
      `\nComments: ${onPost.toLocaleString('en')} on the post, ${(await count('')).toLocaleString('en')} in the table (${database ? 'PostgreSQL' : 'embedded database'}), ${reused ? 'seeded by an earlier run' : `seeded in ${Math.round(performance.now() - seeded)} ms`}\n`,
    );
    // Signed in after the seeding, which can outlast an access token.
    const asAuthor = await signIn(app, author!.id);

    const discussion = `${origin}/api/discussions/${discussionOf.get(target!.id)}`;
    // A cursor deep in the thread: the page a reader reaches after "show more" 50 times.
    let cursor: string | null = null;
    for (let page = 0; page < 50; page += 1) {
      const response: Response = await fetch(
        `${discussion}/comments${cursor ? `?cursor=${cursor}` : ''}`,
      );
      cursor = ((await response.json()) as { nextCursor: string | null }).nextCursor;
    }
    const first = (await (await fetch(`${discussion}/comments`)).json()) as {
      items: { id: string }[];
    };
    // Signed-in readers are counted (ADR 0161): one member reading the page again costs a lookup;
    // members each reading it for the first time cost the counters' writes.
    const readers: Record<string, string>[] = [];
    const run = randomBytes(3).toString('hex');
    for (let n = 0; n < WARM_UP + SAMPLES; n += 1) {
      readers.push(
        await signedInMember(app, {
          email: `reader-${run}-${n}@example.com`,
          nickname: `reader_${run}_${n}`,
        }),
      );
    }
    const calls: TimedCall[] = [
      { call: 'first page of the thread', url: `${discussion}/comments` },
      {
        call: 'first page, its author (signed in, not counted)',
        url: `${discussion}/comments`,
        headers: Array<Record<string, string>>(WARM_UP + SAMPLES).fill(asAuthor),
      },
      {
        call: 'first page, each reader’s first read (counted)',
        url: `${discussion}/comments`,
        headers: readers,
      },
      {
        call: 'first page, a reader reading it again',
        url: `${discussion}/comments`,
        headers: Array<Record<string, string>>(WARM_UP + SAMPLES).fill(readers[0]!),
      },
      { call: 'page 51 (a cursor)', url: `${discussion}/comments?cursor=${cursor}` },
      { call: 'a thread’s replies', url: `${discussion}/comments/${first.items[0]!.id}/replies` },
      { call: 'the post itself', url: `${origin}/api/users/commentsauthor/posts/${target!.slug}` },
    ];
    return timeCalls(calls, { warmUp: WARM_UP, samples: SAMPLES, budgetP95Ms: BUDGET_P95_MS });
  });
}

export function printComments(figures: CommentsFigures[]): void {
  process.stdout.write(`A post's comments (${SAMPLES} requests per call, one at a time)\n`);
  console.table(figures);
}

runWhenMain(import.meta.url, benchComments, printComments);
