/**
 * `pnpm bench`: what a visitor's phone pays for the public pages of the built site (Lighthouse 13
 * mobile, lighthouse.mts) and how long the server takes to render a vehicle page among 100,000
 * (server-render.mts); then the garage (garage.mts), the API (api.mts), the API under load
 * in one process and in one per core (api-load.mts), whether auth
 * answers take as long for unknown addresses as for registered ones (auth-timing.mts), what
 * counting a car page's views adds to it (vehicle-views.mts), uploads under abuse (uploads.mts)
 * 1,000 idle notification streams (notification-streams.mts) and the admin members table among
 * 10,000 members (admin-members.mts), a car's logbook with 2,000 entries (logbook.mts), eight
 * downloads at once of a 5,000-entry logbook (exports.mts), a post's 10,000 comments among
 * 1,000,000 (comments.mts, on PostgreSQL with BENCH_DATABASE_URL). Budgets
 * live in the README;
 * this prints today's figures beside them.
 */
import { chromium } from '@playwright/test';

import { chromiumLaunchOptions } from '../support/chromium.ts';
import { benchAdminMembers, printAdminMembers } from './admin-members.mts';
import { benchApi } from './api.mts';
import { benchApiLoad } from './api-load.mts';
import { benchComments, printComments } from './comments.mts';
import { benchExports, printExports } from './exports.mts';
import { benchAuthTiming, printAuthTiming } from './auth-timing.mts';
import { benchGarage } from './garage.mts';
import { benchLogbook, printLogbook } from './logbook.mts';
import { benchLighthouse } from './lighthouse.mts';
import { benchNotificationStreams } from './notification-streams.mts';
import { benchServerRender } from './server-render.mts';
import { benchUploads } from './uploads.mts';
import { benchVehicleViews, printVehicleViews } from './vehicle-views.mts';
import { siteEnv, SITE_ORIGIN, startSite } from './site.mts';

async function main(): Promise<void> {
  const stopSite = await startSite();
  try {
    await benchLighthouse();
    const browser = await chromium.launch(chromiumLaunchOptions('full'));
    try {
      const garage = await benchGarage(browser, SITE_ORIGIN, siteEnv.DATA_DIR);
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
    stopSite();
  }
  await benchServerRender();
  await benchApi();
  await benchApiLoad();
  printAuthTiming(await benchAuthTiming());
  printVehicleViews(await benchVehicleViews());
  await benchUploads();
  await benchNotificationStreams();
  printAdminMembers(await benchAdminMembers());
  printLogbook(await benchLogbook());
  printExports(await benchExports());
  printComments(await benchComments());
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
