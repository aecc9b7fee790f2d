import {
  CONDITIONS,
  CURRENCIES,
  DRIVE_TYPES,
  FUEL_TYPES,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
} from './enum-values';
import type { VehicleUpdate } from './vehicles';

// The vehicle's fields as types, and its fixed lists' values, with no schema library: a page that
// shows a vehicle or filters a list loads them without zod (./vehicle-fields has the rest).

/**
 * The one list of the fields an owner fills in about a vehicle is the edit schema
 * (`vehicleUpdateSchema`). The database columns, the API's writes and reads, the form's values and
 * its screen order are typed from it, or as complete records of it, so that a field added there
 * fails typecheck until every one of them has it.
 */
export type VehicleField = keyof VehicleUpdate;

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
