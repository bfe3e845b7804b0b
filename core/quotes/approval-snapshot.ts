// What a homeowner signed, as one canonical text whose SHA-256 is stored with the signature: key order, number
// formatting and whitespace cannot change it; any change of a line, total, term or party does.
import { homeownerLineText } from './homeowner-line-text';
import type { PublicQuote } from './quote-view.schema';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A number written one way only: integers plainly, fractions to 6 decimals without trailing zeros, never -0. */
function canonicalNumber(n: number): string {
  if (!Number.isFinite(n)) throw new Error('A snapshot cannot hold a non-finite number');
  if (Object.is(n, -0) || n === 0) return '0';
  if (Number.isInteger(n)) return String(n);
  return String(Number(n.toFixed(6)));
}

/** JSON with keys sorted by code point, canonical numbers and NFC text; undefined members are left out. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return canonicalNumber(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return JSON.stringify(value.normalize('NFC'));
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k.normalize('NFC'))}:${canonicalJson(v)}`).join(',')}}`;
  }
  throw new Error(`A snapshot cannot hold a ${typeof value}`);
}

/** The hex SHA-256 of the canonical text (Web Crypto: the same in Node and the browser). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const snapshotHash = (snapshot: unknown): Promise<string> => sha256Hex(canonicalJson(snapshot));

/** The record a signature is tied to: the quote as the homeowner saw it, with its parties, lines, totals and terms. */
export function approvalSnapshot(view: PublicQuote): Record<string, Json> {
  const lang = view.language;
  // Issue 25: with options, the record names the one approved (its lines and totals are the view's own); a one-option
  // quote has no such member, so its record and hash are as before.
  const shown = view.options.find((o) => o.id === view.shownOptionId);
  return {
    ...(shown ? { option: { name: shown.name, position: shown.position, of: view.options.length } } : {}),
    schema: 1,
    quoteNumber: view.quoteNumber,
    version: view.version,
    language: lang,
    date: view.createdAt,
    expiresAt: view.expiresAt,
    contractor: { ...view.contractor, logoUrl: null, brandColor: null },
    customer: { ...view.customer },
    lines: view.lines.map((l) => ({ text: homeownerLineText(l, lang), quantity: l.quantity, amountCents: l.amountCents, side: l.runId })),
    sides: view.runs.map((r) => ({ id: r.runId, label: r.label, amountCents: r.amountCents })),
    adjustments: view.adjustments.map((a) => ({ label: a.label, amountCents: a.amountCents })),
    taxRatePercent: view.taxRatePercent,
    taxCents: view.taxCents,
    shippingCents: view.shippingCents,
    totalCents: view.totalCents,
    terms: { paymentSchedule: view.paymentSchedule.map((s) => ({ name: s.name, percent: s.percent, amountCents: s.amountCents })), notes: view.notes },
  };
}
