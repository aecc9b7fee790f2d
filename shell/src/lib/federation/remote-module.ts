import type { RemoteModule } from '@carclub/federation/remote';

/** What a remote's `./routes` gave, if it is the contract's module (default export or not). */
export function asRemoteModule(value: unknown): RemoteModule | null {
  const candidate = (value as { default?: unknown } | null)?.default ?? value;
  const module = candidate as RemoteModule | null;
  return module && Array.isArray(module.routes) && module.build ? module : null;
}
