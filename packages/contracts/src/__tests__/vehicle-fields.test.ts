import { CURRENCIES, FUEL_TYPES } from '../enums';
import {
  everyVehicleField,
  pickVehicleFields,
  VEHICLE_CREATE_FIELDS,
  VEHICLE_ENUM_VALUES,
  VEHICLE_FIELDS,
  type VehicleEnumField,
  type VehicleField,
  type VehicleNumberField,
} from '../vehicle-fields';
import { vehicleCreateSchema, vehicleSchema, vehicleUpdateSchema } from '../vehicles';

describe('vehicle field list', () => {
  it('is the edit schema, the add form taking a part of it', () => {
    expect(VEHICLE_FIELDS).toEqual(Object.keys(vehicleUpdateSchema.shape));
    expect(VEHICLE_CREATE_FIELDS).toEqual(Object.keys(vehicleCreateSchema.shape));
    expect(VEHICLE_FIELDS).toEqual(expect.arrayContaining([...VEHICLE_CREATE_FIELDS]));
    expect(VEHICLE_FIELDS).toHaveLength(29);
  });

  it('comes back whole in a stored vehicle', () => {
    expect(Object.keys(vehicleSchema.shape)).toEqual(expect.arrayContaining([...VEHICLE_FIELDS]));
  });

  it('knows the enum fields and their values, and the number fields', () => {
    const enumFields: VehicleEnumField[] = [
      'fuelType',
      'transmission',
      'driveType',
      'condition',
      'status',
      'currency',
    ];
    expect(Object.keys(VEHICLE_ENUM_VALUES)).toEqual(enumFields);
    expect(VEHICLE_ENUM_VALUES.fuelType).toBe(FUEL_TYPES);
    expect(VEHICLE_ENUM_VALUES.currency).toBe(CURRENCIES);
    const measures: VehicleNumberField[] = ['year', 'mileage', 'fuelConsumptionCity'];
    expect(measures.every((field) => VEHICLE_FIELDS.includes(field))).toBe(true);
  });

  it('picks the vehicle fields of a row, leaving the rest', () => {
    const row = {
      ...Object.fromEntries(VEHICLE_FIELDS.map((field) => [field, `${field}!`])),
      id: 'v1',
      previewKey: 'k',
    } as Record<VehicleField | 'id' | 'previewKey', string>;
    const picked = pickVehicleFields(row);
    expect(Object.keys(picked)).toEqual(VEHICLE_FIELDS);
    expect(picked.fuelConsumptionCity).toBe('fuelConsumptionCity!');
  });

  it('refuses at compile time a list or record that leaves a field out', () => {
    const screenOrder = [...VEHICLE_FIELDS];
    expect(everyVehicleField(screenOrder)).toBe(screenOrder);

    // The checks below are the point of the field list: each line fails typecheck without its
    // directive, the way a field added to the contract fails every list that does not name it.
    // @ts-expect-error a list of two fields is not every field
    everyVehicleField(['name', 'year'] as const);

    const { currentValue: _currentValue, ...withoutOne } = Object.fromEntries(
      VEHICLE_FIELDS.map((field) => [field, true]),
    ) as Record<VehicleField, boolean>;
    // @ts-expect-error a record without 'currentValue' is not complete
    const incomplete: Record<VehicleField, boolean> = withoutOne;
    expect(Object.keys(incomplete)).not.toContain('currentValue');

    // @ts-expect-error 'colour' is no vehicle field
    const misspelt = { colour: true } satisfies Partial<Record<VehicleField, boolean>>;
    expect(misspelt.colour).toBe(true);
  });
});
