/** `pnpm rollback:remote <name>`: flips the remote's pointer back to its previous release. */
import { isRemoteName, REMOTE_NAMES } from '../apps';
import { rollbackRelease } from '../site/registry';
import { siteDir } from '../site/site-dir';

const name = process.argv[2] ?? '';
if (!isRemoteName(name)) {
  process.stderr.write(`Usage: pnpm rollback:remote <${REMOTE_NAMES.join('|')}>\n`);
  process.exit(2);
}
try {
  const release = rollbackRelease(siteDir(), name);
  process.stdout.write(`${name} rolled back to ${release.releaseId}.\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
