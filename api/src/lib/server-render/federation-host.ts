import { createRequire } from 'node:module';

import {
  createInstance,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';

const requireFromDisk = createRequire(__filename);

/**
 * Server containers are files of the live releases under SITE_DIR: read from disk, as Node
 * modules, rather than fetched over HTTP from the site itself. Their chunks load beside them
 * (the containers carry `@module-federation/node`'s runtime plugin).
 */
function diskEntryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'carclub-disk-entry',
    loadEntry({ remoteInfo }) {
      const container: unknown = requireFromDisk(remoteInfo.entry);
      // The runtime keeps the container; a release's file is never loaded twice.
      delete requireFromDisk.cache[requireFromDisk.resolve(remoteInfo.entry)];
      return container as never;
    },
  };
}

/** Loads modules exposed by server containers, and follows each container to its live release. */
export interface FederationHost {
  /**
   * `expose` (e.g. `routes`) of the container `federationName` whose live release is the file
   * `entryFile`. A new file for a name replaces the old release for every later load.
   */
  load(federationName: string, entryFile: string, expose: string): Promise<unknown>;
}

/**
 * ONE runtime instance for the life of the process, with every container in one share scope: the
 * shell's server build provides React and the other singletons, and each remote uses them. A
 * release is swapped by registering its entry again with `force` (a second instance would keep
 * answering from the first one's cached containers).
 */
export function createFederationHost(): FederationHost {
  const host = createInstance({ name: 'carclub_api', remotes: [], plugins: [diskEntryPlugin()] });
  const liveEntries = new Map<string, string>();
  return {
    async load(federationName, entryFile, expose) {
      const current = liveEntries.get(federationName);
      if (current !== entryFile) {
        host.registerRemotes([{ name: federationName, entry: entryFile }], {
          force: current !== undefined,
        });
        liveEntries.set(federationName, entryFile);
      }
      try {
        return await host.loadRemote(`${federationName}/${expose}`);
      } catch (error) {
        // Registered afresh next time, so a repaired file is read again rather than the failure.
        liveEntries.set(federationName, '');
        throw error;
      }
    },
  };
}
