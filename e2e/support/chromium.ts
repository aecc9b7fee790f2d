import fs from 'node:fs';

import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium); Playwright's own browser cannot be
 * downloaded on these machines. The flags keep Chromium from calling out to Google's services,
 * which this closed network refuses.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean) as string[];
  const executablePath = candidates.find((candidate) => fs.existsSync(candidate));
  return {
    executablePath,
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
