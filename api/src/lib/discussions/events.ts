import { PassThrough } from 'node:stream';

import type { DiscussionCommentEvent, DiscussionEvent } from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import type { App } from '../../app-type';
import type { Database } from '../../db/database';
import { discussions } from '../../db/schema';
import { type NotificationHub, STREAM_PING_MS } from '../notifications';

/**
 * Streams of discussions one client network may hold open on one process (ADR 0156): a reader's
 * tabs, a household or an office behind one address, not a flood.
 */
export const MAX_DISCUSSION_STREAMS_PER_NETWORK = 20;
/**
 * A discussion's stream ends after this long and the browser reconnects (EventSource does so by
 * itself), so whether the reader may still read it is asked again now and then.
 */
export const DISCUSSION_STREAM_MAX_MS = 15 * 60_000;
/** What a browser waits before reconnecting (SSE `retry:`); a little longer than the bell's. */
const CLIENT_RETRY_MS = 3_000;

const frame = ({ name, data }: DiscussionEvent) =>
  `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** The discussion's counters as the stream's `counts` event carries them. */
export async function discussionCounts(
  db: Database,
  discussionId: string,
): Promise<DiscussionEvent | undefined> {
  const [row] = await db
    .select({ commentsCount: discussions.commentsCount, likesCount: discussions.likesCount })
    .from(discussions)
    .where(eq(discussions.id, discussionId));
  return row ? { name: 'counts', data: row } : undefined;
}

/**
 * Tells the discussion's readers, in every API process, that its counters changed, and of the
 * comment now shown when there is one. Never a comment's body: readers fetch it under the
 * thread's rules.
 */
export async function publishDiscussionChange(
  app: Pick<App, 'db' | 'notificationHub'>,
  discussionId: string,
  comment?: DiscussionCommentEvent,
): Promise<void> {
  const counts = await discussionCounts(app.db, discussionId);
  const events: DiscussionEvent[] = [
    ...(comment ? [{ name: 'comment' as const, data: comment }] : []),
    ...(counts ? [counts] : []),
  ];
  await app.notificationHub.publishDiscussion(discussionId, events);
}

export interface OpenDiscussionStream {
  body: PassThrough;
  end: () => void;
}

/**
 * A reader's Server-Sent Events stream of one discussion: the counters first, then every event
 * the hub hands over, a ping now and then, and the end after DISCUSSION_STREAM_MAX_MS.
 */
export function openDiscussionStream(
  hub: NotificationHub,
  discussionId: string,
  { counts, onEnd }: { counts: DiscussionEvent | undefined; onEnd: () => void },
): OpenDiscussionStream {
  const body = new PassThrough();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    unsubscribe();
    clearInterval(ping);
    clearTimeout(expiry);
    body.end();
    onEnd();
  };
  const unsubscribe = hub.subscribeDiscussion(discussionId, (event) => {
    if (!ended) body.write(frame(event));
  });
  const ping = setInterval(() => body.write(': ping\n\n'), STREAM_PING_MS);
  const expiry = setTimeout(end, DISCUSSION_STREAM_MAX_MS);
  ping.unref();
  expiry.unref();
  body.on('close', end);
  body.on('error', end);
  body.write(`retry: ${CLIENT_RETRY_MS}\n\n${counts ? frame(counts) : ''}`);
  return { body, end };
}
