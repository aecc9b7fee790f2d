import { vehicleCreateSchema, type VehicleCreate, vehicleUpdateSchema } from './vehicles';

import type { VehicleField } from './vehicle-enum-values';

export * from './vehicle-enum-values';

/** The add form's fields, a part of the edit form's. */
export type VehicleCreateField = keyof VehicleCreate;

/** Every vehicle field, in the order of the edit schema. */
export const VEHICLE_FIELDS: readonly VehicleField[] = vehicleUpdateSchema.keyof().options;

/** The add form's fields, in the order of the create schema. */
export const VEHICLE_CREATE_FIELDS: readonly VehicleCreateField[] =
  vehicleCreateSchema.keyof().options;

/**
 * `fields` itself, accepted only when it names every vehicle field: a list that leaves one out is
 * a type error naming the missing ones. For lists whose order matters (the screen order), where a
 * record would not do.
 */
export function everyVehicleField<const T extends readonly VehicleField[]>(
  fields: T &
    ([Exclude<VehicleField, T[number]>] extends [never]
      ? unknown
      : { missingVehicleFields: Exclude<VehicleField, T[number]> }),
): T {
  return fields;
}

/** The vehicle fields of `source` (a database row, a stored vehicle), in the order of the edit schema. */
export function pickVehicleFields<T extends { readonly [K in VehicleField]: unknown }>(
  source: T,
): Pick<T, VehicleField> {
  return Object.fromEntries(VEHICLE_FIELDS.map((field) => [field, source[field]])) as Pick<
    T,
    VehicleField
  >;
}
