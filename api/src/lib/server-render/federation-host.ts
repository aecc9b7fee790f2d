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
 * it has seen, failures included, by their name, in the whole process. So the count is the
 * process's too: a later host loading the same file must not be handed the container an earlier
 * host loaded.
 */
const ATTEMPT = /#\d+$/;
let attempts = 0;

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
  /**
   * Forgets this host and its containers, so that the next host loads them afresh with shares of
   * its own; a later `load` here rejects. A container that is loaded again looks for a runtime
   * instance of its name in the process-wide `__FEDERATION__` and joins it when there is one,
   * share scope and all: a new shell release would have rendered with the old one's singletons
   * (and two copies of React Router's contexts, so no page rendered).
   */
  dispose(): void;
}

const HOST_NAME = 'carclub_api';

/** A load asked of a host a newer one replaced: the release may be fine, so nobody marks it broken. */
export class ReplacedHostError extends Error {
  constructor(federationName: string) {
    super(`${federationName} was asked of a replaced federation host`);
  }
}

interface FederationGlobal {
  __INSTANCES__: { options: { name: string; id?: string } }[];
  __SHARE__: Record<string, unknown>;
}

/**
 * ONE runtime instance for the life of the process, with every container in one share scope: the
 * shell's server build provides React and the other singletons, and each remote uses them. A
 * release is swapped by registering its entry again with `force` (a second instance would keep
 * answering from the first one's cached containers).
 */
export function createFederationHost(): FederationHost {
  const host = createInstance({ name: HOST_NAME, remotes: [], plugins: [diskEntryPlugin()] });
  const liveEntries = new Map<string, string>();
  let disposed = false;
  return {
    async load(federationName, entryFile, expose) {
      if (disposed) throw new ReplacedHostError(federationName);
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
    dispose() {
      disposed = true;
      const federation = (globalThis as { __FEDERATION__?: FederationGlobal }).__FEDERATION__;
      if (!federation) return;
      const names = new Set([HOST_NAME, ...liveEntries.keys()]);
      const gone = federation.__INSTANCES__.filter(({ options }) => names.has(options.name));
      const kept = federation.__INSTANCES__.filter(({ options }) => !names.has(options.name));
      federation.__INSTANCES__.splice(0, federation.__INSTANCES__.length, ...kept);
      // Share scopes are kept under an instance's id (a container's build: `shell:local`) or its
      // name (this host's), and a new instance of that id or name would take its one over.
      for (const { options } of gone) {
        delete federation.__SHARE__[options.name];
        if (options.id) delete federation.__SHARE__[options.id];
      }
    },
  };
}
