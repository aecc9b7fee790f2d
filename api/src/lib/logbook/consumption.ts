import type { FuelConsumption } from '@carclub/contracts';

/** A fuel entry as the consumption rule reads it, in the order the fills happened. */
export interface Fill {
  mileage: number | null;
  litres: number;
  fullTank: boolean;
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
 * - partial fills after the last full fill wait for the next one;
 * - the figure is total litres over total distance of the measured intervals (weighted by
 *   distance), null while no interval is measured (no fill, a single full fill).
 */
export function fuelConsumption(fills: readonly Fill[]): FuelConsumption['consumption'] {
  let anchor: number | null = null;
  let pending = 0;
  let litres = 0;
  let distanceKm = 0;
  for (const fill of fills) {
    if (anchor !== null) pending += fill.litres;
    if (!fill.fullTank) continue;
    if (anchor !== null && fill.mileage !== null && fill.mileage > anchor) {
      litres += pending;
      distanceKm += fill.mileage - anchor;
    }
    anchor = fill.mileage;
    pending = 0;
  }
  if (distanceKm === 0) return null;
  return {
    litresPer100Km: Math.round((litres / distanceKm) * 100 * 100) / 100,
    distanceKm,
    litres: Math.round(litres * 1000) / 1000,
  };
}
