import { z } from 'zod';
import {
  CUSTOM_CATEGORIES_MAX,
  CUSTOM_CATEGORY_NAME_MAX_LENGTH,
  FIRST_VEHICLE_YEAR,
  GALLERY_MAX_IMAGES,
  LIST_ITEM_MAX_LENGTH,
  LIST_MAX_ITEMS,
  MY_VEHICLES_PAGE_SIZE,
  SEARCH_MAX_LENGTH,
  VEHICLE_DESCRIPTION_MAX_LENGTH,
  VEHICLE_LIST_MAX_LIMIT,
  VEHICLE_NAME_MAX_LENGTH,
} from './constants';
import { responsiveImageSchema } from './images';
import { isValidVehicleYear } from './dates';
import {
  CONDITIONS,
  conditionSchema,
  CURRENCIES,
  currencySchema,
  DRIVE_TYPES,
  driveTypeSchema,
  FEATURE_CATEGORIES,
  FUEL_TYPES,
  fuelTypeSchema,
  MODIFICATION_CATEGORIES,
  TRANSMISSIONS,
  transmissionSchema,
  VEHICLE_STATUSES,
  vehicleStatusSchema,
} from './enums';
import {
  idSchema,
  optionalAmount,
  optionalDate,
  optionalEnum,
  optionalText,
  requiredEnum,
  requiredId,
  requiredText,
  withoutControlCharacters,
} from './fields';
import { paginated, pageQueryFields } from './pagination';
import { referenceItemSchema, vehicleColorSchema } from './reference';
import { VALIDATION_MESSAGES as V } from './validation-messages';
import { vinIssue } from './vin';

/** Sanity bounds (not business rules): they keep typos like 1e9 km out of the database. */
const MAX = {
  engineCapacityLitres: 30,
  enginePowerHp: 5_000,
  mileageKm: 10_000_000,
  weightKg: 100_000,
  accelerationSeconds: 100,
  topSpeedKmh: 1_000,
  fuelConsumptionL100km: 100,
  money: 1_000_000_000_000,
} as const;

const EARLIEST_PURCHASE_DATE = `${FIRST_VEHICLE_YEAR}-01-01`;

export const yearSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? V.required : V.invalidYear,
  })
  .refine((year) => isValidVehicleYear(year), V.invalidYear);

/** Upper-cased before the checks, so 'wvw…' is stored as 'WVW…'; '' means not given. */
export const vinSchema = z
  .string({ error: V.invalidFormat })
  .trim()
  .toUpperCase()
  .superRefine((vin, ctx) => {
    if (vin === '') return;
    const issue = vinIssue(vin);
    if (issue) ctx.addIssue({ code: 'custom', message: V[issue], input: vin });
  });

const listItemSchema = withoutControlCharacters(z.string({ error: V.required }).trim())
  .min(1, { error: V.required, abort: true })
  .max(LIST_ITEM_MAX_LENGTH, V.tooLong);

const itemListSchema = z
  .array(listItemSchema, { error: V.invalidFormat })
  .max(LIST_MAX_ITEMS, V.tooManyItems);

export const customCategorySchema = z.object(
  {
    name: requiredText(CUSTOM_CATEGORY_NAME_MAX_LENGTH),
    items: itemListSchema,
  },
  { error: V.invalidFormat },
);
export type CustomCategory = z.infer<typeof customCategorySchema>;

/** User-defined categories; two with the same name (ignoring case) would be indistinguishable. */
const customCategoriesSchema = z
  .array(customCategorySchema, { error: V.invalidFormat })
  .max(CUSTOM_CATEGORIES_MAX, V.tooManyItems)
  .superRefine((categories, ctx) => {
    const seen = new Set<string>();
    categories.forEach((category, index) => {
      const key = category.name.toLocaleLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'name'],
          message: V.duplicateCategory,
          input: category.name,
        });
      }
      seen.add(key);
    });
  });

const categoryLists = <const T extends readonly string[]>(categories: T) =>
  Object.fromEntries(categories.map((category) => [category, itemListSchema])) as {
    [K in T[number]]: typeof itemListSchema;
  };

export const vehicleFeaturesSchema = z.object(
  { ...categoryLists(FEATURE_CATEGORIES), custom: customCategoriesSchema },
  { error: V.invalidFormat },
);
export type VehicleFeatures = z.infer<typeof vehicleFeaturesSchema>;

export const vehicleModificationsSchema = z.object(
  { ...categoryLists(MODIFICATION_CATEGORIES), custom: customCategoriesSchema },
  { error: V.invalidFormat },
);
export type VehicleModifications = z.infer<typeof vehicleModificationsSchema>;

export function emptyVehicleFeatures(): VehicleFeatures {
  return { comfort: [], safety: [], tech: [], performance: [], custom: [] };
}

export function emptyVehicleModifications(): VehicleModifications {
  return { engine: [], suspension: [], exterior: [], interior: [], wheelsAndTires: [], custom: [] };
}

