/** `pnpm deploy:remote <name>`: a new immutable release of one remote, made live. */
import { isRemoteName, REMOTE_NAMES } from '../apps';
import { deployRemote } from '../site/deploy';
import { siteDir } from '../site/site-dir';

const name = process.argv[2] ?? '';
if (!isRemoteName(name)) {
  process.stderr.write(`Usage: pnpm deploy:remote <${REMOTE_NAMES.join('|')}>\n`);
  process.exit(2);
}
deployRemote(siteDir(), name).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
