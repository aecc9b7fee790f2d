import type { DiscussionEvent } from '@carclub/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';

import { useDiscussionEvents } from '../discussion-events/use-discussion-events';

/** A stand-in for the browser's EventSource: jsdom has none, and the server is not here. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  private readonly listeners = new Map<string, ((message: MessageEvent) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(name: string, listener: (message: MessageEvent) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  emit(name: string, data: string) {
    const message = new MessageEvent(name, { data });
    for (const listener of this.listeners.get(name) ?? []) listener(message);
  }
}

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

beforeEach(() => {
  FakeEventSource.opened = [];
  visibility = 'visible';
  Object.assign(globalThis, { EventSource: FakeEventSource });
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'EventSource');
});

describe('useDiscussionEvents', () => {
  /** The hook loads the client's address rule on demand (ADR 0088): its first stream follows. */
  const opened = (count: number) =>
    waitFor(() => expect(FakeEventSource.opened).toHaveLength(count));

  it('hands over the discussion’s comment and counts events, checked, and closes when unmounted', async () => {
    const events: DiscussionEvent[] = [];
    const { unmount } = renderHook(() =>
      useDiscussionEvents('d 1', (event) => {
        events.push(event);
      }),
    );
    await opened(1);
    const [source] = FakeEventSource.opened;
    expect(source!.url).toMatch(/\/discussions\/d%201\/events$/);

    act(() => {
      source!.emit('counts', JSON.stringify({ commentsCount: 2, likesCount: 5 }));
      source!.emit('comment', JSON.stringify({ id: 'c-1', rootId: null }));
      source!.emit('comment', JSON.stringify({ id: 7 }));
      source!.emit('counts', 'not json');
    });
    expect(events).toEqual([
      { name: 'counts', data: { commentsCount: 2, likesCount: 5 } },
      { name: 'comment', data: { id: 'c-1', rootId: null } },
    ]);

    unmount();
    expect(source!.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('lets go of the connection while the page is hidden, and opens a new one when it is back', async () => {
    renderHook(() => useDiscussionEvents('d-1', () => {}));
    await opened(1);
    setVisibility('hidden');
    expect(FakeEventSource.opened[0]!.readyState).toBe(FakeEventSource.CLOSED);
    setVisibility('visible');
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.opened[1]!.readyState).toBe(FakeEventSource.OPEN);
  });

  it('tries again when the page is shown after the server refused the stream', async () => {
    renderHook(() => useDiscussionEvents('d-1', () => {}));
    await opened(1);
    FakeEventSource.opened[0]!.close();
    setVisibility('visible');
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('opens nothing without a discussion', () => {
    renderHook(() => useDiscussionEvents(null, () => {}));
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});
