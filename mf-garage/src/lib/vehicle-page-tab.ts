/** The tabs of a car's page: the car itself, its logbook, and the posts about it. */
export type VehiclePageTab = 'about' | 'logbook' | 'posts';

const TABS: readonly string[] = ['logbook', 'posts'] satisfies VehiclePageTab[];

const tabOf = (value: string | null): VehiclePageTab =>
  value !== null && TABS.includes(value) ? (value as VehiclePageTab) : 'about';

/** `?page=` of the logbook tab, a whole number from 1; anything else is the first page. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The tab (`?tab=logbook`, `?tab=posts`) and the logbook's page (`&page=2`) an address of a car's page asks
 * for: what the page shows and what the server prefetches for it.
 */
export function vehiclePageTabOf(params: URLSearchParams): {
  tab: VehiclePageTab;
  logbookPage: number;
} {
  const tab = tabOf(params.get('tab'));
  return { tab, logbookPage: tab === 'logbook' ? pageFrom(params.get('page')) : 1 };
}
