import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@carclub/router';
import { apiClient, configureApiClient } from '@carclub/api-client';
import type { CurrentUser } from '@carclub/contracts';
import { i18n, initI18n, setLanguage } from '@carclub/i18n';
import { NOTIFICATION_QUERY_KEYS, queryClient, useSessionStore } from '@carclub/session';
import { fakeApi, type Reply } from '@carclub/testing/fake-api';

import '../../../i18n';
import { ANNOUNCE_DELAY_MS } from '../hooks/use-rise-announcement';
import { Header } from '../header';

const ann: CurrentUser = {
  id: 'u1',
  email: 'ann@example.com',
  nickname: 'ann',
  roles: ['user'],
  permissions: [],
  restrictions: [],
};
const TOKENS = { accessToken: 'access-1', refreshToken: 'refresh-1' };

/** The notification stream as the API sends it; the test writes, ends or breaks each one. */
function fakeStreams(plan: Array<'stream' | 'fail'> = []) {
  const encoder = new TextEncoder();
  const opened: Array<{
    send: (text: string) => void;
    close: () => void;
    signal: AbortSignal;
    authorization: string | null;
  }> = [];
  const fetchMock = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    expect(url).toBe('/api/notifications/stream');
    if ((plan.shift() ?? 'stream') === 'fail') throw new TypeError('Failed to fetch');
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    const signal = init!.signal!;
    signal.addEventListener('abort', () => controller.error(new Error('aborted')));
    opened.push({
      send: (text) => controller.enqueue(encoder.encode(text)),
      close: () => controller.close(),
      signal,
      authorization: new Headers(init?.headers).get('Authorization'),
    });
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  const unreadEvent = (unread: number, withNotification = false) =>
    `event: unread\ndata: ${JSON.stringify({
      unread,
      ...(withNotification && {
        notification: {
          id: '8a6e0804-2bd0-4672-b79d-d97358ed2f2a',
          kind: 'passwordChanged',
          data: {},
          createdAt: '2026-03-01T10:00:00.000Z',
          readAt: null,
        },
      }),
    })}\n\n`;
  return { fetchMock, opened, unreadEvent };
}

function signIn(unread: Reply | Reply[] = { status: 200, data: { unread: 3 } }) {
  const api = fakeApi(apiClient, {
    'GET /api/profile': { status: 404 },
    'GET /api/notifications/unread': unread,
    'PUT /api/profile/language': { status: 204 },
  });
  configureApiClient({
    tokenStore: { getTokens: () => TOKENS, setTokens: jest.fn(), clearTokens: jest.fn() },
    onSessionExpired: jest.fn(),
  });
  useSessionStore.setState({ status: 'authenticated', user: ann, tokens: TOKENS });
  return api;
}

function renderHeader() {
  const router = createMemoryRouter([{ path: '*', element: <Header /> }], {
    initialEntries: ['/'],
  });
  return render(<RouterProvider router={router} />);
}

const bell = () =>
  within(screen.getByRole('banner')).getByRole('link', { name: /^(Notifications|Сповіщення)/ });
const liveRegion = () => within(screen.getByRole('banner')).getByRole('status');
const flush = () => act(() => jest.advanceTimersByTimeAsync(0));

const realFetch = globalThis.fetch;

beforeAll(async () => {
  await initI18n();
});

beforeEach(async () => {
  await setLanguage('en');
  queryClient.clear();
  useSessionStore.setState({ status: 'anonymous', user: null, tokens: null });
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
});

afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = realFetch;
});

