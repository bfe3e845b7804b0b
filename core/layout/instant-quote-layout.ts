import { errorMessage } from '../error-messages';
import { fieldValidationError } from '../errors';
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
    if (doc.runs.length === 0) throw fieldValidationError('fence.lengthFt', errorMessage('validation.draw_the_fence_or_enter_its_length'));
    return { ...doc, background: { kind: 'grid' }, runs: doc.runs.map((r) => ({ ...r, props: { ...r.props, ...props } })) };
  }
  const length = fence.lengthFt!;
  const widths = [...Array(fence.doubleGates).fill(defaultGateWidthFt.double), ...Array(fence.singleGates).fill(defaultGateWidthFt.single)] as number[];
  const gateFeet = widths.reduce((a, b) => a + b, 0);
  if (gateFeet > length) {
    throw fieldValidationError('fence.singleGates', errorMessage('validation.the_gates_do_not_fit_in_the_fence_length'));
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
