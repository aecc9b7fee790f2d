import { VALIDATION_MESSAGES as V } from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import { bodyTypes, colors, manufacturers, models } from '../../db/schema';
import type { FieldErrors } from '../http-errors';
import type { Database } from '../../db/database';

export interface VehicleReferences {
  manufacturerId: string;
  modelId: string;
  bodyTypeId: string;
  colorId: string;
}

async function exists(
  db: Database,
  table: typeof manufacturers | typeof bodyTypes | typeof colors,
  id: string,
): Promise<boolean> {
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
}

/**
 * The reference ids the schema cannot check: each must exist and the model must be one of the
 * manufacturer's. Every failing field is listed, so the form can mark them all at once.
 */
export async function referenceIssues(
  db: Database,
  input: VehicleReferences,
): Promise<FieldErrors> {
  const [manufacturerFound, model, bodyTypeFound, colorFound] = await Promise.all([
    exists(db, manufacturers, input.manufacturerId),
    db
      .select({ manufacturerId: models.manufacturerId })
      .from(models)
      .where(eq(models.id, input.modelId))
      .limit(1)
      .then((rows) => rows[0]),
    exists(db, bodyTypes, input.bodyTypeId),
    exists(db, colors, input.colorId),
  ]);
  const issues: FieldErrors = {};
  if (!manufacturerFound) issues.manufacturerId = [V.invalidOption];
  if (!model || model.manufacturerId !== input.manufacturerId) issues.modelId = [V.invalidOption];
  if (!bodyTypeFound) issues.bodyTypeId = [V.invalidOption];
  if (!colorFound) issues.colorId = [V.invalidOption];
  return issues;
}
