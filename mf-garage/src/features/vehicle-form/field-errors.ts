import { everyVehicleField, VEHICLE_CREATE_FIELDS } from '@carclub/contracts';
import { showServerFieldErrors } from '@carclub/forms';
import type { FieldError, Path, UseFormSetError } from 'react-hook-form';

import type { VehicleFormValues } from './schemas';

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' && value !== null && typeof (value as FieldError).message === 'string';

/**
 * The first message in an error tree: a list's errors sit under its items (`features.comfort.3`)
 * or its root, and the list shows one message for them all.
 */
export function firstFieldError(error: unknown): FieldError | undefined {
  if (isFieldError(error)) return error;
  if (typeof error !== 'object' || error === null) return undefined;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstFieldError(value);
    if (found) return found;
  }
  return undefined;
}

/**
 * The form's fields top to bottom, section by section (every field of the contract: the edit form
 * shows them all); a server error focuses the first field it names.
 */
const SCREEN_ORDER = everyVehicleField([
  'status',
  'name',
  'year',
  'manufacturerId',
  'modelId',
  'bodyTypeId',
  'colorId',
  'fuelType',
  'transmission',
  'driveType',
  'engineCapacity',
  'enginePower',
  'mileage',
  'vin',
  'vinPublic',
  'condition',
  'description',
  'weight',
  'acceleration',
  'topSpeed',
  'fuelConsumptionCity',
  'fuelConsumptionHighway',
  'fuelConsumptionCombined',
  'features',
  'modifications',
  'purchasePrice',
  'currency',
  'purchaseDate',
  'currentValue',
] as const);

const LIST_ROOTS: ReadonlySet<string> = new Set(['features', 'modifications']);
const LIST_ITEM = /^((?:features|modifications)\.(?:custom\.\d+\.items|[A-Za-z]+))\.\d+$/;
const LIST_PATH = /^(features|modifications)\.(?:custom\.\d+\.(?:name|items)|[A-Za-z]+)$/;

/** The input a server field path belongs to: an item's error goes to its list. */
export function formFieldOf(serverPath: string): string {
  return LIST_ITEM.exec(serverPath)?.[1] ?? serverPath;
}

function rank(path: string): number {
  const top = path.split('.')[0] as (typeof SCREEN_ORDER)[number];
  return SCREEN_ORDER.indexOf(top);
}

/**
 * Shows the API's per-field messages (400/422) under the fields of `fields` (the ones the form
 * has), focusing the first on screen. Returns the messages no field of the form could show.
 */
export function showVehicleFieldErrors(
  setError: UseFormSetError<VehicleFormValues>,
  serverErrors: Readonly<Record<string, string>>,
  fields: ReadonlySet<string>,
): string[] {
  const byField: Record<string, string> = {};
  const unshown: string[] = [];
  for (const [path, message] of Object.entries(serverErrors)) {
    const field = formFieldOf(path);
    const top = field.split('.')[0] ?? '';
    // A list's message shows under that list; nothing shows one about all features at once.
    const known = LIST_ROOTS.has(top)
      ? LIST_PATH.test(field) && fields.has(top)
      : fields.has(field);
    if (known) byField[field] ??= message;
    else unshown.push(message);
  }
  const ordered = Object.keys(byField).sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b, 'en', { numeric: true }),
  );
  showServerFieldErrors(setError, byField, ordered as Path<VehicleFormValues>[]);
  return unshown;
}

export const CREATE_FIELDS: ReadonlySet<string> = new Set(VEHICLE_CREATE_FIELDS);
export const EDIT_FIELDS: ReadonlySet<string> = new Set(SCREEN_ORDER);
