import fs from 'node:fs';
import path from 'node:path';

import { readApp, type AppDescriptor, type RemoteName } from '../apps';
import { compileApp, serverBuildDir } from '../compile';
import { SERVER_ENTRY_FILE } from '../server-webpack-config';
import { readJson, writeJsonAtomic } from './json-file';
import { newReleaseId, sourceFingerprint } from './release-id';
import {
  activateRelease,
  currentRelease,
  readReleases,
  remoteReleaseDir,
  type Release,
} from './registry';

const log = (message: string) => process.stdout.write(`${message}\n`);

/**
 * Builds a remote into a new immutable folder and makes it live by rewriting remotes.json.
 * The build goes to a staging folder first, so a failed build never touches the live site.
 */
export async function deployRemote(
  site: string,
  name: RemoteName,
  { origin }: { origin?: string } = {},
): Promise<Release> {
  const app = readApp(name) as AppDescriptor & { name: RemoteName };
  const releaseId = newReleaseId(app.version);
  const builtAt = new Date().toISOString();
  const finalDir = remoteReleaseDir(site, name, releaseId);
  const staging = `${path.dirname(finalDir)}/.staging-${releaseId}`;
  log(`Building ${name} ${releaseId}…`);
  try {
    await compileApp(app, staging, { name, version: app.version, releaseId, builtAt });
    fs.renameSync(staging, finalDir);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  const release: Release = {
    releaseId,
    version: app.version,
    builtAt,
    fingerprint: sourceFingerprint(app),
    federationName: app.federationName,
    prefixes: app.prefixes,
    ...(app.requires ? { requires: app.requires } : {}),
    ...(origin ? { origin } : {}),
  };
  activateRelease(site, app, release);
  log(
    origin
      ? `${name} ${releaseId} is live from ${origin}: serve ${finalDir} there as /remotes/${name}/${releaseId}/.`
      : `${name} ${releaseId} is live.`,
  );
  return release;
}

interface ShellBuildInfo {
  releaseId: string;
  version: string;
  builtAt: string;
  fingerprint: string;
  /** The live release's server container, relative to the shell's folder (the API renders with it). */
  serverEntry: string;
}

const shellInfoFile = (site: string) => path.join(site, 'shell', 'build-info.json');

/**
 * Builds the shell and copies it over the live folder: hashed assets first, the entry HTML last,
 * and old hashed assets are kept so pages opened before the deploy can still load their chunks.
 */
export async function deployShell(site: string): Promise<void> {
  const app = readApp('shell');
  const releaseId = newReleaseId(app.version);
  const builtAt = new Date().toISOString();
  const live = path.join(site, 'shell');
  const staging = path.join(site, `.staging-shell-${releaseId}`);
  log(`Building shell ${releaseId}…`);
  const build = { name: 'shell', version: app.version, releaseId, builtAt };
  try {
    await compileApp(app, staging, build);
    fs.mkdirSync(live, { recursive: true });
    const files = fs
      .readdirSync(staging, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile());
    const entryFiles = new Set(['index.html']);
    const ordered = [
      ...files.filter((f) => !entryFiles.has(f.name)),
      ...files.filter((f) => entryFiles.has(f.name)),
    ];
    for (const file of ordered) {
      const from = path.join(file.parentPath, file.name);
      const to = path.join(live, path.relative(staging, from));
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(from, `${to}.tmp`);
      fs.renameSync(`${to}.tmp`, to);
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  const info: ShellBuildInfo = {
    releaseId,
    version: app.version,
    builtAt,
    fingerprint: sourceFingerprint(app),
    serverEntry: path.posix.join(serverBuildDir(app, build), SERVER_ENTRY_FILE),
  };
  writeJsonAtomic(shellInfoFile(site), info);
  log(`shell ${releaseId} is live.`);
}

/** True when the app's live build was made from the current sources. */
export function isUpToDate(site: string, app: AppDescriptor): boolean {
  const fingerprint = sourceFingerprint(app);
  if (app.name === 'shell') {
    return readJson<ShellBuildInfo | null>(shellInfoFile(site), null)?.fingerprint === fingerprint;
  }
  return currentRelease(readReleases(site), app.name)?.fingerprint === fingerprint;
}
