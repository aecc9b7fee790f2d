import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { REPO_ROOT, type AppDescriptor } from '../apps';

/** `<version>-<UTC yyyymmddhhmmss>-<4 hex>`: sortable, unique, and safe as a folder name. */
export function newReleaseId(version: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${version}-${stamp}-${crypto.randomBytes(2).toString('hex')}`;
}

function* walk(dir: string): Generator<string> {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === 'node_modules' || entry.name === '__tests__') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * A hash of everything that goes into an app's bundle: its sources, the shared packages, the build
 * tooling and the lockfile. `pnpm start` rebuilds an app only when this changes.
 */
export function sourceFingerprint(app: AppDescriptor, root = REPO_ROOT): string {
  const hash = crypto.createHash('sha256');
  const inputs = [
    path.join(app.dir, 'src'),
    path.join(app.dir, 'package.json'),
    path.join(root, 'packages'),
    path.join(root, 'pnpm-lock.yaml'),
  ];
  for (const input of inputs) {
    const files = fs.existsSync(input) && fs.statSync(input).isFile() ? [input] : [...walk(input)];
    for (const file of files) {
      hash.update(path.relative(root, file));
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}
