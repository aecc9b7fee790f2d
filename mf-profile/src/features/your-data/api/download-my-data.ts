import { type DownloadedFile, fetchFile } from '@carclub/kit';
import { useMutation } from '@tanstack/react-query';

/** The archive and the name the server gives it (`Content-Disposition`). */
export type DataArchive = DownloadedFile;

/**
 * `GET /profile/export`: a ZIP of everything the site keeps about the member, arriving whole before
 * it is saved. 429 after three exports in an hour.
 */
export function downloadMyData(): Promise<DataArchive> {
  return fetchFile('/profile/export', { fallbackName: 'carclub-data.zip' });
}

export function useDownloadMyData() {
  // Not retried: each try reads every photo again and counts against the hourly limit.
  return useMutation({ mutationFn: downloadMyData, retry: false });
}
