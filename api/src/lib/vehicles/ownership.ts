import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import type { App } from '../../app-type';
import { vehicles } from '../../db/schema';
import type { Database } from '../../db/database';
import { requireUserId } from '../auth';
import { httpErrors } from '../http-errors';
import { isUuid } from './types';

/**
 * Every vehicle is public on its owner's page, so a signed-in user may know it exists: changing
 * someone else's vehicle is 403, while an id that names no vehicle (or is not even a uuid) is 404.
 */
export async function assertVehicleOwner(
  db: Database,
  vehicleId: string,
  userId: string,
): Promise<void> {
  if (!isUuid(vehicleId)) throw httpErrors.notFound();
  const [row] = await db
    .select({ ownerId: vehicles.ownerId })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId))
    .limit(1);
  if (!row) throw httpErrors.notFound();
  if (row.ownerId !== userId) throw httpErrors.forbidden();
}

/**
 * preValidation hook (after `authenticate`) for the routes that change a vehicle: ownership is
 * settled before the body is validated, so a stranger gets 403 whatever they send.
 */
export function requireVehicleOwner(app: Pick<App, 'db'>) {
  return async (request: FastifyRequest): Promise<void> => {
    const userId = requireUserId(request);
    const { id } = request.params as { id: string };
    await assertVehicleOwner(app.db, id, userId);
  };
}
