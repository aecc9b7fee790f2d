/** One event of a `text/event-stream` body: its `event:` name (`message` without one) and data. */
export interface ServerSentEvent {
  event: string;
  data: string;
  id?: string;
}

export interface EventStreamParser {
  /** Takes the next piece of the body as it arrived, cut anywhere, and returns the events it completed. */
  push(text: string): ServerSentEvent[];
}

/**
 * The event-stream format of the HTML standard (§9.2.6), for a body read with fetch: lines end with
 * LF, CRLF or CR; a blank line dispatches the event; `:` starts a comment (the server's pings);
 * `data:` lines join with LF; an event with no data is dropped; `retry:` is not used here (the
 * reconnection has its own backoff).
 */
export function createEventStreamParser(): EventStreamParser {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  // A CR at the very end of a chunk may be the first half of a CRLF cut in two.
  let pendingCR = false;

  const takeLine = (line: string, out: ServerSentEvent[]) => {
    if (line === '') {
      if (data.length > 0) {
        out.push({
          event: event || 'message',
          data: data.join('\n'),
          ...(id !== undefined && { id }),
        });
      }
      event = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
  };

  return {
    push(text) {
      const out: ServerSentEvent[] = [];
      let input = text;
      if (pendingCR && input.startsWith('\n')) input = input.slice(1);
      pendingCR = false;
      buffer += input;
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        takeLine(buffer.slice(start, index), out);
        if (char === '\r') {
          if (index + 1 === buffer.length) pendingCR = true;
          else if (buffer[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
  };
}

/**
 * Reads a `text/event-stream` body to its end, handing each complete event to `onEvent`; bytes of
 * a character cut between chunks are decoded once the rest arrives. Rejects when the body fails
 * (the connection dropped, or it was aborted).
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ServerSentEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createEventStreamParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
      for (const event of parser.push(text)) onEvent(event);
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
