import fs from 'node:fs';
import path from 'node:path';

/** The repository root: packages/federation/src -> ../../.. */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

export const REMOTE_NAMES = [
  'mf-auth',
  'mf-garage',
  'mf-profile',
  'mf-admin',
  'mf-community',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export const APP_NAMES = ['shell', ...REMOTE_NAMES] as const;
export type AppName = (typeof APP_NAMES)[number];

/** What an app declares about itself in the `carclub` field of its package.json. */
export interface AppDescriptor {
  /** Folder and deploy name, e.g. `mf-garage`. */
  name: AppName;
  dir: string;
  version: string;
  /** Module Federation container name: a JS identifier, e.g. `mf_garage`. */
  federationName: string;
  devPort: number;
  /** URL path prefixes the remote owns; the shell routes these to it. Empty for the shell. */
  prefixes: string[];
  /** A permission the user needs before the shell loads anything of the remote (mf-admin). */
  requires?: string;
  dependencies: Record<string, string>;
}

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
  carclub?: { federationName?: string; devPort?: number; prefixes?: string[]; requires?: string };
}

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

export function readApp(name: AppName, root = REPO_ROOT): AppDescriptor {
  const dir = path.join(root, name);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
  const meta = pkg.carclub;
  if (!meta?.federationName || !meta.devPort) {
    throw new Error(`${name}/package.json needs carclub.federationName and carclub.devPort`);
  }
  if (name !== 'shell' && !meta.prefixes?.length) {
    throw new Error(`${name}/package.json needs carclub.prefixes: the paths this remote owns`);
  }
  return {
    name,
    dir,
    version: pkg.version,
    federationName: meta.federationName,
    devPort: meta.devPort,
    prefixes: meta.prefixes ?? [],
    ...(meta.requires ? { requires: meta.requires } : {}),
    dependencies: pkg.dependencies ?? {},
  };
}
