// Lints the OpenAPI document the API serves with Redocly's recommended rules (redocly.yaml). The
// app is built in-process, as the API tests build it (no port, no database: the document needs
// neither); its document goes to a temporary file for `redocly lint`. `pnpm lint` runs it.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { buildTestApp } from '../../api/test/support/test-app.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const redoclyPackage = createRequire(import.meta.url).resolve('@redocly/cli/package.json');

const dir = await mkdtemp(path.join(tmpdir(), 'carclub-openapi-'));
try {
  const app = buildTestApp({ DATA_DIR: dir, SITE_DIR: dir });
  const document = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
  await app.close();
  await writeFile(path.join(dir, 'openapi.json'), JSON.stringify(document, null, 2));
  execFileSync(
    process.execPath,
    [
      path.join(path.dirname(redoclyPackage), 'bin/cli.js'),
      'lint',
      'openapi.json',
      '--config',
      path.join(repoRoot, 'redocly.yaml'),
    ],
    {
      cwd: dir,
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
    },
  );
} catch (error) {
  // Redocly has printed its findings; the rest is a failed build of the app.
  if (error?.status === undefined) console.error(error);
  process.exitCode = 1;
} finally {
  await rm(dir, { recursive: true, force: true });
}
