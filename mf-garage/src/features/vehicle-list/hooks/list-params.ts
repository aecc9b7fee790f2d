import {
  CONDITIONS,
  DRIVE_TYPES,
  FUEL_TYPES,
  MY_VEHICLES_PAGE_SIZE,
  parseId,
  SEARCH_MAX_LENGTH,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
  type VehicleListQuery,
} from '@carclub/contracts';

/** The enumeration filters, by their URL parameter (also the API's query name). */
export const ENUM_FILTERS = {
  status: VEHICLE_STATUSES,
  fuelType: FUEL_TYPES,
  transmission: TRANSMISSIONS,
  driveType: DRIVE_TYPES,
  condition: CONDITIONS,
} as const;
export type EnumFilter = keyof typeof ENUM_FILTERS;
export const ENUM_FILTER_NAMES = Object.keys(ENUM_FILTERS) as EnumFilter[];

type EnumValues = { [K in EnumFilter]: (typeof ENUM_FILTERS)[K][number] | null };

/** What the list shows, as the URL says it: every field is always present, null means "any". */
export interface ListParams extends EnumValues {
  search: string;
  manufacturer: string | null;
  model: string | null;
  /** 1-based. */
  page: number;
}

export type ListFilters = Omit<ListParams, 'page'>;

export const EMPTY_FILTERS: ListFilters = {
  search: '',
  status: null,
  fuelType: null,
  transmission: null,
  driveType: null,
  condition: null,
  manufacturer: null,
  model: null,
};

/** Parameters this list owns; any other (utm_source, a shell's own) is carried along untouched. */
const OWN_PARAMS = ['search', ...ENUM_FILTER_NAMES, 'manufacturer', 'model', 'page'] as const;

function enumValue<K extends EnumFilter>(name: K, raw: string | null): EnumValues[K] {
  const allowed: readonly string[] = ENUM_FILTERS[name];
  return raw !== null && allowed.includes(raw) ? (raw as EnumValues[K]) : null;
}

function pageValue(raw: string | null): number {
  if (raw === null || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The list state of a URL. A shared or hand-edited link may say anything, so a value the list
 * cannot use (an unknown status, `page=abc`) counts as not given instead of failing the page; a
 * model without a make means nothing and is dropped too.
 */
export function parseListParams(params: URLSearchParams): ListParams {
  const manufacturer = parseId(params.get('manufacturer'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    status: enumValue('status', params.get('status')),
    fuelType: enumValue('fuelType', params.get('fuelType')),
    transmission: enumValue('transmission', params.get('transmission')),
    driveType: enumValue('driveType', params.get('driveType')),
    condition: enumValue('condition', params.get('condition')),
    manufacturer,
    model: manufacturer === null ? null : parseId(params.get('model')),
    page: pageValue(params.get('page')),
  };
}

/**
 * `current` with the list's own parameters replaced by `next`, in a fixed order and without
 * defaults (no `page=1`, no empty values), so equal states make equal, short URLs.
 */
export function writeListParams(current: URLSearchParams, next: ListParams): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const name of OWN_PARAMS) params.delete(name);
  const values: Record<(typeof OWN_PARAMS)[number], string | null> = {
    ...next,
    search: next.search.trim() === '' ? null : next.search.trim(),
    model: next.manufacturer === null ? null : next.model,
    page: next.page > 1 ? String(next.page) : null,
  };
  for (const name of OWN_PARAMS) {
    const value = values[name];
    if (value !== null) params.set(name, value);
  }
  return params;
}

export function hasActiveFilters(filters: ListFilters): boolean {
  return (Object.keys(EMPTY_FILTERS) as (keyof ListFilters)[]).some(
    (name) => filters[name] !== EMPTY_FILTERS[name],
  );
}

/** The API query of a list state (spec §9: 12 per page). */
export function toListQuery(
  params: ListParams,
  limit: number = MY_VEHICLES_PAGE_SIZE,
): Partial<VehicleListQuery> {
  return {
    page: params.page,
    limit,
    ...(params.search !== '' && { search: params.search }),
    ...(params.status !== null && { status: params.status }),
    ...(params.fuelType !== null && { fuelType: params.fuelType }),
    ...(params.transmission !== null && { transmission: params.transmission }),
    ...(params.driveType !== null && { driveType: params.driveType }),
    ...(params.condition !== null && { condition: params.condition }),
    ...(params.manufacturer !== null && { manufacturerIds: [params.manufacturer] }),
    ...(params.model !== null && { modelIds: [params.model] }),
  };
}

/** The last page that has vehicles on it (1 when there are none). */
export function lastPage(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
