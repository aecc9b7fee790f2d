import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const CHECKER = path.resolve(__dirname, '../check-copies.mjs');

/** `count` distinct lines of code, each of a dozen tokens, all of them numbered from `from`. */
function block(count: number, from = 0): string {
  return Array.from(
    { length: count },
    (_, i) =>
      `export const v${from + i} = [${from + i}, 'a${from + i}', { at: ${i} }].map(String);`,
  ).join('\n');
}

/** A workspace of files; every folder holding a `src/` file gets a package.json, as apps have. */
function checkCopies(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'copies-'));
  try {
    for (const [name, code] of Object.entries(files)) {
      const file = path.join(dir, name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, code);
      const srcAt = name.indexOf('/src/');
      if (srcAt > 0) writeFileSync(path.join(dir, name.slice(0, srcAt), 'package.json'), '{}');
    }
    return spawnSync(process.execPath, [CHECKER, dir], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the copy check of pnpm lint', () => {
  it('fails on ten lines in two remotes, a module and a component alike, and names both places', () => {
    const result = checkCopies({
      'mf-a/src/lib/pick.ts': `${block(10)}\n`,
      'mf-b/src/features/x/pick.tsx': `// another file\nconst own = 1;\n${block(10)}\n`,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('mf-a ~ mf-b: move it to @carclub/kit');
    expect(result.stderr).toContain(
      '  mf-a/src/lib/pick.ts:1-10 ~ mf-b/src/features/x/pick.tsx:3-12',
    );
    expect(result.stdout).toContain(
      '1 blocks of 10+ lines (50+ tokens) shared by two deploy units of mf-a, mf-b',
    );
  });

  it('sends a copy between the API and an app to the contracts', () => {
    const result = checkCopies({
      'api/src/lib/names.ts': `${block(12)}\n`,
      'shell/src/names.ts': `${block(12)}\n`,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('api ~ shell: move it to @carclub/contracts');
    expect(result.stderr).toContain('api/src/lib/names.ts:1-12 ~ shell/src/names.ts:1-12');
  });

  it('passes nine shared lines', () => {
    // Whole files: jscpd ends a block on the first token after it, which here is none.
    const result = checkCopies({
      'mf-a/src/pick.ts': `${block(9)}\n`,
      'mf-b/src/pick.ts': `${block(9)}\n`,
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('leaves a copy inside one unit, in tests and in a package to review', () => {
    const result = checkCopies({
      'mf-a/src/one.ts': `${block(20)}\n`,
      'mf-a/src/features/two/two.ts': `${block(20)}\n`,
      'mf-b/src/__tests__/one.test.ts': `${block(20)}\n`,
      'mf-b/src/test-utils/render.ts': `${block(20)}\n`,
      'packages/kit/src/one.ts': `${block(20)}\n`,
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('0 blocks of 10+ lines');
    expect(result.stdout).toContain('two deploy units of mf-a, mf-b\n');
  });

  it('reads CSS too', () => {
    const css = Array.from(
      { length: 12 },
      (_, i) => `.card__part-${i} { margin: ${i}px; padding: ${i}px ${i}px; }`,
    ).join('\n');
    const result = checkCopies({ 'mf-a/src/a.css': css, 'mf-b/src/b.css': css });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('mf-a/src/a.css:1-12 ~ mf-b/src/b.css:1-12');
  });
});
