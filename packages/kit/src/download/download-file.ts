/** A file the API sent, with the name it gave it (`Content-Disposition`). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * `GET url` as a file, fetched through the api-client so that it carries the session's bearer
 * token (a plain link could not send it), then kept in memory until saved (ADR 0079). The client
 * is loaded on the first download: a page that only offers one starts without it. Errors are
 * the api-client's (`isApiError`).
 */
export async function fetchFile(
  url: string,
  { params, fallbackName }: { params?: object; fallbackName: string },
): Promise<DownloadedFile> {
  const { apiClient, toApiError } = await import('@carclub/api-client');
  try {
    const response = await apiClient.get<Blob>(
      url,
      params ? { params, responseType: 'blob' } : { responseType: 'blob' },
    );
    const disposition = String(response.headers['content-disposition'] ?? '');
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
    return { blob: response.data, fileName };
  } catch (error) {
    throw toApiError(error);
  }
}

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `fetchFile`, then `saveFile`: a file the API sends, saved under the name it gives. */
export async function downloadFile(
  url: string,
  options: { params?: object; fallbackName: string },
): Promise<void> {
  const file = await fetchFile(url, options);
  saveFile(file.blob, file.fileName);
}
