import { HttpError } from '../../../../src/lib/http-errors';
import { Semaphore, UploadLimiter } from '../../../../src/lib/media';

function statusOf(run: () => unknown): number | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error.statusCode;
    throw error;
  }
  return undefined;
}

describe('Semaphore', () => {
  it('runs at most `size` tasks at once and the others in arrival order', async () => {
    const slots = new Semaphore(2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    let running = 0;
    let most = 0;
    const tasks = [0, 1, 2, 3, 4].map((index) =>
      slots.run(async () => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => finish.push(resolve));
        running -= 1;
        return index;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    expect([slots.running, slots.waiting]).toEqual([2, 3]);

    while (finish.length > 0 || started.length < 5) {
      finish.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }

    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect([slots.running, slots.waiting]).toEqual([0, 0]);
  });

  it('frees the slot of a task that fails', async () => {
    const slots = new Semaphore(1);

    await expect(slots.run(() => Promise.reject(new Error('broken image')))).rejects.toThrow();

    expect(await slots.run(async () => 'next')).toBe('next');
  });
});

describe('UploadLimiter', () => {
  it('refuses a member past their limit with 429, without holding back others', () => {
    const limiter = new UploadLimiter({ perMember: 2, decoding: 10 });
    const first = limiter.begin('ann');
    limiter.begin('ann');

    expect(statusOf(() => limiter.begin('ann'))).toBe(429);
    expect(statusOf(() => limiter.begin('bob'))).toBeUndefined();

    first.end();
    first.end();
    expect(statusOf(() => limiter.begin('ann'))).toBeUndefined();
    expect(statusOf(() => limiter.begin('ann'))).toBe(429);
  });

  it('admits uploads to decoding up to its limit, then answers 503 to new and admitted ones', () => {
    const limiter = new UploadLimiter({ perMember: 5, decoding: 2 });
    const a = limiter.begin('a');
    const b = limiter.begin('b');
    const c = limiter.begin('c');
    a.admitToDecoding();
    b.admitToDecoding();

    expect(limiter.saturated).toBe(true);
    expect(statusOf(() => c.admitToDecoding())).toBe(503);
    expect(statusOf(() => limiter.begin('d'))).toBe(503);

    a.end();
    expect(limiter.decoding).toBe(1);
    c.admitToDecoding();
    c.admitToDecoding();
    expect(limiter.decoding).toBe(2);
    b.end();
    c.end();
    expect(limiter.decoding).toBe(0);
  });

  it('keeps places for members with nothing decoding: a few cannot hold back everyone (issue 29)', () => {
    const limiter = new UploadLimiter({ perMember: 3, decoding: 2, reserved: 2 });
    const hogs = [limiter.begin('hog'), limiter.begin('hog')];
    for (const ticket of hogs) ticket.admitToDecoding();
    expect(limiter.saturated).toBe(true);

    // The member who filled the shared places waits for their own uploads.
    expect(statusOf(() => limiter.begin('hog'))).toBe(503);
    // Others still get one place each, up to the reserved ones.
    const bob = limiter.begin('bob');
    bob.admitToDecoding();
    expect(statusOf(() => limiter.begin('bob'))).toBe(503);
    const carol = limiter.begin('carol');
    carol.admitToDecoding();
    expect(statusOf(() => limiter.begin('dave'))).toBe(503);

    hogs[0]!.end();
    bob.end();
    expect(statusOf(() => limiter.begin('dave'))).toBeUndefined();
  });

  it('refuses an upload whose body would take the spool past its limit, until others end', () => {
    const limiter = new UploadLimiter({ perMember: 5, decoding: 5, spoolBytes: 100 });
    const first = limiter.begin('ann', 60);
    expect(limiter.spooled).toBe(60);
    expect(statusOf(() => limiter.begin('bob', 50))).toBe(503);
    const fits = limiter.begin('bob', 40);
    first.end();
    first.end();
    expect(limiter.spooled).toBe(40);
    expect(statusOf(() => limiter.begin('carol', 60))).toBeUndefined();
    fits.end();
  });
});
