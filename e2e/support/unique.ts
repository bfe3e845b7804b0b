import { randomUUID } from 'node:crypto';

/** A value no other test (or retry) uses, so tests can share one database without colliding. */
export function uniqueSuffix(): string {
  return randomUUID().slice(0, 8);
}

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${uniqueSuffix()}@example.com`;
}
