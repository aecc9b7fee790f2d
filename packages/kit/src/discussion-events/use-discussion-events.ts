import { apiUrl } from '@carclub/api-client/api-url';
import type { DiscussionEvent } from '@carclub/contracts';
import { useEffect, useRef } from 'react';

/** The stream's data, checked by hand: the page's thread starts without zod (ADR 0088). */
function parse(name: string, text: string): DiscussionEvent | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const fields = data as Record<string, unknown>;
  if (
    name === 'comment' &&
    typeof fields.id === 'string' &&
    (fields.rootId === null || typeof fields.rootId === 'string')
  ) {
    return { name, data: { id: fields.id, rootId: fields.rootId } };
  }
  if (
    name === 'counts' &&
    typeof fields.commentsCount === 'number' &&
    typeof fields.likesCount === 'number'
  ) {
    return {
      name,
      data: { commentsCount: fields.commentsCount, likesCount: fields.likesCount },
    };
  }
  return undefined;
}

/**
 * The live events of a discussion's page (ADR 0156), for its readers signed in or not: `comment`
 * when a comment is shown to everyone, `counts` on connecting and whenever the counters change.
 * A thread refetches its comments on them; each connection starts with `counts`, which also
 * covers what came while it was away.
 *
 * Open only while the page is in view: a browser keeps six connections to a site, and a hidden tab
 * holding one would starve the others; coming back, it reconnects (and gets `counts` again).
 * Without `EventSource` (the server render, an old browser) it does nothing.
 */
export function useDiscussionEvents(
  discussionId: string | null | undefined,
  onEvent: (event: DiscussionEvent) => void,
): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    if (!discussionId || typeof EventSource !== 'function') return;
    // The client's address rule without the client: the page starts without it (ADR 0088).
    const url = apiUrl(`/discussions/${encodeURIComponent(discussionId)}/events`);
    let stopped = false;
    let source: EventSource | undefined;
    const deliver = (message: MessageEvent<string>) => {
      const event = parse(message.type, message.data);
      if (event) handler.current(event);
    };
    const connect = () => {
      if (stopped) return;
      if (source !== undefined || document.visibilityState === 'hidden') return;
      source = new EventSource(url);
      source.addEventListener('comment', deliver);
      source.addEventListener('counts', deliver);
    };
    const disconnect = () => {
      source?.close();
      source = undefined;
    };
    const followVisibility = () => {
      if (document.visibilityState === 'hidden') disconnect();
      // A stream the server refused (404, 429) stays closed until the page is shown again.
      else if (source?.readyState === EventSource.CLOSED) {
        disconnect();
        connect();
      } else connect();
    };
    connect();
    document.addEventListener('visibilitychange', followVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', followVisibility);
      disconnect();
    };
  }, [discussionId]);
}
