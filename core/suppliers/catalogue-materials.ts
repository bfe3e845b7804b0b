// Issue 24: the materials a contractor's assemblies produce, for Settings → Suppliers to price before any quote uses
// them. Each fence type and style is sampled as one run of three sections with an end, a corner and line posts at
// 4, 6 and 8 ft high, with a single gate (4 ft) and a double gate (10 ft), the editor's default gate widths. A key a
// real quote makes that this sample misses (a 5 ft gate) appears once a quote uses it (the page adds its keys too).
import type { FenceType } from '../catalogue/fence-types';
import type { RunTakeoff } from '../layout/takeoff-for-layout';
import { defaultGateWidthFt } from '../layout/layout-constants';
import type { AssemblyFor } from '../materials/fence-assembly';
import { MaterialTally, type MaterialLine } from '../materials/material-line';
import { materialsForRun } from '../materials/run-materials';

export const SAMPLE_HEIGHTS_FT = [4, 6, 8] as const;

function sampleRun(fenceType: FenceType, style: string, heightFt: number, sectionLengthFt: number): RunTakeoff {
  const sections = 3;
  const fenceFeet = sections * sectionLengthFt;
  return {
    runId: 'sample', label: '', props: { fenceType, style, heightFt, removeExisting: false },
    grossFeet: fenceFeet + defaultGateWidthFt.single + defaultGateWidthFt.double, gateFeet: defaultGateWidthFt.single + defaultGateWidthFt.double,
    fenceFeet, sections, sectionLengthFt, stretchesFt: [fenceFeet], posts: { end: 1, corner: 1, line: 2, gate: 4 }, borrowedPosts: 0,
    gates: [{ id: 's', kind: 'single', widthFt: defaultGateWidthFt.single }, { id: 'd', kind: 'double', widthFt: defaultGateWidthFt.double }], removalFeet: 0,
  };
}

export type CatalogueMaterial = Pick<MaterialLine, 'key' | 'category' | 'material' | 'size' | 'fenceType' | 'unit'>;

/** Every material key the styles' assemblies make at the sample heights, once each, in the materials list's order. */
export function catalogueMaterials(assemblyFor: AssemblyFor, styles: readonly { fenceType: FenceType; style: string }[]): CatalogueMaterial[] {
  const tally = new MaterialTally();
  for (const { fenceType, style } of styles) {
    const assembly = assemblyFor(fenceType, style);
    for (const h of SAMPLE_HEIGHTS_FT) tally.addAll(materialsForRun(sampleRun(fenceType, style, h, assembly.sectionLengthIn / 12), assembly));
  }
  return tally.lines().map(({ key, category, material, size, fenceType, unit }) => ({ key, category, material, size, fenceType, unit }));
}
