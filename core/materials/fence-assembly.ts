// A style's assembly: what one section, post and gate of the fence is built from (issue 23). No zod here: the editor's
// list panel imports it. Rules and sources: docs/estimating.md; the zod schema is fence-assembly.schema.ts.
import type { FenceType } from '../catalogue/fence-types';

export const concreteBagSizes = [50, 60, 80] as const;
export type ConcreteBagLb = (typeof concreteBagSizes)[number];

// ESTIMATING.md "Concrete": cubic feet of set concrete one bag of post mix yields.
export const bagYieldCuFt: Record<ConcreteBagLb, number> = { 50: 0.375, 60: 0.45, 80: 0.6 };

/** A post as bought and set: its nominal size, actual width (the concrete it displaces) and hole. */
export interface PostSpec {
  /** Nominal size as the yard sells it, e.g. "4x4", "5x5", "2-3/8 in". */
  size: string;
  /** Actual width (square) or outside diameter (round), inches. */
  widthIn: number;
  round: boolean;
  holeDiameterIn: number;
}

interface AssemblyBase {
  /** Longest section between posts, inches: SPEC §9 96 in; vinyl = the panel width; chain link up to 120 in. */
  sectionLengthIn: number;
  linePost: PostSpec;
  /** End and corner posts (chain link: terminal posts). */
  terminalPost: PostSpec;
  gatePost: PostSpec;
  /** Concrete depth per foot of fence height above ground: 4 in = a third of the height (ESTIMATING.md). */
  concreteInPerFtOfHeight: number;
  /** Gate posts are set this much deeper (swinging load). */
  gatePostExtraDepthIn: number;
  /** Gravel under the post, inches (the hole is this much deeper than the concrete). */
  gravelDepthIn: number;
  bagLb: ConcreteBagLb;
  /** Post lengths the yard stocks, feet; a post is the shortest one ≥ height + concrete depth. */
  postStockLengthsFt: number[];
  /** One cap per post. */
  postCaps: boolean;
  /** Allowance added to boards, pickets, panels, fabric and rail when ordering (net and order quantities both shown). */
  wastePercent: number;
  /**
   * Opt-in (default off): quotes price this style's materials from its materials list at the contractor's material
   * costs instead of SPEC §9's per-foot rates (core/materials/price-from-materials.ts).
   */
  priceFromMaterials?: boolean;
}

export interface WoodAssembly extends AssemblyBase {
  fenceType: 'cedar';
  railSize: string;
  /** Rails per section below `tallFromFt`, and from it up (ESTIMATING.md: 2 up to 4–5 ft, 3 for 6 ft and taller). */
  railsShort: number;
  railsTall: number;
  tallFromFt: number;
  picketSize: string;
  picketWidthIn: number;
  picketGapIn: number;
  /** Two nails per picket per rail (ESTIMATING.md "Fasteners"). */
  nailsPerPicketPerRail: number;
  nailsPerBox: number;
  /** Screws fixing each rail to its posts (two per end). */
  screwsPerRail: number;
  screwsPerBox: number;
}

export interface VinylAssembly extends AssemblyBase {
  fenceType: 'vinyl';
  /** One aluminium stiffener per gate post (vinyl posts are hollow). */
  gatePostStiffeners: boolean;
}

export interface ChainAssembly extends AssemblyBase {
  fenceType: 'chain';
  fabricRollFt: number;
  topRailSize: string;
  topRailStickFt: number;
  tensionWireCoilFt: number;
  /** Tension bands per tension bar = height in feet − this (e.g. 4 ft: 3 bands). */
  tensionBandsLessThanHeight: number;
  /** Fabric ties every this many inches on line posts and on the top rail. */
  postTieSpacingIn: number;
  railTieSpacingIn: number;
  tiesPerBag: number;
}

export type FenceAssembly = WoodAssembly | VinylAssembly | ChainAssembly;

export type AssemblyFor = (fenceType: FenceType, style: string) => FenceAssembly;