export const vehicleCreateSchema = z.object({
  name: requiredText(VEHICLE_NAME_MAX_LENGTH),
  description: optionalText(VEHICLE_DESCRIPTION_MAX_LENGTH, { multiline: true }),
  year: yearSchema,
  manufacturerId: requiredId(V.manufacturerRequired),
  modelId: requiredId(V.modelRequired),
  bodyTypeId: requiredId(V.bodyTypeRequired),
  colorId: requiredId(V.colorRequired),
  fuelType: requiredEnum(FUEL_TYPES),
  transmission: requiredEnum(TRANSMISSIONS),
  driveType: requiredEnum(DRIVE_TYPES),
  engineCapacity: optionalAmount(MAX.engineCapacityLitres),
  enginePower: optionalAmount(MAX.enginePowerHp),
  mileage: optionalAmount(MAX.mileageKm, { integer: true }),
  vin: vinSchema.nullish(),
  /**
   * Whether the VIN shows on the public page and is found by the public search. Off unless the
   * owner ticks it: a VIN is what a cloned plate is made from.
   */
  vinPublic: z.boolean({ error: V.invalidFormat }).default(false),
  condition: optionalEnum(CONDITIONS),
});
export type VehicleCreate = z.infer<typeof vehicleCreateSchema>;
export type VehicleCreateInput = z.input<typeof vehicleCreateSchema>;

/**
 * The base-information form of the edit page. Preview and gallery images change through their
 * own upload, delete and reorder calls, so they are not part of this payload.
 */
export const vehicleUpdateSchema = vehicleCreateSchema
  .extend({
    // Left out, the stored choice stays, as for every optional field of the edit.
    vinPublic: z.boolean({ error: V.invalidFormat }).optional(),
    status: requiredEnum(VEHICLE_STATUSES),
    features: vehicleFeaturesSchema.optional(),
    modifications: vehicleModificationsSchema.optional(),
    weight: optionalAmount(MAX.weightKg),
    acceleration: optionalAmount(MAX.accelerationSeconds),
    topSpeed: optionalAmount(MAX.topSpeedKmh),
    fuelConsumptionCity: optionalAmount(MAX.fuelConsumptionL100km),
    fuelConsumptionHighway: optionalAmount(MAX.fuelConsumptionL100km),
    fuelConsumptionCombined: optionalAmount(MAX.fuelConsumptionL100km),
    purchasePrice: optionalAmount(MAX.money),
    currency: optionalEnum(CURRENCIES),
    purchaseDate: optionalDate('notFuture', EARLIEST_PURCHASE_DATE),
    currentValue: optionalAmount(MAX.money),
  })
  .superRefine((vehicle, ctx) => {
    const hasAmount = vehicle.purchasePrice != null || vehicle.currentValue != null;
    if (hasAmount && vehicle.currency == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['currency'],
        message: V.currencyRequired,
        input: vehicle.currency,
      });
    }
  });
export type VehicleUpdate = z.infer<typeof vehicleUpdateSchema>;
export type VehicleUpdateInput = z.input<typeof vehicleUpdateSchema>;

/** A gallery image: its size and files by width (responsiveImageSchema) and its card file. */
export const vehicleImageSchema = responsiveImageSchema.extend({
  id: idSchema,
  /** At most 640 px on its longest side, for thumbnails and cards (before `variants` existed). */
  cardUrl: z.string().min(1),
});
export type VehicleImage = z.infer<typeof vehicleImageSchema>;

/** New gallery order: every image id of the vehicle, first to last. */
export const galleryOrderSchema = z.object({
  imageIds: z
    .array(idSchema, { error: V.invalidFormat })
    .max(GALLERY_MAX_IMAGES, V.tooManyItems)
    .refine((ids) => new Set(ids).size === ids.length, V.invalidFormat),
});
export type GalleryOrder = z.infer<typeof galleryOrderSchema>;

/** "Use as preview": the gallery image of the vehicle whose copy becomes its preview image. */
export const previewFromGallerySchema = z.object({ imageId: idSchema });
export type PreviewFromGallery = z.infer<typeof previewFromGallerySchema>;

const customCategoryResponseSchema = z.object({ name: z.string(), items: z.array(z.string()) });

const listsResponse = <const T extends readonly string[]>(categories: T) =>
  z.object({
    ...(Object.fromEntries(categories.map((category) => [category, z.array(z.string())])) as {
      [K in T[number]]: z.ZodArray<z.ZodString>;
    }),
    custom: z.array(customCategoryResponseSchema),
  });

