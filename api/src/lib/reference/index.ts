import type { Color, Country, ReferenceItem, State, VehicleModel } from '@carclub/contracts';
import { asc, eq } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { bodyTypes, colors, countries, manufacturers, models, states } from '../../db/schema';

// Every list is sorted by name, then id, so two rows with the same name keep a stable order.

export function listManufacturers(db: Database): Promise<ReferenceItem[]> {
  return db
    .select({ id: manufacturers.id, name: manufacturers.name, locales: manufacturers.locales })
    .from(manufacturers)
    .orderBy(asc(manufacturers.name), asc(manufacturers.id));
}

export function listModels(db: Database, manufacturerId: string): Promise<VehicleModel[]> {
  return db
    .select({
      id: models.id,
      manufacturerId: models.manufacturerId,
      name: models.name,
      locales: models.locales,
    })
    .from(models)
    .where(eq(models.manufacturerId, manufacturerId))
    .orderBy(asc(models.name), asc(models.id));
}

export function listBodyTypes(db: Database): Promise<ReferenceItem[]> {
  return db
    .select({ id: bodyTypes.id, name: bodyTypes.name, locales: bodyTypes.locales })
    .from(bodyTypes)
    .orderBy(asc(bodyTypes.name), asc(bodyTypes.id));
}

export function listColors(db: Database): Promise<Color[]> {
  return db
    .select({ id: colors.id, name: colors.name, locales: colors.locales, hex: colors.hex })
    .from(colors)
    .orderBy(asc(colors.name), asc(colors.id));
}

export function listCountries(db: Database): Promise<Country[]> {
  return db
    .select({
      id: countries.id,
      code: countries.code,
      name: countries.name,
      locales: countries.locales,
    })
    .from(countries)
    .orderBy(asc(countries.name), asc(countries.id));
}

export function listStates(db: Database, countryId: string): Promise<State[]> {
  return db
    .select({
      id: states.id,
      code: states.code,
      name: states.name,
      locales: states.locales,
      countryId: states.countryId,
    })
    .from(states)
    .where(eq(states.countryId, countryId))
    .orderBy(asc(states.name), asc(states.id));
}
export * from './versions';
