import path from 'node:path';

/** Everything a visual run writes, removed when its server starts (playwright.visual.config.ts). */
export const VISUAL_DIR = path.resolve(__dirname, '..', '.visual');
/** The site's DATA_DIR in a visual run: a database with only the seeded data. */
export const VISUAL_DATA_DIR = path.join(VISUAL_DIR, 'data');
/** What `visual.setup.ts` seeded (accounts, tokens, ids), for the specs. */
export const VISUAL_SEED_FILE = path.join(VISUAL_DIR, 'seed.json');
/**
 * The mail sink's folder in a visual run (E2E_MAIL_DIR), emptied when it starts: the seeded
 * accounts have the same addresses every run, so an older run's mails would hold stale links.
 */
export const VISUAL_MAIL_DIR = path.resolve(__dirname, '..', '.visual-mail');

/** One browser for every run and machine: the settings' security tab names it. */
export const VISUAL_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
