import { summariseCosts, type CostRow } from '../../../../src/lib/logbook/costs';

const row = (overrides: Partial<CostRow>): CostRow => ({
  category: 'service',
  date: '2024-03-15',
  mileage: null,
  costCents: null,
  currency: null,
  parts: [],
  ...overrides,
});

describe('summariseCosts', () => {
  it('sums each currency on its own, by category (largest first) and by year (oldest first)', () => {
    const costs = summariseCosts([
      row({ costCents: 12_990, currency: 'EUR', date: '2024-03-15', mileage: 42_000 }),
      row({ category: 'repair', costCents: 50_000, currency: 'EUR', date: '2023-11-02' }),
      row({ category: 'fuel', costCents: 245_050, currency: 'UAH', date: '2024-04-01' }),
      row({
        category: 'tuning',
        costCents: 1_010,
        currency: 'EUR',
        date: '2024-05-01',
        mileage: 44_500,
      }),
    ]);
    expect(costs).toEqual({
      distanceKm: 2_500,
      currencies: [
        {
          currency: 'EUR',
          total: 640,
          entries: 3,
          byCategory: [
            { category: 'repair', total: 500 },
            { category: 'service', total: 129.9 },
            { category: 'tuning', total: 10.1 },
          ],
          byYear: [
            { year: 2023, total: 500 },
            { year: 2024, total: 140 },
          ],
          perKm: 0.26,
        },
        {
          currency: 'UAH',
          total: 2450.5,
          entries: 1,
          byCategory: [{ category: 'fuel', total: 2450.5 }],
          byYear: [{ year: 2024, total: 2450.5 }],
          perKm: 0.98,
        },
      ],
    });
  });

  it('counts the parts’ prices of an entry without a cost, and only then', () => {
    const costs = summariseCosts([
      row({
        currency: 'USD',
        parts: [
          { name: 'Filter', partNumber: null, price: 12.5 },
          { name: 'Gasket', partNumber: null, price: null },
          { name: 'Oil', partNumber: null, price: 0.1 },
        ],
      }),
      row({
        costCents: 10_000,
        currency: 'USD',
        parts: [{ name: 'Filter', partNumber: null, price: 12.5 }],
      }),
    ]);
    expect(costs.currencies).toEqual([
      expect.objectContaining({ currency: 'USD', total: 112.6, entries: 2 }),
    ]);
  });

  it('leaves out entries that name no amount, and per km without a distance', () => {
    const costs = summariseCosts([
      row({ category: 'trip', mileage: 10_000 }),
      row({ costCents: 500, currency: 'EUR' }),
    ]);
    expect(costs).toEqual({
      distanceKm: null,
      currencies: [expect.objectContaining({ currency: 'EUR', total: 5, entries: 1, perKm: null })],
    });
    expect(summariseCosts([])).toEqual({ distanceKm: null, currencies: [] });
  });
});
