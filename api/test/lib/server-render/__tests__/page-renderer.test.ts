import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { RegistryEntry } from '@carclub/contracts/deploy';
import type { FastifyBaseLogger } from 'fastify';

import { createPageRenderer } from '../../../../src/lib/server-render';
import { makeTempDir, removeTempDir, writeFiles } from '../../../support/test-app';
import { shellServerBuild } from '../../../support/shell-server-build';

/**
 * A Module Federation container as a server build exposes it, written by hand: `init` takes the
 * share scope, `get` answers a module factory. The shell's echoes the page and what the remote's
 * module says, so the tests see which releases the render went through.
 */
const shellContainer = (release: string) => `
module.exports = {
  init() {},
  get(expose) {
    if (expose !== './server-render') return Promise.reject(new Error('no ' + expose));
    return Promise.resolve(() => ({
      async createServerRenderer() {
        return {
          async renderPage(request) {
            const remote = request.registry[0];
            let said = 'none';
            if (remote) {
              const module = await request.loadRemote(remote);
              said = module.default.says;
            }
            return {
              rendered: true,
              status: 200,
              html: '<p>shell ${release} ' + request.url + ' ' + request.language + ' ' + said + '</p>',
              stateScript: '',
              remote: remote || null,
            };
          },
        };
      },
    }));
  },
};`;

const remoteContainer = (says: string) => `
module.exports = {
  init() {},
  get() {
    return Promise.resolve(() => ({ default: { says: '${says}' } }));
  },
};`;

const garage = (releaseId: string): RegistryEntry => ({
  name: 'mf-garage',
  federationName: 'mf_garage',
  entry: `/remotes/mf-garage/${releaseId}/mf-manifest.json`,
  version: '1.0.0',
  releaseId,
  prefixes: ['/cars'],
});

const MANIFEST = JSON.stringify({
  exposes: [
    {
      assets: {
        js: { sync: ['routes.1.js'] },
        css: {
          sync: ['garage.1.css'],
          async: [
            'cars.1.css',
            'my-cars.1.css',
            'photos.1.css',
            'report.1.css',
            'packages_ui_button.1.css',
          ],
        },
      },
    },
  ],
});

function fakeLog() {
  const log = { error: jest.fn(), warn: jest.fn(), info: jest.fn(), debug: jest.fn() };
  return log as typeof log & FastifyBaseLogger;
}

