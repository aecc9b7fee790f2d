import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository's package.json (beside `api/`, from `src/` and from `dist/` alike), whose
 * `engines.node` names the Node the site is built, tested and served on (ADR 0141).
 */
const ROOT_PACKAGE_JSON = path.join(__dirname, '..', '..', 'package.json');

/** A Node the site was not tested on: the server refuses to start rather than misbehave later. */
export class UnsupportedRuntimeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsupportedRuntimeError';
  }
}

const CARET_RANGE = /^\^(\d+)\.(\d+)\.(\d+)$/;
const VERSION = /^v?(\d+)\.(\d+)\.(\d+)/;

/**
 * Why `version` (a `process.version`) does not satisfy `range`, the `^major.minor.patch` that
 * engines.node holds; undefined when it does (same major, not older).
 */
export function runtimeMismatch(version: string, range: string): string | undefined {
  const wanted = CARET_RANGE.exec(range);
  if (!wanted) return `engines.node must be a caret range like ^24.22.3, not "${range}"`;
  const running = VERSION.exec(version);
  if (!running) return `cannot read the Node version "${version}"`;
  const [wantedMajor, ...wantedRest] = wanted.slice(1).map(Number) as [number, number, number];
  const [major, ...rest] = running.slice(1).map(Number) as [number, number, number];
  const older =
    major === wantedMajor &&
    (rest[0] < wantedRest[0] || (rest[0] === wantedRest[0] && rest[1] < wantedRest[1]));
  if (major !== wantedMajor || older) {
    return `CarClub runs on Node ${range} (package.json engines), not ${version}. \`pnpm start\` runs it on the project's own Node, installed by \`pnpm install\`.`;
  }
  return undefined;
}

/** Throws UnsupportedRuntimeError unless this process runs on the Node that engines.node names. */
export function assertSupportedRuntime(version = process.version): void {
  const { engines } = JSON.parse(readFileSync(ROOT_PACKAGE_JSON, 'utf8')) as {
    engines?: { node?: string };
  };
  const mismatch = runtimeMismatch(version, engines?.node ?? '');
  if (mismatch !== undefined) throw new UnsupportedRuntimeError(mismatch);
}
