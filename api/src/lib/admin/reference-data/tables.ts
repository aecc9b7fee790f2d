import type { ReferenceList } from '@carclub/contracts';

import { bodyTypes, colors, manufacturers, models, vehicles } from '../../../db/schema';

/** Each staff-edited list: its table, and the vehicle column that points at its items. */
export const REFERENCE_TABLES = {
  manufacturers: { table: manufacturers, usedBy: vehicles.manufacturerId },
  models: { table: models, usedBy: vehicles.modelId },
  bodyTypes: { table: bodyTypes, usedBy: vehicles.bodyTypeId },
  colors: { table: colors, usedBy: vehicles.colorId },
} as const satisfies Record<ReferenceList, unknown>;

export type ReferenceTable = (typeof REFERENCE_TABLES)[ReferenceList]['table'];
