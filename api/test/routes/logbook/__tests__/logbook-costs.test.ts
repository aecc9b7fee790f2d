import type { LogbookCosts } from '@carclub/contracts';

import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { createMember, createVehicle, type Member } from '../../../support/vehicle-fixtures';
import { addEntry, entryPayload, fuelPayload, logbookUrl } from '../../../support/logbook-fixtures';

describe('logbook costs: what the owner’s car cost', () => {
  const { app } = useTestApp();
  let owner: Member;
  let stranger: Member;

  beforeAll(async () => {
    [owner, stranger] = await Promise.all([createMember(app), createMember(app)]);
  }, DATABASE_TIMEOUT_MS);

  const costs = (vehicleId: string, member: Member | null = owner) =>
    app.inject({
      method: 'GET',
      url: `${logbookUrl(vehicleId)}/costs`,
      headers: member?.headers ?? {},
    });

  it('sums every entry, private and cost-hidden ones too, per currency', async () => {
    const car = await createVehicle(app, owner);
    await addEntry(app, owner, car.id, entryPayload({ cost: 129.9, currency: 'EUR' }));
    await addEntry(
      app,
      owner,
      car.id,
      entryPayload({
        category: 'repair',
        date: '2023-06-01',
        mileage: 40_000,
        cost: 500,
        currency: 'EUR',
        visibility: 'private',
        costHidden: true,
      }),
    );
    await addEntry(app, owner, car.id, {
      ...fuelPayload(43_000, 40, true),
      cost: 2450.5,
      currency: 'UAH',
    });
    const response = await costs(car.id);
    expect(response.statusCode).toBe(200);
    const body = response.json<LogbookCosts>();
    expect(body.distanceKm).toBe(3_000);
    expect(
      body.currencies.map(({ currency, total, entries }) => [currency, total, entries]),
    ).toEqual([
      ['EUR', 629.9, 2],
      ['UAH', 2450.5, 1],
    ]);
    expect(body.currencies[0]?.byYear).toEqual([
      { year: 2023, total: 500 },
      { year: 2024, total: 129.9 },
    ]);
    expect(body.currencies[0]?.perKm).toBe(0.21);
  });

  it('is empty for a car without entries', async () => {
    const car = await createVehicle(app, owner);
    expect((await costs(car.id)).json()).toEqual({ currencies: [], distanceKm: null });
  });

  it('is the owner’s alone: 401 signed out, 403 to another member, 404 for an unknown car', async () => {
    const car = await createVehicle(app, owner);
    expect((await costs(car.id, null)).statusCode).toBe(401);
    expect((await costs(car.id, stranger)).statusCode).toBe(403);
    expect((await costs('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
