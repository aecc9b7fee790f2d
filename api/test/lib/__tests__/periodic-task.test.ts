import { startPeriodicTask } from '../../../src/lib/periodic-task';

describe('startPeriodicTask', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the task every interval, on an unref’d timer', async () => {
    const task = jest.fn(async () => {});
    const setTimeoutSpy = jest.spyOn(global, 'setTimeout');
    const periodic = startPeriodicTask(task, 1000);

    await jest.advanceTimersByTimeAsync(999);
    expect(task).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(2);
    const timers = setTimeoutSpy.mock.results.map((result) => result.value as NodeJS.Timeout);
    expect(timers.length).toBeGreaterThan(0);
    for (const timer of timers) expect(timer.hasRef()).toBe(false);

    await periodic.stop();
    setTimeoutSpy.mockRestore();
  });

  it('never starts a run while one is under way, and goes on after a failing one', async () => {
    let finish!: () => void;
    const task = jest
      .fn<Promise<void>, []>()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(new Error('disk gone'))
      .mockResolvedValue(undefined);
    const periodic = startPeriodicTask(task, 100);

    await jest.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(1);
    finish();
    await jest.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(3);

    await periodic.stop();
  });

  it('stops: waits for the run under way and starts no other', async () => {
    let finish!: () => void;
    let finished = false;
    const task = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            finished = true;
            resolve();
          };
        }),
    );
    const periodic = startPeriodicTask(task, 100);
    await jest.advanceTimersByTimeAsync(100);

    const stopping = periodic.stop();
    finish();
    await stopping;

    expect(finished).toBe(true);
    expect(periodic.stopped).toBe(true);
    await jest.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('runs at once when asked, and then waits a whole interval again', async () => {
    const task = jest.fn(async () => {});
    const periodic = startPeriodicTask(task, 1000);
    await jest.advanceTimersByTimeAsync(600);

    await periodic.runNow();
    expect(task).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(600);
    expect(task).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(400);
    expect(task).toHaveBeenCalledTimes(2);
    expect(jest.getTimerCount()).toBe(1);

    await periodic.stop();
  });
});
