import { z } from 'zod';

import {
  FUEL_TYPES,
  TRANSMISSIONS,
  DRIVE_TYPES,
  CONDITIONS,
  VEHICLE_STATUSES,
  CURRENCIES,
  SEXES,
  ROLES,
  ACCESS_LEVELS,
} from './enum-values';

export * from './enum-values';

export const fuelTypeSchema = z.enum(FUEL_TYPES);
export type FuelType = z.infer<typeof fuelTypeSchema>;

export const transmissionSchema = z.enum(TRANSMISSIONS);
export type Transmission = z.infer<typeof transmissionSchema>;

export const driveTypeSchema = z.enum(DRIVE_TYPES);
export type DriveType = z.infer<typeof driveTypeSchema>;

export const conditionSchema = z.enum(CONDITIONS);
export type Condition = z.infer<typeof conditionSchema>;

export const vehicleStatusSchema = z.enum(VEHICLE_STATUSES);
export type VehicleStatus = z.infer<typeof vehicleStatusSchema>;

export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;

export const sexSchema = z.enum(SEXES);
export type Sex = z.infer<typeof sexSchema>;

export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const accessLevelSchema = z.enum(ACCESS_LEVELS);
export type AccessLevel = z.infer<typeof accessLevelSchema>;
