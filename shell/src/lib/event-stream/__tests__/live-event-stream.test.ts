import {
  reconnectDelay,
  startLiveEventStream,
  type LiveEventStreamOptions,
} from '../live-event-stream';

/** A response whose event-stream body the test writes, ended or broken when the test says. */
function streamResponse(signal: AbortSignal | null | undefined) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
  };
}

type Stream = ReturnType<typeof streamResponse>;

/** A fetch that answers each call with the next planned reply: a stream, a status, or a failure. */
function fakeFetch(plan: Array<'stream' | number | 'fail'>) {
  const streams: Stream[] = [];
  const calls: Array<{ authorization: string | null; at: number }> = [];
  const fetchStream = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      authorization: new Headers(init?.headers).get('Authorization'),
      at: Date.now(),
    });
    const next = plan.shift() ?? 'stream';
    if (next === 'fail') throw new TypeError('Failed to fetch');
    if (next !== 'stream') return new Response(null, { status: next });
    const stream = streamResponse(init?.signal);
    streams.push(stream);
    return stream.response;
  });
  return { fetchStream, streams, calls };
}

const settle = () => jest.advanceTimersByTimeAsync(0);

function start(
  fetchStream: LiveEventStreamOptions['fetch'],
  overrides: Partial<LiveEventStreamOptions> = {},
) {
  const events: string[] = [];
  const states: string[] = [];
  const stream = startLiveEventStream({
    url: '/api/notifications/stream',
    accessToken: () => 'token-1',
    refreshAccessToken: async () => 'token-2',
    onEvent: (event) => events.push(`${event.event} ${event.data}`),
    onStateChange: (state) => states.push(state),
    fetch: fetchStream,
    // No jitter: the longest wait of each step.
    random: () => 1,
    ...overrides,
  });
  return { stream, events, states };
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('reconnectDelay', () => {
  it('doubles from 1 s to at most 30 s, keeping between half and all of each step', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(8, () => 0)).toBe(15_000);
    expect(reconnectDelay(2, () => 0.5)).toBe(3_000);
  });
});

describe('the live event stream', () => {
  it('connects with the bearer token and hands over each event as it arrives', async () => {
    const { fetchStream, streams, calls } = fakeFetch(['stream']);
    const { events, states, stream } = start(fetchStream);
    await settle();
    expect(calls).toEqual([{ authorization: 'Bearer token-1', at: expect.any(Number) }]);
    expect(stream.state()).toBe('open');

    streams[0]!.send('event: unread\ndata: {"unread":2}\n\n: ping\n\nevent: unr');
    await settle();
    expect(events).toEqual(['unread {"unread":2}']);
    streams[0]!.send('ead\ndata: {"unread":3}\n\n');
    await settle();
    expect(events).toEqual(['unread {"unread":2}', 'unread {"unread":3}']);
    expect(states).toEqual(['open']);
    stream.stop();
  });

  it('reconnects with a growing, capped wait while the server stays away', async () => {
    const { fetchStream, calls } = fakeFetch(['fail', 503, 'fail', 'fail', 'fail', 'fail', 'fail']);
    const { stream, states } = start(fetchStream);
    await settle();
    expect(calls).toHaveLength(1);
    expect(stream.state()).toBe('down');

    const waits = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000];
    for (const [index, wait] of waits.entries()) {
      await jest.advanceTimersByTimeAsync(wait - 1);
      expect(calls).toHaveLength(index + 1);
      await jest.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(index + 2);
    }
    expect(states).toEqual(['down']);
    stream.stop();
  });

  it('starts the waits over once a reconnected stream delivered an event', async () => {
    const { fetchStream, streams, calls } = fakeFetch(['fail', 'fail', 'stream', 'stream']);
    const { stream, states } = start(fetchStream);
    await settle();
    await jest.advanceTimersByTimeAsync(1_000);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(3);
    expect(stream.state()).toBe('open');
    streams[0]!.send('event: unread\ndata: {"unread":0}\n\n');
    await settle();

    // The server closes the stream (the token expired): back after the first step, not the fourth.
    streams[0]!.close();
    await settle();
    expect(stream.state()).toBe('down');
    await jest.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(4);
    expect(states).toEqual(['down', 'open', 'down', 'open']);
    stream.stop();
  });

  it('refreshes the token once on a 401 and connects again at once with the new one', async () => {
    const { fetchStream, calls } = fakeFetch([401, 'stream']);
    let token = 'token-1';
    const refreshAccessToken = jest.fn(async (rejected: string) => {
      expect(rejected).toBe('token-1');
      token = 'token-2';
      return token;
    });
    const { stream } = start(fetchStream, { accessToken: () => token, refreshAccessToken });
    await settle();
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(stream.state()).toBe('open');
    stream.stop();
  });

  it('waits instead of refreshing again when the fresh token is refused too', async () => {
    const { fetchStream, calls } = fakeFetch([401, 401, 'stream']);
    const refreshAccessToken = jest.fn(async () => 'token-2');
    const { stream } = start(fetchStream, { refreshAccessToken });
    await settle();
    expect(calls).toHaveLength(2);
    expect(stream.state()).toBe('down');
    await jest.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(3);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    stream.stop();
  });

  it('stops for good when the refresh fails (the session ended)', async () => {
    const { fetchStream, calls } = fakeFetch([401]);
    const { stream } = start(fetchStream, {
      refreshAccessToken: () => Promise.reject(new Error('expired')),
    });
    await settle();
    expect(stream.state()).toBe('stopped');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
  });

  it('stops on sign-out: the open request is aborted and no reconnection follows', async () => {
    const { fetchStream, streams, calls } = fakeFetch(['stream']);
    const { stream, events } = start(fetchStream);
    await settle();
    stream.stop();
    await settle();
    expect(stream.state()).toBe('stopped');
    expect(() => streams[0]!.send('data: late\n\n')).toThrow();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    expect(events).toEqual([]);
  });

  it('does not connect without a token, and a pending reconnection ends with the token gone', async () => {
    const none = fakeFetch([]);
    expect(start(none.fetchStream, { accessToken: () => null }).stream.state()).toBe('stopped');
    expect(none.calls).toHaveLength(0);

    let token: string | null = 'token-1';
    const { fetchStream, calls } = fakeFetch(['fail']);
    const { stream } = start(fetchStream, { accessToken: () => token });
    await settle();
    token = null;
    await jest.advanceTimersByTimeAsync(1_000);
    expect(stream.state()).toBe('stopped');
    expect(calls).toHaveLength(1);
  });

  it('skips the wait when asked to reconnect now', async () => {
    const { fetchStream, calls } = fakeFetch(['fail', 'stream']);
    const { stream } = start(fetchStream);
    await settle();
    expect(stream.state()).toBe('down');
    stream.reconnectNow();
    await settle();
    expect(calls).toHaveLength(2);
    expect(stream.state()).toBe('open');
    stream.stop();
  });
});
