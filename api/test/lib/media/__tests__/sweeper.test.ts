import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

import {
  createLocalStorage,
  LOCAL_TEMP_FOLDER,
  removeStaleFiles,
  startPeriodicTask,
} from '../../../../src/lib/media';
import { makeTempDir, removeTempDir } from '../../../support/test-app';

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

describe('temporary files', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await makeTempDir();
  });

  afterEach(() => removeTempDir(dir));

  async function writeAged(file: string, ageMs: number) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, '');
    const when = new Date(Date.now() - ageMs);
    await utimes(file, when, when);
  }

  it('removes the files older than the age given, keeps the others and folders', async () => {
    await writeAged(path.join(dir, 'stale.upload'), 2 * 60 * 60 * 1000);
    await writeAged(path.join(dir, 'fresh.upload'), 60 * 1000);
    await mkdir(path.join(dir, 'folder'));

    expect(await removeStaleFiles(dir, 60 * 60 * 1000)).toBe(1);

    expect((await readdir(dir)).sort()).toEqual(['folder', 'fresh.upload']);
  });

  it('finds nothing in a folder that does not exist', async () => {
    expect(await removeStaleFiles(path.join(dir, 'never-made'), 0)).toBe(0);
  });

  it('the storage driver writes through its temporary folder and sweeps what a crash left there', async () => {
    const root = path.join(dir, 'media');
    const storage = createLocalStorage(root);
    await storage.put('avatars/one.webp', Buffer.from('x'), 'image/webp');
    expect(await readdir(path.join(root, LOCAL_TEMP_FOLDER))).toEqual([]);
    // What a kill -9 between open and rename leaves: an empty file nobody will finish.
    await writeAged(path.join(root, LOCAL_TEMP_FOLDER, 'killed.tmp'), 2 * 60 * 60 * 1000);
    await writeAged(path.join(root, LOCAL_TEMP_FOLDER, 'writing.tmp'), 0);

    expect(await storage.sweepTemporaryFiles(60 * 60 * 1000)).toBe(1);

    expect(await readdir(path.join(root, LOCAL_TEMP_FOLDER))).toEqual(['writing.tmp']);
    expect(await readdir(path.join(root, 'avatars'))).toEqual(['one.webp']);
  });
});
