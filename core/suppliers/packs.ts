// Issue 24: suppliers sell some materials only in packs (a bundle of pickets, a pallet of concrete bags). The materials
// list's quantity is in its own units (posts, bags, rolls); an order buys whole packs, so it rounds up, never down.
import { ceilUnits } from '../materials/post-footing';

export const packNames = ['each', 'bundle', 'box', 'roll', 'pallet'] as const;
export type PackName = (typeof packNames)[number];

export interface PackQuantity {
  /** Whole packs to buy. */
  packs: number;
  /** The materials list's units those packs hold (packs × pack size); never less than asked. */
  units: number;
  /** Units beyond the need (units − quantity): what is left over at the yard. */
  surplus: number;
}

/**
 * Rounds a materials line's quantity up to whole packs of `packSize` units. A pack size below 1 or not a whole number
 * is a data error (the schema keeps it ≥ 1): it throws rather than buy a wrong amount. Zero needs zero packs.
 */
export function roundUpToPacks(quantity: number, packSize: number): PackQuantity {
  if (!Number.isInteger(packSize) || packSize < 1) throw new RangeError(`pack size must be a whole number ≥ 1, got ${packSize}`);
  if (!(quantity >= 0)) throw new RangeError(`quantity must be ≥ 0, got ${quantity}`);
  // + 0 turns ceil(-1e-9) = -0 into 0.
  const packs = ceilUnits(quantity / packSize) + 0;
  const units = packs * packSize;
  return { packs, units, surplus: units - quantity };
}
