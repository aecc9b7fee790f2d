import { DATABASE_TIMEOUT_MS, useTestApp } from '../../support/test-app';
import { shellServerBuild } from '../../support/shell-server-build';
import { createMember, type Member } from '../../support/vehicle-fixtures';

const INDEX_HTML =
  '<!doctype html><html lang=uk><head><meta charset=utf-8><title>CarClub</title></head>' +
  '<body><div id=root></div></body></html>';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** A shell server build written by hand: `/messages…` only leads home; every other page is one. */
const SHELL_CONTAINER = `
module.exports = {
  init() {},
  get() {
    return Promise.resolve(() => ({
      async createServerRenderer() {
        return {
          async renderPage({ url }) {
            if (/^\\/messages(\\/|$)/.test(new URL(url, 'http://site').pathname)) {
              return { rendered: false, reason: 'redirect', redirectTo: '/' };
            }
            return {
              rendered: true,
              status: 200,
              html: '<p>page</p>',
              stateScript: '',
              remote: null,
              title: 'Політика конфіденційності · CarClub',
            };
          },
        };
      },
    }));
  },
};`;

describe('site plugin: one address per page', () => {
  const { app } = useTestApp({
    site: {
      'shell/index.html': INDEX_HTML,
      ...shellServerBuild(SHELL_CONTAINER),
      'remotes.json': '[]',
    },
  });
  let ann: Member;

  beforeAll(async () => {
    ann = await createMember(app, 'Ann.Rider');
  }, DATABASE_TIMEOUT_MS);

  const get = (url: string, headers: Record<string, string> = HTML) =>
    app.inject({ method: 'GET', url, headers });

  it.each([
    ['/cars/', '/cars'],
    ['/cars/?page=2&fuel=diesel', '/cars?page=2&fuel=diesel'],
    ['/nowhere//', '/nowhere'],
    ['/u/Ann.Rider/', '/u/Ann.Rider'],
    // Never a protocol-relative address: that would send the visitor to another host.
    ['//evil.example/', '/evil.example'],
  ])('moves %s to %s with a 301, for browsers and for other clients', async (url, location) => {
    for (const headers of [HTML, { accept: '*/*' }]) {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(location);
      expect(response.body).toBe('');
    }
  });

  it('leaves the home page and addresses without a trailing slash alone', async () => {
    expect((await get('/')).statusCode).toBe(200);
    expect((await get('/cars')).statusCode).toBe(200);
    expect((await get('/nowhere')).headers.location).toBeUndefined();
  });

  it("moves a member's page asked for in other letters to their own spelling, rest and query kept", async () => {
    const page = await get('/u/ANN.RIDER?lang=en');
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`/u/${ann.nickname}?lang=en`);

    const asSpelled = await get(`/u/${ann.nickname}`);
    expect(asSpelled.statusCode).toBe(200);
    expect(asSpelled.headers.location).toBeUndefined();
  });

  it.each(['/messages', '/messages/42?from=menu'])(
    "sends %s to the home page for now (302), as the shell's route does",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
      expect((await get('/cars')).body).toContain('<p>page</p>');
    },
  );

  it('titles a page the API has no head for as its route does, in the tab and in previews', async () => {
    const { body } = await get('/legal/privacy');
    expect(body).toContain('<title>Політика конфіденційності · CarClub</title>');
    expect(body).toContain(
      '<meta property="og:title" content="Політика конфіденційності · CarClub">',
    );
  });

  it('answers 404, not a move, for a member nobody has', async () => {
    const page = await get('/u/nobody.here');
    expect(page.statusCode).toBe(404);
    expect(page.headers.location).toBeUndefined();
  });
});
