import {
  CONDITIONS,
  CURRENCIES,
  DRIVE_TYPES,
  FUEL_TYPES,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
  type SelectOption,
} from '@carclub/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The vehicle enumerations, by the name of their labels under `garage:enums`. */
export const VEHICLE_ENUMS = {
  fuelType: FUEL_TYPES,
  transmission: TRANSMISSIONS,
  driveType: DRIVE_TYPES,
  condition: CONDITIONS,
  status: VEHICLE_STATUSES,
  currency: CURRENCIES,
} as const;
export type VehicleEnum = keyof typeof VEHICLE_ENUMS;

/** The label of one value, e.g. `enumLabel(t, 'fuelType', 'petrol')` → "Petrol". */
export function enumLabel(t: (key: string) => string, name: VehicleEnum, value: string): string {
  return t(`garage:enums.${name}.${value}`);
}

/** Select options of an enumeration in its declared order, labelled in the interface language. */
export function useEnumOptions(name: VehicleEnum): SelectOption[] {
  // react-i18next hands out a new `t` when the language changes, which renews the labels.
  const { t } = useTranslation('garage');
  return useMemo(
    () => VEHICLE_ENUMS[name].map((value) => ({ value, label: enumLabel(t, name, value) })),
    [name, t],
  );
}
