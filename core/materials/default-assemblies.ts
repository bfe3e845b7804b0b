// Platform default assemblies per fence type (issue 23); every number and its source in docs/estimating.md.
import type { FenceType } from '../catalogue/fence-types';
import type { ChainAssembly, FenceAssembly, VinylAssembly, WoodAssembly } from './fence-assembly';

// ESTIMATING.md "Concrete": hole ≈ 3 × the post's width, rounded to a common auger size (6–12 in one-man augers).
const augerSizesIn = [6, 8, 10, 12];
export function augerSizeFor(postWidthIn: number): number {
  const want = 3 * postWidthIn;
  return augerSizesIn.reduce((best, size) => (Math.abs(size - want) < Math.abs(best - want) ? size : best));
}

const common = {
  concreteInPerFtOfHeight: 4,
  gatePostExtraDepthIn: 12,
  gravelDepthIn: 6,
  bagLb: 50,
  postStockLengthsFt: [6, 7, 8, 9, 10, 12, 14, 16],
  postCaps: true,
} as const;

export const defaultWoodAssembly: WoodAssembly = {
  ...common,
  postStockLengthsFt: [...common.postStockLengthsFt],
  fenceType: 'cedar',
  sectionLengthIn: 96,
  linePost: { size: '4x4', widthIn: 3.5, round: false, holeDiameterIn: 10 },
  terminalPost: { size: '4x4', widthIn: 3.5, round: false, holeDiameterIn: 10 },
  gatePost: { size: '4x4', widthIn: 3.5, round: false, holeDiameterIn: 10 },
  wastePercent: 10,
  railSize: '2x4',
  railsShort: 2,
  railsTall: 3,
  tallFromFt: 6,
  picketSize: '1x6',
  picketWidthIn: 5.5,
  picketGapIn: 0,
  nailsPerPicketPerRail: 2,
  nailsPerBox: 1000,
  screwsPerRail: 4,
  screwsPerBox: 100,
};

export const defaultVinylAssembly: VinylAssembly = {
  ...common,
  postStockLengthsFt: [...common.postStockLengthsFt],
  fenceType: 'vinyl',
  sectionLengthIn: 96,
  linePost: { size: '5x5', widthIn: 5, round: false, holeDiameterIn: 12 },
  terminalPost: { size: '5x5', widthIn: 5, round: false, holeDiameterIn: 12 },
  gatePost: { size: '5x5', widthIn: 5, round: false, holeDiameterIn: 12 },
  wastePercent: 0,
  gatePostStiffeners: true,
};

export const defaultChainAssembly: ChainAssembly = {
  ...common,
  postStockLengthsFt: [...common.postStockLengthsFt],
  fenceType: 'chain',
  sectionLengthIn: 120,
  postCaps: true,
  linePost: { size: '1-7/8 in', widthIn: 1.875, round: true, holeDiameterIn: 6 },
  terminalPost: { size: '2-3/8 in', widthIn: 2.375, round: true, holeDiameterIn: 8 },
  gatePost: { size: '2-7/8 in', widthIn: 2.875, round: true, holeDiameterIn: 10 },
  wastePercent: 0,
  fabricRollFt: 50,
  topRailSize: '1-3/8 in',
  topRailStickFt: 21,
  tensionWireCoilFt: 100,
  tensionBandsLessThanHeight: 1,
  postTieSpacingIn: 12,
  railTieSpacingIn: 24,
  tiesPerBag: 100,
};

const defaults: Record<FenceType, FenceAssembly> = { cedar: defaultWoodAssembly, vinyl: defaultVinylAssembly, chain: defaultChainAssembly };

/** A fresh copy of the platform default for a fence type (callers may edit it). */
export function defaultAssemblyFor(fenceType: FenceType): FenceAssembly {
  return structuredClone(defaults[fenceType]);
}
