import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const CHECKER = path.resolve(__dirname, '../check-cycles.mjs');

function checkCycles(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cycles-'));
  try {
    for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
    return spawnSync(process.execPath, [CHECKER, dir], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the import-cycle check of pnpm lint', () => {
  it('fails on a cycle, type-only imports included, and names its modules', () => {
    const result = checkCycles({
      'app.ts': "import { route } from './route';\nexport type App = { route: typeof route };\n",
      'route.ts': "import type { App } from './app';\nexport const route = (app: App) => app;\n",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /import cycle: (app\.ts → route\.ts → app\.ts|route\.ts → app\.ts → route\.ts)/,
    );
  });

  it('passes imports that flow one way', () => {
    const result = checkCycles({
      'app.ts': "import { route } from './route';\nexport const app = { route };\n",
      'route.ts': 'export const route = 1;\n',
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('2 modules, 0 import cycles');
  });
});