describe('the notification bell', () => {
  it('links to the centre, says the unread count in its name and shows it on a badge', async () => {
    fakeStreams();
    signIn();
    renderHeader();
    await flush();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));
    expect(bell()).toHaveAttribute('href', '/profile/notifications');
    expect(bell()).toHaveTextContent('3');
    // The number is in the name already; the live region says nothing about a first count.
    expect(liveRegion()).toHaveTextContent('');
  });

  it('hides the badge at 0, caps it at 99+, and speaks Ukrainian', async () => {
    const { opened, unreadEvent } = fakeStreams();
    signIn({ status: 200, data: { unread: 0 } });
    renderHeader();
    await flush();
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(bell()).toHaveTextContent('');

    act(() => opened[0]!.send(unreadEvent(150)));
    await flush();
    expect(bell()).toHaveAccessibleName('Notifications, 150 unread');
    expect(bell()).toHaveTextContent(/^99\+$/);

    await act(() => i18n.changeLanguage('uk'));
    expect(bell()).toHaveAccessibleName('Сповіщення, 150 непрочитаних');
    act(() => opened[0]!.send(unreadEvent(2)));
    await flush();
    expect(bell()).toHaveAccessibleName('Сповіщення, 2 непрочитані');
  });

  it('is not there for a signed-out visitor, who opens no stream', async () => {
    const { fetchMock } = fakeStreams();
    renderHeader();
    await flush();
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('announces a rise once it settles, a burst once, and never a fall', async () => {
    const { opened, unreadEvent } = fakeStreams();
    signIn({ status: 200, data: { unread: 1 } });
    renderHeader();
    await flush();
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]!.authorization).toBe('Bearer access-1');

    act(() => opened[0]!.send(unreadEvent(2, true)));
    await flush();
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
    act(() => opened[0]!.send(unreadEvent(3, true)));
    await act(() => jest.advanceTimersByTimeAsync(ANNOUNCE_DELAY_MS - 1));
    expect(liveRegion()).toHaveTextContent('');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(liveRegion()).toHaveTextContent('3 unread notifications');

    // Read on another tab: the count falls, silently.
    act(() => opened[0]!.send(unreadEvent(0)));
    await act(() => jest.advanceTimersByTimeAsync(ANNOUNCE_DELAY_MS * 2));
    expect(liveRegion()).toHaveTextContent('');
    expect(bell()).toHaveAccessibleName('Notifications');

    // A rise undone before it settled is not said either.
    act(() => opened[0]!.send(unreadEvent(1, true)));
    await act(() => jest.advanceTimersByTimeAsync(ANNOUNCE_DELAY_MS / 2));
    act(() => opened[0]!.send(unreadEvent(0)));
    await act(() => jest.advanceTimersByTimeAsync(ANNOUNCE_DELAY_MS * 2));
    expect(liveRegion()).toHaveTextContent('');
  });

  it('marks the notification list stale when a new notification arrives, not on every count', async () => {
    const { opened, unreadEvent } = fakeStreams();
    signIn();
    queryClient.setQueryData([...NOTIFICATION_QUERY_KEYS.list], { pages: [], pageParams: [] });
    const listState = () => queryClient.getQueryState([...NOTIFICATION_QUERY_KEYS.list]);
    renderHeader();
    await flush();
    await waitFor(() => expect(opened).toHaveLength(1));

    act(() => opened[0]!.send(unreadEvent(2)));
    await flush();
    expect(listState()?.isInvalidated).toBe(false);
    act(() => opened[0]!.send(unreadEvent(3, true)));
    await flush();
    expect(listState()?.isInvalidated).toBe(true);
  });

  it('fetches the count again and reconnects at once when the page regains focus after losing the stream', async () => {
    const { fetchMock, opened } = fakeStreams(['stream', 'stream']);
    const api = signIn([
      { status: 200, data: { unread: 1 } },
      { status: 200, data: { unread: 5 } },
    ]);
    renderHeader();
    await flush();
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(api.to('GET /api/notifications/unread')).toHaveLength(1);

    // Focus while the stream is open asks nothing: the stream keeps the count.
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await flush();
    expect(api.to('GET /api/notifications/unread')).toHaveLength(1);

    // The stream ends; focus comes back before the first reconnection was due.
    act(() => opened[0]!.close());
    await flush();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await flush();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 5 unread'));
    expect(api.to('GET /api/notifications/unread')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(opened).toHaveLength(2);
  });

  it('closes the stream on sign-out', async () => {
    const { fetchMock, opened } = fakeStreams();
    signIn();
    renderHeader();
    await flush();
    await waitFor(() => expect(opened).toHaveLength(1));
    act(() => useSessionStore.setState({ status: 'anonymous', user: null, tokens: null }));
    await flush();
    expect(opened[0]!.signal.aborted).toBe(true);
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the language switcher', () => {
  it('keeps a signed-in member’s choice on the account', async () => {
    fakeStreams();
    const api = signIn();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderHeader();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'uk');
    await waitFor(() => expect(api.to('PUT /api/profile/language')).toHaveLength(1));
    expect(api.to('PUT /api/profile/language')[0]?.body).toEqual({ language: 'uk' });
    expect(i18n.resolvedLanguage).toBe('uk');
  });

  it('switches anyway when keeping it fails, and asks nothing of a signed-out visitor', async () => {
    fakeStreams();
    const api = signIn();
    fakeApi(apiClient, {
      'GET /api/notifications/unread': { status: 200, data: { unread: 0 } },
      'PUT /api/profile/language': { status: 500 },
    });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const view = renderHeader();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'uk');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Мова' })).toHaveValue('uk'));
    view.unmount();

    useSessionStore.setState({ status: 'anonymous', user: null, tokens: null });
    const anonymous = fakeApi(apiClient, {});
    renderHeader();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Мова' }), 'en');
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('en'));
    await flush();
    expect(anonymous.sent).toEqual([]);
    expect(api.to('PUT /api/profile/language')).toHaveLength(0);
  });
});
