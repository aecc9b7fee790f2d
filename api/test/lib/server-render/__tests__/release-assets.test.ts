import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { RegistryEntry } from '@carclub/contracts/deploy';

import {
  createReleaseAssets,
  readReleaseAssets,
  releaseHeadTags,
} from '../../../../src/lib/server-render/release-assets';

const garage: RegistryEntry = {
  name: 'mf-garage',
  federationName: 'mf_garage',
  entry: '/remotes/mf-garage/g1/mf-manifest.json',
  version: '1.0.0',
  releaseId: 'g1',
  prefixes: ['/cars'],
};

const STYLESHEETS: Record<string, string> = {
  'list.1.css': '.vl-card{display:grid}.vl-card__title{font-weight:600}',
  'form.1.css': '.vf-form .cc-field{gap:1rem}',
  'page.1.css': '.vehicle-page{padding:1rem}\n.vehicle-page__swatch{width:1rem}',
  'tokens.1.css': ':root{--gap:1rem}',
};

const assets = () =>
  readReleaseAssets(
    garage,
    { exposes: [{ assets: { css: { async: Object.keys(STYLESHEETS) } } }] },
    async (file) => STYLESHEETS[file] ?? Promise.reject(new Error(`no ${file}`)),
  );

describe("a remote release's head tags", () => {
  it('write in only the stylesheets whose classes are on the page, and those without classes', async () => {
    const head = releaseHeadTags(
      await assets(),
      '<article class="vehicle-page"><h1 class="vehicle-page__title  x">Golf</h1></article>',
    );
    expect(head).toContain('<style data-href="page.1.css">.vehicle-page{padding:1rem}');
    expect(head).toContain('<style data-href="tokens.1.css">:root{--gap:1rem}</style>');
    // Another page's and a form's: their chunks bring them if this page ever loads them.
    expect(head).not.toContain('list.1.css');
    expect(head).not.toContain('form.1.css');
    expect(head).toContain(
      '<link rel="preload" as="script" href="/remotes/mf-garage/g1/remoteEntry.js">',
    );
  });

  it('write in a stylesheet when any one of its classes is on the page', async () => {
    const head = releaseHeadTags(
      await assets(),
      '<ul><li class="vl-card__title">Golf</li></ul><div class="cc-field"></div>',
    );
    expect(head).toContain('data-href="list.1.css"');
    expect(head).toContain('data-href="form.1.css"');
    expect(head).not.toContain('page.1.css');
  });

  it("are each page's own when pages are asked for again and again", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'carclub-release-'));
    try {
      for (const [file, css] of Object.entries(STYLESHEETS))
        writeFileSync(path.join(dir, file), css);
      const manifest = { exposes: [{ assets: { css: { async: Object.keys(STYLESHEETS) } } }] };
      writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
      const headOf = createReleaseAssets(() => dir);
      const carPage = '<article class="vehicle-page">Golf</article>';
      const listPage = '<ul><li class="vl-card">Golf</li></ul>';

      for (let round = 0; round < 2; round += 1) {
        const [car, list] = [await headOf(garage, carPage), await headOf(garage, listPage)];
        expect(car).toContain('page.1.css');
        expect(car).not.toContain('list.1.css');
        expect(list).toContain('list.1.css');
        expect(list).not.toContain('page.1.css');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
