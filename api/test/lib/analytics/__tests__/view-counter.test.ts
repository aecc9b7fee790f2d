import { eq } from 'drizzle-orm';

import { analyticsSalts, vehicleViews } from '../../../../src/db/schema';
import {
  createViewCounter,
  isBot,
  type ViewCounter,
  type Visitor,
} from '../../../../src/lib/analytics';
import {
  createMember,
  createVehicle,
  type CreatedVehicle,
  type Member,
} from '../../../support/vehicle-fixtures';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';

const FIREFOX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IP = '203.0.113.77';

const visitor = (overrides: Partial<Visitor> = {}): Visitor => ({
  ip: IP,
  userAgent: FIREFOX,
  ...overrides,
});

describe('counting the views of a car page', () => {
  const { app } = useTestApp();
  let ann: Member;
  let car: CreatedVehicle;
  let clock: { now: Date };
  let counter: ViewCounter;

  const view = (overrides: Partial<Visitor> = {}, viewerId: string | null = null) =>
    counter.record({
      vehicleId: car.id,
      ownerId: ann.id,
      visitor: visitor(overrides),
      viewerId: async () => viewerId,
    });

  const rows = () => app.db.select().from(vehicleViews).where(eq(vehicleViews.vehicleId, car.id));

  beforeAll(async () => {
    ann = await createMember(app);
    car = await createVehicle(app, ann);
  }, DATABASE_TIMEOUT_MS);

  beforeEach(async () => {
    await app.db.delete(vehicleViews);
    await app.db.delete(analyticsSalts);
    clock = { now: new Date('2026-11-24T10:00:00Z') };
    counter = createViewCounter(app.db, { now: () => clock.now });
  });

  it('counts a visitor address once a day whatever its browser says, and another address again', async () => {
    await expect(view()).resolves.toBe('counted');
    clock.now = new Date('2026-11-24T23:59:59Z');
    await expect(view()).resolves.toBe('repeat');
    // One client cycling its User-Agent is still one visitor.
    for (let version = 100; version < 110; version++) {
      await expect(view({ userAgent: FIREFOX.replaceAll('132.0', `${version}.0`) })).resolves.toBe(
        'repeat',
      );
    }
    await expect(view({ userAgent: SAFARI })).resolves.toBe('repeat');
    await expect(view({ ip: '198.51.100.4' })).resolves.toBe('counted');
    // An IPv6 client's fresh addresses in its /64 are one visitor; another /64 is another.
    await expect(view({ ip: '2001:db8:5:6::a' })).resolves.toBe('counted');
    await expect(view({ ip: '2001:db8:5:6:1234:5678:9abc:def0' })).resolves.toBe('repeat');
    await expect(view({ ip: '2001:db8:5:7::a' })).resolves.toBe('counted');
    const stored = await rows();
    expect(stored).toHaveLength(4);
    expect(new Set(stored.map((row) => row.day))).toEqual(new Set(['2026-11-24']));
  });

  it('counts the same visitor again the next UTC day, under a new salt', async () => {
    await view();
    clock.now = new Date('2026-11-25T00:00:01Z');
    await expect(view()).resolves.toBe('counted');
    const stored = await rows();
    expect(stored.map((row) => row.day).sort()).toEqual(['2026-11-24', '2026-11-25']);
    // Unrelated values: the two days cannot be matched to one visitor.
    expect(stored[0]!.visitorHash).not.toBe(stored[1]!.visitorHash);
    const salts = await app.db.select().from(analyticsSalts);
    expect(salts.map((row) => row.day).sort()).toEqual(['2026-11-24', '2026-11-25']);
    expect(salts[0]!.salt).not.toBe(salts[1]!.salt);
    expect(salts[0]!.salt.length).toBeGreaterThanOrEqual(43);
  });

  it('gives one visitor unrelated values on two cars', async () => {
    const other = await createVehicle(app, ann, { name: 'Second', vin: null });
    await view();
    await counter.record({
      vehicleId: other.id,
      ownerId: ann.id,
      visitor: visitor(),
      viewerId: async () => null,
    });
    const stored = await app.db.select().from(vehicleViews);
    expect(stored).toHaveLength(2);
    expect(stored[0]!.visitorHash).not.toBe(stored[1]!.visitorHash);
  });

  it('stores neither the address nor the browser', async () => {
    await view();
    await view({ userAgent: SAFARI, ip: '2001:db8::42' });
    // Every column of both tables, as stored.
    const text = JSON.stringify([
      await app.db.select().from(vehicleViews),
      await app.db.select().from(analyticsSalts),
    ]);
    for (const secret of [IP, '2001:db8::42', 'Firefox', 'Safari', 'uk-UA']) {
      expect(text).not.toContain(secret);
    }
    expect(await rows()).toHaveLength(2);
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['a link preview', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    [
      'headless Chrome',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    ],
    ['curl', 'curl/8.5.0'],
    ['no browser named', ''],
  ])('does not count %s', async (_name, userAgent) => {
    await expect(view({ userAgent })).resolves.toBe('bot');
    await expect(view({ userAgent: undefined })).resolves.toBe('bot');
    expect(await rows()).toHaveLength(0);
  });

  it('tells browsers from bots', () => {
    expect(isBot(FIREFOX)).toBe(false);
    expect(isBot(SAFARI)).toBe(false);
    expect(isBot('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).toBe(
      true,
    );
  });

  it('does not count the owner, and counts another signed-in member', async () => {
    await expect(view({}, ann.id)).resolves.toBe('owner');
    expect(await rows()).toHaveLength(0);
    await expect(view({}, 'another-member')).resolves.toBe('counted');
  });

  it('shares the salt between processes: a second counter sees the same visitor as a repeat', async () => {
    const otherProcess = createViewCounter(app.db, { now: () => clock.now });
    const [first, second] = await Promise.all([
      view(),
      otherProcess.record({
        vehicleId: car.id,
        ownerId: ann.id,
        visitor: visitor(),
        viewerId: async () => null,
      }),
    ]);
    expect([first, second].sort()).toEqual(['counted', 'repeat']);
    expect(await app.db.select().from(analyticsSalts)).toHaveLength(1);
  });

  it('deletes the salts before yesterday, at the sweep and on the first view of a day', async () => {
    for (const day of ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23']) {
      clock.now = new Date(`${day}T12:00:00Z`);
      await view();
    }
    // The first view of each day already took the days before yesterday away.
    const kept = async () =>
      (await app.db.select().from(analyticsSalts)).map((row) => row.day).sort();
    expect(await kept()).toEqual(['2026-11-22', '2026-11-23']);

    clock.now = new Date('2026-11-25T00:30:00Z');
    await counter.sweep();
    expect(await kept()).toEqual([]);
    clock.now = new Date('2026-11-24T08:00:00Z');
    await app.db.insert(analyticsSalts).values([
      { day: '2026-11-22', salt: 'old' },
      { day: '2026-11-23', salt: 'yesterday' },
      { day: '2026-11-24', salt: 'today' },
    ]);
    await counter.sweep();
    expect(await kept()).toEqual(['2026-11-23', '2026-11-24']);
    // The counts stay: only the means to recognise a visitor goes.
    expect(await rows()).toHaveLength(4);
  });

  it('counts nothing, and fails nothing, for a car deleted since its page was answered', async () => {
    const gone = await createVehicle(app, ann, { name: 'Sold', vin: null });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/private-transport/${gone.id}`,
      headers: ann.headers,
    });
    expect(deleted.statusCode).toBe(204);
    await expect(
      counter.record({
        vehicleId: gone.id,
        ownerId: ann.id,
        visitor: visitor(),
        viewerId: async () => null,
      }),
    ).resolves.toBe('repeat');
  });

  describe('in batches (ADR 0114)', () => {
    afterEach(() => jest.restoreAllMocks());

    it('writes the views of one window in one statement, each told whether it counted', async () => {
      const statements = jest.spyOn(app.db, 'execute');
      const outcomes = await Promise.all([
        view(),
        view({ ip: '2001:db8::4' }),
        view({ ip: '198.51.100.4' }),
        // The same visitor twice at once (two tabs): one view.
        view(),
      ]);
      expect(outcomes).toEqual(['counted', 'counted', 'counted', 'repeat']);
      expect(statements).toHaveBeenCalledTimes(1);
      expect(await rows()).toHaveLength(3);
    });

    it('writes the waiting views at once when flushed (the app closing), not at the window end', async () => {
      counter = createViewCounter(app.db, { now: () => clock.now, batchWindowMs: 60_000 });
      const outcome = view();
      // The salt is read before the view joins its batch.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await rows()).toHaveLength(0);
      await counter.flush();
      await expect(outcome).resolves.toBe('counted');
      expect(await rows()).toHaveLength(1);
    });

    it('fails every view of a batch the database refused, and the next batch counts', async () => {
      jest.spyOn(app.db, 'execute').mockRejectedValueOnce(new Error('connection reset'));
      const refused = await Promise.allSettled([view(), view({ userAgent: SAFARI })]);
      expect(refused.map((result) => result.status)).toEqual(['rejected', 'rejected']);
      await expect(view()).resolves.toBe('counted');
    });
  });
});
