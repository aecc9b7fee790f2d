import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A clone is all a newcomer has (issue 29 point 10): every document of the repository's own that
 * names another file must name one the clone holds. Checked for the entry points (README,
 * CONTRIBUTING) and everything under docs/.
 */
const repoRoot = path.resolve(__dirname, '../../..');

function markdownFiles(folder: string): string[] {
  return readdirSync(path.join(repoRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(relative);
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}

const documents = ['README.md', 'CONTRIBUTING.md', ...markdownFiles('docs')];

/** The targets of `[text](target)` that are files of this repository (no scheme, no bare anchor). */
function relativeLinkTargets(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^()\s]+)\)/g)]
    .map((match) => match[1]!.split('#')[0]!)
    .filter((target) => target !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe('the repository’s documents stand alone in a clone', () => {
  it.each(documents)('%s links only to files the repository holds', (document) => {
    const text = readFileSync(path.join(repoRoot, document), 'utf8');
    const missing = relativeLinkTargets(text).filter(
      (target) => !existsSync(path.resolve(repoRoot, path.dirname(document), target)),
    );
    expect(missing).toEqual([]);
  });

  it.each(documents)('%s cites no file outside the repository', (document) => {
    const text = readFileSync(path.join(repoRoot, document), 'utf8');
    // Every word that starts as a relative path upwards (`../shared/DESIGN.md`, `(../x)`).
    const outside = text
      .split(/[\s`'"()[\]<>]+/)
      .filter((word) => word.startsWith('../'))
      .filter((cited) => {
        const resolved = path.resolve(repoRoot, path.dirname(document), cited);
        return !resolved.startsWith(repoRoot + path.sep);
      });
    expect(outside).toEqual([]);
  });
});
