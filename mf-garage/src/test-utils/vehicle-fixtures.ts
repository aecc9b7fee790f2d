// The vehicle and reference answers the form, page and media tests share.
import type { ReferenceItem, Vehicle } from '@carclub/contracts';
import { REQUIRED_VEHICLE_FIELDS } from '@carclub/testing/fixtures';

export const MANUFACTURERS: ReferenceItem[] = [
  { id: 'volkswagen', name: 'Volkswagen', locales: { uk: 'Фольксваген' } },
  { id: 'bmw', name: 'BMW', locales: {} },
];

export const MODELS: Record<
  string,
  Array<{ id: string; name: string; locales: object; manufacturerId: string }>
> = {
  volkswagen: [
    { id: 'volkswagen-golf', name: 'Golf', locales: { uk: 'Гольф' }, manufacturerId: 'volkswagen' },
    { id: 'volkswagen-passat', name: 'Passat', locales: {}, manufacturerId: 'volkswagen' },
  ],
  bmw: [{ id: 'bmw-x5', name: 'X5', locales: {}, manufacturerId: 'bmw' }],
};

export const BODY_TYPES: ReferenceItem[] = [
  { id: 'hatchback', name: 'Hatchback', locales: { uk: 'Хетчбек' } },
  { id: 'wagon', name: 'Wagon', locales: { uk: 'Універсал' } },
];

export const COLORS = [
  { id: 'red', name: 'Red', locales: { uk: 'Червоний' }, hex: '#cc0000' },
  { id: 'black', name: 'Black', locales: { uk: 'Чорний' }, hex: '#000000' },
];

export const VEHICLE_ID = '7d0e7a52-4d55-4a0b-9a8e-0c1f2a3b4c5d';

export function vehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: VEHICLE_ID,
    slug: 'golf-gti-2019',
    ownerId: 'owner-1',
    ownerNickname: 'ann_rides',
    ...REQUIRED_VEHICLE_FIELDS,
    description: 'Daily driver',
    manufacturer: MANUFACTURERS[0]!,
    model: { id: 'volkswagen-golf', name: 'Golf', locales: { uk: 'Гольф' } },
    bodyType: BODY_TYPES[0]!,
    color: { id: 'red', name: 'Red', locales: { uk: 'Червоний' }, hex: '#b91c1c' },
    engineCapacity: 2,
    enginePower: 245,
    mileage: 52000,
    vin: null,
    vinPublic: false,
    condition: 'good',
    status: 'active',
    features: { comfort: ['Heated seats'], safety: [], tech: [], performance: [], custom: [] },
    modifications: {
      engine: [],
      suspension: [],
      exterior: [],
      interior: [],
      wheelsAndTires: [],
      custom: [],
    },
    weight: null,
    acceleration: null,
    topSpeed: null,
    fuelConsumptionCity: null,
    fuelConsumptionHighway: null,
    fuelConsumptionCombined: null,
    purchasePrice: null,
    currency: null,
    purchaseDate: null,
    currentValue: null,
    previewImage: null,
    previewPicture: null,
    gallery: [],
    postsCount: 0,
    logbookEntriesCount: 0,
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    hidden: null,
    ...overrides,
  };
}

/** The lists' versions as GET /reference/versions answers them on a site nobody edited. */
export const REFERENCE_VERSIONS = { manufacturers: 0, models: 0, bodyTypes: 0, colors: 0 };

/** The reference lists as the API answers them (GET /manufacturers, /models, …). */
export function referenceAnswer(url: string, config?: { params?: Record<string, string> }) {
  switch (url) {
    case '/reference/versions':
      return { data: REFERENCE_VERSIONS };
    case '/manufacturers':
      return { data: MANUFACTURERS };
    case '/models':
      return { data: MODELS[config?.params?.manufacturerId ?? ''] ?? [] };
    case '/body-types':
      return { data: BODY_TYPES };
    case '/colors':
      return { data: COLORS };
    default:
      return undefined;
  }
}
