import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

import {
  createInstance,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';

/**
 * A load that failed is retried under a new entry name (`file#2`): the runtime remembers entries
 * it has seen, failures included, by their name.
 */
const ATTEMPT = /#\d+$/;

/**
 * Runs a server container's file as Node would run a CommonJS module, but afresh each time: no
 * module cache keeps a failed or replaced release. Its chunks load beside it (`__dirname`).
 */
function runContainerFile(file: string): unknown {
  const module = { exports: {} as unknown };
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`,
    { filename: file },
  ) as (...args: unknown[]) => void;
  wrapper(module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}

/**
 * Server containers are files of the live releases under SITE_DIR: read from disk rather than
 * fetched over HTTP from the site itself. Their chunks load beside them (the containers carry
 * `@module-federation/node`'s runtime plugin).
 */
function diskEntryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'carclub-disk-entry',
    loadEntry({ remoteInfo }) {
      return runContainerFile(remoteInfo.entry.replace(ATTEMPT, '')) as never;
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
  let attempts = 0;
  return {
    async load(federationName, entryFile, expose) {
      const current = liveEntries.get(federationName);
      if (current?.replace(ATTEMPT, '') !== entryFile) {
        const entry = `${entryFile}#${(attempts += 1)}`;
        host.registerRemotes([{ name: federationName, entry }], { force: current !== undefined });
        liveEntries.set(federationName, entry);
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
