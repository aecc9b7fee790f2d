import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import type { ConsoleMessage, Page } from '@playwright/test';

import { E2E_SITE_DIR } from './ports';

const REPO_ROOT = path.resolve(__dirname, '../..');

interface RegistryEntry {
  name: string;
  releaseId: string;
}

export function liveRelease(remote: string): string {
  const registry = JSON.parse(fs.readFileSync(path.join(E2E_SITE_DIR, 'remotes.json'), 'utf8')) as {
    remotes: RegistryEntry[];
  };
  const entry = registry.remotes.find((candidate) => candidate.name === remote);
  if (!entry) throw new Error(`${remote} is not deployed`);
  return entry.releaseId;
}

export function liveReleaseDir(remote: string): string {
  return path.join(E2E_SITE_DIR, 'remotes', remote, liveRelease(remote));
}

/** Runs one of the root package scripts (deploy:remote, rollback:remote) against the e2e site. */
export function runScript(script: string, ...args: string[]): string {
  return execFileSync('pnpm', [script, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, SITE_DIR: E2E_SITE_DIR },
    encoding: 'utf8',
    timeout: 600_000,
  });
}

/** The release the page footer reports for an app, from the "About this build" panel. */
export async function shownRelease(page: Page, app: string): Promise<string | null> {
  return page.locator(`footer [data-build="${app}"]`).getAttribute('data-release');
}

/** Collects Content-Security-Policy violations reported by the browser. */
export function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * Opens a page and waits until the app has started (`<html data-started>`). A page the server
 * rendered is painted first, with its controls disabled until then (ADR 0080): keys pressed
 * earlier would pass over the form, as they would for a person that quick.
 */
export async function gotoStarted(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
}
