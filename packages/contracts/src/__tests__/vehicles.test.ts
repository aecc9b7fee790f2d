import {
  emptyVehicleFeatures,
  emptyVehicleModifications,
  galleryOrderSchema,
  publicVehicleSchema,
  vehicleCardSchema,
  vehicleCreateSchema,
  vehicleListQuerySchema,
  vehicleListResponseSchema,
  vehicleSchema,
  vehicleUpdateSchema,
} from '../vehicles';
import { firstErrors } from './helpers';

const validCreate = {
  name: 'Daily driver',
  description: '',
  year: 2018,
  manufacturerId: 'vw',
  modelId: 'golf',
  bodyTypeId: 'hatchback',
  colorId: 'blue',
  fuelType: 'diesel',
  transmission: 'robot',
  driveType: 'front',
  engineCapacity: 2,
  enginePower: 150,
  mileage: 120000,
  vin: 'WVWZZZ1KZJW000001',
  vinPublic: false,
  condition: 'good',
};

const validUpdate = {
  ...validCreate,
  vinPublic: true,
  status: 'selling',
  features: { ...emptyVehicleFeatures(), comfort: ['Heated seats'] },
  modifications: {
    ...emptyVehicleModifications(),
    wheelsAndTires: ['18" OZ'],
    custom: [{ name: 'Audio', items: ['Focal speakers'] }],
  },
  weight: 1300,
  acceleration: 8.4,
  topSpeed: 216,
  fuelConsumptionCity: 6.1,
  fuelConsumptionHighway: 4.2,
  fuelConsumptionCombined: 4.9,
  purchasePrice: 15000,
  currency: 'EUR',
  purchaseDate: '2021-04-01',
  currentValue: 13000,
};

beforeEach(() => {
  jest.useFakeTimers().setSystemTime(new Date('2025-06-15T12:00:00Z'));
});
afterEach(() => {
  jest.useRealTimers();
});

