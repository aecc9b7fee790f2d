import { logbookImportPage } from '@carclub/contracts/page-paths';

/**
 * `GET /private-transport/{id}/logbook/export.csv`, fetched with the session's token like any call
 * (a plain link could not send it), then handed to the browser as a download under the name the
 * server gives it. The client is loaded on the click: the car's public page starts without it.
 */
export async function downloadLogbookCsv(vehicleId: string): Promise<void> {
  const { apiClient } = await import('@carclub/api-client');
  const response = await apiClient.get<Blob>(
    `/private-transport/${encodeURIComponent(vehicleId)}/logbook/export.csv`,
    { responseType: 'blob' },
  );
  const disposition = String(response.headers['content-disposition'] ?? '');
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'logbook.csv';
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The owner's page that imports a CSV file into the car's logbook. */
export const logbookImportPath = (vehicleId: string) => logbookImportPage(vehicleId);
