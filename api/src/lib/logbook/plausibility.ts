import type { FuelType } from '@carclub/contracts';

/** L/100 km a car can really burn over a stretch between two full fills. */
export interface PlausibleRange {
  min: number;
  max: number;
}

/**
 * Per fuel burnt in litres: the floor and ceiling at 0 l of engine, and what each litre of engine
 * capacity adds (ADR 0121). A petrol 1.4 gets 4.2–17, a diesel 2.0 3.6–16, a petrol 5.0 6.0–35.
 * Hybrids have no floor: a plug-in charged at home can burn next to nothing. Electric and hydrogen
 * cars are not measured in litres, so they are not checked.
 */
const PER_FUEL: Partial<
  Record<FuelType, { min: number; minPerLitre: number; max: number; maxPerLitre: number }>
> = {
  petrol: { min: 3.5, minPerLitre: 0.5, max: 10, maxPerLitre: 5 },
  diesel: { min: 3, minPerLitre: 0.3, max: 8, maxPerLitre: 4 },
  // Autogas: about a fifth more volume than petrol for the same energy.
  gas: { min: 4.2, minPerLitre: 0.6, max: 12, maxPerLitre: 6 },
  hybrid: { min: 0, minPerLitre: 0, max: 8, maxPerLitre: 5 },
};

/** Engine capacities the range is scaled between; an unknown one takes the widest range. */
const SMALLEST_ENGINE = 0.6;
const LARGEST_ENGINE = 8;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The range plausible for a car of this fuel and engine capacity (litres); null: not checked. */
export function plausibleConsumption(
  fuelType: FuelType,
  engineCapacity: number | null,
): PlausibleRange | null {
  const fuel = PER_FUEL[fuelType];
  if (!fuel) return null;
  const known = engineCapacity !== null && engineCapacity > 0;
  const clamp = (litres: number) => Math.min(LARGEST_ENGINE, Math.max(SMALLEST_ENGINE, litres));
  const forMin = known ? clamp(engineCapacity) : SMALLEST_ENGINE;
  const forMax = known ? clamp(engineCapacity) : LARGEST_ENGINE;
  return {
    min: oneDecimal(fuel.min + fuel.minPerLitre * forMin),
    max: oneDecimal(fuel.max + fuel.maxPerLitre * forMax),
  };
}
