import type { VehicleCard, VehicleListResponse } from '@carclub/contracts';

const volkswagen = { id: 'volkswagen', name: 'Volkswagen', locales: { uk: 'Фольксваген' } };
const golf = { id: 'volkswagen-golf', name: 'Golf', locales: { uk: 'Гольф' } };
const passat = { id: 'volkswagen-passat', name: 'Passat', locales: {} };
const bmw = { id: 'bmw', name: 'BMW', locales: {} };
const m3 = { id: 'bmw-m3', name: 'M3', locales: {} };

export const manufacturers = [volkswagen, bmw];
export const referenceVersions = { manufacturers: 0, models: 0, bodyTypes: 0, colors: 0 };
export const modelsByManufacturer: Record<string, object[]> = {
  volkswagen: [
    { ...golf, manufacturerId: 'volkswagen' },
    { ...passat, manufacturerId: 'volkswagen' },
  ],
  bmw: [{ ...m3, manufacturerId: 'bmw' }],
};

export function card(index: number, overrides: Partial<VehicleCard> = {}): VehicleCard {
  return {
    id: `car-${index}`,
    slug: `car-${index}`,
    ownerNickname: 'ann',
    name: `Car ${index}`,
    year: 2000 + index,
    manufacturer: volkswagen,
    model: golf,
    fuelType: 'petrol',
    transmission: 'manual',
    driveType: 'front',
    condition: 'good',
    status: 'active',
    mileage: null,
    enginePower: null,
    previewImage: null,
    previewPicture: null,
    postsCount: 0,
    logbookEntriesCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Page `page` (12 per page) of `total` numbered cards. */
export function pageOf(total: number, page = 1, limit = 12): VehicleListResponse {
  const first = (page - 1) * limit + 1;
  const count = Math.max(0, Math.min(limit, total - first + 1));
  return {
    items: Array.from({ length: count }, (_, index) => card(first + index)),
    total,
    page,
    limit,
  };
}

/** A page of these cards; the owner's may say they are hidden. */
export const response = <Card extends VehicleCard>(
  items: Card[],
  total = items.length,
  page = 1,
) => ({
  items,
  total,
  page,
  limit: 12,
});
