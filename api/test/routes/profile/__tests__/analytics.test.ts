import { ANALYTICS_DAYS, type ProfileAnalytics, type VehicleAnalytics } from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import { vehicleViews, vehicles } from '../../../../src/db/schema';
import { daysBefore, utcDay } from '../../../../src/lib/analytics';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import {
  createMember,
  createVehicle,
  type CreatedVehicle,
  type Member,
  updatePayload,
} from '../../../support/vehicle-fixtures';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('GET /api/profile/analytics and the views that feed it', () => {
  const { app } = useTestApp();
  let ann: Member;
  let bob: Member;
  let golf: CreatedVehicle;
  let civic: CreatedVehicle;

  interface Visit {
    userAgent?: string;
    ip?: string;
    method?: 'GET' | 'HEAD';
    headers?: Record<string, string>;
  }
  const visit = async (
    car: CreatedVehicle,
    { userAgent = CHROME, ip = '203.0.113.10', method = 'GET', headers = {} }: Visit = {},
  ) => {
    const response = await app.inject({
      method,
      url: `/api/users/${ann.nickname}/vehicles/${car.slug}`,
      remoteAddress: ip,
      headers: { 'user-agent': userAgent, 'accept-language': 'uk', ...headers },
    });
    expect(response.statusCode).toBe(200);
    // Counted after the answer: wait for it like a later page load would.
    await app.backgroundTasks.drain();
  };

  const analytics = async (member: Member): Promise<ProfileAnalytics> => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/profile/analytics',
      headers: member.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<ProfileAnalytics>();
  };

  const carOf = async (car: CreatedVehicle): Promise<VehicleAnalytics> => {
    const found = (await analytics(ann)).items.find((item) => item.id === car.id);
    if (!found) throw new Error(`${car.slug} is not in the analytics`);
    return found;
  };

  const today = () => utcDay(new Date());
  const todayViews = (car: VehicleAnalytics) => car.daily.at(-1)!.count;

  beforeAll(async () => {
    [ann, bob] = await Promise.all([createMember(app), createMember(app)]);
    golf = await createVehicle(app, ann);
    civic = await createVehicle(app, ann, {
      name: 'Civic',
      manufacturerId: 'honda',
      modelId: 'honda-civic',
      vin: null,
    });
  }, DATABASE_TIMEOUT_MS);

  beforeEach(async () => {
    await app.db.delete(vehicleViews);
  });

  it('answers 401 signed out', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/profile/analytics' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it(`lists the cars newest first, each with ${ANALYTICS_DAYS} days oldest first, zeros included`, async () => {
    const { items } = await analytics(ann);
    expect(items.map((item) => item.id)).toEqual([civic.id, golf.id]);
    for (const item of items) {
      expect(item.daily).toHaveLength(ANALYTICS_DAYS);
      expect(item.daily[0]!.date).toBe(daysBefore(today(), ANALYTICS_DAYS - 1));
      expect(item.daily.at(-1)!.date).toBe(today());
      expect(item.daily.every((day) => day.count === 0)).toBe(true);
      expect(item).toMatchObject({ total: 0, forSaleSince: null, viewsSinceForSale: null });
    }
    expect(items[0]).toMatchObject({ name: 'Civic', slug: civic.slug, status: 'active' });
  });

  it('counts each address once today, whatever browser it names and however often it comes back', async () => {
    await visit(golf, { userAgent: CHROME });
    await visit(golf, { userAgent: FIREFOX });
    await visit(golf, { userAgent: SAFARI, ip: '198.51.100.7' });
    await visit(golf, { userAgent: CHROME, ip: '2001:db8:1:2::10' });
    await visit(golf, { userAgent: CHROME });
    await visit(golf, { userAgent: FIREFOX, ip: '2001:db8:1:2::11' });
    const car = await carOf(golf);
    expect(todayViews(car)).toBe(3);
    expect(car.total).toBe(3);
    expect((await carOf(civic)).total).toBe(0);
  });

  it('does not count bots, HEAD requests, or pages that are not there', async () => {
    await visit(golf, { userAgent: GOOGLEBOT });
    await visit(golf, { userAgent: '' });
    await visit(golf, { method: 'HEAD' });
    const missing = await app.inject({
      method: 'GET',
      url: `/api/users/${ann.nickname}/vehicles/no-such-car`,
      headers: { 'user-agent': CHROME },
    });
    expect(missing.statusCode).toBe(404);
    await app.backgroundTasks.drain();
    expect((await carOf(golf)).total).toBe(0);
  });

  it('does not count the signed-in owner, but counts another member', async () => {
    await visit(golf, { headers: ann.headers });
    expect((await carOf(golf)).total).toBe(0);
    await visit(golf, { headers: bob.headers });
    expect((await carOf(golf)).total).toBe(1);
  });

  it('shows the page whatever the Authorization header, and then counts an anonymous view', async () => {
    await visit(golf, { headers: { authorization: 'Bearer not.a.token' } });
    await visit(golf, { ip: '198.51.100.8', headers: { authorization: 'Basic abc' } });
    expect((await carOf(golf)).total).toBe(2);
  });

  it("shows each member only their own cars' numbers", async () => {
    await visit(golf);
    expect(await analytics(bob)).toEqual({ nickname: bob.nickname, items: [] });
    const bobs = await createVehicle(app, bob, { name: 'Bobs', vin: null });
    const { items } = await analytics(bob);
    expect(items.map((item) => item.id)).toEqual([bobs.id]);
    expect(items[0]!.total).toBe(0);
  });

  it('keeps the days before the window in the total, and each day in its place', async () => {
    await app.db.insert(vehicleViews).values([
      { vehicleId: golf.id, day: daysBefore(today(), 40), visitorHash: 'a' },
      { vehicleId: golf.id, day: daysBefore(today(), ANALYTICS_DAYS), visitorHash: 'b' },
      { vehicleId: golf.id, day: daysBefore(today(), ANALYTICS_DAYS - 1), visitorHash: 'c' },
      { vehicleId: golf.id, day: daysBefore(today(), 2), visitorHash: 'd' },
      { vehicleId: golf.id, day: daysBefore(today(), 2), visitorHash: 'e' },
    ]);
    const car = await carOf(golf);
    expect(car.total).toBe(5);
    expect(car.daily[0]).toEqual({ date: daysBefore(today(), ANALYTICS_DAYS - 1), count: 1 });
    expect(car.daily.at(-3)).toEqual({ date: daysBefore(today(), 2), count: 2 });
    expect(car.daily.reduce((sum, day) => sum + day.count, 0)).toBe(3);
  });

  describe('a car for sale', () => {
    const setStatus = async (car: CreatedVehicle, status: 'selling' | 'active' | 'sold') => {
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/private-transport/${car.id}`,
        headers: ann.headers,
        payload: updatePayload({ status, vin: null }),
      });
      expect(response.statusCode).toBe(200);
    };
    const forSaleSince = async (car: CreatedVehicle) => {
      const [row] = await app.db
        .select({ at: vehicles.forSaleSince })
        .from(vehicles)
        .where(eq(vehicles.id, car.id));
      return row!.at;
    };

    afterEach(() => setStatus(civic, 'active'));

    it('counts the views from the day it was put up for sale', async () => {
      const before = Date.now();
      await setStatus(civic, 'selling');
      const since = await forSaleSince(civic);
      expect(since!.getTime()).toBeGreaterThanOrEqual(before - 1000);

      // Put up for sale three days ago: the views before that day are not its views for sale.
      const putUp = new Date(Date.now() - 3 * 86_400_000);
      await app.db.update(vehicles).set({ forSaleSince: putUp }).where(eq(vehicles.id, civic.id));
      await app.db.insert(vehicleViews).values([
        { vehicleId: civic.id, day: daysBefore(today(), 5), visitorHash: 'a' },
        { vehicleId: civic.id, day: daysBefore(today(), 4), visitorHash: 'b' },
        { vehicleId: civic.id, day: daysBefore(today(), 3), visitorHash: 'c' },
      ]);
      await visit(civic);
      const car = await carOf(civic);
      expect(car).toMatchObject({
        status: 'selling',
        total: 4,
        forSaleSince: putUp.toISOString(),
        viewsSinceForSale: 2,
      });
    });

    it('keeps the date through edits, clears it when no longer for sale, starts anew after', async () => {
      await setStatus(civic, 'selling');
      const first = await forSaleSince(civic);
      await setStatus(civic, 'selling');
      expect(await forSaleSince(civic)).toEqual(first);

      await setStatus(civic, 'sold');
      expect(await forSaleSince(civic)).toBeNull();
      expect(await carOf(civic)).toMatchObject({
        status: 'sold',
        forSaleSince: null,
        viewsSinceForSale: null,
      });

      await setStatus(civic, 'selling');
      const again = await forSaleSince(civic);
      expect(again!.getTime()).toBeGreaterThanOrEqual(first!.getTime());
      expect((await carOf(civic)).viewsSinceForSale).toBe(0);
    });
  });
});
