import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

import {
  checkStorageReachable,
  createLocalStorage,
  createS3Storage,
  StorageUnavailableError,
} from '../../../../src/lib/media';
import { testS3Config } from '../../../support/s3-server';
import { makeTempDir, removeTempDir } from '../../../support/test-app';

/** A store that takes connections and never answers, as one behind a dropped route seems. */
async function silentServer() {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server: Server = createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    // Read (and drop) the request, so that the client's closing is seen.
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    sockets,
    accepted: () => accepted,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

describe('checkStorageReachable', () => {
  it('passes a local folder that is not made yet, and one that is', async () => {
    const dataDir = await makeTempDir();
    try {
      const storage = createLocalStorage(`${dataDir}/media`);
      await expect(checkStorageReachable(storage, 2_000)).resolves.toBeUndefined();
      await storage.put('avatars/a.webp', Buffer.from('x'), 'image/webp');
      await expect(checkStorageReachable(storage, 2_000)).resolves.toBeUndefined();
    } finally {
      await removeTempDir(dataDir);
    }
  });

  it('refuses a local folder whose parent is gone', async () => {
    const dataDir = await makeTempDir();
    await removeTempDir(dataDir);
    const storage = createLocalStorage(`${dataDir}/media`);

    await expect(checkStorageReachable(storage, 2_000)).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
  });

  it('gives up on a store that does not answer in time, and drops its request', async () => {
    const silent = await silentServer();
    const storage = await createS3Storage(testS3Config(silent.endpoint, 'silent'));
    try {
      // Long enough for the client's first request (credentials, signing) to reach the server on
      // a busy machine: under 300 ms it sometimes gave up before connecting at all.
      await expect(checkStorageReachable(storage, 2_000)).rejects.toThrow(
        'No answer from the media storage in 2000 ms',
      );
      expect(silent.accepted()).toBeGreaterThan(0);
      // Aborted, the request leaves no connection open to pile up under a probe every few seconds.
      for (let waited = 0; silent.sockets.size > 0 && waited < 5_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(silent.sockets.size).toBe(0);
    } finally {
      storage.close();
      silent.close();
    }
  });
});
