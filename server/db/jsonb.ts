// Reading a jsonb column back. Each column is typed in server/db/schema with its core type, which says what Picket
// writes; a row can still hold something else (written by an older version, or by hand), so a service reads the value
// through its core schema here instead of casting it. Free-form columns (audit details) have named free-form types and
// are not read through here.
import type { z } from 'zod';

/** A stored jsonb value that does not match its schema: a bug or a hand edit, answered as a 500 and logged. */
export class StoredShapeError extends Error {
  constructor(
    readonly column: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`Stored ${column} does not match its schema: ${issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ')}`);
    this.name = 'StoredShapeError';
  }
}

/**
 * The value as its schema reads it. `column` names it in the error ("quotes.pricing"). With `orElse`, a value that does
 * not match reads as that instead (a row from before the schema existed), or is skipped when `orElse` is null.
 */
export function readJsonb<S extends z.ZodType>(schema: S, value: unknown, column: string): z.output<S>;
export function readJsonb<S extends z.ZodType, F>(schema: S, value: unknown, column: string, options: { orElse: F }): z.output<S> | F;
export function readJsonb<S extends z.ZodType, F>(schema: S, value: unknown, column: string, options?: { orElse: F }): z.output<S> | F {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  if (options) return options.orElse;
  throw new StoredShapeError(column, parsed.error.issues);
}
