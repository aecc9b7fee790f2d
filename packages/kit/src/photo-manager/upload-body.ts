/** Bytes sent so far and in all, as axios reports them while a request body goes out. */
export type UploadProgress = (loaded: number, total: number) => void;

/** A multipart body with `file` in `field`; the browser sets the boundary. */
export function uploadBody(field: string, file: File): FormData {
  const body = new FormData();
  body.append(field, file, file.name);
  return body;
}
