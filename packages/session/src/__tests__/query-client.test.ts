import { QueryObserver } from '@tanstack/react-query';
import {
  createQueryClient,
  CURRENT_USER_STALE_TIME_MS,
  QUERY_GC_TIME_MS,
  QUERY_RETRY_COUNT,
  QUERY_STALE_TIME_MS,
  queryClient,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
  retryDelay,
  shouldRetry,
} from '../index';

describe('spec §9 cache constants', () => {
  it('are the numbers of the spec', () => {
    expect(QUERY_STALE_TIME_MS).toBe(60_000);
    expect(QUERY_GC_TIME_MS).toBe(300_000);
    expect(QUERY_RETRY_COUNT).toBe(2);
    expect(RETRY_BASE_DELAY_MS).toBe(1_000);
    expect(RETRY_MAX_DELAY_MS).toBe(30_000);
    expect(CURRENT_USER_STALE_TIME_MS).toBe(300_000);
  });
});

describe('retryDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('shouldRetry', () => {
  const answered = (status: number) =>
    Object.assign(new Error(`status ${status}`), { response: { status } });

  it('retries twice what another try may cure: no answer, 408, 429 and 5xx', () => {
    for (const error of [
      new Error('Network Error'),
      answered(408),
      answered(429),
      answered(500),
      answered(503),
    ]) {
      expect([0, 1, 2].map((failures) => shouldRetry(failures, error))).toEqual([
        true,
        true,
        false,
      ]);
    }
  });

  it('never retries a final answer such as 400, 401, 403, 404, 409 or 422', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(shouldRetry(0, answered(status))).toBe(false);
      expect(shouldRetry(0, { status })).toBe(false);
    }
  });
});

describe('createQueryClient', () => {
  it('applies the spec defaults to queries and mutations', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();

    expect(queries).toEqual(
      expect.objectContaining({
        staleTime: 60_000,
        gcTime: 300_000,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        retry: shouldRetry,
        retryDelay,
      }),
    );
    expect(mutations).toEqual(expect.objectContaining({ retry: shouldRetry, retryDelay }));
  });

  it('gives a new client each time, and the page one is built the same way', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
    expect(queryClient.getDefaultOptions()).toEqual(createQueryClient().getDefaultOptions());
  });

  describe('in use', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('retries a failing query twice, 1 s and then 2 s later', async () => {
      const client = createQueryClient();
      const queryFn = jest.fn().mockRejectedValue(new Error('down'));
      const observer = new QueryObserver(client, { queryKey: ['cars'], queryFn });
      const unsubscribe = observer.subscribe(() => undefined);

      await jest.advanceTimersByTimeAsync(0);
      expect(queryFn).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(999);
      expect(queryFn).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(queryFn).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(1_999);
      expect(queryFn).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(1);
      expect(queryFn).toHaveBeenCalledTimes(3);
      await jest.advanceTimersByTimeAsync(60_000);
      expect(queryFn).toHaveBeenCalledTimes(3);
      expect(observer.getCurrentResult().status).toBe('error');
      unsubscribe();
    });

    it('retries a failing mutation twice', async () => {
      const client = createQueryClient();
      const mutationFn = jest.fn().mockRejectedValue(new Error('down'));
      const result = client
        .getMutationCache()
        .build(client, { mutationFn })
        .execute(undefined)
        .catch((error: unknown) => error);

      await jest.advanceTimersByTimeAsync(3_000);

      await expect(result).resolves.toEqual(new Error('down'));
      expect(mutationFn).toHaveBeenCalledTimes(3);
    });

    it('keeps unused data for 5 min', async () => {
      const client = createQueryClient();
      const observer = new QueryObserver(client, { queryKey: ['cars'], queryFn: () => 'data' });
      const unsubscribe = observer.subscribe(() => undefined);
      await jest.advanceTimersByTimeAsync(0);
      unsubscribe();

      await jest.advanceTimersByTimeAsync(QUERY_GC_TIME_MS - 1);
      expect(client.getQueryData(['cars'])).toBe('data');
      await jest.advanceTimersByTimeAsync(1);
      expect(client.getQueryData(['cars'])).toBeUndefined();
    });
  });
});
