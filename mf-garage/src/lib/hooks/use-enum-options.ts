import { VEHICLE_ENUM_VALUES, type SelectOption } from '@carclub/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The vehicle enumerations, by the name of their labels under `garage:enums`. */
export type VehicleEnum = keyof typeof VEHICLE_ENUM_VALUES;

/** The label of one value, e.g. `enumLabel(t, 'fuelType', 'petrol')` → "Petrol". */
export function enumLabel(t: (key: string) => string, name: VehicleEnum, value: string): string {
  return t(`garage:enums.${name}.${value}`);
}

/** Select options of an enumeration in its declared order, labelled in the interface language. */
export function useEnumOptions(name: VehicleEnum): SelectOption[] {
  // react-i18next hands out a new `t` when the language changes, which renews the labels.
  const { t } = useTranslation('garage');
  return useMemo(
    () => VEHICLE_ENUM_VALUES[name].map((value) => ({ value, label: enumLabel(t, name, value) })),
    [name, t],
  );
}
