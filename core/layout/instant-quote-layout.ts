import { AppError } from '../errors';
import { defaultGateWidthFt, type LayoutDocument } from './layout-document.schema';
import { layoutFromPolylines } from './layout-from-polylines';
import { migrateLayoutDocument } from './migrate-layout-document';
import type { InstantFence } from './instant-quote.schema';

/**
 * The drawing behind a homeowner's answer: their sketch with the chosen fence on every run, or for a typed length
 * one straight run with the gates spread evenly along it.
 */
export function instantQuoteLayout(fence: InstantFence): LayoutDocument {
  const props = { fenceType: fence.fenceType, heightFt: fence.heightFt, removeExisting: fence.removeExisting, style: '' };
  if (fence.diagram != null) {
    const doc = migrateLayoutDocument(fence.diagram);
    if (doc.runs.length === 0) throw new AppError('VALIDATION', 'Draw the fence or enter its length', [{ path: 'fence.lengthFt', message: 'Draw the fence or enter its length' }]);
    return { ...doc, background: { kind: 'grid' }, runs: doc.runs.map((r) => ({ ...r, props: { ...r.props, ...props } })) };
  }
  const length = fence.lengthFt!;
  const widths = [...Array(fence.doubleGates).fill(defaultGateWidthFt.double), ...Array(fence.singleGates).fill(defaultGateWidthFt.single)] as number[];
  const gateFeet = widths.reduce((a, b) => a + b, 0);
  if (gateFeet > length) {
    throw new AppError('VALIDATION', 'The gates do not fit in the fence length', [{ path: 'fence.singleGates', message: 'The gates do not fit in the fence length' }]);
  }
  const gap = (length - gateFeet) / (widths.length + 1);
  let cursor = 0;
  const gates = widths.map((widthFt) => {
    cursor += gap;
    const gate = { run: 0, segment: 0, offsetFt: cursor, kind: widthFt === defaultGateWidthFt.double ? ('double' as const) : ('single' as const), widthFt };
    cursor += widthFt;
    return gate;
  });
  return layoutFromPolylines([{ points: [[0, 0], [length, 0]], props }], gates);
}

/** The range shown before a site visit: −10% / +15% of the computed price, in whole tens of dollars. */
export function instantPriceRange(totalCents: number): { lowCents: number; highCents: number } {
  const ten = 1_000;
  return { lowCents: Math.floor((totalCents * 0.9) / ten) * ten, highCents: Math.ceil((totalCents * 1.15) / ten) * ten };
}
