import { apiClient } from '@carclub/api-client';
import { useMutation } from '@tanstack/react-query';

const FALLBACK_NAME = 'carclub-data.zip';

/** The archive and the name the server gives it (`Content-Disposition`). */
export interface DataArchive {
  blob: Blob;
  fileName: string;
}

/**
 * `GET /profile/export`: a ZIP of everything the site keeps about the member. Fetched with the
 * session's token like any call (a plain link could not send it), so it arrives whole, then is
 * saved. 429 after three exports in an hour.
 */
export async function downloadMyData(): Promise<DataArchive> {
  const response = await apiClient.get<Blob>('/profile/export', { responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? FALLBACK_NAME;
  return { blob: response.data, fileName };
}

export function useDownloadMyData() {
  // Not retried: each try reads every photo again and counts against the hourly limit.
  return useMutation({ mutationFn: downloadMyData, retry: false });
}
