import { localizedName, type PublicVehicle } from '@carclub/contracts';
import { useTranslation } from 'react-i18next';

import { useColors } from '../../../lib/api/get-colors';
import { enumLabel } from '../../../lib/hooks/use-enum-options';

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

/**
 * The specifications of a vehicle in groups, with only the fields its owner filled in (a group with
 * none is left out), numbers and units in the interface language.
 */
export function useSpecGroups(vehicle: PublicVehicle): SpecGroup[] {
  const { t, i18n } = useTranslation('garage');
  const language = i18n.resolvedLanguage ?? i18n.language;
  // The vehicle carries the colour's names only; its swatch comes from the colour list (fresh 24 h).
  const { data: colors } = useColors();
  const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });

  const row = (id: string, value: string, extra: Partial<SpecRow> = {}): SpecRow => ({
    id,
    label: t(`page.specs.${id}`),
    value,
    ...extra,
  });
  const measure = (id: string, value: number | null, unit: Unit): SpecRow[] =>
    value === null ? [] : [row(id, t(`page.units.${unit}`, { value: numbers.format(value) }))];

  const hex = colors?.find((color) => color.id === vehicle.colorId)?.hex ?? undefined;
  const groups: SpecGroup[] = [
    {
      id: 'general',
      title: t('page.specs.general'),
      rows: [
        row('bodyType', localizedName(vehicle.bodyType, language)),
        row('color', localizedName(vehicle.color, language), hex ? { swatch: hex } : {}),
        ...measure('mileage', vehicle.mileage, 'kilometres'),
        ...(vehicle.condition
          ? [row('condition', enumLabel(t, 'condition', vehicle.condition))]
          : []),
        ...(vehicle.vin ? [row('vin', vehicle.vin, { code: true })] : []),
      ],
    },
    {
      id: 'engine',
      title: t('page.specs.engine'),
      rows: [
        row('fuelType', enumLabel(t, 'fuelType', vehicle.fuelType)),
        row('transmission', enumLabel(t, 'transmission', vehicle.transmission)),
        row('driveType', enumLabel(t, 'driveType', vehicle.driveType)),
        ...measure('engineCapacity', vehicle.engineCapacity, 'litres'),
        ...measure('enginePower', vehicle.enginePower, 'horsepower'),
      ],
    },
    {
      id: 'performance',
      title: t('page.specs.performance'),
      rows: [
        ...measure('acceleration', vehicle.acceleration, 'seconds'),
        ...measure('topSpeed', vehicle.topSpeed, 'kilometresPerHour'),
        ...measure('weight', vehicle.weight, 'kilograms'),
      ],
    },
    {
      id: 'consumption',
      title: t('page.specs.consumption'),
      rows: [
        ...measure('city', vehicle.fuelConsumptionCity, 'litresPer100km'),
        ...measure('highway', vehicle.fuelConsumptionHighway, 'litresPer100km'),
        ...measure('combined', vehicle.fuelConsumptionCombined, 'litresPer100km'),
      ],
    },
  ];
  return groups.filter((group) => group.rows.length > 0);
}
