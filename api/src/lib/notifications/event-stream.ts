import { PassThrough } from 'node:stream';

import type { NotificationStreamEvent, OpenReportsEvent } from '@carclub/contracts';

import type { NotificationHub } from './hub';

/** A comment line this often keeps proxies and the browser from closing an idle stream. */
export const STREAM_PING_MS = 25_000;
/** Streams one member may hold open on one process: plenty of tabs, not a flood. */
export const MAX_STREAMS_PER_MEMBER = 10;
/** What a browser waits before reconnecting after the stream ends (SSE `retry:`). */
const CLIENT_RETRY_MS = 2_000;

function eventFrame(event: NotificationStreamEvent): string {
  return `event: unread\ndata: ${JSON.stringify(event)}\n\n`;
}

function reportsFrame(event: OpenReportsEvent): string {
  return `event: reports\ndata: ${JSON.stringify(event)}\n\n`;
}

export interface OpenStream {
  body: PassThrough;
  /** Ends the stream (the member signs out elsewhere, the server shuts down). */
  end: () => void;
}

/**
 * One member's Server-Sent Events stream: the current count first, then every event the hub hands
 * over, a ping comment now and then, and the end when `endsAt` comes (the access token's expiry:
 * the client reconnects with a fresh token) or, sooner, when session `sessionId` ends (logout, a
 * block, a password change, deletion...), so the stream never outlives the sign-in it was opened
 * with. `openReports`, given to staff who handle reports, adds the event `reports`: that count
 * first, then every change of it.
 */
export function openNotificationStream(
  hub: NotificationHub,
  { userId, sessionId }: { userId: string; sessionId: string },
  {
    unread,
    openReports,
    endsAt,
    onEnd,
  }: { unread: number; openReports?: number; endsAt: number; onEnd: () => void },
): OpenStream {
  const body = new PassThrough();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    unwatch();
    unsubscribe();
    unsubscribeReports();
    clearInterval(ping);
    clearTimeout(expiry);
    body.end();
    onEnd();
  };
  const unwatch = hub.watchSession(sessionId, end);
  const unsubscribe = hub.subscribe(userId, (event) => {
    if (!ended) body.write(eventFrame(event));
  });
  const unsubscribeReports =
    openReports === undefined
      ? () => {}
      : hub.subscribeReports((event) => {
          if (!ended) body.write(reportsFrame(event));
        });
  const ping = setInterval(() => body.write(': ping\n\n'), STREAM_PING_MS);
  const expiry = setTimeout(end, Math.max(0, endsAt - Date.now()));
  ping.unref();
  expiry.unref();
  body.on('close', end);
  body.on('error', end);
  body.write(`retry: ${CLIENT_RETRY_MS}\n\n${eventFrame({ unread })}`);
  if (openReports !== undefined) body.write(reportsFrame({ open: openReports }));
  return { body, end };
}
