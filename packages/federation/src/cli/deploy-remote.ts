/**
 * `pnpm deploy:remote <name> [--origin https://cdn.example]`: a new immutable release of one remote,
 * made live. With --origin the registry points browsers at that origin for it (a squad's own static
 * host or CDN, serving the release folder this prints); the site's CSP then allows that origin.
 */
import { parseArgs } from 'node:util';

import { isRemoteName, REMOTE_NAMES } from '../apps';
import { deployRemote } from '../site/deploy';
import { siteDir } from '../site/site-dir';

const USAGE = `Usage: pnpm deploy:remote <${REMOTE_NAMES.join('|')}> [--origin <https://host>]\n`;

function parseOrigin(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const url = new URL(value);
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    url.origin !== value.replace(/(?<!\/)\/+$/, '')
  ) {
    throw new Error(`--origin takes an origin only (scheme, host and port), got "${value}".`);
  }
  return url.origin;
}

try {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    allowPositionals: true,
    options: { origin: { type: 'string' } },
  });
  const [name = ''] = positionals;
  if (!isRemoteName(name) || positionals.length > 1) {
    process.stderr.write(USAGE);
    process.exit(2);
  }
  deployRemote(siteDir(), name, { origin: parseOrigin(values.origin) }).catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
