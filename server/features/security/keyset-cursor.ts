// Keyset pagination over (created_at, id), newest first: a page costs the same on page 1 and page 10,000 (issue 13).
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError } from '../../../core/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MICRO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * The row's position at full database precision: PostgreSQL keeps microseconds and a JavaScript Date does not, so a
 * cursor built from a Date would skip or repeat rows written in the same millisecond.
 */
export const cursorTimestamp = (createdAt: AnyColumn) => sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function encodeCursor(timestamp: string, id: string): string {
  return Buffer.from(`${timestamp}|${id}`).toString('base64url');
}

function invalidCursor(): AppError {
  return new AppError('VALIDATION', errorMessage('validation.invalid_input'), [{ path: 'cursor', message: 'Invalid cursor' }]);
}

/** Rows strictly after the cursor in (created_at desc, id desc) order. A cursor the server did not make is a 400. */
export function afterCursor(cursor: string, createdAt: AnyColumn, id: AnyColumn): SQL {
  const [timestamp, rowId, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (extra !== undefined || !MICRO_TIMESTAMP.test(timestamp ?? '') || !UUID.test(rowId ?? '')) throw invalidCursor();
  return sql`(${createdAt}, ${id}) < (${timestamp}::timestamptz, ${rowId}::uuid)`;
}

/** Splits the limit+1 rows fetched into the page and the next page's cursor. */
export function pageOf<T extends { id: string; cursorTs: string }>(rows: T[], limit: number): { rows: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page[page.length - 1]!;
  return { rows: page, nextCursor: encodeCursor(last.cursorTs, last.id) };
}
