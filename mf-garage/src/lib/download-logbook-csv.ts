import { downloadFile } from '@carclub/kit';

/**
 * `GET /private-transport/{id}/logbook/export.csv`, saved under the name the server gives it.
 */
export function downloadLogbookCsv(vehicleId: string): Promise<void> {
  return downloadFile(`/private-transport/${encodeURIComponent(vehicleId)}/logbook/export.csv`, {
    fallbackName: 'logbook.csv',
  });
}