/** A stored vehicle as the API returns it: lenient types, no input rules. */
export const vehicleSchema = z.object({
  id: idSchema,
  slug: z.string(),
  ownerId: idSchema,
  ownerNickname: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  year: z.number(),
  manufacturerId: idSchema,
  modelId: idSchema,
  bodyTypeId: idSchema,
  colorId: idSchema,
  manufacturer: referenceItemSchema,
  model: referenceItemSchema,
  bodyType: referenceItemSchema,
  color: vehicleColorSchema,
  fuelType: fuelTypeSchema,
  transmission: transmissionSchema,
  driveType: driveTypeSchema,
  engineCapacity: z.number().nullable(),
  enginePower: z.number().nullable(),
  mileage: z.number().nullable(),
  vin: z.string().nullable(),
  vinPublic: z.boolean(),
  condition: conditionSchema.nullable(),
  status: vehicleStatusSchema,
  features: listsResponse(FEATURE_CATEGORIES),
  modifications: listsResponse(MODIFICATION_CATEGORIES),
  weight: z.number().nullable(),
  acceleration: z.number().nullable(),
  topSpeed: z.number().nullable(),
  fuelConsumptionCity: z.number().nullable(),
  fuelConsumptionHighway: z.number().nullable(),
  fuelConsumptionCombined: z.number().nullable(),
  purchasePrice: z.number().nullable(),
  currency: currencySchema.nullable(),
  purchaseDate: z.string().nullable(),
  currentValue: z.number().nullable(),
  /**
   * The preview's full-size file (the vehicle's page). A list's card carries the card file of the
   * car's picture: the preview, else the first photo of the gallery (ADR 0111).
   */
  previewImage: z.string().nullable(),
  /**
   * The preview with its size and files by width, for `srcset` (on a card: the card's picture, as
   * `previewImage`). Null when there is none, and when an API older than this field answered (then
   * only `previewImage` is known).
   */
  previewPicture: responsiveImageSchema.nullable().default(null),
  gallery: z.array(vehicleImageSchema),
  postsCount: z.number().int().min(0),
  logbookEntriesCount: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Set while a moderator hides the car from the public pages: when, and the reason the owner is
   * shown. Only the owner's answers carry it; the public page of a hidden car is a 404.
   */
  hidden: z.object({ at: z.string(), reason: z.string().nullable() }).nullable(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

/**
 * A vehicle on its public page: what the owner paid and what it is worth stay private, the VIN is
 * null unless the owner chose to show it (`vinPublic`, itself the owner's business), and the owner
 * is named by nickname only, never by account id.
 */
export const publicVehicleSchema = vehicleSchema
  .omit({
    vinPublic: true,
    ownerId: true,
    purchasePrice: true,
    currency: true,
    purchaseDate: true,
    currentValue: true,
    hidden: true,
  })
  .extend({
    owner: z.object({ nickname: z.string(), avatar: z.string().nullable() }),
  });
export type PublicVehicle = z.infer<typeof publicVehicleSchema>;

/** Gallery upload and reorder answer with the whole gallery, first to last. */
export const vehicleGallerySchema = z.object({ images: z.array(vehicleImageSchema) });
export type VehicleGallery = z.infer<typeof vehicleGallerySchema>;

/** A vehicle in a list: a part of the stored vehicle, with the same types. */
export const vehicleCardSchema = vehicleSchema.pick({
  id: true,
  slug: true,
  ownerNickname: true,
  name: true,
  year: true,
  manufacturer: true,
  model: true,
  fuelType: true,
  transmission: true,
  driveType: true,
  condition: true,
  status: true,
  mileage: true,
  enginePower: true,
  previewImage: true,
  previewPicture: true,
  postsCount: true,
  logbookEntriesCount: true,
  createdAt: true,
});
export type VehicleCard = z.infer<typeof vehicleCardSchema>;

/**
 * Query strings carry one value as a string and repeated values as an array
 * (`manufacturerIds=a&manufacturerIds=b`); both arrive here as an array.
 */
const optionalQueryEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: V.invalidOption }).optional();

const idListSchema = z
  .preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(idSchema, { error: V.invalidFormat }).max(VEHICLE_LIST_MAX_LIMIT, V.tooManyItems),
  )
  .optional();

export const vehicleListQuerySchema = z.object({
  ...pageQueryFields(MY_VEHICLES_PAGE_SIZE, VEHICLE_LIST_MAX_LIMIT),
  search: withoutControlCharacters(z.string({ error: V.invalidFormat }).trim())
    .max(SEARCH_MAX_LENGTH, V.tooLong)
    .optional(),
  status: optionalQueryEnum(VEHICLE_STATUSES),
  fuelType: optionalQueryEnum(FUEL_TYPES),
  transmission: optionalQueryEnum(TRANSMISSIONS),
  driveType: optionalQueryEnum(DRIVE_TYPES),
  condition: optionalQueryEnum(CONDITIONS),
  manufacturerIds: idListSchema,
  modelIds: idListSchema,
});
export type VehicleListQuery = z.infer<typeof vehicleListQuerySchema>;
export type VehicleListQueryInput = z.input<typeof vehicleListQuerySchema>;

export const vehicleListResponseSchema = paginated(vehicleCardSchema);
export type VehicleListResponse = z.infer<typeof vehicleListResponseSchema>;

/**
 * A card of the owner's own list ("My vehicles"): with whether a moderator hid the car and why,
 * which only the owner is told (a public list never holds a hidden car). Null when an API older
 * than this field answered.
 */
export const ownVehicleCardSchema = vehicleCardSchema.extend({
  hidden: vehicleSchema.shape.hidden.default(null),
});
export type OwnVehicleCard = z.infer<typeof ownVehicleCardSchema>;

export const ownVehicleListResponseSchema = paginated(ownVehicleCardSchema);
export type OwnVehicleListResponse = z.infer<typeof ownVehicleListResponseSchema>;