describe('the page renderer', () => {
  let siteDir: string;
  let log: ReturnType<typeof fakeLog>;

  beforeEach(async () => {
    siteDir = await makeTempDir();
    log = fakeLog();
    await writeFiles(siteDir, {
      ...shellServerBuild(shellContainer('s1')),
      'remotes/mf-garage/g1/server/remoteEntry.js': remoteContainer('g1'),
      'remotes/mf-garage/g1/mf-manifest.json': MANIFEST,
      'remotes/mf-garage/g1/garage.1.css': 'p{color:red}',
      // Two pages' chunks with the same styles, one of them a string that would end <style>.
      'remotes/mf-garage/g1/cars.1.css':
        'p::after{content:"</style>"}\n/*# sourceMappingURL=cars.1.css.map*/',
      'remotes/mf-garage/g1/my-cars.1.css':
        'p::after{content:"</style>"}\n/*# sourceMappingURL=my-cars.1.css.map*/',
      'remotes/mf-garage/g1/photos.1.css': 'p{background:url(./frame.svg)}',
      // Nothing on the page has its class: it comes with its dialog's chunk.
      'remotes/mf-garage/g1/report.1.css': '.report-dialog{color:blue}',
      'remotes/mf-garage/g2/server/remoteEntry.js': remoteContainer('g2'),
      'remotes/mf-garage/g2/mf-manifest.json': MANIFEST,
    });
  });

  afterEach(() => removeTempDir(siteDir));

  const renderer = () =>
    createPageRenderer({ siteDir, log, send: () => Promise.reject(new Error('no API here')) });

  it("renders with the live shell and remote, and the page's head holds the remote's styles and preloads its scripts", async () => {
    const page = await renderer().render({
      url: '/cars',
      language: 'en',
      storedSession: false,
      registry: [garage('g1')],
    });

    expect(page).toMatchObject({ rendered: true, html: '<p>shell s1 /cars en g1</p>' });
    if (!page.rendered) return;
    // Written in, each named as the remote's style loader looks for it; the same styles once, last.
    expect(page.head).toContain(
      '<style data-href="garage.1.css">p{color:red}</style>' +
        '<style data-href="cars.1.css"></style>' +
        '<style data-href="my-cars.1.css">p::after{content:"<\\/style>"}</style>',
    );
    // One that refers to a file by a relative address stays linked, so the address still works.
    expect(page.head).toContain(
      '<link rel="stylesheet" href="/remotes/mf-garage/g1/photos.1.css" data-href="photos.1.css">',
    );
    expect(page.head).not.toContain('report.1.css');
    // A shared package's own copy would undo the page's overrides of the shell's styles.
    expect(page.head).not.toContain('packages_ui_button');
    expect(page.head).toContain(
      '<link rel="preload" as="script" href="/remotes/mf-garage/g1/remoteEntry.js">',
    );
  });

  it('follows a remote deploy and a shell deploy without a restart', async () => {
    const pages = renderer();
    const render = (releaseId: string) =>
      pages.render({
        url: '/cars',
        language: 'uk',
        storedSession: false,
        registry: [garage(releaseId)],
      });
    expect(await render('g1')).toMatchObject({ html: '<p>shell s1 /cars uk g1</p>' });
    expect(await render('g2')).toMatchObject({ html: '<p>shell s1 /cars uk g2</p>' });

    await writeFiles(siteDir, {
      ...shellServerBuild(shellContainer('s2'), 's2'),
    });
    expect(await render('g2')).toMatchObject({ html: '<p>shell s2 /cars uk g2</p>' });
    // Rolled back.
    expect(await render('g1')).toMatchObject({ html: '<p>shell s2 /cars uk g1</p>' });
  });

  it('leaves the pages of a broken release to the browser, tells of it once, and tries again once the file changes', async () => {
    const entry = path.join(siteDir, 'remotes/mf-garage/g1/server/remoteEntry.js');
    await writeFile(entry, 'throw new Error("broken on purpose");');
    const pages = renderer();
    const render = () =>
      pages.render({
        url: '/cars',
        language: 'uk',
        storedSession: false,
        registry: [garage('g1')],
      });

    expect(await render()).toMatchObject({ rendered: false, reason: 'render threw' });
    expect(await render()).toMatchObject({ rendered: false });
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]?.[1]).toMatch(/mf_garage cannot be loaded/);
    expect(log.warn).not.toHaveBeenCalled();

    await writeFile(entry, remoteContainer('g1 repaired'));
    // The file's time is what says it changed; make sure it moved on coarse file systems too.
    await utimes(entry, new Date(), new Date(Date.now() + 2000));
    expect(await render()).toMatchObject({ html: '<p>shell s1 /cars uk g1 repaired</p>' });
  });

  it('leaves every page to the browser when the live shell has no server build', async () => {
    await writeFiles(siteDir, { 'shell/build-info.json': '{}' });
    const page = await renderer().render({
      url: '/',
      language: 'uk',
      storedSession: false,
      registry: [],
    });
    expect(page).toMatchObject({
      rendered: false,
      reason: 'shell server build could not be loaded',
    });
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('renders no page of a remote served from an origin of its own', async () => {
    const page = await renderer().render({
      url: '/cars',
      language: 'uk',
      storedSession: false,
      registry: [
        { ...garage('g1'), entry: 'https://cdn.example/remotes/mf-garage/g1/mf-manifest.json' },
      ],
    });
    expect(page).toMatchObject({ rendered: false, reason: 'render threw' });
  });
});
