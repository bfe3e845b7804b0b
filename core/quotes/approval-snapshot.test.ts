import { describe, expect, it } from 'vitest';
import { approvalSnapshot, canonicalJson, snapshotHash } from './approval-snapshot';
import type { PublicQuote } from './quote-view.schema';

const view = (over: Partial<PublicQuote> = {}): PublicQuote => ({
  quoteNumber: 1042, status: 'sent', language: 'en', version: 2, createdAt: '2026-11-02T15:00:00.000Z', expiresAt: '2026-12-02T15:00:00.000Z',
  contractor: { businessName: 'Lone Star Fence', phone: '512-555-0100', email: 'office@lonestar.example', website: null, logoUrl: '/logo.png', brandColor: '#123456', licenseNumber: 'TX-1' },
  customer: { name: 'Dana Reyes', address: '12 Cedar Lane', city: 'Austin', state: 'TX', zipCode: '78704' },
  lines: [
    { key: 'fence:back', kind: 'fence', params: { fenceType: 'vinyl', heightFt: 6 }, quantity: 62.5, amountCents: 431_250, runId: 'back' },
    { key: 'gate:back', kind: 'gate_single', params: { fenceType: 'vinyl', heightFt: 6, widthFt: 4 }, quantity: 1, amountCents: 45_000, runId: 'back' },
  ],
  runs: [{ runId: 'back', label: 'Back', amountCents: 476_250 }],
  adjustments: [{ label: 'Neighbour discount', amountCents: -5_000 }],
  taxRatePercent: 8.25, taxCents: 38_878, shippingCents: 0, totalCents: 510_128,
  paymentSchedule: [{ name: 'deposit', percent: 30, amountCents: 153_038 }, { name: 'final', percent: 70, amountCents: 357_090 }],
  financingUrl: null, testimonials: [], faqs: [], diagramSvg: '<svg/>', notes: 'Gate swings in.', approval: null, signed: null, revisionOfQuoteNumber: null, canApprove: true,
  options: [], shownOptionId: null, chosenOptionId: null,
  ...over,
});

describe('canonicalJson', () => {
  it('cannot be changed by key order, number formatting or -0', () => {
    expect(canonicalJson({ b: 1, a: [2.5, -0, 1e2], c: { y: 'é', x: null } })).toBe(canonicalJson({ c: { x: null, y: 'e\u0301' }, a: [2.50, 0, 100.0], b: 1.0 }));
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
    expect(canonicalJson({ x: 0.1 + 0.2 })).toBe('{"x":0.3}');
    expect(canonicalJson({ a: undefined, b: true })).toBe('{"b":true}');
  });
});

describe('approval snapshot hash', () => {
  it('is the same for the same quote however its members are ordered', async () => {
    const a = approvalSnapshot(view());
    const reverse = (x: unknown): unknown =>
      Array.isArray(x) ? x.map(reverse) : x && typeof x === 'object' ? Object.fromEntries(Object.entries(x).reverse().map(([k, v]) => [k, reverse(v)])) : x;
    const reordered = reverse(a);
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(a));
    expect(await snapshotHash(reordered)).toBe(await snapshotHash(a));
    expect(await snapshotHash(a)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('ignores what the homeowner was not asked to agree to (status, diagram, testimonials, branding)', async () => {
    const base = await snapshotHash(approvalSnapshot(view()));
    expect(await snapshotHash(approvalSnapshot(view({ status: 'approved', diagramSvg: null, testimonials: [{ author: 'A', text: 'B' }], canApprove: false })))).toBe(base);
    expect(await snapshotHash(approvalSnapshot(view({ contractor: { ...view().contractor, brandColor: '#000000' } })))).toBe(base);
  });

  it('changes with any line, total, term, party, number or version', async () => {
    const base = await snapshotHash(approvalSnapshot(view()));
    const v = view();
    const changed: Partial<PublicQuote>[] = [
      { lines: [{ ...v.lines[0], amountCents: 431_251 }, v.lines[1]] },
      { lines: [{ ...v.lines[0], quantity: 63 }, v.lines[1]] },
      { lines: [v.lines[0]] },
      { totalCents: 510_129 },
      { taxCents: 38_879 },
      { paymentSchedule: [{ name: 'deposit', percent: 40, amountCents: 204_051 }, { name: 'final', percent: 60, amountCents: 306_077 }] },
      { notes: 'Gate swings out.' },
      { contractor: { ...v.contractor, licenseNumber: 'TX-2' } },
      { customer: { ...v.customer, address: '14 Cedar Lane' } },
      { quoteNumber: 1043 },
      { version: 3 },
    ];
    for (const over of changed) expect(await snapshotHash(approvalSnapshot(view(over)))).not.toBe(base);
  });
});

describe('approval snapshot with options (issue 25)', () => {
  const priced = { lines: [], runs: [], adjustments: [], taxRatePercent: 0, taxCents: 0, shippingCents: 0, paymentSchedule: [], differences: [], diagramSvg: null };
  const options = (shownOptionId: string | null) => ({
    options: [
      { ...priced, id: 'o1', position: 1, name: 'Good', recommended: false, totalCents: 400_000, depositCents: 120_000 },
      { ...priced, id: 'o2', position: 2, name: 'Better', recommended: true, totalCents: 510_128, depositCents: 153_038 },
      { ...priced, id: 'o3', position: 3, name: 'Best', recommended: false, totalCents: 700_000, depositCents: 210_000 },
    ],
    shownOptionId, chosenOptionId: shownOptionId,
  });

  it('a one-option quote\'s record is what it was before options existed (stored signatures still verify)', async () => {
    // The hash of this view computed by the snapshot code as it was before options (main at 030d0dd).
    expect(await snapshotHash(approvalSnapshot(view()))).toBe('eb0525fe0f4cf822c4edc7f1ec32f975fe9d80a49da0ac08ad2f617fdb201248');
    expect(approvalSnapshot(view())).not.toHaveProperty('option');
  });

  it('names the chosen option and covers its lines and totals, not the declined ones', async () => {
    const snap = approvalSnapshot(view(options('o2')));
    expect(snap.option).toEqual({ name: 'Better', position: 2, of: 3 });
    expect(snap.totalCents).toBe(510_128);
    expect(JSON.stringify(snap)).not.toMatch(/Good|Best|400000|700000/);
    const base = await snapshotHash(snap);
    expect(await snapshotHash(approvalSnapshot(view(options('o3'))))).not.toBe(base);
    const renamed = options('o2');
    renamed.options[1] = { ...renamed.options[1], name: 'Better+' };
    expect(await snapshotHash(approvalSnapshot(view(renamed)))).not.toBe(base);
    // A declined option's figures are not part of what was signed.
    const otherDeclined = options('o2');
    otherDeclined.options[0] = { ...otherDeclined.options[0], totalCents: 1 };
    expect(await snapshotHash(approvalSnapshot(view(otherDeclined)))).toBe(base);
  });
});
