/**
 * The audit's car (issue 29 point 3): a 1.4 TSI Golf, petrol, filled up to full every ~600 km at
 * ~7 L/100 km. On a motorway trip in April a fill-up near 50,750 km was never logged, so the
 * stretch from 50,010 to 51,490 km (1,480 km) shows only the 44.8 L of the fill that closed it:
 * 3.03 L/100 km, which no petrol 1.4 burns.
 */
export const GOLF = { name: 'Golf 1.4 TSI', fuelType: 'petrol', engineCapacity: 1.4 } as const;

export interface GolfFill {
  date: string;
  mileage: number;
  litres: number;
  /** The fill after the unlogged one. */
  afterGap?: true;
}

export const GOLF_FILLS: readonly GolfFill[] = [
  { date: '2025-03-02', mileage: 48_200, litres: 40 },
  { date: '2025-03-16', mileage: 48_790, litres: 41.6 },
  { date: '2025-03-30', mileage: 49_405, litres: 43.4 },
  { date: '2025-04-13', mileage: 50_010, litres: 42.1 },
  { date: '2025-04-20', mileage: 51_490, litres: 44.8, afterGap: true },
  { date: '2025-05-04', mileage: 52_100, litres: 43 },
  { date: '2025-05-18', mileage: 52_700, litres: 41.9 },
];

/** The car's real figure: every stretch but the one across the gap, 212 L over 3,020 km. */
export const GOLF_REAL = { litresPer100Km: 7.02, distanceKm: 3_020, litres: 212 };

/** The stretch across the unlogged fill, as the owner is shown it. */
export const GOLF_GAP = {
  fromDate: '2025-04-13',
  toDate: '2025-04-20',
  distanceKm: 1_480,
  litres: 44.8,
  litresPer100Km: 3.03,
  reason: 'tooLow',
} as const;
