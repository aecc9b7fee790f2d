import { useEffect } from 'react';
import { NOTIFICATION_QUERY_KEYS, queryClient } from '@carclub/session';

import type { LiveEventStream } from '../../../lib/event-stream/live-event-stream';
import type { ServerSentEvent } from '../../../lib/event-stream/parse-event-stream';

const STREAM_PATH = '/notifications/stream';

async function handleEvent(event: ServerSentEvent): Promise<void> {
  if (event.event !== 'unread') return;
  const { notificationStreamEventSchema } = await import('@carclub/contracts');
  let payload: unknown;
  try {
    payload = JSON.parse(event.data);
  } catch {
    return;
  }
  const parsed = notificationStreamEventSchema.safeParse(payload);
  if (!parsed.success) return;
  queryClient.setQueryData(NOTIFICATION_QUERY_KEYS.unread, { unread: parsed.data.unread });
  // An open notification centre shows the new one without a reload.
  if (parsed.data.notification) {
    await queryClient.invalidateQueries({ queryKey: NOTIFICATION_QUERY_KEYS.list });
  }
}

/**
 * The signed-in member's notification stream (ADR 0075), open while `userId` is set: each event
 * writes the unread count into the shared QueryClient. When the stream is down and the page comes
 * back into view (focus, visibilitychange), the count is fetched again and the stream reconnects
 * without waiting out its backoff.
 */
export function useNotificationStream(userId: string | null): void {
  useEffect(() => {
    if (!userId) return;
    let stream: LiveEventStream | undefined;
    let ended = false;
    void Promise.all([
      import('@carclub/api-client'),
      import('../../../lib/event-stream/live-event-stream'),
    ]).then(([api, { startLiveEventStream }]) => {
      if (ended) return;
      stream = startLiveEventStream({
        url: api.apiUrl(STREAM_PATH),
        accessToken: api.currentAccessToken,
        refreshAccessToken: api.refreshAccessToken,
        onEvent: (event) => void handleEvent(event),
      });
    });

    const catchUp = () => {
      if (document.visibilityState === 'hidden' || stream?.state() !== 'down') return;
      void queryClient.invalidateQueries({ queryKey: NOTIFICATION_QUERY_KEYS.unread });
      stream.reconnectNow();
    };
    window.addEventListener('focus', catchUp);
    document.addEventListener('visibilitychange', catchUp);
    return () => {
      ended = true;
      stream?.stop();
      window.removeEventListener('focus', catchUp);
      document.removeEventListener('visibilitychange', catchUp);
    };
  }, [userId]);
}