describe('vehicleCreateSchema', () => {
  it('accepts a complete vehicle', () => {
    expect(vehicleCreateSchema.parse(validCreate)).toEqual(validCreate);
  });

  it('names each missing reference with its own message', () => {
    expect(firstErrors(vehicleCreateSchema, {})).toEqual({
      name: 'validation.required',
      year: 'validation.required',
      manufacturerId: 'validation.manufacturerRequired',
      modelId: 'validation.modelRequired',
      bodyTypeId: 'validation.bodyTypeRequired',
      colorId: 'validation.colorRequired',
      fuelType: 'validation.required',
      transmission: 'validation.required',
      driveType: 'validation.required',
    });
  });

  it('treats an empty select (null or "") as missing', () => {
    expect(
      firstErrors(vehicleCreateSchema, { ...validCreate, manufacturerId: '', modelId: null }),
    ).toEqual({
      manufacturerId: 'validation.manufacturerRequired',
      modelId: 'validation.modelRequired',
    });
  });

  it('leaves the optional fields optional', () => {
    const {
      description,
      engineCapacity,
      enginePower,
      mileage,
      vin,
      vinPublic,
      condition,
      ...required
    } = validCreate;
    expect([
      description,
      engineCapacity,
      enginePower,
      mileage,
      vin,
      vinPublic,
      condition,
    ]).toHaveLength(7);
    expect(vehicleCreateSchema.safeParse(required).success).toBe(true);
    expect(
      vehicleCreateSchema.safeParse({ ...required, vin: '', condition: null, mileage: null })
        .success,
    ).toBe(true);
  });

  it('limits name and description length', () => {
    expect(
      firstErrors(vehicleCreateSchema, {
        ...validCreate,
        name: 'x'.repeat(101),
        description: 'x'.repeat(5001),
      }),
    ).toEqual({ name: 'validation.tooLong', description: 'validation.tooLong' });
    expect(
      vehicleCreateSchema.safeParse({
        ...validCreate,
        name: 'x'.repeat(100),
        description: 'x'.repeat(5000),
      }).success,
    ).toBe(true);
  });

  it('trims the name, so blanks are missing', () => {
    expect(firstErrors(vehicleCreateSchema, { ...validCreate, name: '   ' })).toEqual({
      name: 'validation.required',
    });
    expect(vehicleCreateSchema.parse({ ...validCreate, name: ' Golf ' }).name).toBe('Golf');
  });

  it.each([1885, 2027, 2020.5, Number.NaN, '2020'])('rejects year %p', (year) => {
    expect(firstErrors(vehicleCreateSchema, { ...validCreate, year })).toEqual({
      year: 'validation.invalidYear',
    });
  });

  it('accepts years from 1886 to next year', () => {
    expect(vehicleCreateSchema.safeParse({ ...validCreate, year: 1886 }).success).toBe(true);
    expect(vehicleCreateSchema.safeParse({ ...validCreate, year: 2026 }).success).toBe(true);
  });

  it.each(['engineCapacity', 'enginePower', 'mileage'])('rejects a negative %s', (field) => {
    expect(firstErrors(vehicleCreateSchema, { ...validCreate, [field]: -1 })).toEqual({
      [field]: 'validation.nonNegative',
    });
  });

  it('rejects absurd and non-numeric amounts', () => {
    expect(
      firstErrors(vehicleCreateSchema, {
        ...validCreate,
        mileage: 1e9,
        enginePower: Number.POSITIVE_INFINITY,
        engineCapacity: '2.0',
      }),
    ).toEqual({
      mileage: 'validation.tooLarge',
      enginePower: 'validation.invalidNumber',
      engineCapacity: 'validation.invalidNumber',
    });
  });

  it('upper-cases the VIN before checking it', () => {
    expect(vehicleCreateSchema.parse({ ...validCreate, vin: ' 1m8gdm9axkp042788 ' }).vin).toBe(
      '1M8GDM9AXKP042788',
    );
  });

  it.each([
    ['WVWZZZ1KZJW00000', 'validation.vinLength'],
    ['WVWZZZ1KZJW00000O', 'validation.vinChars'],
    ['1M8GDM9A1KP042788', 'validation.vinCheckDigit'],
  ])('rejects VIN %s with %s', (vin, message) => {
    expect(firstErrors(vehicleCreateSchema, { ...validCreate, vin })).toEqual({ vin: message });
  });

  it('keeps the VIN off the public page unless the owner shows it', () => {
    const { vinPublic: _vinPublic, ...unchosen } = validCreate;
    expect(vehicleCreateSchema.parse(unchosen).vinPublic).toBe(false);
    expect(vehicleCreateSchema.parse({ ...unchosen, vinPublic: true }).vinPublic).toBe(true);
    for (const vinPublic of ['yes', 'true', 1, null]) {
      expect(firstErrors(vehicleCreateSchema, { ...validCreate, vinPublic })).toEqual({
        vinPublic: 'validation.invalidFormat',
      });
    }
  });

  it.each([
    ['fuelType', 'coal'],
    ['transmission', 'cvt'],
    ['driveType', '4x4'],
    ['condition', 'new'],
  ])('rejects %s %p as an unknown option', (field, value) => {
    expect(firstErrors(vehicleCreateSchema, { ...validCreate, [field]: value })).toEqual({
      [field]: 'validation.invalidOption',
    });
  });
});

