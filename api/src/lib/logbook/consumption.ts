import type {
  ConsumptionExclusionReason,
  ExcludedStretch,
  FuelConsumption,
} from '@carclub/contracts';

import type { PlausibleRange } from './plausibility';

/** A fuel entry as the consumption rule reads it, in the order the fills happened. */
export interface Fill {
  date: string;
  mileage: number | null;
  litres: number;
  fullTank: boolean;
  /** A fill-up before this one was not logged (ADR 0122). */
  missedFill: boolean;
}

export interface ConsumptionResult {
  consumption: FuelConsumption['consumption'];
  excluded: ExcludedStretch[];
}

const round = (value: number, places: number) => {
  const scale = 10 ** places;
  return Math.round(value * scale) / scale;
};

function implausible(
  litresPer100Km: number,
  plausible: PlausibleRange | null,
): ConsumptionExclusionReason | null {
  if (plausible === null) return null;
  if (litresPer100Km < plausible.min) return 'tooLow';
  if (litresPer100Km > plausible.max) return 'tooHigh';
  return null;
}

/**
 * The full-to-full rule (ADR 0089). After a full fill with a mileage (the anchor) the tank is
 * known to be full; the litres of every later fill up to and including the next full fill are what
 * the car burnt over the distance between the two full fills. So:
 * - fills before the first anchor are left out (how full the tank was is unknown);
 * - partial fills between two full fills count, with or without a mileage (their date places them);
 * - a full fill without a mileage, or with one not past the anchor's (a typo, a replaced
 *   odometer), drops that interval: its distance is unknown; a full fill with a mileage becomes
 *   the next anchor either way;
 * - a fill marked as following a missed fill-up drops the interval it ends (ADR 0122): what was
 *   burnt is unknown; when full, it is the next anchor;
 * - an interval outside `plausible` is left out and listed with why (ADR 0121): an unlogged fill
 *   shows as too little fuel for the distance, so the gap is inferred even when nobody marked it;
 * - partial fills after the last full fill wait for the next one;
 * - the figure is total litres over total distance of the measured intervals (weighted by
 *   distance), null while no interval is measured (no fill, a single full fill).
 */
export function fuelConsumption(
  fills: readonly Fill[],
  plausible: PlausibleRange | null,
): ConsumptionResult {
  let anchor: { mileage: number | null; date: string } | null = null;
  let pending = 0;
  let litres = 0;
  let distanceKm = 0;
  const excluded: ExcludedStretch[] = [];
  for (const fill of fills) {
    if (fill.missedFill) {
      anchor = null;
      pending = 0;
    }
    if (anchor !== null) pending += fill.litres;
    if (!fill.fullTank) continue;
    if (anchor?.mileage != null && fill.mileage !== null && fill.mileage > anchor.mileage) {
      const distance = fill.mileage - anchor.mileage;
      const per100 = (pending / distance) * 100;
      const reason = implausible(per100, plausible);
      if (reason === null) {
        litres += pending;
        distanceKm += distance;
      } else {
        excluded.push({
          fromDate: anchor.date,
          toDate: fill.date,
          distanceKm: distance,
          litres: round(pending, 3),
          litresPer100Km: round(per100, 2),
          reason,
        });
      }
    }
    anchor = { mileage: fill.mileage, date: fill.date };
    pending = 0;
  }
  if (distanceKm === 0) return { consumption: null, excluded };
  return {
    consumption: {
      litresPer100Km: round((litres / distanceKm) * 100, 2),
      distanceKm,
      litres: round(litres, 3),
    },
    excluded,
  };
}
