/** The tabs of a car's page: the car itself, and its logbook. */
export type VehiclePageTab = 'about' | 'logbook';

/** `?page=` of the logbook tab, a whole number from 1; anything else is the first page. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The tab (`?tab=logbook`) and the logbook's page (`&page=2`) an address of a car's page asks
 * for: what the page shows and what the server prefetches for it.
 */
export function vehiclePageTabOf(params: URLSearchParams): {
  tab: VehiclePageTab;
  logbookPage: number;
} {
  const tab: VehiclePageTab = params.get('tab') === 'logbook' ? 'logbook' : 'about';
  return { tab, logbookPage: tab === 'logbook' ? pageFrom(params.get('page')) : 1 };
}
