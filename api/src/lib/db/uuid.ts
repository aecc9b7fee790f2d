const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in URLs are uuids; anything else names no row, so it is a 404 rather than a query error. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
