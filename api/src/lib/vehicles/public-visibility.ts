import { sql, type SQL } from 'drizzle-orm';

import { vehicles } from '../../db/schema';

/**
 * THE rule of who the public sees: a car is on the public pages (its page, `/cars`, its owner's
 * garage, link previews, counts on the member page) only while no moderator hides it and its owner
 * is not blocked. Every public read of vehicles adds this condition; the owner's own reads never
 * do, so a hidden car stays visible and editable to them.
 *
 * The owner's restriction is read in a subquery rather than a join, so the condition fits queries
 * that read the vehicles table alone (the list's page CTE) as well as those that join users.
 */
export function publiclyVisibleVehicle(): SQL {
  return sql`(${vehicles.hiddenAt} IS NULL AND NOT EXISTS (SELECT 1 FROM users AS vehicle_owner WHERE vehicle_owner.id = ${vehicles.ownerId} AND 'blocked' = ANY(vehicle_owner.restrictions)))`;
}
