import { z } from 'zod';
import * as contracts from '../index';
import {
  ACCESS_LEVELS,
  CONDITIONS,
  CURRENCIES,
  DRIVE_TYPES,
  FUEL_TYPES,
  ROLES,
  SEXES,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
  fuelTypeSchema,
} from '../enums';
import { VALIDATION_MESSAGE_KEYS, VALIDATION_MESSAGES } from '../validation-messages';

describe('enums', () => {
  it('match the spec', () => {
    expect(FUEL_TYPES).toEqual(['petrol', 'diesel', 'hybrid', 'electric', 'gas', 'hydrogen']);
    expect(TRANSMISSIONS).toEqual(['manual', 'automatic', 'robot', 'variator']);
    expect(DRIVE_TYPES).toEqual(['front', 'rear', 'all']);
    expect(CONDITIONS).toEqual(['excellent', 'good', 'fair', 'poor', 'damaged']);
    expect(VEHICLE_STATUSES).toEqual(['active', 'sold', 'selling']);
    expect(CURRENCIES).toEqual(['USD', 'EUR', 'UAH']);
    expect(SEXES).toEqual(['male', 'female', 'other']);
    expect(ROLES).toEqual(['user', 'moderator', 'admin']);
    expect(ACCESS_LEVELS).toEqual(['public', 'guest', 'user', 'owner', 'admin']);
  });

  it('have zod schemas over the same values', () => {
    expect(fuelTypeSchema.options).toEqual([...FUEL_TYPES]);
    expect(fuelTypeSchema.safeParse('coal').success).toBe(false);
  });
});

describe('constants', () => {
  it('match the spec', () => {
    expect({
      MY_VEHICLES_PAGE_SIZE: contracts.MY_VEHICLES_PAGE_SIZE,
      GALLERY_MAX_IMAGES: contracts.GALLERY_MAX_IMAGES,
      GALLERY_ALMOST_FULL_AT: contracts.GALLERY_ALMOST_FULL_AT,
      VIN_LENGTH: contracts.VIN_LENGTH,
      REQUEST_TIMEOUT_MS: contracts.REQUEST_TIMEOUT_MS,
      AUTH_WAIT_MS: contracts.AUTH_WAIT_MS,
      AUTH_POLL_MS: contracts.AUTH_POLL_MS,
      INTENT_PRELOAD_MS: contracts.INTENT_PRELOAD_MS,
      DEFAULT_REDIRECT: contracts.DEFAULT_REDIRECT,
      AUTH_COOKIE: contracts.AUTH_COOKIE,
      AUTH_COOKIE_DAYS: contracts.AUTH_COOKIE_DAYS,
    }).toEqual({
      MY_VEHICLES_PAGE_SIZE: 12,
      GALLERY_MAX_IMAGES: 20,
      GALLERY_ALMOST_FULL_AT: 17,
      VIN_LENGTH: 17,
      REQUEST_TIMEOUT_MS: 20000,
      AUTH_WAIT_MS: 3000,
      AUTH_POLL_MS: 50,
      INTENT_PRELOAD_MS: 100,
      DEFAULT_REDIRECT: '/',
      AUTH_COOKIE: 'auth_tokens',
      AUTH_COOKIE_DAYS: 7,
    });
  });
});

describe('validation messages', () => {
  it('are unique keys under validation.', () => {
    expect(new Set(VALIDATION_MESSAGE_KEYS).size).toBe(VALIDATION_MESSAGE_KEYS.length);
    for (const key of VALIDATION_MESSAGE_KEYS) expect(key).toMatch(/^validation\.[A-Za-z]+$/);
  });

  it('include every message the spec names', () => {
    expect(VALIDATION_MESSAGE_KEYS).toEqual(
      expect.arrayContaining([
        'validation.required',
        'validation.passwordsDoNotMatch',
        'validation.invalidEmail',
        'validation.invalidFormat',
        'validation.nonNegative',
        'validation.invalidYear',
        'validation.invalidPhone',
        'validation.invalidPostalCode',
        'validation.invalidState',
        'validation.manufacturerRequired',
        'validation.modelRequired',
        'validation.bodyTypeRequired',
        'validation.colorRequired',
      ]),
    );
  });

  it('cover every message a schema can produce', () => {
    const junk: unknown[] = [
      undefined,
      null,
      '',
      ' ',
      'x',
      'x'.repeat(6000),
      -1,
      1e15,
      1.5,
      Number.NaN,
      {},
      [],
      Array.from({ length: 60 }, () => ''),
    ];
    const produced = new Set<string>();
    const collect = (schema: z.ZodType, value: unknown) => {
      const result = schema.safeParse(value);
      if (!result.success) result.error.issues.forEach((issue) => produced.add(issue.message));
    };
    const formSchemas = [
      contracts.loginRequestSchema,
      contracts.registerRequestSchema,
      contracts.forgotPasswordRequestSchema,
      contracts.resetPasswordRequestSchema,
      contracts.activateRequestSchema,
      contracts.refreshTokenRequestSchema,
      contracts.profileUpdateSchema,
      contracts.changePasswordSchema,
      contracts.vehicleCreateSchema,
      contracts.vehicleUpdateSchema,
      contracts.vehicleListQuerySchema,
      contracts.galleryOrderSchema,
    ];
    for (const schema of formSchemas) {
      const shape = 'shape' in schema ? (schema.shape as Record<string, z.ZodType>) : {};
      for (const field of Object.values(shape)) junk.forEach((value) => collect(field, value));
    }
    expect(produced.size).toBeGreaterThan(10);
    expect(
      [...produced].filter((message) => !VALIDATION_MESSAGE_KEYS.includes(message as never)),
    ).toEqual([]);
    expect(Object.values(VALIDATION_MESSAGES)).toEqual(VALIDATION_MESSAGE_KEYS);
  });
});
