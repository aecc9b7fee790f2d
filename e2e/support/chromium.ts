import fs from 'node:fs';

import type { LaunchOptions } from '@playwright/test';

/**
 * Which Chromium build drives a run (ADR 0113):
 * - `headless-shell`: Chromium's headless build (Debian's `chromium-headless-shell`, or
 *   CHROMIUM_HEADLESS_SHELL_PATH): the same Blink and V8 without the desktop browser around them.
 *   On the busy 2-core machines it ran the same journeys with about 40 % less CPU, so the journeys
 *   use it when it is installed, else the full Chromium.
 * - `full`: the desktop Chromium (CHROMIUM_PATH, else /usr/bin/chromium): the visual run, whose
 *   baselines it took (the headless shell smooths text otherwise), and the bench, whose figures
 *   measure what a browser on a phone or a desktop does.
 */
export type ChromiumBuild = 'headless-shell' | 'full';

function firstExisting(candidates: (string | undefined)[]): string | undefined {
  return candidates.find((candidate): candidate is string =>
    Boolean(candidate && fs.existsSync(candidate)),
  );
}

function chromiumExecutable(build: ChromiumBuild = 'headless-shell'): string | undefined {
  const full = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'];
  const shell = [process.env.CHROMIUM_HEADLESS_SHELL_PATH, '/usr/bin/chromium-headless-shell'];
  return firstExisting(build === 'headless-shell' ? [...shell, ...full] : full);
}

/**
 * Launch options for Debian's Chromium; Playwright's own browser cannot be downloaded on these
 * machines. The flags keep Chromium from calling out to Google's services, which this closed
 * network refuses.
 */
export function chromiumLaunchOptions(build: ChromiumBuild = 'headless-shell'): LaunchOptions {
  return {
    executablePath: chromiumExecutable(build),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
