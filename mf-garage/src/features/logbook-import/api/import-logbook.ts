import type { LogbookImportReport, LogbookImportRow } from '@carclub/contracts';
import { markPublicViewsStale } from '@carclub/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { logbookKeys, vehicleKeys } from '../../../lib/api/query-keys';

export interface ImportLogbook {
  vehicleId: string;
  rows: LogbookImportRow[];
  dryRun: boolean;
}

/**
 * `POST /private-transport/{id}/logbook/import`: the report of a dry run (200), or of the rows
 * all added (201); 400 when anything was refused meanwhile, nothing written.
 */
export async function importLogbook({
  vehicleId,
  rows,
  dryRun,
}: ImportLogbook): Promise<LogbookImportReport> {
  const [{ request }, { logbookImportReportSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(logbookImportReportSchema, {
    method: 'POST',
    url: `/private-transport/${encodeURIComponent(vehicleId)}/logbook/import`,
    data: { rows, dryRun },
  });
}

export function useImportLogbook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importLogbook,
    // Not retried: an import whose answer was lost was written, and a retry would report its rows
    // as skipped (already in the logbook, ADR 0110) instead of added.
    retry: false,
    onSuccess: async (report, { vehicleId }) => {
      if (report.dryRun) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: logbookKeys.own(vehicleId) }),
        queryClient.invalidateQueries({ queryKey: vehicleKeys.ownVehicle(vehicleId) }),
        markPublicViewsStale(queryClient),
      ]);
    },
  });
}
