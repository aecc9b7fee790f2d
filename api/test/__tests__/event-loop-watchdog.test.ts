import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The watchdog runs in the compiled server, and it kills its process: it is tried in a child. */
const API_DIR = path.resolve(__dirname, '..', '..');
const WATCHDOG = path.join(API_DIR, 'dist', 'event-loop-watchdog.js');

function runChild(script: string) {
  const started = Date.now();
  const child = spawnSync(
    process.execPath,
    ['-e', `const { startEventLoopWatchdog } = require(${JSON.stringify(WATCHDOG)});\n${script}`],
    { timeout: 30_000 },
  );
  return { ...child, ms: Date.now() - started, stderr: String(child.stderr) };
}

beforeAll(() => {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: API_DIR });
  if (build.status !== 0) throw new Error(`the API build failed: ${String(build.stderr)}`);
});

describe('the event-loop watchdog', () => {
  it('kills a process whose event loop is stuck, with one line on stderr', () => {
    const child = runChild(`
      startEventLoopWatchdog({ stalledMs: 1000 });
      setTimeout(() => { const end = Date.now() + 20000; while (Date.now() < end); }, 300);
    `);

    expect(child.signal).toBe('SIGKILL');
    expect(child.ms).toBeLessThan(10_000);
    expect(child.stderr).toMatch(/^CarClub API: the event loop has been blocked for \d+ ms/);
  });

  it('leaves a process with a live event loop alone, and does not keep it running', () => {
    const child = runChild(`
      startEventLoopWatchdog({ stalledMs: 1000 });
      setTimeout(() => process.stdout.write('done'), 2500);
    `);

    expect(child.status).toBe(0);
    expect(String(child.stdout)).toBe('done');
    expect(child.stderr).toBe('');
  });
});
