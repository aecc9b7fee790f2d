import {
  CONDITIONS,
  CURRENCIES,
  DRIVE_TYPES,
  emptyVehicleFeatures,
  emptyVehicleModifications,
  FUEL_TYPES,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
  type Condition,
  type DriveType,
  type FuelType,
  type Transmission,
  type VehicleFeatures,
  type VehicleModifications,
  type VehicleStatus,
} from '@carclub/contracts';

import type { profiles, users, vehicles } from '../../db/schema';
import { slugify } from '../../lib/text';
import {
  CAR_NICKNAMES,
  DESCRIPTIONS,
  ENGLISH_FIRST_NAMES,
  ENGLISH_LAST_NAMES,
  FEATURE_CHOICES,
  NICKNAME_WORDS,
  POPULAR_MAKES,
  UKRAINIAN_FIRST_NAMES,
  UKRAINIAN_LAST_NAMES,
  type DemoPlace,
} from './demo-lists';
import type { Random } from './random';

/** Every demo account's e-mail ends with this, so demo data can be found and removed. */
export const DEMO_EMAIL_DOMAIN = 'demo.carclub.local';

const DAY_MS = 86_400_000;

export interface DemoModel {
  id: string;
  manufacturerId: string;
  name: string;
  manufacturerName: string;
}

/** The reference rows demo vehicles and profiles point at, read from the database. */
export interface DemoReference {
  models: readonly DemoModel[];
  /** Models grouped by make, with the make's share of demo vehicles. */
  makes: ReadonlyArray<readonly [readonly DemoModel[], number]>;
  bodyTypeIds: readonly string[];
  colorIds: readonly string[];
  ukrainianPlaces: readonly DemoPlace[];
  foreignPlaces: readonly DemoPlace[];
}

export type UserRow = typeof users.$inferInsert & { id: string; createdAt: Date };
export type ProfileRow = typeof profiles.$inferInsert;
export type VehicleRow = typeof vehicles.$inferInsert & { id: string };

/** Makes outside the popular list share this weight each, so every make appears now and then. */
const OTHER_MAKE_WEIGHT = 0.5;

export function groupMakes(models: readonly DemoModel[]): DemoReference['makes'] {
  const byMake = new Map<string, DemoModel[]>();
  for (const model of models) {
    const list = byMake.get(model.manufacturerId) ?? [];
    list.push(model);
    byMake.set(model.manufacturerId, list);
  }
  return [...byMake].map(
    ([make, list]) => [list, POPULAR_MAKES[make] ?? OTHER_MAKE_WEIGHT] as const,
  );
}

function nicknameStem(
  random: Random,
  first: string,
  last: string,
  makes: DemoReference['makes'],
): string {
  const make = random.pick(makes)[0][0]!.manufacturerId;
  const word = random.pick(NICKNAME_WORDS);
  return random.weighted<string>([
    [`${first}.${last}`, 4],
    [`${first}_${last.slice(0, 1)}`, 2],
    [`${first}${last}`, 2],
    [`${word}-${first}`, 1],
    [`${make}_${first}`, 1],
    [`${last}.${word}`, 1],
  ]);
}

/**
 * A demo account and its profile. `sequence` is unique among demo accounts and ends the nickname,
 * so nicknames never clash: stems contain no digits. Nicknames stay within the contracts' pattern
 * (Latin letters, digits, `._-`, 3–30 characters).
 */
