/**
 * `pnpm bench`: what a visitor's browser pays for the home and sign-in pages of the built site.
 * For each page: JS bytes over the wire (compressed), request count, and Lighthouse 12 mobile
 * performance score and LCP; then the garage (garage.mts), the API (api.mts), the API under load
 * in one process and in one per core (api-load.mts), whether auth
 * answers take as long for unknown addresses as for registered ones (auth-timing.mts), what
 * counting a car page's views adds to it (vehicle-views.mts), uploads under abuse (uploads.mts)
 * 1,000 idle notification streams (notification-streams.mts) and the admin members table among
 * 10,000 members (admin-members.mts). Budgets live in the README;
 * this prints today's figures beside them.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

import { chromiumLaunchOptions } from '../support/chromium.ts';
import { benchAdminMembers, printAdminMembers } from './admin-members.mts';
import { benchApi } from './api.mts';
import { benchApiLoad } from './api-load.mts';
import { benchAuthTiming, printAuthTiming } from './auth-timing.mts';
import { benchGarage } from './garage.mts';
import { benchNotificationStreams } from './notification-streams.mts';
import { benchUploads } from './uploads.mts';
import { benchVehicleViews, printVehicleViews } from './vehicle-views.mts';

const here = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(here, '../..');
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9333);
const PAGES = ['/', '/login'];
const BUDGETS = { homeJsKb: 170, lighthouse: 95 };

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the site did not start on ${ORIGIN}`);
}

const siteEnv = {
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  SITE_DIR: path.join(here, '../.site'),
  DATA_DIR: path.join(here, '../.data-bench'),
  PUBLIC_URL: ORIGIN,
  LOG_LEVEL: 'warn',
};

/** Builds what changed (as `pnpm start` does), then serves the site with the API server itself. */
function startSite(): ChildProcess {
  execFileSync(
    'pnpm',
    ['exec', 'tsx', 'packages/federation/src/cli/build-site.ts', '--if-changed'],
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: siteEnv,
    },
  );
  return spawn(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: path.join(REPO_ROOT, 'api'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: siteEnv,
  });
}

interface Figures {
  page: string;
  jsKb: number;
  requests: number;
  performance: number;
  lcpMs: number;
}

async function measure(): Promise<Figures[]> {
  const launch = chromiumLaunchOptions();
  const browser = await chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), `--remote-debugging-port=${DEBUG_PORT}`],
  });
  const results: Figures[] = [];
  try {
    for (const pagePath of PAGES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      let jsBytes = 0;
      let requests = 0;
      const pending: Promise<void>[] = [];
      page.on('requestfinished', (request) => {
        requests += 1;
        if (request.resourceType() !== 'script') return;
        pending.push(request.sizes().then((sizes) => void (jsBytes += sizes.responseBodySize)));
      });
      await page.goto(`${ORIGIN}${pagePath}`, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      await context.close();

      const result = await lighthouse(`${ORIGIN}${pagePath}`, {
        port: DEBUG_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      results.push({
        page: pagePath,
        jsKb: Math.round((jsBytes / 1024) * 10) / 10,
        requests,
        performance: Math.round((lhr?.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(lhr?.audits['largest-contentful-paint']?.numericValue ?? 0),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function main(): Promise<void> {
  let site: ChildProcess | undefined;
  try {
    await waitForHealth(Date.now() + 1_000);
  } catch {
    site = startSite();
    await waitForHealth(Date.now() + 900_000);
  }
  try {
    const figures = await measure();
    process.stdout.write(
      `\nFrontend (Lighthouse 12, mobile; JS is compressed bytes over the wire)\n`,
    );
    console.table(figures);
    const home = figures.find((figure) => figure.page === '/');
    process.stdout.write(
      `Budgets: home JS ≤ ${BUDGETS.homeJsKb} KB (now ${home?.jsKb}), Lighthouse mobile ≥ ${BUDGETS.lighthouse} (now ${figures
        .map((figure) => `${figure.page} ${figure.performance}`)
        .join(', ')})\n`,
    );
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const garage = await benchGarage(browser, ORIGIN, siteEnv.DATA_DIR);
      process.stdout.write(
        `\nGarage (desktop Chromium, no throttling; median of 5)\n` +
          `Click on "My vehicles" → first card: cold ${garage.clickToListMs.cold} ms, ` +
          `warm browser cache ${garage.clickToListMs.warmCache} ms, remote already running ${garage.clickToListMs.inPage} ms\n` +
          `JS transferred: /my/cars ${garage.jsKb.myCars} KB, /edit-car/{id} ${garage.jsKb.editCar} KB\n`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    site?.kill('SIGTERM');
  }
  await benchApi();
  await benchApiLoad();
  printAuthTiming(await benchAuthTiming());
  printVehicleViews(await benchVehicleViews());
  await benchUploads();
  await benchNotificationStreams();
  printAdminMembers(await benchAdminMembers());
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
