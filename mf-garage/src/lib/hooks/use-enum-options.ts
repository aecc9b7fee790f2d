import { VEHICLE_ENUM_VALUES, type SelectOption } from '@carclub/contracts';
import type { ParseKeys, TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The vehicle enumerations, by the name of their labels under `garage:enums`. */
export type VehicleEnum = keyof typeof VEHICLE_ENUM_VALUES;

/** The values of one enumeration, e.g. `'petrol' | 'diesel' | …` for `fuelType`. */
export type VehicleEnumValue<N extends VehicleEnum> = (typeof VEHICLE_ENUM_VALUES)[N][number];

/**
 * The key of each value's label, one enumeration at a time: a value of the contracts without a
 * label under `garage:enums` fails typecheck here.
 */
const labelKeys: { [N in VehicleEnum]: (value: VehicleEnumValue<N>) => ParseKeys<'garage'> } = {
  fuelType: (value) => `enums.fuelType.${value}`,
  transmission: (value) => `enums.transmission.${value}`,
  driveType: (value) => `enums.driveType.${value}`,
  condition: (value) => `enums.condition.${value}`,
  status: (value) => `enums.status.${value}`,
  currency: (value) => `enums.currency.${value}`,
};

/** The label of one value, e.g. `enumLabel(t, 'fuelType', 'petrol')` → "Petrol". */
export function enumLabel<N extends VehicleEnum>(
  t: TFunction<'garage'>,
  name: N,
  value: VehicleEnumValue<N>,
): string {
  return t(labelKeys[name](value));
}

/** Select options of an enumeration in its declared order, labelled in the interface language. */
export function useEnumOptions<N extends VehicleEnum>(name: N): SelectOption[] {
  // react-i18next hands out a new `t` when the language changes, which renews the labels.
  const { t } = useTranslation('garage');
  return useMemo(
    () =>
      VEHICLE_ENUM_VALUES[name].map((value: VehicleEnumValue<N>) => ({
        value,
        label: enumLabel(t, name, value),
      })),
    [name, t],
  );
}
