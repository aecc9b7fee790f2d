import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModule } from '@carclub/federation/remote';

import { recordBuild } from './build-info';
import { asRemoteModule } from './remote-module';
import type { RemoteEntry } from './registry';
import { isUnavailable, REMOTE_UNAVAILABLE, type UnavailableRemote } from './runtime-plugins';

export type LoadedRemote = RemoteModule | UnavailableRemote;

const loads = new Map<string, Promise<LoadedRemote>>();

/** Loads a remote's `./routes` once per page; concurrent callers share the same promise. */
export function loadRemoteModule(remote: RemoteEntry): Promise<LoadedRemote> {
  let pending = loads.get(remote.name);
  if (!pending) {
    pending = loadRemote<unknown>(`${remote.federationName}/routes`)
      .then((value): LoadedRemote => {
        if (isUnavailable(value)) return value;
        const module = asRemoteModule(value);
        if (!module)
          return {
            [REMOTE_UNAVAILABLE]: true,
            error: new Error(`${remote.name} exposes no routes`),
          };
        recordBuild(module.build);
        return module;
      })
      .catch((error: unknown): LoadedRemote => ({ [REMOTE_UNAVAILABLE]: true, error }));
    loads.set(remote.name, pending);
  }
  return pending;
}

/** Forgets a failed load and re-registers the remote, so the next load fetches it afresh. */
export function reloadRemoteModule(remote: RemoteEntry): Promise<LoadedRemote> {
  loads.delete(remote.name);
  registerRemotes([{ name: remote.federationName, entry: remote.entry }], { force: true });
  return loadRemoteModule(remote);
}