export function demoUser(
  random: Random,
  sequence: number,
  {
    id,
    passwordHash,
    now,
    reference,
  }: { id: string; passwordHash: string; now: Date; reference: DemoReference },
): { user: UserRow; profile: ProfileRow } {
  const ukrainian = random.chance(0.8);
  const first = random.pick(ukrainian ? UKRAINIAN_FIRST_NAMES : ENGLISH_FIRST_NAMES);
  const last = random.pick(ukrainian ? UKRAINIAN_LAST_NAMES : ENGLISH_LAST_NAMES);
  const stem = nicknameStem(random, first.latin, last.latin.toLowerCase(), reference.makes).slice(
    0,
    22,
  );
  const nickname = `${stem}${sequence}`;
  const createdAt = random.date(new Date(now.getTime() - 730 * DAY_MS), now);
  const places =
    ukrainian || reference.foreignPlaces.length === 0
      ? reference.ukrainianPlaces
      : reference.foreignPlaces;
  const place =
    places.length > 0 ? random.weighted(places.map((p) => [p, p.weight] as const)) : null;
  const birthYear = random.int(now.getUTCFullYear() - 65, now.getUTCFullYear() - 19);
  return {
    user: {
      id,
      email: `${nickname.toLowerCase()}@${DEMO_EMAIL_DOMAIN}`,
      nickname,
      passwordHash,
      language: ukrainian ? 'uk' : 'en',
      activatedAt: new Date(createdAt.getTime() + random.int(1, 30) * 60_000),
      createdAt,
      updatedAt: createdAt,
    },
    profile: {
      userId: id,
      firstName: first.native,
      lastName: last.native,
      city: place?.city ?? null,
      countryId: place?.countryId ?? null,
      stateId: place?.stateId ?? null,
      sex: random.chance(0.9) ? first.sex : null,
      birthday: random.chance(0.6)
        ? `${birthYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`
        : null,
      aboutMe: random.chance(0.3)
        ? ukrainian
          ? 'Люблю автомобілі з дитинства. Пишу про свій гараж.'
          : 'Car enthusiast since childhood. Writing about my garage.'
        : null,
      updatedAt: createdAt,
    },
  };
}

const weights = <T extends string>(values: readonly T[], shares: readonly number[]) =>
  values.map((value, index) => [value, shares[index] ?? 1] as const);

const FUEL_WEIGHTS = weights<FuelType>(FUEL_TYPES, [45, 28, 8, 7, 10, 0.3]);
const TRANSMISSION_WEIGHTS = weights<Transmission>(TRANSMISSIONS, [45, 38, 10, 7]);
const DRIVE_WEIGHTS = weights<DriveType>(DRIVE_TYPES, [60, 20, 20]);
const STATUS_WEIGHTS = weights<VehicleStatus>(VEHICLE_STATUSES, [80, 8, 12]);
const CONDITION_WEIGHTS = [
  ...weights<Condition>(CONDITIONS, [25, 45, 15, 5, 2]),
  [null, 8] as const,
];
const COMMON_BODY_TYPES: Readonly<Record<string, number>> = {
  sedan: 25,
  hatchback: 18,
  wagon: 12,
  suv: 12,
  crossover: 15,
  liftback: 6,
  coupe: 3,
  minivan: 4,
  pickup: 2,
  convertible: 1,
};
const COMMON_COLORS: Readonly<Record<string, number>> = {
  white: 20,
  black: 18,
  silver: 14,
  grey: 14,
  blue: 9,
  red: 7,
};
const ENGINE_CAPACITIES: ReadonlyArray<readonly [number, number]> = [
  [1.0, 5],
  [1.2, 8],
  [1.4, 12],
  [1.5, 10],
  [1.6, 15],
  [1.8, 10],
  [2.0, 18],
  [2.2, 5],
  [2.5, 6],
  [3.0, 6],
  [3.5, 2],
  [4.4, 1],
];
/** Old cars are driven less each year; mileage stops growing like new after this many years. */
const MILEAGE_AGE_CAP = 20;
/** Electric cars became common only recently. */
const FIRST_ELECTRIC_YEAR = 2011;

function features(random: Random): VehicleFeatures {
  const result = emptyVehicleFeatures();
  for (const category of Object.keys(FEATURE_CHOICES) as Array<keyof typeof FEATURE_CHOICES>) {
    if (random.chance(0.7)) result[category] = random.subset(FEATURE_CHOICES[category], 4);
  }
  return result;
}

function modifications(random: Random): VehicleModifications {
  const result = emptyVehicleModifications();
  if (random.chance(0.6)) result.engine = ['Chip tuning Stage 1'];
  if (random.chance(0.5))
    result.suspension = ['Coilovers', 'Strut brace'].slice(0, random.int(1, 2));
  if (random.chance(0.5)) result.wheelsAndTires = ['18" alloy wheels'];
  if (random.chance(0.3)) result.exterior = ['Tinted windows'];
  return result;
}

