import { useEffect } from 'react';
import { NOTIFICATION_QUERY_KEYS, OPEN_REPORTS_QUERY_KEY, queryClient } from '@carclub/session';

import type { LiveEventStream } from '../../../lib/event-stream/live-event-stream';
import type { ServerSentEvent } from '../../../lib/event-stream/parse-event-stream';

const STREAM_PATH = '/notifications/stream';

function parseData(event: ServerSentEvent): unknown {
  try {
    return JSON.parse(event.data);
  } catch {
    return undefined;
  }
}

async function handleEvent(event: ServerSentEvent): Promise<void> {
  if (event.event === 'reports') {
    // Staff only: the open reports' count beside "Reports" in the dashboard's navigation.
    const { openReportsEventSchema } = await import('@carclub/contracts');
    const parsed = openReportsEventSchema.safeParse(parseData(event));
    if (parsed.success) queryClient.setQueryData(OPEN_REPORTS_QUERY_KEY, parsed.data);
    return;
  }
  if (event.event !== 'unread') return;
  const { notificationStreamEventSchema } = await import('@carclub/contracts');
  const parsed = notificationStreamEventSchema.safeParse(parseData(event));
  if (!parsed.success) return;
  queryClient.setQueryData(NOTIFICATION_QUERY_KEYS.unread, { unread: parsed.data.unread });
  // An open notification centre shows the new one without a reload.
  if (parsed.data.notification) {
    await queryClient.invalidateQueries({ queryKey: NOTIFICATION_QUERY_KEYS.list });
  }
}

/** Held by the one tab of the browser that keeps the stream open for every tab of the member. */
const STREAM_LOCK = 'carclub:notification-stream';
/** Where that tab passes each event on to the others. */
const EVENTS_CHANNEL = 'carclub:notification-events';

/**
 * The signed-in member's notification stream (ADR 0075), open while `userId` is set: each event
 * writes the unread count into the shared QueryClient. When the stream is down and the page comes
 * back into view (focus, visibilitychange), the count is fetched again and the stream reconnects
 * without waiting out its backoff.
 *
 * One stream per browser, not per tab: over HTTP/1.1 a browser opens at most six connections to a
 * site, and a stream holds one for good, so six tabs would leave no connection for anything else.
 * The tab that holds a Web Lock keeps the stream and passes every event on over a
 * BroadcastChannel; when it closes, the lock (and the stream) goes to another tab. A browser
 * without either opens a stream per tab.
 */
export function useNotificationStream(userId: string | null): void {
  useEffect(() => {
    if (!userId) return;
    let stream: LiveEventStream | undefined;
    let ended = false;
    const shared = typeof BroadcastChannel === 'function' && 'locks' in navigator;
    const channel = shared ? new BroadcastChannel(`${EVENTS_CHANNEL}:${userId}`) : undefined;
    channel?.addEventListener('message', (message: MessageEvent<ServerSentEvent>) => {
      void handleEvent(message.data);
    });

    const lead = () =>
      Promise.all([
        import('@carclub/api-client'),
        import('../../../lib/event-stream/live-event-stream'),
      ]).then(([api, { startLiveEventStream }]) => {
        if (ended) return;
        stream = startLiveEventStream({
          url: api.apiUrl(STREAM_PATH),
          accessToken: api.currentAccessToken,
          refreshAccessToken: api.refreshAccessToken,
          onEvent: (event) => {
            channel?.postMessage(event);
            void handleEvent(event);
          },
        });
      });

    const leadership = new AbortController();
    let resign: (() => void) | undefined;
    if (shared) {
      navigator.locks
        .request(`${STREAM_LOCK}:${userId}`, { signal: leadership.signal }, () => {
          void lead();
          // Held until this tab stops leading (it closes, or its member signs out).
          return new Promise<void>((resolve) => (resign = resolve));
        })
        .catch(() => {
          // Aborted while waiting: this tab closed before it led.
        });
    } else {
      void lead();
    }

    const catchUp = () => {
      if (document.visibilityState === 'hidden') return;
      if (stream === undefined) {
        // Another tab holds the stream; a count fetched now costs little and covers a frozen one.
        if (shared)
          void queryClient.invalidateQueries({ queryKey: NOTIFICATION_QUERY_KEYS.unread });
        return;
      }
      if (stream.state() !== 'down') return;
      void queryClient.invalidateQueries({ queryKey: NOTIFICATION_QUERY_KEYS.unread });
      stream.reconnectNow();
    };
    window.addEventListener('focus', catchUp);
    document.addEventListener('visibilitychange', catchUp);
    return () => {
      ended = true;
      stream?.stop();
      leadership.abort();
      resign?.();
      channel?.close();
      window.removeEventListener('focus', catchUp);
      document.removeEventListener('visibilitychange', catchUp);
    };
  }, [userId]);
}
