import { VEHICLE_ENUM_VALUES, type VehicleEnumField } from '@carclub/contracts';
import { sql } from 'drizzle-orm';

import { vehicles } from '../../../src/db/schema';
import { createMember, createVehicle } from '../../support/vehicle-fixtures';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../support/test-app';

/** SQLSTATE of a CHECK constraint violation (PostgreSQL and PGlite alike). */
const CHECK_VIOLATION = '23514';

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The SQLSTATE and constraint of a failed statement: Drizzle wraps the driver's error. */
function violationOf(error: unknown): { code: unknown; constraint: unknown } | undefined {
  for (let current = error; typeof current === 'object' && current !== null;) {
    const { code, constraint, cause } = current as DriverError;
    if (code !== undefined) return { code, constraint };
    current = cause;
  }
  return undefined;
}

const ENUM_FIELDS = Object.keys(VEHICLE_ENUM_VALUES) as VehicleEnumField[];

describe('vehicles: enum columns checked by the database', () => {
  const { app } = useTestApp();
  let vehicleId: string;

  beforeAll(async () => {
    const owner = await createMember(app);
    ({ id: vehicleId } = await createVehicle(app, owner));
  }, DATABASE_TIMEOUT_MS);

  const setColumn = (field: VehicleEnumField, value: string) =>
    app.db.execute(
      sql`update vehicles set ${sql.identifier(vehicles[field].name)} = ${value} where id = ${vehicleId}`,
    );

  it.each(ENUM_FIELDS)('refuses a %s that is not one of its values', async (field) => {
    const error: unknown = await setColumn(field, 'bogus').then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(violationOf(error)).toEqual({
      code: CHECK_VIOLATION,
      constraint: `vehicles_${vehicles[field].name}_check`,
    });
  });

  it.each(ENUM_FIELDS)('accepts every value of %s', async (field) => {
    for (const value of VEHICLE_ENUM_VALUES[field]) await setColumn(field, value);
    const [row] = await app.db
      .select({ value: vehicles[field] })
      .from(vehicles)
      .where(sql`${vehicles.id} = ${vehicleId}`);
    expect(row?.value).toBe(VEHICLE_ENUM_VALUES[field].at(-1));
  });

  it('refuses a new row with an unknown fuel type', async () => {
    const error: unknown = await app.db
      .execute(
        sql`insert into vehicles (owner_id, slug, name, year, manufacturer_id, model_id, body_type_id, color_id, fuel_type, transmission, drive_type)
            select owner_id, 'steam-car', 'Steam car', 1900, manufacturer_id, model_id, body_type_id, color_id, 'steam', transmission, drive_type
            from vehicles where id = ${vehicleId}`,
      )
      .then(
        () => undefined,
        (reason: unknown) => reason,
      );
    expect(violationOf(error)).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'vehicles_fuel_type_check',
    });
  });
});
