import { Writable } from 'node:stream';

import { DATABASE_TIMEOUT_MS, useTestApp } from '../../support/test-app';
import { shellServerBuild } from '../../support/shell-server-build';
import {
  createMember,
  createVehicle,
  type CreatedVehicle,
  type Member,
} from '../../support/vehicle-fixtures';

const INDEX_HTML =
  '<!doctype html><html lang=uk><head><meta charset=utf-8><title>CarClub</title></head>' +
  '<body><div id=root></div></body></html>';
const BROWSER = {
  accept: 'text/html',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
};

/**
 * A shell server build written by hand: each page asks the API what the real pages ask (a car's
 * page its vehicle, a member's page their profile), as many times as `?calls=` says, and writes
 * down each answer's status and the name or nickname in it.
 */
const SHELL_CONTAINER = `
module.exports = {
  init() {},
  get() {
    return Promise.resolve(() => ({
      async createServerRenderer({ send }) {
        return {
          async renderPage({ url }) {
            const address = new URL(url, 'http://site');
            const car = /^\\/u\\/([^/]+)\\/car\\/([^/]+)$/.exec(address.pathname);
            const member = /^\\/u\\/([^/]+)$/.exec(address.pathname);
            const call = car
              ? '/api/users/' + car[1] + '/vehicles/' + car[2] + '?lang=en'
              : member ? '/api/users/' + member[1] + '?lang=en' : null;
            const said = [];
            for (let i = 0; call && i < Number(address.searchParams.get('calls') || 1); i += 1) {
              const answer = await send({ method: 'GET', url: call, headers: { accept: 'application/json' } });
              const body = answer.status === 200 ? JSON.parse(answer.body) : {};
              said.push(answer.status + ' ' + (body.name || body.nickname));
            }
            return {
              rendered: true,
              status: 200,
              html: '<p>' + said.join(' | ') + '</p>',
              stateScript: '',
              remote: null,
            };
          },
        };
      },
    }));
  },
};`;

describe("site plugin: a car's or a member's page reads its data once", () => {
  let ann: Member;
  let golf: CreatedVehicle;
  let record: jest.SpyInstance;
  const logLines: Array<{ msg?: string; req?: { url?: string }; reqId?: string }> = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString()) as (typeof logLines)[number]);
      done();
    },
  });
  const { app } = useTestApp({
    site: {
      'shell/index.html': INDEX_HTML,
      ...shellServerBuild(SHELL_CONTAINER),
      'remotes.json': '[]',
    },
    env: { LOG_LEVEL: 'info' },
    logStream,
  });

  const page = (url: string) => app.inject({ method: 'GET', url, headers: BROWSER });
  const rendered = (html: string) => /<div id="root"><p>(.*?)<\/p><\/div>/.exec(html)?.[1];

  beforeAll(async () => {
    // Listening, as in production: a started app answers `inject` without waiting for `ready`.
    await app.listen({ port: 0, host: '127.0.0.1' });
    ann = await createMember(app, 'AnnOnce');
    golf = await createVehicle(app, ann, { name: 'Blue Thunder' });
  }, DATABASE_TIMEOUT_MS);

  beforeEach(() => {
    record = jest.spyOn(app.vehicleViews, 'record');
  });

  afterEach(() => record.mockRestore());

  it("renders a car's page and its tags from one answer, and counts its view once", async () => {
    const response = await page(`/u/AnnOnce/car/${golf.slug}`);
    await app.backgroundTasks.drain();
    expect(response.statusCode).toBe(200);
    expect(rendered(response.body)).toBe('200 Blue Thunder');
    expect(response.body).toContain('<meta property="og:title" content="Blue Thunder');
    // A rendered page is never the same twice (its data block has the time of its reads).
    expect(response.headers.etag).toBeUndefined();
    expect(record).toHaveBeenCalledTimes(1);
    expect(record.mock.calls[0]?.[0]).toMatchObject({
      vehicleId: golf.id,
      visitor: { userAgent: BROWSER['user-agent'] },
    });
  });

  it('counts a view for each visit', async () => {
    await page(`/u/AnnOnce/car/${golf.slug}`);
    await page(`/u/nobody-here/car/${golf.slug}`);
    await page(`/u/annonce/car/${golf.slug}`);
    await app.backgroundTasks.drain();
    expect(record).toHaveBeenCalledTimes(2);
  });

  it("knows a signed-in owner opening their own car's page, whose view is not counted", async () => {
    const [, token = ''] = ann.headers.authorization.split(' ');
    const tokens = JSON.stringify({ accessToken: token, refreshToken: 'not read here' });
    await app.inject({
      method: 'GET',
      url: `/u/AnnOnce/car/${golf.slug}`,
      headers: { ...BROWSER, cookie: `auth_tokens=${encodeURIComponent(tokens)}` },
    });
    await page(`/u/AnnOnce/car/${golf.slug}`);
    await app.backgroundTasks.drain();
    const viewers = await Promise.all(
      record.mock.calls.map(([view]) =>
        (view as { viewerId: () => Promise<string | null> }).viewerId(),
      ),
    );
    // The owner's visit, then a visitor's.
    expect(viewers).toEqual([ann.id, null]);
  });

  it('lets a render that asks again reach the API again', async () => {
    const response = await page(`/u/AnnOnce/car/${golf.slug}?calls=2`);
    await app.backgroundTasks.drain();
    expect(rendered(response.body)).toBe('200 Blue Thunder | 200 Blue Thunder');
    expect(record).toHaveBeenCalledTimes(2);
  });

  it('logs the page request, and none of the calls the server made of itself for it', async () => {
    logLines.length = 0;
    const response = await page(`/u/AnnOnce/car/${golf.slug}?calls=2`);
    await app.backgroundTasks.drain();
    expect(rendered(response.body)).toBe('200 Blue Thunder | 200 Blue Thunder');
    const incoming = logLines.filter((line) => line.msg === 'incoming request');
    expect(incoming.map((line) => line.req?.url)).toEqual([`/u/AnnOnce/car/${golf.slug}?calls=2`]);
    const completed = logLines.filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => line.reqId)).toEqual(incoming.map((line) => line.reqId));
    // The API's own routes still log the requests that come from outside.
    logLines.length = 0;
    await app.inject({ method: 'GET', url: `/api/users/AnnOnce/vehicles/${golf.slug}` });
    await app.backgroundTasks.drain();
    expect(logLines.filter((line) => line.msg === 'incoming request')).toHaveLength(1);
  });

  it("renders a member's page from the profile its tags were made of", async () => {
    const response = await page('/u/AnnOnce');
    expect(response.statusCode).toBe(200);
    expect(rendered(response.body)).toBe('200 AnnOnce');
    expect(response.body).toContain('<meta property="og:title" content="AnnOnce">');
  });

  it('leaves an unknown car to the browser, with 404 and no view', async () => {
    const response = await page('/u/AnnOnce/car/no-such-car');
    await app.backgroundTasks.drain();
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id=root></div>');
    expect(record).not.toHaveBeenCalled();
  });
});
