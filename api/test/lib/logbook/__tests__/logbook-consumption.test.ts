import {
  type Fill,
  fuelConsumption as measured,
  plausibleConsumption,
} from '../../../../src/lib/logbook';
import { GOLF, GOLF_FILLS, GOLF_GAP, GOLF_REAL } from '../../../support/golf-fills';

const full = (mileage: number | null, litres: number): Fill => ({
  date: '2025-01-01',
  mileage,
  litres,
  fullTank: true,
  missedFill: false,
});
const partial = (mileage: number | null, litres: number): Fill => ({
  ...full(mileage, litres),
  fullTank: false,
});
/** The figure with no plausibility check: the full-to-full rule alone. */
const fuelConsumption = (fills: Fill[]) => measured(fills, null).consumption;

describe('fuelConsumption (full-to-full)', () => {
  it('has no figure without fills, or with a single full fill', () => {
    expect(fuelConsumption([])).toBeNull();
    expect(fuelConsumption([full(10_000, 50)])).toBeNull();
    expect(fuelConsumption([partial(10_000, 20), partial(10_400, 30)])).toBeNull();
  });

  it('divides the litres of the closing fill by the distance between two full fills', () => {
    expect(fuelConsumption([full(10_000, 50), full(10_500, 40)])).toEqual({
      litresPer100Km: 8,
      distanceKm: 500,
      litres: 40,
    });
  });

  it('counts the partial fills between, with or without a mileage', () => {
    const fills = [full(10_000, 50), partial(10_200, 15), partial(null, 10), full(10_800, 23)];
    expect(fuelConsumption(fills)).toEqual({ litresPer100Km: 6, distanceKm: 800, litres: 48 });
  });

  it('leaves out fills before the first full fill and partial fills after the last', () => {
    const fills = [partial(9_000, 30), full(9_500, 40), full(10_000, 35), partial(10_300, 20)];
    expect(fuelConsumption(fills)).toEqual({ litresPer100Km: 7, distanceKm: 500, litres: 35 });
  });

  it('weights the intervals by distance rather than averaging their figures', () => {
    // 10 L over 100 km (10 L/100) and 60 L over 1,000 km (6 L/100): 70 L over 1,100 km.
    const fills = [full(0, 40), full(100, 10), full(1_100, 60)];
    expect(fuelConsumption(fills)).toEqual({
      litresPer100Km: 6.36,
      distanceKm: 1_100,
      litres: 70,
    });
  });

  it('drops an interval closed by a full fill without a mileage, and starts again after it', () => {
    const fills = [full(10_000, 50), partial(10_100, 10), full(null, 30), full(10_900, 99)];
    // 10 + 30 L burnt over an unknown distance; from the unmeasured full fill there is no anchor
    // until one with a mileage, so 10,900 only anchors.
    expect(fuelConsumption(fills)).toBeNull();
    expect(fuelConsumption([...fills, full(11_400, 35)])).toEqual({
      litresPer100Km: 7,
      distanceKm: 500,
      litres: 35,
    });
  });

  it('drops an interval whose mileage does not increase, and anchors at the new reading', () => {
    const fills = [full(10_000, 50), full(9_000, 40), full(9_400, 30)];
    expect(fuelConsumption(fills)).toEqual({ litresPer100Km: 7.5, distanceKm: 400, litres: 30 });
    expect(fuelConsumption([full(10_000, 50), full(10_000, 5)])).toBeNull();
  });
});

describe('fuelConsumption: missed fill-ups and implausible stretches (ADR 0121, 0122)', () => {
  const golfRange = plausibleConsumption(GOLF.fuelType, GOLF.engineCapacity);
  const golfFills = (marked: boolean): Fill[] =>
    GOLF_FILLS.map((fill) => ({
      date: fill.date,
      mileage: fill.mileage,
      litres: fill.litres,
      fullTank: true,
      missedFill: marked && fill.afterGap === true,
    }));

  it('never measures across a fill marked as following a missed one', () => {
    expect(measured(golfFills(true), null)).toEqual({ consumption: GOLF_REAL, excluded: [] });
    // Unmarked and unchecked, the gap drags the figure down to what the audit saw published.
    expect(measured(golfFills(false), null).consumption?.litresPer100Km).toBe(5.71);
  });

  it('without the mark, leaves the implausible stretch out and says why', () => {
    expect(measured(golfFills(false), golfRange)).toEqual({
      consumption: GOLF_REAL,
      excluded: [GOLF_GAP],
    });
    // Marked, nothing is implausible.
    expect(measured(golfFills(true), golfRange).excluded).toEqual([]);
  });

  it('a marked partial fill drops the stretch it is in; the next full fill anchors again', () => {
    const missed = { ...partial(10_300, 20), missedFill: true };
    const fills = [full(10_000, 40), missed, full(10_600, 21), full(11_100, 35)];
    expect(fuelConsumption(fills)).toEqual({ litresPer100Km: 7, distanceKm: 500, litres: 35 });
  });

  it('flags a stretch burning more than the car can', () => {
    const fills = [full(10_000, 40), full(10_100, 30), full(10_700, 42)];
    expect(measured(fills, { min: 4.2, max: 17 })).toEqual({
      consumption: { litresPer100Km: 7, distanceKm: 600, litres: 42 },
      excluded: [
        {
          fromDate: '2025-01-01',
          toDate: '2025-01-01',
          distanceKm: 100,
          litres: 30,
          litresPer100Km: 30,
          reason: 'tooHigh',
        },
      ],
    });
  });
});

describe('plausibleConsumption: the range by fuel type and engine capacity (ADR 0121)', () => {
  it('scales with the engine, and takes the widest range when the engine is unknown', () => {
    expect(plausibleConsumption('petrol', 1.4)).toEqual({ min: 4.2, max: 17 });
    expect(plausibleConsumption('petrol', 5)).toEqual({ min: 6, max: 35 });
    expect(plausibleConsumption('diesel', 2)).toEqual({ min: 3.6, max: 16 });
    expect(plausibleConsumption('gas', 1.6)).toEqual({ min: 5.2, max: 21.6 });
    expect(plausibleConsumption('petrol', null)).toEqual({ min: 3.8, max: 50 });
    expect(plausibleConsumption('petrol', 0.9)).toEqual({ min: 4, max: 14.5 });
  });

  it('has no floor for a hybrid, and leaves cars not run on litres unchecked', () => {
    expect(plausibleConsumption('hybrid', 1.8)).toEqual({ min: 0, max: 17 });
    expect(plausibleConsumption('electric', null)).toBeNull();
    expect(plausibleConsumption('hydrogen', null)).toBeNull();
  });
});