describe('vehicleUpdateSchema', () => {
  it('accepts a complete edit form', () => {
    expect(vehicleUpdateSchema.parse(validUpdate)).toEqual(validUpdate);
  });

  it('keeps the stored VIN choice when the edit leaves it out, and changes it when sent', () => {
    const { vinPublic, ...rest } = validUpdate;
    expect(vinPublic).toBe(true);
    expect(vehicleUpdateSchema.parse(rest)).not.toHaveProperty('vinPublic');
    expect(vehicleUpdateSchema.parse({ ...rest, vinPublic: false }).vinPublic).toBe(false);
  });

  it('requires the status', () => {
    const { status, ...rest } = validUpdate;
    expect(status).toBe('selling');
    expect(firstErrors(vehicleUpdateSchema, rest)).toEqual({ status: 'validation.required' });
    expect(firstErrors(vehicleUpdateSchema, { ...rest, status: 'stolen' })).toEqual({
      status: 'validation.invalidOption',
    });
  });

  it.each([
    'weight',
    'acceleration',
    'topSpeed',
    'fuelConsumptionCity',
    'fuelConsumptionHighway',
    'fuelConsumptionCombined',
    'purchasePrice',
    'currentValue',
  ])('rejects a negative %s', (field) => {
    expect(firstErrors(vehicleUpdateSchema, { ...validUpdate, [field]: -0.1 })).toEqual({
      [field]: 'validation.nonNegative',
    });
  });

  it('accepts zero amounts', () => {
    expect(vehicleUpdateSchema.safeParse({ ...validUpdate, purchasePrice: 0 }).success).toBe(true);
  });

  it('rejects a purchase date in the future or badly formed', () => {
    expect(
      firstErrors(vehicleUpdateSchema, { ...validUpdate, purchaseDate: '2025-06-17' }),
    ).toEqual({ purchaseDate: 'validation.dateInFuture' });
    expect(
      firstErrors(vehicleUpdateSchema, { ...validUpdate, purchaseDate: '2021-02-30' }),
    ).toEqual({ purchaseDate: 'validation.invalidDate' });
    expect(
      firstErrors(vehicleUpdateSchema, { ...validUpdate, purchaseDate: '1885-12-31' }),
    ).toEqual({ purchaseDate: 'validation.invalidDate' });
  });

  it('accepts a purchase made today in any time zone, or no date', () => {
    expect(
      vehicleUpdateSchema.safeParse({ ...validUpdate, purchaseDate: '2025-06-16' }).success,
    ).toBe(true);
    expect(vehicleUpdateSchema.safeParse({ ...validUpdate, purchaseDate: '' }).success).toBe(true);
  });

  it('asks for a currency when an amount is given', () => {
    expect(firstErrors(vehicleUpdateSchema, { ...validUpdate, currency: null })).toEqual({
      currency: 'validation.currencyRequired',
    });
    expect(
      vehicleUpdateSchema.safeParse({
        ...validUpdate,
        currency: null,
        purchasePrice: null,
        currentValue: undefined,
      }).success,
    ).toBe(true);
  });

  it('validates feature and modification lists', () => {
    const features = {
      ...emptyVehicleFeatures(),
      safety: ['ABS', ' '],
      custom: [{ name: '', items: [] }],
    };
    const modifications = { ...emptyVehicleModifications(), engine: ['x'.repeat(101)] };
    expect(firstErrors(vehicleUpdateSchema, { ...validUpdate, features, modifications })).toEqual({
      'features.safety.1': 'validation.required',
      'features.custom.0.name': 'validation.required',
      'modifications.engine.0': 'validation.tooLong',
    });
  });

  it('rejects two custom categories with the same name, ignoring case', () => {
    const modifications = {
      ...emptyVehicleModifications(),
      custom: [
        { name: 'Audio', items: [] },
        { name: 'Lights', items: [] },
        { name: 'AUDIO', items: ['Focal'] },
      ],
    };
    expect(firstErrors(vehicleUpdateSchema, { ...validUpdate, modifications })).toEqual({
      'modifications.custom.2.name': 'validation.duplicateCategory',
    });
  });

  it('limits list sizes', () => {
    const features = { ...emptyVehicleFeatures(), tech: Array.from({ length: 51 }, () => 'x') };
    expect(firstErrors(vehicleUpdateSchema, { ...validUpdate, features })).toEqual({
      'features.tech': 'validation.tooManyItems',
    });
  });

  it('has exactly the spec categories plus custom', () => {
    expect(Object.keys(emptyVehicleFeatures()).sort()).toEqual(
      ['comfort', 'custom', 'performance', 'safety', 'tech'].sort(),
    );
    expect(Object.keys(emptyVehicleModifications()).sort()).toEqual(
      ['custom', 'engine', 'exterior', 'interior', 'suspension', 'wheelsAndTires'].sort(),
    );
  });
});

describe('galleryOrderSchema', () => {
  it('accepts up to 20 distinct ids', () => {
    const ids = Array.from({ length: 20 }, (_, index) => `img${index}`);
    expect(galleryOrderSchema.safeParse({ imageIds: ids }).success).toBe(true);
    expect(galleryOrderSchema.safeParse({ imageIds: [...ids, 'img20'] }).success).toBe(false);
    expect(galleryOrderSchema.safeParse({ imageIds: ['a', 'a'] }).success).toBe(false);
  });
});

