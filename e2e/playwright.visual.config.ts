import path from 'node:path';

import { defineConfig } from '@playwright/test';

import { chromiumLaunchOptions } from './support/chromium';
import { E2E_OIDC_ISSUER } from './support/google-provider';
import { E2E_PORT, E2E_SMTP_PORT } from './support/ports';
import { siteServerEnv } from './support/site-server-env';
import {
  VISUAL_DATA_DIR,
  VISUAL_DIR,
  VISUAL_MAIL_DIR,
  VISUAL_USER_AGENT,
} from './support/visual-paths';

const REPO_ROOT = path.resolve(__dirname, '..');
// Read by support/ports.ts in the test workers, which inherit it.
process.env.E2E_MAIL_DIR = VISUAL_MAIL_DIR;
/** A command that first removes a folder (the last run's files). */
const emptying = (dir: string, command: string) =>
  `node -e "require('fs').rmSync(process.argv[1], { recursive: true, force: true })" "${dir}" && ${command}`;

/**
 * Visual regression tests (ADR 0099): screenshots of every page compared with the baselines in
 * `tests/__screenshots__`. A run of its own, after the journeys, on a site with a database made
 * afresh (so the home page, /cars and the admin counters show only the seeded data), the same
 * servers as the journeys' config and the same built site. `pnpm test:visual:update` rewrites the
 * baselines.
 */
export default defineConfig({
  testDir: './tests',
  testMatch: /visual(-.+\.spec|\.setup)\.ts$/,
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  timeout: 120_000,
  expect: {
    timeout: 15_000,
    toHaveScreenshot: {
      // Anti-aliasing noise stays below these; a moved or recoloured element does not.
      threshold: 0.2,
      maxDiffPixelRatio: 0.002,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  // The pages only read the seeded data, so the files run side by side.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  projects: [
    { name: 'visual-seed', testMatch: /visual\.setup\.ts$/ },
    { name: 'visual', testMatch: /visual-.+\.spec\.ts$/, dependencies: ['visual-seed'] },
  ],
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // The desktop Chromium the baselines were taken with: the headless shell the journeys use
    // smooths text differently and sizes full-page shots otherwise (ADR 0113).
    launchOptions: chromiumLaunchOptions('full'),
    // As in the journeys' config: no traces in CI, whose log is all that is kept.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    locale: 'uk-UA',
    timezoneId: 'UTC',
    // The settings' security tab names the browser of each sign-in.
    userAgent: VISUAL_USER_AGENT,
    // The test font is added as a stylesheet of the test's own (support/visual.ts).
    bypassCSP: true,
  },
  webServer: [
    {
      command: emptying(VISUAL_MAIL_DIR, 'tsx support/servers/mail-server.mts'),
      cwd: __dirname,
      port: E2E_SMTP_PORT,
      env: { E2E_MAIL_DIR: VISUAL_MAIL_DIR },
    },
    {
      command: 'tsx support/servers/oidc-provider.mts',
      cwd: __dirname,
      url: `${E2E_OIDC_ISSUER}/.well-known/openid-configuration`,
    },
    {
      // Never a server left running: its database would not be the fresh one the baselines show.
      command: emptying(VISUAL_DIR, 'pnpm start'),
      cwd: REPO_ROOT,
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      timeout: 900_000,
      reuseExistingServer: false,
      env: siteServerEnv(VISUAL_DATA_DIR),
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
