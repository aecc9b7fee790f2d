// Compiles the API to CommonJS in dist/, so that production runs `node dist/server.js` rather than
// a TypeScript loader. dist/ mirrors src/ file for file (paths the code computes from __dirname,
// such as ../../migrations, stay right), and the workspace packages the API imports are compiled
// into dist/node_modules, because they publish their TypeScript sources. Type checking is
// `pnpm typecheck`'s job; this only strips types, in well under a second. When the sources are
// those of the last build it does nothing, and a new build replaces dist/ in one rename, so a server
// starting meanwhile never sees half a build.
import { createHash } from 'node:crypto';
import {
  copyFile,
  mkdir,
  readdir,
  readFile,
  realpath,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { transformFile } from '@swc/core';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const finalDir = path.join(apiDir, 'dist');
/** Built out of sight (node_modules is ignored everywhere), then renamed into place. */
const distDir = path.join(apiDir, 'node_modules', '.cache', `api-dist-${process.pid}`);
const STAMP_FILE = '.sources-hash';
const WORKSPACE_SCOPE = '@carclub';

const SWC_OPTIONS = {
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

async function compileTree(from, to) {
  let files = 0;
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === '__tests__' || entry.name === 'node_modules') continue;
      files += await compileTree(source, path.join(to, entry.name));
      continue;
    }
    await mkdir(to, { recursive: true });
    if (entry.name.endsWith('.d.ts')) continue;
    if (/\.tsx?$/.test(entry.name)) {
      const { code } = await transformFile(source, { ...SWC_OPTIONS, filename: source });
      await writeFile(path.join(to, entry.name.replace(/\.tsx?$/, '.js')), code);
    } else {
      // Assets read at runtime beside the code (the site's share picture).
      await copyFile(source, path.join(to, entry.name));
    }
    files += 1;
  }
  return files;
}

/** `./src/deploy.ts` → `./deploy.js`: the package's entry points, once compiled. */
function compiledExports(exports) {
  const entries = typeof exports === 'string' ? { '.': exports } : exports;
  return Object.fromEntries(
    Object.entries(entries).map(([key, target]) => [
      key,
      target.replace(/^\.\/src\//, './').replace(/\.tsx?$/, '.js'),
    ]),
  );
}

async function compileWorkspacePackage(name, packageDir) {
  const manifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8'));
  const target = path.join(distDir, 'node_modules', ...name.split('/'));
  const files = await compileTree(path.join(packageDir, 'src'), target);
  const exports = compiledExports(manifest.exports ?? manifest.main);
  await writeFile(
    path.join(target, 'package.json'),
    `${JSON.stringify({ name, version: manifest.version, main: exports['.'], exports }, null, 2)}\n`,
  );
  // Its own dependencies resolve from its real folder, as they do in the workspace; a workspace
  // package it imports (@carclub/markdown's @carclub/contracts) is left out, so that it resolves to
  // its compiled copy beside this one rather than to TypeScript sources.
  const modules = path.join(target, 'node_modules');
  await mkdir(modules);
  for (const entry of await readdir(path.join(packageDir, 'node_modules'))) {
    if (entry === WORKSPACE_SCOPE) continue;
    await symlink(path.join(packageDir, 'node_modules', entry), path.join(modules, entry), 'dir');
  }
  return files;
}

/** The workspace packages the package in `dir` depends on, and theirs in turn: name → folder. */
async function workspaceDependencies(dir, found = new Map()) {
  const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
  for (const [name, version] of Object.entries(manifest.dependencies ?? {})) {
    if (!version.startsWith('workspace:') || found.has(name)) continue;
    const packageDir = await realpath(path.join(dir, 'node_modules', name));
    found.set(name, packageDir);
    await workspaceDependencies(packageDir, found);
  }
  return found;
}

/** Every file the build reads, so an unchanged tree is not built again. */
async function hashTree(hash, dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') await hashTree(hash, file);
    } else {
      hash.update(`${path.relative(apiDir, file)}\0`).update(await readFile(file));
    }
  }
}

const started = Date.now();
const workspacePackages = await workspaceDependencies(apiDir);

const hash = createHash('sha256').update(await readFile(fileURLToPath(import.meta.url)));
await hashTree(hash, path.join(apiDir, 'src'));
for (const packageDir of workspacePackages.values()) {
  await hashTree(hash, path.join(packageDir, 'src'));
}
const sourcesHash = hash.digest('hex');
const builtHash = await readFile(path.join(finalDir, STAMP_FILE), 'utf8').catch(() => '');
if (builtHash === sourcesHash && !process.argv.includes('--force')) {
  process.stdout.write('api: dist/ is up to date\n');
  process.exit(0);
}

await rm(distDir, { recursive: true, force: true });
await mkdir(path.dirname(distDir), { recursive: true });
let files = await compileTree(path.join(apiDir, 'src'), distDir);
for (const [name, packageDir] of workspacePackages) {
  files += await compileWorkspacePackage(name, packageDir);
}
await writeFile(path.join(distDir, STAMP_FILE), sourcesHash);

const previous = path.join(apiDir, 'node_modules', '.cache', `api-dist-old-${process.pid}`);
await rename(finalDir, previous).catch(() => {});
await rename(distDir, finalDir);
await rm(previous, { recursive: true, force: true });
process.stdout.write(`api: ${files} files compiled to dist/ in ${Date.now() - started} ms\n`);
