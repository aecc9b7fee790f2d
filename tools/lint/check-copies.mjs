// Fails when a block of 10 or more lines stands in the sources of two deploy units (ADR 0138): the
// second app that needs a piece moves it to a package both import, it does not copy it. Copies
// inside one unit are left to review. `pnpm lint` runs it; a directory given as argument is checked
// instead (the checker's own test).
import { readdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// jscpd's ES module build imports `colors/safe` without its extension, which Node refuses; its
// CommonJS build is the same code.
const { detectClones } = createRequire(import.meta.url)('jscpd');

const repoRoot = path.resolve(import.meta.dirname, '../..');
const MIN_LINES = 10;
// jscpd's own default: below it, ten lines are closing tags, braces and imports, and its JSX
// tokenizer then reports runs of a few lines with ranges that do not match them.
const MIN_TOKENS = 50;
// Tests and their set-up are not shipped (issue 30 gives them a fixture style of their own).
const IGNORE = ['**/__tests__/**', '**/test-utils/**', '**/node_modules/**', '**/dist/**'];
// One tokenizer for every script, so a block moved from a .ts module into a .tsx component is still
// the same block (jscpd compares files of one format only); TSX reads plain TypeScript as well.
const FORMATS = { tsx: ['ts', 'tsx', 'mts', 'cts', 'js', 'jsx', 'mjs', 'cjs'], css: ['css'] };

/**
 * The deploy units: every top-level folder with a package.json and a `src/` (the shell, each
 * remote, the API, and whatever app joins them). Shared code lives under `packages/`, which is
 * where a copy goes instead; `e2e` and `tools` have no `src/`.
 */
function deployUnits(root) {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => entry.name)
    .filter((name) => existsSync(path.join(root, name, 'package.json')))
    .filter((name) => existsSync(path.join(root, name, 'src')))
    .sort();
}

const unitOf = (sourceId) => sourceId.split(/[/\\]/)[0];
const lines = (side) => `${side.start.line}-${side.end.line}`;

function where(unitA, unitB) {
  return unitA === 'api' || unitB === 'api'
    ? '@carclub/contracts (what the API and the browser share)'
    : '@carclub/kit (what two apps share; a design-system part: @carclub/ui)';
}

const [dir] = process.argv.slice(2);
const cwd = dir ? path.resolve(dir) : repoRoot;
process.chdir(cwd);
const units = deployUnits(cwd);
const clones = await detectClones({
  path: units.map((unit) => `${unit}/src`),
  formatsExts: FORMATS,
  format: Object.keys(FORMATS),
  ignore: IGNORE,
  // jscpd counts a block's lines as end - start: 9 there is 10 lines here.
  minLines: MIN_LINES - 1,
  minTokens: MIN_TOKENS,
  // No source is skipped for its size (jscpd's defaults pass over files above 1,000 lines).
  maxLines: 1_000_000,
  maxSize: '100mb',
  mode: 'mild',
  reporters: [],
  silent: true,
});

const byUnits = new Map();
for (const clone of clones) {
  // Sides in alphabetical order, so a pair reads the same however jscpd met its files.
  const [a, b] = [clone.duplicationA, clone.duplicationB].sort((x, y) =>
    x.sourceId.localeCompare(y.sourceId),
  );
  const [unitA, unitB] = [unitOf(a.sourceId), unitOf(b.sourceId)];
  if (unitA === unitB) continue;
  const key = `${unitA} ~ ${unitB}`;
  const rows = byUnits.get(key) ?? [];
  rows.push(`  ${a.sourceId}:${lines(a)} ~ ${b.sourceId}:${lines(b)}`);
  byUnits.set(key, rows);
}

let count = 0;
for (const key of [...byUnits.keys()].sort()) {
  const rows = byUnits.get(key).sort();
  count += rows.length;
  const [unitA, unitB] = key.split(' ~ ');
  console.error(`${key}: move it to ${where(unitA, unitB)}`);
  for (const row of rows) console.error(row);
}
console.log(
  `${count} blocks of ${MIN_LINES}+ lines (${MIN_TOKENS}+ tokens) shared by two deploy units of ${units.join(', ')}`,
);
if (count > 0) {
  console.error(
    'The second app that needs a piece moves it to a package (CONTRIBUTING.md, ADR 0138).',
  );
}
process.exit(count === 0 ? 0 : 1);
