import type { FuelConsumption, LogbookEntry, LogbookListResponse } from '@carclub/contracts';

import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { createMember, createVehicle, type Member } from '../../../support/vehicle-fixtures';
import { GOLF, GOLF_FILLS, GOLF_GAP, GOLF_REAL } from '../../../support/golf-fills';
import { addEntry, fieldsOf, fuelPayload, logbookUrl } from '../../../support/logbook-fixtures';

/** Issue 29 point 3: the audit's Golf, whose public page showed 2,78 L/100 km. */
describe('logbook: fuel figures people can trust', () => {
  const { app } = useTestApp();
  let owner: Member;

  beforeAll(async () => {
    owner = await createMember(app, 'GolfFills');
  }, DATABASE_TIMEOUT_MS);

  /** The Golf's fills imported as a fuel log, the gap marked in a column or not. */
  async function golfWithFills(marked: boolean) {
    const car = await createVehicle(app, owner, { ...GOLF, vin: null });
    const rows = GOLF_FILLS.map((fill, index) => ({
      line: index + 2,
      entry: {
        ...fuelPayload(fill.mileage, fill.litres, true, fill.date),
        ...(marked ? { missedFill: fill.afterGap === true } : {}),
      },
    }));
    const response = await app.inject({
      method: 'POST',
      url: `${logbookUrl(car.id)}/import`,
      headers: owner.headers,
      payload: { dryRun: false, rows },
    });
    expect(response.statusCode).toBe(201);
    return car;
  }

  async function figures(car: { id: string; slug: string }) {
    const [own, visitors] = await Promise.all([
      app.inject({
        method: 'GET',
        url: `/api/private-transport/${car.id}/fuel-consumption`,
        headers: owner.headers,
      }),
      app.inject({
        method: 'GET',
        url: `/api/users/GolfFills/vehicles/${car.slug}/fuel-consumption`,
      }),
    ]);
    return { own: own.json<FuelConsumption>(), visitors: visitors.json<FuelConsumption>() };
  }

  it('with the fill after the gap marked "missed a fill-up before", the figure is right', async () => {
    const car = await golfWithFills(true);
    const { own, visitors } = await figures(car);
    expect(visitors).toEqual({ consumption: GOLF_REAL, excluded: [], plausible: null });
    expect(own).toEqual({ consumption: GOLF_REAL, excluded: [], plausible: { min: 4.2, max: 17 } });

    const list = await app.inject({
      method: 'GET',
      url: `${logbookUrl(car.id)}?limit=20`,
      headers: owner.headers,
    });
    const marked = list
      .json<LogbookListResponse>()
      .items.filter((entry) => entry.missedFill)
      .map((entry) => entry.date);
    expect(marked).toEqual([GOLF_GAP.toDate]);
  });

  it('unmarked, the 3 L/100 km stretch is shown to the owner with why and kept off the public figure', async () => {
    const car = await golfWithFills(false);
    const { own, visitors } = await figures(car);
    expect(visitors).toEqual({ consumption: GOLF_REAL, excluded: [], plausible: null });
    expect(own).toEqual({
      consumption: GOLF_REAL,
      excluded: [GOLF_GAP],
      plausible: { min: 4.2, max: 17 },
    });
  });

  it('takes the mark on fills only, and keeps it when the fill is saved again', async () => {
    const car = await createVehicle(app, owner, { ...GOLF, name: 'Golf two', vin: null });
    const refused = await app.inject({
      method: 'POST',
      url: logbookUrl(car.id),
      headers: owner.headers,
      payload: { title: 'Oil', date: '2025-01-01', category: 'service', missedFill: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual({ missedFill: ['validation.fuelOnly'] });

    const fill: LogbookEntry = await addEntry(app, owner, car.id, {
      ...fuelPayload(50_000, 40, true, '2025-01-02'),
      missedFill: true,
    });
    expect(fill.missedFill).toBe(true);
    const plain = await addEntry(app, owner, car.id, fuelPayload(50_600, 42, true, '2025-01-20'));
    expect(plain.missedFill).toBe(false);
  });
});
