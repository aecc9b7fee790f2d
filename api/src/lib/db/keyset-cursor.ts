import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { isUuid } from './uuid';

/**
 * A keyset page's boundary: the last item's time and id, opaque to the client (`nextCursor`, given
 * back as `?cursor=`). Times are written by the API with millisecond precision (a `Date`), so the
 * boundary compares exactly with what the database holds.
 */
export interface KeysetPosition {
  at: Date;
  id: string;
}

export function encodeCursor({ at, id }: KeysetPosition): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
}

/** Undefined for a cursor this API did not write: callers start from the first page again. */
export function decodeCursor(cursor: string | undefined): KeysetPosition | undefined {
  if (cursor === undefined) return undefined;
  const [time, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(time ?? '');
  if (Number.isNaN(at.getTime()) || id === undefined || !isUuid(id)) return undefined;
  return { at, id };
}

/** The next page's cursor: the last of `limit` items when the query found one more. */
export function nextCursorOf<T>(
  rows: readonly T[],
  limit: number,
  position: (row: T) => KeysetPosition,
): string | null {
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return last === undefined ? null : encodeCursor(position(last));
}

/**
 * The WHERE condition of the page after `position` in a list ordered by (`at`, `id`): newest
 * first (the rows before it) or oldest first (the rows after it); none without a position. One
 * row comparison, which an index on (`at`, `id`) answers as one range.
 */
export function pastPosition(
  at: AnyPgColumn,
  id: AnyPgColumn,
  position: KeysetPosition | undefined,
  order: 'newest' | 'oldest' = 'newest',
): SQL | undefined {
  if (position === undefined) return undefined;
  const boundary = sql`(${position.at.toISOString()}::timestamptz, ${position.id}::uuid)`;
  return order === 'newest' ? sql`(${at}, ${id}) < ${boundary}` : sql`(${at}, ${id}) > ${boundary}`;
}
