import { isChunkLoadError, reloadOnceFor } from '../chunk-reload';

describe('reloading after a failed chunk', () => {
  const reload = jest.fn();
  const reloadOnce = (error: unknown) => reloadOnceFor(error, { reload });
  beforeEach(() => {
    reload.mockClear();
    sessionStorage.clear();
  });

  const chunkError = (id: string) =>
    Object.assign(new Error(`Loading chunk ${id} failed.`), { name: 'ChunkLoadError' });

  it('recognises chunk failures and nothing else', () => {
    expect(isChunkLoadError(chunkError('42'))).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads once per distinct message', () => {
    expect(reloadOnce(chunkError('1'))).toBe(true);
    expect(reloadOnce(chunkError('1'))).toBe(false);
    expect(reloadOnce(chunkError('2'))).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads for an ordinary error', () => {
    expect(reloadOnce(new Error('boom'))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('survives a corrupted memory of earlier reloads', () => {
    sessionStorage.setItem('carclub:chunk-reloads', '{not json');
    expect(reloadOnce(chunkError('3'))).toBe(true);
  });
});
