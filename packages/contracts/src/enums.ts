import { z } from 'zod';

export const FUEL_TYPES = ['petrol', 'diesel', 'hybrid', 'electric', 'gas', 'hydrogen'] as const;
export const fuelTypeSchema = z.enum(FUEL_TYPES);
export type FuelType = z.infer<typeof fuelTypeSchema>;

export const TRANSMISSIONS = ['manual', 'automatic', 'robot', 'variator'] as const;
export const transmissionSchema = z.enum(TRANSMISSIONS);
export type Transmission = z.infer<typeof transmissionSchema>;

export const DRIVE_TYPES = ['front', 'rear', 'all'] as const;
export const driveTypeSchema = z.enum(DRIVE_TYPES);
export type DriveType = z.infer<typeof driveTypeSchema>;

export const CONDITIONS = ['excellent', 'good', 'fair', 'poor', 'damaged'] as const;
export const conditionSchema = z.enum(CONDITIONS);
export type Condition = z.infer<typeof conditionSchema>;

export const VEHICLE_STATUSES = ['active', 'sold', 'selling'] as const;
export const vehicleStatusSchema = z.enum(VEHICLE_STATUSES);
export type VehicleStatus = z.infer<typeof vehicleStatusSchema>;

export const CURRENCIES = ['USD', 'EUR', 'UAH'] as const;
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;

export const SEXES = ['male', 'female', 'other'] as const;
export const sexSchema = z.enum(SEXES);
export type Sex = z.infer<typeof sexSchema>;

/** `user` is every member; `moderator` and `admin` are staff (what each may do: permissions.ts). */
export const ROLES = ['user', 'moderator', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const ACCESS_LEVELS = ['public', 'guest', 'user', 'owner', 'admin'] as const;
export const accessLevelSchema = z.enum(ACCESS_LEVELS);
export type AccessLevel = z.infer<typeof accessLevelSchema>;

export const FEATURE_CATEGORIES = ['comfort', 'safety', 'tech', 'performance'] as const;
export type FeatureCategory = (typeof FEATURE_CATEGORIES)[number];

export const MODIFICATION_CATEGORIES = [
  'engine',
  'suspension',
  'exterior',
  'interior',
  'wheelsAndTires',
] as const;
export type ModificationCategory = (typeof MODIFICATION_CATEGORIES)[number];
