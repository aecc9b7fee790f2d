/**
 * `pnpm build`: builds and deploys the shell and every remote.
 * `--if-changed` (used by `pnpm start`) skips apps whose live build matches their sources.
 */
import { APP_NAMES, readApp } from '../apps';
import { deployRemote, deployShell, isUpToDate } from '../site/deploy';
import { siteDir } from '../site/site-dir';

async function main(): Promise<void> {
  const onlyChanged = process.argv.includes('--if-changed');
  const site = siteDir();
  for (const name of APP_NAMES) {
    if (onlyChanged && isUpToDate(site, readApp(name))) {
      process.stdout.write(`${name} is up to date.\n`);
      continue;
    }
    if (name === 'shell') await deployShell(site);
    else await deployRemote(site, name);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
