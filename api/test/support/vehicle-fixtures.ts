import type { VehicleCreateInput } from '@carclub/contracts';
import { vehicleCreatePayload } from '@carclub/testing/fixtures';

import type { App } from '../../src/app-type';
import { authHeaderFor, createTestUser, type TestUser } from './users';

/** The shared payloads (@carclub/testing), under the names these tests have always used. */
export {
  vehicleCreatePayload as createPayload,
  vehicleUpdatePayload as updatePayload,
} from '@carclub/testing/fixtures';

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
    payload: vehicleCreatePayload(overrides),
  });
  if (response.statusCode !== 201) {
    throw new Error(`vehicle not created: ${response.statusCode} ${response.body}`);
  }
  return response.json<CreatedVehicle>();
}
