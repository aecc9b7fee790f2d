import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { type App, buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig } from '../../src/config';

/** A throw-away folder, removed again by `removeTempDir`. */
export function makeTempDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'carclub-api-test-'));
}

export function removeTempDir(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true });
}

/** Writes `files` (relative path → content) under `root`, creating folders as needed. */
export async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(root, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}

/** Builds the real app on a config read from `env`, logging nothing unless asked to. */
export function buildTestApp(env: Record<string, string>, options: BuildAppOptions = {}): App {
  return buildApp(loadConfig({ LOG_LEVEL: 'silent', ...env }), options);
}
