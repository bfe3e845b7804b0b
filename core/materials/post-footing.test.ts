// ESTIMATING.md "Concrete": the worked 4x4 table (3.5 in post, 50 lb bags, concrete a third of the height).
import { describe, expect, it } from 'vitest';
import { augerSizeFor, defaultChainAssembly, defaultVinylAssembly, defaultWoodAssembly } from './default-assemblies';
import { postFooting } from './post-footing';

const wood = (holeDiameterIn: number) => ({ ...defaultWoodAssembly, terminalPost: { ...defaultWoodAssembly.terminalPost, holeDiameterIn } });

describe('postFooting: the 4x4 table', () => {
  it.each([
    // height, hole, depth, cu ft (table), bags (table)
    [4, 10, 16, 0.61, 2],
    [6, 10, 24, 0.92, 3],
    [8, 10, 32, 1.23, 4],
    [4, 8, 16, 0.35, 1],
    [6, 8, 24, 0.53, 2],
    [8, 8, 32, 0.70, 2],
  ])('%i ft fence, %i in hole: %i in of concrete, %f cu ft, %i bags', (height, hole, depth, cuFt, bags) => {
    const f = postFooting(wood(hole), 'terminal', height);
    expect(f.concreteDepthIn).toBe(depth);
    expect(f.concreteCuFt).toBeCloseTo(cuFt, 2);
    expect(f.bagsPerPost).toBe(bags);
  });

  it('8 in hole set 36 in deep (what many crews do for 8 ft): 0.79 cu ft → 3 bags', () => {
    const f = postFooting({ ...wood(8), concreteInPerFtOfHeight: 4.5 }, 'terminal', 8);
    expect(f.concreteDepthIn).toBe(36);
    expect(f.bagsPerPost).toBe(3);
  });

  it('60 and 80 lb bags: the 6 ft, 10 in hole (0.92 cu ft) takes 3 of 60 lb (0.45) and 2 of 80 lb (0.6)', () => {
    expect(postFooting({ ...wood(10), bagLb: 60 }, 'terminal', 6).bagsPerPost).toBe(3);
    expect(postFooting({ ...wood(10), bagLb: 80 }, 'terminal', 6).bagsPerPost).toBe(2);
  });

  it('gate posts go 12 in deeper and one bag more; the post is bought long enough', () => {
    const gate = postFooting(defaultWoodAssembly, 'gate', 6);
    expect([gate.concreteDepthIn, gate.holeDepthIn, gate.postLengthFt, gate.bagsPerPost]).toEqual([36, 42, 9, 4]);
    expect(postFooting(defaultWoodAssembly, 'line', 8).postLengthFt).toBe(12);
  });

  it('default holes: 3 × the post width to the nearest auger size (4x4 → 10 in; 5x5 vinyl 15 in → 12 in, the largest one-man auger)', () => {
    expect(augerSizeFor(3.5)).toBe(defaultWoodAssembly.linePost.holeDiameterIn);
    expect(augerSizeFor(5)).toBe(defaultVinylAssembly.linePost.holeDiameterIn);
    expect(augerSizeFor(1.875)).toBe(defaultChainAssembly.linePost.holeDiameterIn);
    expect(augerSizeFor(2.375)).toBe(defaultChainAssembly.terminalPost.holeDiameterIn);
  });
});
