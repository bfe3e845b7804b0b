// Zod-free on purpose: pages that only need today's date (the dashboard's reports card) must not pull the schemas into
// their first download (issue 15).

/** Local calendar date as YYYY-MM-DD (the contractor's day, not UTC's). */
export function localIsoDate(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}
