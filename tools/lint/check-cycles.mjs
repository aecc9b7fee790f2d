// Fails on any import cycle in the sources of the API, the apps and the packages (type-only
// imports included: a cycle of types is still two modules that cannot be understood apart).
// `pnpm lint` runs it; a directory given as arguments is checked instead (the checker's own test).
import path from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const SOURCES = [
  'api/src/**/*.ts',
  'shell/src/**/*.{ts,tsx}',
  'mf-auth/src/**/*.{ts,tsx}',
  'mf-garage/src/**/*.{ts,tsx}',
  'mf-profile/src/**/*.{ts,tsx}',
  'mf-admin/src/**/*.{ts,tsx}',
  'mf-community/src/**/*.{ts,tsx}',
  'packages/*/src/**/*.{ts,tsx}',
];

const [dir] = process.argv.slice(2);
const cwd = dir ? path.resolve(dir) : repoRoot;
const entries = dir ? ['**/*.ts'] : SOURCES;
process.chdir(cwd);
const tree = await parseDependencyTree(entries, { context: cwd, transform: false });
const cycles = parseCircular(tree);
for (const cycle of cycles) console.error(`import cycle: ${[...cycle, cycle[0]].join(' → ')}`);
console.log(`${Object.keys(tree).length} modules, ${cycles.length} import cycles`);
process.exit(cycles.length === 0 ? 0 : 1);
