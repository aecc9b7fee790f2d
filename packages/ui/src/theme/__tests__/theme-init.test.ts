import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { installColorScheme, removeMatchMedia } from '../../test-utils/match-media';

const packageRoot = join(__dirname, '..', '..', '..');
const source = readFileSync(join(__dirname, '..', 'theme-init.js'), 'utf8');
const html = document.documentElement;

function runScript(): void {
  // Exactly as the browser would: the file's text, in global scope.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script under test is a file's text
  new Function(source)();
}

beforeEach(() => {
  localStorage.clear();
  html.removeAttribute('data-theme');
  html.style.colorScheme = '';
  installColorScheme(false);
});

afterEach(() => jest.restoreAllMocks());

it.each([
  ['dark', false, 'dark'],
  ['light', true, 'light'],
  ['system', true, 'dark'],
  ['system', false, 'light'],
  [null, true, 'dark'],
  ['purple', false, 'light'],
])('stored %p with OS dark=%p paints %p', (stored, osDark, expected) => {
  if (stored !== null) localStorage.setItem('theme', stored);
  installColorScheme(osDark);
  runScript();
  expect(html).toHaveAttribute('data-theme', expected);
  expect(html.style.colorScheme).toBe(expected);
});

it('falls back to the OS preference when storage is blocked', () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  installColorScheme(true);
  runScript();
  expect(html).toHaveAttribute('data-theme', 'dark');
});

it('never throws, even without matchMedia or a working document', () => {
  removeMatchMedia();
  expect(runScript).not.toThrow();
  expect(html).toHaveAttribute('data-theme', 'light');

  jest.spyOn(html, 'setAttribute').mockImplementation(() => {
    throw new Error('boom');
  });
  expect(runScript).not.toThrow();
});

it('is plain ES5 with no imports, so it can be served as it is', () => {
  const code = source.replace(/\/\*[\s\S]*?\*\/|(?<!\/)\/\/.*$/gm, '');
  expect(code).not.toMatch(/\b(import|export|const|let|class|async|await)\b|=>|`|\?\.|\?\?/);
});

it('is exported from the package as ./theme-init.js', () => {
  const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  const target = manifest.exports['./theme-init.js'];
  expect(target).toBe('./src/theme/theme-init.js');
  expect(existsSync(join(packageRoot, target as string))).toBe(true);
});
