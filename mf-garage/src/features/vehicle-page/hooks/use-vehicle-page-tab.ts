import { useSearchParams } from '@carclub/router';

import { vehiclePageTabOf } from '../../../lib/vehicle-page-tab';

/**
 * The car page's open tab (`?tab=logbook`, `?tab=posts`) and the logbook's page (`&page=2`) live in the address,
 * so a shared link or a reload opens the same, and the server renders the same.
 */
export function useVehiclePageTab() {
  const [params, setParams] = useSearchParams();
  const { tab, logbookPage } = vehiclePageTabOf(params);

  const update = (next: { tab: string; page?: number }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('page');
        if (next.tab === 'logbook' || next.tab === 'posts') {
          updated.set('tab', next.tab);
          if (next.tab === 'logbook' && next.page && next.page > 1) {
            updated.set('page', String(next.page));
          }
        } else {
          updated.delete('tab');
        }
        return updated;
      },
      // Tabs are one page: Back leaves it; a new logbook page is a step Back returns from.
      { replace: next.page === undefined, preventScrollReset: true },
    );

  return {
    tab,
    selectTab: (next: string) => update({ tab: next }),
    logbookPage,
    selectLogbookPage: (page: number) => update({ tab: 'logbook', page }),
  };
}
