import { downloadFile } from '@carclub/kit';
import { logbookImportPage } from '@carclub/contracts/page-paths';

/**
 * `GET /private-transport/{id}/logbook/export.csv`, saved under the name the server gives it.
 */
export function downloadLogbookCsv(vehicleId: string): Promise<void> {
  return downloadFile(`/private-transport/${encodeURIComponent(vehicleId)}/logbook/export.csv`, {
    fallbackName: 'logbook.csv',
  });
}

/** The owner's page that imports a CSV file into the car's logbook. */
export const logbookImportPath = (vehicleId: string) => logbookImportPage(vehicleId);