describe('vehicleListQuerySchema', () => {
  it('defaults to page 1 of 12', () => {
    expect(vehicleListQuerySchema.parse({})).toEqual({ page: 1, limit: 12 });
  });

  it('reads query-string values', () => {
    expect(
      vehicleListQuerySchema.parse({
        page: '3',
        limit: '100',
        search: ' golf ',
        status: 'sold',
        fuelType: 'electric',
        transmission: 'automatic',
        driveType: 'all',
        condition: 'excellent',
        manufacturerIds: 'vw',
        modelIds: ['golf', 'passat'],
      }),
    ).toEqual({
      page: 3,
      limit: 100,
      search: 'golf',
      status: 'sold',
      fuelType: 'electric',
      transmission: 'automatic',
      driveType: 'all',
      condition: 'excellent',
      manufacturerIds: ['vw'],
      modelIds: ['golf', 'passat'],
    });
  });

  it.each([
    ['page', '0'],
    ['page', '1.5'],
    ['limit', '0'],
    ['limit', '101'],
    ['status', 'stolen'],
  ])('rejects %s=%p', (key, value) => {
    expect(vehicleListQuerySchema.safeParse({ [key]: value }).success).toBe(false);
  });
});

const reference = (id: string) => ({ id, name: id.toUpperCase(), locales: { uk: `${id}-uk` } });

describe('response schemas', () => {
  const card = {
    id: 'v1',
    slug: 'daily-driver',
    ownerNickname: 'ann',
    name: 'Daily driver',
    year: 2018,
    manufacturer: reference('vw'),
    model: reference('golf'),
    fuelType: 'diesel',
    transmission: 'robot',
    driveType: 'front',
    condition: null,
    status: 'active',
    mileage: null,
    enginePower: 150,
    previewImage: null,
    previewPicture: null,
    postsCount: 2,
    logbookEntriesCount: 5,
    createdAt: '2025-01-01T00:00:00.000Z',
  };

  it('wraps cards in a page', () => {
    const page = { items: [card], total: 1, page: 1, limit: 12 };
    expect(vehicleListResponseSchema.parse(page)).toEqual(page);
    expect(vehicleListResponseSchema.safeParse({ ...page, page: 0 }).success).toBe(false);
    expect(vehicleCardSchema.safeParse({ ...card, postsCount: -1 }).success).toBe(false);
  });

  it('parses a stored vehicle with its media and references', () => {
    const vehicle = {
      ...validUpdate,
      id: 'v1',
      slug: 'daily-driver',
      ownerId: 'u1',
      ownerNickname: 'ann',
      description: null,
      manufacturer: reference('vw'),
      model: reference('golf'),
      bodyType: reference('hatchback'),
      color: { ...reference('blue'), hex: '#1d4ed8' },
      previewImage: '/media/v1/preview.webp',
      previewPicture: {
        url: '/media/v1/preview.webp',
        width: 800,
        height: 600,
        variants: [
          { url: '/media/v1/preview.640w.webp', width: 640 },
          { url: '/media/v1/preview.webp', width: 800 },
        ],
      },
      gallery: [
        {
          id: 'i1',
          url: '/media/v1/1.webp',
          cardUrl: '/media/v1/1.card.webp',
          width: 300,
          height: 200,
          variants: [{ url: '/media/v1/1.webp', width: 300 }],
        },
      ],
      postsCount: 0,
      logbookEntriesCount: 0,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-02T00:00:00.000Z',
      hidden: { at: '2025-01-03T00:00:00.000Z', reason: 'Spam in the description' },
    };
    expect(vehicleSchema.parse(vehicle)).toEqual(vehicle);
  });

  it("keeps the owner's VIN choice out of the public page, whose VIN may be null", () => {
    const page = {
      ...validUpdate,
      vin: null,
      id: 'v1',
      slug: 'daily-driver',
      ownerNickname: 'ann',
      owner: { nickname: 'ann', avatar: null },
      description: null,
      manufacturer: reference('vw'),
      model: reference('golf'),
      bodyType: reference('hatchback'),
      color: reference('blue'),
      previewImage: null,
      gallery: [],
      postsCount: 0,
      logbookEntriesCount: 0,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-02T00:00:00.000Z',
    };
    const parsed = publicVehicleSchema.parse(page);
    expect(parsed.vin).toBeNull();
    expect(parsed).not.toHaveProperty('vinPublic');
    // An API older than the colour's swatch sends none: the page shows the colour without it.
    expect(parsed.color.hex).toBeNull();
  });
});
