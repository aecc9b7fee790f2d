import { localizedName, type PublicVehicle, type VehicleField } from '@carclub/contracts';
import { useTranslation } from 'react-i18next';

import { keepTogether, noBreakAfterSlash } from '../../../lib/format';
import { enumLabel } from '../../../lib/hooks/use-enum-options';
import { numberFormat } from '../../../lib/number-format';
import type { vehiclePageTexts } from '../i18n';

export interface SpecRow {
  id: string;
  label: string;
  value: string;
  /** `#rrggbb` of the colour row, when the colour has one. */
  swatch?: string;
  /** Shown as a code (the VIN), so similar characters stay distinguishable. */
  code?: boolean;
}

export interface SpecGroup {
  id: 'general' | 'engine' | 'performance' | 'consumption';
  title: string;
  rows: SpecRow[];
}

type Unit =
  | 'litres'
  | 'horsepower'
  | 'kilometres'
  | 'kilograms'
  | 'seconds'
  | 'kilometresPerHour'
  | 'litresPer100km';

type SpecGroupId = SpecGroup['id'];

/** A row's label, under `garage:page.specs`. */
type SpecLabel = keyof typeof vehiclePageTexts.en.specs;

/** Where else the page shows a field: the hero (name, status), the title, the details below. */
type Elsewhere = 'hero' | 'title' | 'details';

/**
 * Where the public page shows each field its owner fills in (every field but the private purchase
 * ones), the specifications in the order of their rows. A field added to the contract has to find
 * its place here.
 */
const FIELD_PLACES = {
  name: 'hero',
  status: 'hero',
  year: 'title',
  manufacturerId: 'title',
  modelId: 'title',
  description: 'details',
  features: 'details',
  modifications: 'details',
  bodyTypeId: 'general',
  colorId: 'general',
  mileage: 'general',
  condition: 'general',
  vin: 'general',
  fuelType: 'engine',
  transmission: 'engine',
  driveType: 'engine',
  engineCapacity: 'engine',
  enginePower: 'engine',
  acceleration: 'performance',
  topSpeed: 'performance',
  weight: 'performance',
  fuelConsumptionCity: 'consumption',
  fuelConsumptionHighway: 'consumption',
  fuelConsumptionCombined: 'consumption',
} as const satisfies Record<VehicleField & keyof PublicVehicle, SpecGroupId | Elsewhere>;

type Placed = typeof FIELD_PLACES;
type SpecField = { [K in keyof Placed]: Placed[K] extends SpecGroupId ? K : never }[keyof Placed];

const SPEC_GROUPS: readonly SpecGroupId[] = ['general', 'engine', 'performance', 'consumption'];

const fieldsOf = (group: SpecGroupId) =>
  (Object.keys(FIELD_PLACES) as (keyof Placed)[]).filter(
    (field): field is SpecField => FIELD_PLACES[field] === group,
  );

/**
 * The specifications of a vehicle in groups, with only the fields its owner filled in (a group with
 * none is left out), numbers and units in the interface language.
 */
export function useSpecGroups(vehicle: PublicVehicle): SpecGroup[] {
  const { t, i18n } = useTranslation('garage');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const numbers = numberFormat(language, 1);

  const row = (id: SpecLabel, value: string, extra: Partial<SpecRow> = {}): SpecRow => ({
    id,
    label: noBreakAfterSlash(t(`page.specs.${id}`)),
    value,
    ...extra,
  });
  const measure = (id: SpecLabel, value: number | null, unit: Unit): SpecRow[] =>
    value === null
      ? []
      : [row(id, keepTogether(t(`page.units.${unit}`, { value: numbers.format(value) })))];

  const { hex } = vehicle.color;
  const rows: Record<SpecField, () => SpecRow[]> = {
    bodyTypeId: () => [row('bodyType', localizedName(vehicle.bodyType, language))],
    colorId: () => [
      row('color', localizedName(vehicle.color, language), hex ? { swatch: hex } : {}),
    ],
    mileage: () => measure('mileage', vehicle.mileage, 'kilometres'),
    condition: () =>
      vehicle.condition ? [row('condition', enumLabel(t, 'condition', vehicle.condition))] : [],
    vin: () => (vehicle.vin ? [row('vin', vehicle.vin, { code: true })] : []),
    fuelType: () => [row('fuelType', enumLabel(t, 'fuelType', vehicle.fuelType))],
    transmission: () => [row('transmission', enumLabel(t, 'transmission', vehicle.transmission))],
    driveType: () => [row('driveType', enumLabel(t, 'driveType', vehicle.driveType))],
    engineCapacity: () => measure('engineCapacity', vehicle.engineCapacity, 'litres'),
    enginePower: () => measure('enginePower', vehicle.enginePower, 'horsepower'),
    acceleration: () => measure('acceleration', vehicle.acceleration, 'seconds'),
    topSpeed: () => measure('topSpeed', vehicle.topSpeed, 'kilometresPerHour'),
    weight: () => measure('weight', vehicle.weight, 'kilograms'),
    fuelConsumptionCity: () => measure('city', vehicle.fuelConsumptionCity, 'litresPer100km'),
    fuelConsumptionHighway: () =>
      measure('highway', vehicle.fuelConsumptionHighway, 'litresPer100km'),
    fuelConsumptionCombined: () =>
      measure('combined', vehicle.fuelConsumptionCombined, 'litresPer100km'),
  };

  return SPEC_GROUPS.map((id) => ({
    id,
    title: t(`page.specs.${id}`),
    rows: fieldsOf(id).flatMap((field) => rows[field]()),
  })).filter((group) => group.rows.length > 0);
}
