import { readEventStream, type ServerSentEvent } from './parse-event-stream';

export const RECONNECT_BASE_DELAY_MS = 1_000;
export const RECONNECT_MAX_DELAY_MS = 30_000;

/**
 * The wait before reconnection attempt `attempt` (0 for the first): the step doubles from 1 s to
 * at most 30 s, and a random half of it is taken off ("equal jitter"), so that the browsers a
 * server restart cut off do not all come back in the same second.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(RECONNECT_BASE_DELAY_MS * 2 ** attempt, RECONNECT_MAX_DELAY_MS);
  return Math.round(step / 2 + (random() * step) / 2);
}

/** `open` while the stream is read; `down` from a failure until the next stream opens. */
export type LiveStreamState = 'connecting' | 'open' | 'down' | 'stopped';

export interface LiveEventStreamOptions {
  url: string;
  /** The token to connect with; null (signed out) stops the stream. */
  accessToken: () => string | null;
  /** A fresh token after `rejected` got a 401; rejects when the session is over. */
  refreshAccessToken: (rejected: string) => Promise<string>;
  onEvent: (event: ServerSentEvent) => void;
  onStateChange?: (state: LiveStreamState) => void;
  fetch?: typeof fetch;
  random?: () => number;
}

export interface LiveEventStream {
  state(): LiveStreamState;
  /** Skips the wait of a pending reconnection (the page came back into view, say). */
  reconnectNow(): void;
  /** For good: the request is aborted and nothing is retried. */
  stop(): void;
}

/**
 * A Server-Sent Events stream that sends a bearer token, which EventSource cannot: fetch reads
 * the body, a 401 (the token expired) refreshes the token once and connects again at once, and any
 * other end (a dropped connection, the server closing the stream when the token expires, a 5xx)
 * reconnects after `reconnectDelay`. The attempts count from 0 again once an event arrived.
 */
export function startLiveEventStream(options: LiveEventStreamOptions): LiveEventStream {
  const fetchStream = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const random = options.random ?? Math.random;
  let state: LiveStreamState = 'connecting';
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  // A function, not the comparison inline: TypeScript would keep a narrowing across the awaits.
  const stopped = () => state === 'stopped';

  const setState = (next: LiveStreamState) => {
    if (state === next) return;
    state = next;
    options.onStateChange?.(next);
  };

  const stop = () => {
    if (stopped()) return;
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    setState('stopped');
  };

  const retryLater = () => {
    if (stopped()) return;
    setState('down');
    const wait = reconnectDelay(attempt, random);
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      void connect(false);
    }, wait);
  };

  async function connect(afterRefresh: boolean): Promise<void> {
    if (stopped()) return;
    const token = options.accessToken();
    if (!token) return stop();
    controller = new AbortController();
    const { signal } = controller;
    let response: Response;
    try {
      response = await fetchStream(options.url, {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
        cache: 'no-store',
        signal,
      });
    } catch {
      return retryLater();
    }
    if (stopped()) return;
    if (response.status === 401 && !afterRefresh) {
      try {
        await options.refreshAccessToken(token);
      } catch {
        // The refresh failed: the api-client ended the session.
        return stop();
      }
      return connect(true);
    }
    if (!response.ok || !response.body) return retryLater();
    setState('open');
    try {
      await readEventStream(response.body, (event) => {
        if (stopped()) return;
        attempt = 0;
        options.onEvent(event);
      });
    } catch {
      // Dropped or aborted: retryLater() decides.
    }
    retryLater();
  }

  void connect(false);

  return {
    state: () => state,
    reconnectNow: () => {
      if (state !== 'down' || timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      void connect(false);
    },
    stop,
  };
}
