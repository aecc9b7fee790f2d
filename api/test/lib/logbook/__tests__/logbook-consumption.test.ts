import { type Fill, fuelConsumption } from '../../../../src/lib/logbook';

const full = (mileage: number | null, litres: number): Fill => ({
  mileage,
  litres,
  fullTank: true,
});
const partial = (mileage: number | null, litres: number): Fill => ({
  mileage,
  litres,
  fullTank: false,
});

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
