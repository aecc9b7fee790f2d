import type { VehicleCreateInput, VehicleUpdateInput } from '@carclub/contracts';

import type { App } from '../../../src/app-type';
import { authHeaderFor, createTestUser, type TestUser } from '../../support/users';

/** A valid add-car form; its VIN passes the ISO 3779 check digit. */
export function createPayload(overrides: Partial<VehicleCreateInput> = {}): VehicleCreateInput {
  return {
    name: 'Golf GTI',
    description: 'Daily driver',
    year: 2019,
    manufacturerId: 'volkswagen',
    modelId: 'volkswagen-golf',
    bodyTypeId: 'hatchback',
    colorId: 'red',
    fuelType: 'petrol',
    transmission: 'manual',
    driveType: 'front',
    engineCapacity: 2,
    enginePower: 245,
    mileage: 52_000,
    vin: '1M8GDM9AXKP042788',
    condition: 'good',
    ...overrides,
  };
}

/** A valid edit form: the add-car fields plus the edit page's sections. */
export function updatePayload(overrides: Partial<VehicleUpdateInput> = {}): VehicleUpdateInput {
  return {
    ...createPayload(),
    status: 'selling',
    features: {
      comfort: ['Heated seats'],
      safety: [],
      tech: ['CarPlay'],
      performance: [],
      custom: [{ name: 'Winter', items: ['Studded tyres'] }],
    },
    modifications: {
      engine: ['Stage 1'],
      suspension: [],
      exterior: [],
      interior: [],
      wheelsAndTires: ['19" wheels'],
      custom: [],
    },
    weight: 1_400,
    acceleration: 6.2,
    topSpeed: 250,
    fuelConsumptionCity: 9.1,
    fuelConsumptionHighway: 5.8,
    fuelConsumptionCombined: 7,
    purchasePrice: 21_000,
    currency: 'EUR',
    purchaseDate: '2021-05-14',
    currentValue: 19_500,
    ...overrides,
  };
}

export interface Member extends TestUser {
  headers: { authorization: string };
}

export async function createMember(app: App, nickname?: string): Promise<Member> {
  const user = await createTestUser(app, nickname === undefined ? {} : { nickname });
  return { ...user, headers: await authHeaderFor(app, user) };
}

export interface CreatedVehicle {
  id: string;
  slug: string;
}

export async function createVehicle(
  app: App,
  member: Member,
  overrides: Partial<VehicleCreateInput> = {},
): Promise<CreatedVehicle> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/private-transport',
    headers: member.headers,
    payload: createPayload(overrides),
  });
  if (response.statusCode !== 201) {
    throw new Error(`vehicle not created: ${response.statusCode} ${response.body}`);
  }
  return response.json<CreatedVehicle>();
}
