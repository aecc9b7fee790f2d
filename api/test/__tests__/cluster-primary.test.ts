import { restartDelayMs } from '../../src/lifecycle';

describe('restartDelayMs', () => {
  it('replaces a worker that served a while at once', () => {
    expect(restartDelayMs(0)).toBe(0);
  });

  it('backs off while workers keep dying young: doubling from 250 ms, never past 30 s', () => {
    expect([1, 2, 3, 4, 5].map(restartDelayMs)).toEqual([250, 500, 1_000, 2_000, 4_000]);
    expect(restartDelayMs(8)).toBe(30_000);
    expect(restartDelayMs(50)).toBe(30_000);
  });
});
