import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The README is an entry point, not a diary (issue 30 point 5): short enough to read, and the
 * decision index lists every record once. Records from issue 30 on stay short; their measurements
 * are linked, not pasted.
 */
const repoRoot = path.resolve(__dirname, '../../..');
const decisionsDir = path.join(repoRoot, 'docs/decisions');
const records = readdirSync(decisionsDir).filter((name) => /^\d{4}-.+\.md$/.test(name));

const README_MAX_LINES = 250;
/** "About 400 words": the markdown's own words (links, code names) count too, hence the margin. */
const RECORD_MAX_WORDS = 450;
/** The first record written under the word limit; older ones are left as they were written. */
const FIRST_SHORT_RECORD = 136;

describe('the entry points', () => {
  it(`the README has at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(path.join(repoRoot, 'README.md'), 'utf8').split('\n');
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('the decision index lists every record exactly once, and nothing else', () => {
    const index = readFileSync(path.join(decisionsDir, 'README.md'), 'utf8');
    const listed = [...index.matchAll(/^\| \[\d{4}\]\(([^)]+)\)/gm)].map((match) => match[1]);
    expect([...listed].sort()).toEqual([...records].sort());
  });

  it('records from the word limit on stay under about 400 words', () => {
    const tooLong = records
      .filter((name) => Number(name.slice(0, 4)) >= FIRST_SHORT_RECORD)
      .map((name) => ({
        name,
        words: readFileSync(path.join(decisionsDir, name), 'utf8').split(/\s+/).filter(Boolean)
          .length,
      }))
      .filter(({ words }) => words > RECORD_MAX_WORDS);
    expect(tooLong).toEqual([]);
  });
});
