// One post's footing: depth, stock length and bags of concrete (ESTIMATING.md "Concrete", docs/estimating.md).
import { bagYieldCuFt, type FenceAssembly, type PostSpec } from './fence-assembly';

const CUBIC_IN_PER_CUBIC_FT = 1728;

export type PostRole = 'line' | 'terminal' | 'gate';

export interface PostFooting {
  spec: PostSpec;
  /** Concrete depth below ground, inches (a third of the height; gate posts deeper). */
  concreteDepthIn: number;
  holeDepthIn: number;
  /** Stock length bought: the shortest ≥ height + concrete depth. */
  postLengthFt: number;
  /** Hole volume minus the post's own volume over the concrete depth, cubic feet. */
  concreteCuFt: number;
  bagsPerPost: number;
}

export function postSpecFor(assembly: FenceAssembly, role: PostRole): PostSpec {
  return role === 'line' ? assembly.linePost : role === 'terminal' ? assembly.terminalPost : assembly.gatePost;
}

/** Rounds up, forgiving float noise (0.1 + 0.2 bags is still 1 bag, never 2). */
export function ceilUnits(x: number): number {
  return Math.ceil(x - 1e-9);
}

export function postFooting(assembly: FenceAssembly, role: PostRole, heightFt: number): PostFooting {
  const spec = postSpecFor(assembly, role);
  const concreteDepthIn = heightFt * assembly.concreteInPerFtOfHeight + (role === 'gate' ? assembly.gatePostExtraDepthIn : 0);
  const needFt = heightFt + concreteDepthIn / 12;
  const stock = [...assembly.postStockLengthsFt].sort((a, b) => a - b);
  // A post longer than the longest stock length is bought at its own length (special order), rounded up to a foot.
  const postLengthFt = stock.find((l) => l >= needFt - 1e-9) ?? ceilUnits(needFt);
  const holeArea = Math.PI * (spec.holeDiameterIn / 2) ** 2;
  const postArea = spec.round ? Math.PI * (spec.widthIn / 2) ** 2 : spec.widthIn ** 2;
  const concreteCuFt = (Math.max(0, holeArea - postArea) * concreteDepthIn) / CUBIC_IN_PER_CUBIC_FT;
  return {
    spec,
    concreteDepthIn,
    holeDepthIn: concreteDepthIn + assembly.gravelDepthIn,
    postLengthFt,
    concreteCuFt,
    bagsPerPost: ceilUnits(concreteCuFt / bagYieldCuFt[assembly.bagLb]),
  };
}

/** Which style's post and footing win where runs meet: the bigger terminal footing (issue 23). */
export function terminalFootingWeight(assembly: FenceAssembly, heightFt: number): number {
  const f = postFooting(assembly, 'terminal', heightFt);
  return f.concreteCuFt + f.postLengthFt * f.spec.widthIn * 1e-3;
}