/**
 * A plausible vehicle of `ownerId`: a make weighted by popularity on Ukrainian roads, a year skewed
 * towards recent ones, mileage that grows with age. `slugs` holds the owner's slugs so far; the new
 * one is added to it (slugs are unique per owner).
 */
export function demoVehicle(
  random: Random,
  {
    id,
    ownerId,
    ownerCreatedAt,
    now,
    reference,
    slugs,
  }: {
    id: string;
    ownerId: string;
    ownerCreatedAt: Date;
    now: Date;
    reference: DemoReference;
    slugs: Set<string>;
  },
): VehicleRow {
  const model = random.pick(random.weighted(reference.makes));
  const currentYear = now.getUTCFullYear();
  const year = Math.max(1965, currentYear - random.skewed(40));
  let fuelType = random.weighted(FUEL_WEIGHTS);
  if ((fuelType === 'electric' || fuelType === 'hydrogen') && year < FIRST_ELECTRIC_YEAR)
    fuelType = 'petrol';
  const electric = fuelType === 'electric';
  const engineCapacity = electric ? null : random.weighted(ENGINE_CAPACITIES);
  const enginePower = electric
    ? random.number(120, 520, 5)
    : Math.round(engineCapacity! * random.number(55, 95, 1));
  const age = Math.min(Math.max(currentYear - year, 0.3), MILEAGE_AGE_CAP);
  const mileage = Math.max(0, random.number(age * 7_000, age * 20_000, 100));

  const base = slugify(`${model.manufacturerName} ${model.name} ${year}`);
  let slug = base;
  for (let suffix = 2; slugs.has(slug); suffix += 1) slug = `${base}-${suffix}`;
  slugs.add(slug);

  const createdAt = random.date(ownerCreatedAt, now);
  const priced = random.chance(0.5);
  const purchaseYear = random.int(Math.max(year, currentYear - 15), currentYear);
  const purchasePrice = priced ? random.number(2_000, 60_000, 100) : null;
  const detailed = random.chance(0.35);
  return {
    id,
    ownerId,
    slug,
    name: random.chance(0.12)
      ? random.pick(CAR_NICKNAMES)
      : `${model.manufacturerName} ${model.name}`,
    description: random.chance(0.4) ? random.pick(DESCRIPTIONS) : null,
    year,
    manufacturerId: model.manufacturerId,
    modelId: model.id,
    bodyTypeId: random.weighted(
      reference.bodyTypeIds.map(
        (bodyType) => [bodyType, COMMON_BODY_TYPES[bodyType] ?? 0.3] as const,
      ),
    ),
    colorId: random.weighted(
      reference.colorIds.map((color) => [color, COMMON_COLORS[color] ?? 2] as const),
    ),
    fuelType,
    transmission: electric ? 'automatic' : random.weighted(TRANSMISSION_WEIGHTS),
    driveType: random.weighted(DRIVE_WEIGHTS),
    engineCapacity,
    enginePower,
    mileage,
    vin: null,
    condition: random.weighted(CONDITION_WEIGHTS),
    status: random.weighted(STATUS_WEIGHTS),
    features: random.chance(0.4) ? features(random) : null,
    modifications: random.chance(0.12) ? modifications(random) : null,
    weight: detailed ? random.number(1_000, 2_400, 10) : null,
    acceleration: detailed ? random.number(4, 16, 0.1) : null,
    topSpeed: detailed ? random.number(150, 280, 1) : null,
    fuelConsumptionCity: detailed && !electric ? random.number(6, 16, 0.1) : null,
    fuelConsumptionHighway: detailed && !electric ? random.number(4, 9, 0.1) : null,
    fuelConsumptionCombined: detailed && !electric ? random.number(5, 12, 0.1) : null,
    purchasePrice,
    currency: priced ? random.pick(CURRENCIES) : null,
    purchaseDate: priced
      ? `${purchaseYear}-${String(random.int(1, purchaseYear === currentYear ? now.getUTCMonth() + 1 : 12)).padStart(2, '0')}-01`
      : null,
    currentValue:
      purchasePrice === null
        ? null
        : Math.round((purchasePrice * random.number(0.5, 1.1, 0.01)) / 100) * 100,
    createdAt,
    updatedAt: createdAt,
  };
}
