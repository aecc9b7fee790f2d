import {
  CONDITIONS,
  CURRENCIES,
  DRIVE_TYPES,
  FUEL_TYPES,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
} from './enums';
import {
  vehicleCreateSchema,
  type VehicleCreate,
  vehicleUpdateSchema,
  type VehicleUpdate,
} from './vehicles';

/**
 * The one list of the fields an owner fills in about a vehicle is the edit schema
 * (`vehicleUpdateSchema`). The database columns, the API's writes and reads, the form's values and
 * its screen order are typed from it, or as complete records of it, so that a field added there
 * fails typecheck until every one of them has it.
 */
export type VehicleField = keyof VehicleUpdate;

/** The add form's fields, a part of the edit form's. */
export type VehicleCreateField = keyof VehicleCreate;

/** Every vehicle field, in the order of the edit schema. */
export const VEHICLE_FIELDS: readonly VehicleField[] = vehicleUpdateSchema.keyof().options;

/** The add form's fields, in the order of the create schema. */
export const VEHICLE_CREATE_FIELDS: readonly VehicleCreateField[] =
  vehicleCreateSchema.keyof().options;

type Value<K extends VehicleField> = NonNullable<VehicleUpdate[K]>;

/** The fields holding a number (measurements, amounts, the year). */
export type VehicleNumberField = {
  [K in VehicleField]: Value<K> extends number ? K : never;
}[VehicleField];

/** The fields holding one of a fixed list of words (`string` itself is free text, not a list). */
export type VehicleEnumField = {
  [K in VehicleField]: string extends Value<K> ? never : Value<K> extends string ? K : never;
}[VehicleField];

/** The allowed values of each enum field: the database checks them as the schemas do. */
export const VEHICLE_ENUM_VALUES = {
  fuelType: FUEL_TYPES,
  transmission: TRANSMISSIONS,
  driveType: DRIVE_TYPES,
  condition: CONDITIONS,
  status: VEHICLE_STATUSES,
  currency: CURRENCIES,
} as const satisfies { [K in VehicleEnumField]: readonly [Value<K>, ...Value<K>[]] };

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
