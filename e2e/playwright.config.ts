import path from 'node:path';

import { defineConfig } from '@playwright/test';

import { chromiumLaunchOptions } from './support/chromium';
import { E2E_OIDC_ISSUER } from './support/google-provider';
import { E2E_DATA_DIR, E2E_PORT, E2E_SMTP_PORT } from './support/ports';
import { siteServerEnv } from './support/site-server-env';

const REPO_ROOT = path.resolve(__dirname, '..');
/** Journeys that change the running site itself rather than data of their own. */
const SHARED_SITE_JOURNEYS = /federation\.spec\.ts$/;
/** Screenshots compared with baselines: a run of their own (playwright.visual.config.ts). */
const VISUAL_TESTS = /visual(-.+\.spec|\.setup)\.ts$/;

export default defineConfig({
  testDir: './tests',
  // A journey's own budget, not a speed check (speed is `pnpm bench`'s): on 2026-11-28 the busy
  // 2-core machine ran the longest journeys (a moderator hides, restores and edits a car) past 60 s.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Journeys work on accounts and cars of their own, so files share one server two at a time
  // (E2E_WORKERS overrides); the tests of one file still run in order.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  projects: [
    { name: 'journeys', testIgnore: [SHARED_SITE_JOURNEYS, VISUAL_TESTS] },
    {
      // These deploy and roll back remotes and hide their files: every other page would see it,
      // so they run alone once the others are done.
      name: 'site-state',
      testMatch: SHARED_SITE_JOURNEYS,
      dependencies: ['journeys'],
      workers: 1,
    },
  ],
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: chromiumLaunchOptions(),
    // A trace records every step's DOM and screen: about a quarter of a run's CPU on a 2-core
    // machine (ADR 0113). CI keeps only its log, so it records none; a developer's run keeps the
    // failures' traces.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  // The journeys run against their own copy of the site (so deploy tests never touch a
  // developer's), with real servers on loopback for what the site talks to.
  webServer: [
    {
      command: 'tsx support/servers/mail-server.mts',
      cwd: __dirname,
      port: E2E_SMTP_PORT,
      reuseExistingServer: !process.env.CI,
    },
    {
      // Stands in for Google: a real OpenID Connect provider on loopback.
      command: 'tsx support/servers/oidc-provider.mts',
      cwd: __dirname,
      url: `${E2E_OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: 'pnpm start',
      cwd: REPO_ROOT,
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      // The first start builds every app.
      timeout: 900_000,
      reuseExistingServer: !process.env.CI,
      env: siteServerEnv(E2E_DATA_DIR),
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
