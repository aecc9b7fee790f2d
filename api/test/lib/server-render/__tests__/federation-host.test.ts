import path from 'node:path';

import {
  createFederationHost,
  ReplacedHostError,
} from '../../../../src/lib/server-render/federation-host';
import { makeTempDir, removeTempDir, writeFiles } from '../../../support/test-app';

/** A server container written by hand: its `./routes` says its name and which run of the file it is. */
const container = (says: string) => `
const run = Math.random();
module.exports = {
  init() {},
  get() {
    return Promise.resolve(() => ({ says: '${says}', run }));
  },
};`;

const instanceNames = () =>
  (
    globalThis as unknown as { __FEDERATION__: { __INSTANCES__: { options: { name: string } }[] } }
  ).__FEDERATION__.__INSTANCES__.map(({ options }) => options.name);

describe('the federation host of the server render', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await makeTempDir();
    await writeFiles(dir, { 'garage/remoteEntry.js': container('garage') });
  });
  afterEach(() => removeTempDir(dir));

  it('once replaced, leaves no runtime instance for the next host to join, and loads nothing more', async () => {
    const entry = path.join(dir, 'garage/remoteEntry.js');
    const first = createFederationHost();
    const loaded = (await first.load('mf_garage', entry, 'routes')) as {
      says: string;
      run: number;
    };
    expect(loaded.says).toBe('garage');
    expect(instanceNames()).toContain('carclub_api');

    first.dispose();
    expect(instanceNames()).not.toContain('carclub_api');
    await expect(first.load('mf_garage', entry, 'routes')).rejects.toBeInstanceOf(
      ReplacedHostError,
    );

    // The next host runs the same file afresh: it is not handed the container the first one ran.
    const next = createFederationHost();
    const again = (await next.load('mf_garage', entry, 'routes')) as { says: string; run: number };
    expect(again.says).toBe('garage');
    expect(again.run).not.toBe(loaded.run);
    expect(instanceNames().filter((name) => name === 'carclub_api')).toHaveLength(1);
    next.dispose();
  });
});
