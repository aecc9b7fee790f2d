import path from 'node:path';

import { REPO_ROOT } from '../apps';

/** Where the built site lives; the API server serves this same folder (see api/src/config.ts). */
export function siteDir(): string {
  return path.resolve(process.env.SITE_DIR ?? path.join(REPO_ROOT, '.site'));
}
