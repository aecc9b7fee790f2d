import {
  FEATURE_CATEGORIES,
  MODIFICATION_CATEGORIES,
  vehicleCreateSchema,
  vehicleUpdateSchema,
  type FeatureCategory,
  type ModificationCategory,
  type Vehicle,
  type VehicleCreateField,
  type VehicleField,
  type VehicleNumberField,
  type VehicleUpdate,
} from '@carclub/contracts';
import { z } from 'zod';

import { parseNumber, type NumberStyle } from '../../lib/parse-number';

export interface CustomCategoryValues {
  name: string;
  items: string[];
}

export type FeatureValues = Record<FeatureCategory, string[]> & { custom: CustomCategoryValues[] };
export type ModificationValues = Record<ModificationCategory, string[]> & {
  custom: CustomCategoryValues[];
};

/**
 * What the inputs hold: text as typed (numbers included, so "1,4" survives until it is parsed),
 * '' for an empty input or an unchosen option, true or false for a checkbox. The add form uses the
 * create fields only.
 */
export type VehicleFormValues = {
  [K in VehicleField]: K extends 'features'
    ? FeatureValues
    : K extends 'modifications'
      ? ModificationValues
      : NonNullable<VehicleUpdate[K]> extends boolean
        ? boolean
        : string;
};

/** The inputs of the form that hold numbers. */
export type NumberField = VehicleNumberField;

const NUMBER_STYLES: Readonly<Record<NumberField, NumberStyle>> = {
  year: 'grouped',
  engineCapacity: 'decimal',
  enginePower: 'grouped',
  mileage: 'grouped',
  weight: 'grouped',
  acceleration: 'decimal',
  topSpeed: 'grouped',
  fuelConsumptionCity: 'decimal',
  fuelConsumptionHighway: 'decimal',
  fuelConsumptionCombined: 'decimal',
  purchasePrice: 'grouped',
  currentValue: 'grouped',
};

export function numberStyleOf(field: NumberField): NumberStyle {
  return NUMBER_STYLES[field];
}

const number = (values: VehicleFormValues, field: NumberField) =>
  parseNumber(values[field], NUMBER_STYLES[field]);

/** An unchosen optional option is "not set"; '' would be an invalid option. */
const optionalChoice = (value: string): string | null => (value === '' ? null : value);

/** The create payload as typed, before the contracts' rules check and clean it. */
export function toCreateInput(values: VehicleFormValues) {
  return {
    name: values.name,
    description: values.description,
    // An empty year is missing ("Required field"), not cleared.
    year: number(values, 'year') ?? undefined,
    manufacturerId: values.manufacturerId,
    modelId: values.modelId,
    bodyTypeId: values.bodyTypeId,
    colorId: values.colorId,
    fuelType: values.fuelType,
    transmission: values.transmission,
    driveType: values.driveType,
    engineCapacity: number(values, 'engineCapacity'),
    enginePower: number(values, 'enginePower'),
    mileage: number(values, 'mileage'),
    vin: values.vin,
    vinPublic: values.vinPublic,
    condition: optionalChoice(values.condition),
  } satisfies Record<VehicleCreateField, unknown>;
}

/** The whole base-information form (ADR 0028, vehicle edits): empty optional fields are cleared. */
export function toUpdateInput(values: VehicleFormValues) {
  return {
    ...toCreateInput(values),
    status: values.status,
    features: values.features,
    modifications: values.modifications,
    weight: number(values, 'weight'),
    acceleration: number(values, 'acceleration'),
    topSpeed: number(values, 'topSpeed'),
    fuelConsumptionCity: number(values, 'fuelConsumptionCity'),
    fuelConsumptionHighway: number(values, 'fuelConsumptionHighway'),
    fuelConsumptionCombined: number(values, 'fuelConsumptionCombined'),
    purchasePrice: number(values, 'purchasePrice'),
    currency: optionalChoice(values.currency),
    purchaseDate: values.purchaseDate,
    currentValue: number(values, 'currentValue'),
  } satisfies Record<VehicleField, unknown>;
}

/**
 * The contracts' own schemas, fed with the parsed inputs: the form shows exactly the rules and
 * messages the API applies, under the same field names.
 */
export const vehicleCreateFormSchema = z
  .custom<VehicleFormValues>()
  .transform((values): unknown => toCreateInput(values))
  .pipe(vehicleCreateSchema);

export const vehicleUpdateFormSchema = z
  .custom<VehicleFormValues>()
  .transform((values): unknown => toUpdateInput(values))
  .pipe(vehicleUpdateSchema);

const emptyLists = <const T extends readonly string[]>(categories: T) =>
  Object.fromEntries(categories.map((category) => [category, [] as string[]])) as Record<
    T[number],
    string[]
  >;

export function emptyVehicleFormValues(): VehicleFormValues {
  return {
    name: '',
    description: '',
    year: '',
    manufacturerId: '',
    modelId: '',
    bodyTypeId: '',
    colorId: '',
    fuelType: '',
    transmission: '',
    driveType: '',
    engineCapacity: '',
    enginePower: '',
    mileage: '',
    vin: '',
    vinPublic: false,
    condition: '',
    status: 'active',
    features: { ...emptyLists(FEATURE_CATEGORIES), custom: [] },
    modifications: { ...emptyLists(MODIFICATION_CATEGORIES), custom: [] },
    weight: '',
    acceleration: '',
    topSpeed: '',
    fuelConsumptionCity: '',
    fuelConsumptionHighway: '',
    fuelConsumptionCombined: '',
    purchasePrice: '',
    currency: '',
    purchaseDate: '',
    currentValue: '',
  };
}

const text = (value: string | number | null): string => (value === null ? '' : String(value));

/** The edit form filled with a stored vehicle (react-hook-form copies what it is given). */
export function vehicleFormValuesOf(vehicle: Vehicle): VehicleFormValues {
  return {
    name: vehicle.name,
    description: text(vehicle.description),
    year: text(vehicle.year),
    manufacturerId: vehicle.manufacturerId,
    modelId: vehicle.modelId,
    bodyTypeId: vehicle.bodyTypeId,
    colorId: vehicle.colorId,
    fuelType: vehicle.fuelType,
    transmission: vehicle.transmission,
    driveType: vehicle.driveType,
    engineCapacity: text(vehicle.engineCapacity),
    enginePower: text(vehicle.enginePower),
    mileage: text(vehicle.mileage),
    vin: text(vehicle.vin),
    vinPublic: vehicle.vinPublic,
    condition: text(vehicle.condition),
    status: vehicle.status,
    features: vehicle.features,
    modifications: vehicle.modifications,
    weight: text(vehicle.weight),
    acceleration: text(vehicle.acceleration),
    topSpeed: text(vehicle.topSpeed),
    fuelConsumptionCity: text(vehicle.fuelConsumptionCity),
    fuelConsumptionHighway: text(vehicle.fuelConsumptionHighway),
    fuelConsumptionCombined: text(vehicle.fuelConsumptionCombined),
    purchasePrice: text(vehicle.purchasePrice),
    currency: text(vehicle.currency),
    purchaseDate: text(vehicle.purchaseDate),
    currentValue: text(vehicle.currentValue),
  };
}
