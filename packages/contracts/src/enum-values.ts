/**
 * The allowed values of the API's fixed lists, with no schema library: what a page shows with them
 * (a filter's options, a spec's label) loads without zod. Their schemas are in ./enums.
 */
export const FUEL_TYPES = ['petrol', 'diesel', 'hybrid', 'electric', 'gas', 'hydrogen'] as const;

export const TRANSMISSIONS = ['manual', 'automatic', 'robot', 'variator'] as const;

export const DRIVE_TYPES = ['front', 'rear', 'all'] as const;

export const CONDITIONS = ['excellent', 'good', 'fair', 'poor', 'damaged'] as const;

export const VEHICLE_STATUSES = ['active', 'sold', 'selling'] as const;

export const CURRENCIES = ['USD', 'EUR', 'UAH'] as const;

export const SEXES = ['male', 'female', 'other'] as const;

/** `user` is every member; `moderator` and `admin` are staff (what each may do: permissions.ts). */
export const ROLES = ['user', 'moderator', 'admin'] as const;

export const ACCESS_LEVELS = ['public', 'guest', 'user', 'owner', 'admin'] as const;
export const FEATURE_CATEGORIES = ['comfort', 'safety', 'tech', 'performance'] as const;

export const MODIFICATION_CATEGORIES = [
  'engine',
  'suspension',
  'exterior',
  'interior',
  'wheelsAndTires',
] as const;

export type FeatureCategory = (typeof FEATURE_CATEGORIES)[number];
export type ModificationCategory = (typeof MODIFICATION_CATEGORIES)[number];
