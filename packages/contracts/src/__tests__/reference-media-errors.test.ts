import { z } from 'zod';
import * as contracts from '../index';
import { IMAGE_MAX_SIZE_BYTES } from '../constants';
import { ERROR_KINDS, errorPayloadSchema } from '../errors';
import { imageFileIssue, uploadResponseSchema } from '../media';
import { paginated } from '../pagination';
import {
  countrySchema,
  localizedName,
  referenceItemSchema,
  stateSchema,
  toSelectOptions,
  vehicleModelSchema,
} from '../reference';

describe('reference items', () => {
  const item = { id: 'c1', name: 'Black', locales: { uk: 'Чорний', en: '' } };

  it('uses the translated name when present, else the plain name', () => {
    expect(localizedName(item, 'uk')).toBe('Чорний');
    expect(localizedName(item, 'en')).toBe('Black');
    expect(localizedName(item, 'de')).toBe('Black');
  });

  it('builds options labelled and sorted in the language', () => {
    const items = [item, { id: 'c2', name: 'Blue', locales: { uk: 'Блакитний' } }];
    expect(toSelectOptions(items, 'uk')).toEqual([
      { value: 'c2', label: 'Блакитний' },
      { value: 'c1', label: 'Чорний' },
    ]);
    expect(toSelectOptions(items, 'en').map((option) => option.label)).toEqual(['Black', 'Blue']);
  });

  it('parses reference, model, country and state items', () => {
    expect(referenceItemSchema.parse(item)).toEqual(item);
    expect(referenceItemSchema.safeParse({ id: 'c1', name: 'Black' }).success).toBe(false);
    expect(vehicleModelSchema.safeParse({ ...item, manufacturerId: 'vw' }).success).toBe(true);
    expect(vehicleModelSchema.safeParse(item).success).toBe(false);
    const country = { id: 'ua', code: 'UA', name: 'Ukraine', locales: { uk: 'Україна' } };
    expect(countrySchema.parse(country)).toEqual(country);
    expect(stateSchema.safeParse({ ...country, id: 'kyiv', code: '30' }).success).toBe(false);
    expect(
      stateSchema.safeParse({ ...country, id: 'kyiv', code: '30', countryId: 'ua' }).success,
    ).toBe(true);
  });
});

describe('paginated', () => {
  it('wraps any item schema', () => {
    const page = paginated(z.object({ id: z.string() }));
    expect(page.parse({ items: [{ id: 'a' }], total: 1, page: 1, limit: 12 })).toEqual({
      items: [{ id: 'a' }],
      total: 1,
      page: 1,
      limit: 12,
    });
    expect(page.safeParse({ items: [{ id: 1 }], total: 1, page: 1, limit: 12 }).success).toBe(
      false,
    );
    expect(page.safeParse({ items: [], total: -1, page: 1, limit: 12 }).success).toBe(false);
  });
});

describe('uploads', () => {
  it('parses the upload response', () => {
    expect(uploadResponseSchema.parse({ url: '/media/a.webp' })).toEqual({ url: '/media/a.webp' });
    expect(uploadResponseSchema.safeParse({ url: '' }).success).toBe(false);
  });

  it('checks a chosen image before upload', () => {
    expect(imageFileIssue(null)).toBe('validation.fileRequired');
    expect(imageFileIssue({ size: 10, type: 'application/pdf' })).toBe('validation.invalidImage');
    expect(imageFileIssue({ size: IMAGE_MAX_SIZE_BYTES + 1, type: 'image/png' })).toBe(
      'validation.fileTooLarge',
    );
    expect(imageFileIssue({ size: IMAGE_MAX_SIZE_BYTES, type: 'image/jpeg' })).toBeNull();
  });
});

describe('errorPayloadSchema', () => {
  it('parses the full error payload and requires its core fields', () => {
    const payload = {
      statusCode: 409,
      error: 'Conflict',
      message: 'Email already exists',
      description: 'users_email_unique',
      details: { fields: { email: ['unique'] }, constraint: 'users_email_unique' },
    };
    expect(errorPayloadSchema.parse(payload)).toEqual(payload);
    expect(
      errorPayloadSchema.safeParse({ statusCode: 500, error: 'x', message: 'y' }).success,
    ).toBe(true);
    expect(
      errorPayloadSchema.safeParse({ statusCode: '500', error: 'x', message: 'y' }).success,
    ).toBe(false);
    expect(errorPayloadSchema.safeParse({ statusCode: 500, message: 'y' }).success).toBe(false);
  });

  it('lists the spec error kinds', () => {
    expect(ERROR_KINDS).toHaveLength(16);
    expect(ERROR_KINDS).toContain('unique_constraint');
    expect(ERROR_KINDS).toContain('network_error');
  });
});

describe('every exported schema', () => {
  const schemas = Object.entries(contracts).flatMap(([name, value]) =>
    value instanceof z.ZodType ? [[name, value] as const] : [],
  );

  it('is found', () => {
    expect(schemas.length).toBeGreaterThan(30);
  });

  it.each(schemas.map(([name]) => name))('%s converts to JSON Schema for the API docs', (name) => {
    const schema = schemas.find(([candidate]) => candidate === name)?.[1];
    if (!schema) throw new Error(name);
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
  });
});
