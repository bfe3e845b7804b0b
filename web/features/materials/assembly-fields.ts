// The fields of an assembly the contractor edits, by section, per fence type (labels: materials.settings.field.<path>).
import type { FenceType } from '../../../core/catalogue/fence-types';

export type FieldKind = 'number' | 'text' | 'bool' | 'bag';
export type AssemblyField = readonly [path: string, kind: FieldKind];

const posts: AssemblyField[] = [
  ['sectionLengthIn', 'number'],
  ['linePost.size', 'text'], ['linePost.widthIn', 'number'], ['linePost.holeDiameterIn', 'number'],
  ['terminalPost.size', 'text'], ['terminalPost.widthIn', 'number'], ['terminalPost.holeDiameterIn', 'number'],
  ['gatePost.size', 'text'], ['gatePost.widthIn', 'number'], ['gatePost.holeDiameterIn', 'number'],
];
const concrete: AssemblyField[] = [['concreteInPerFtOfHeight', 'number'], ['gatePostExtraDepthIn', 'number'], ['gravelDepthIn', 'number'], ['bagLb', 'bag']];

const infill: Record<FenceType, AssemblyField[]> = {
  cedar: [['railSize', 'text'], ['railsShort', 'number'], ['railsTall', 'number'], ['tallFromFt', 'number'], ['picketSize', 'text'], ['picketWidthIn', 'number'], ['picketGapIn', 'number'], ['wastePercent', 'number']],
  vinyl: [['wastePercent', 'number']],
  chain: [['fabricRollFt', 'number'], ['topRailSize', 'text'], ['topRailStickFt', 'number'], ['tensionWireCoilFt', 'number'], ['wastePercent', 'number']],
};
const fasteners: Record<FenceType, AssemblyField[]> = {
  cedar: [['postCaps', 'bool'], ['nailsPerPicketPerRail', 'number'], ['nailsPerBox', 'number'], ['screwsPerRail', 'number'], ['screwsPerBox', 'number']],
  vinyl: [['postCaps', 'bool'], ['gatePostStiffeners', 'bool']],
  chain: [['postCaps', 'bool'], ['tensionBandsLessThanHeight', 'number'], ['postTieSpacingIn', 'number'], ['railTieSpacingIn', 'number'], ['tiesPerBag', 'number']],
};

// Issue 23: opt-in, default off — price the style from its materials list at the contractor's material costs.
const pricing: AssemblyField[] = [['priceFromMaterials', 'bool']];

export function assemblySections(fenceType: FenceType): [section: 'layout' | 'concrete' | 'infill' | 'fasteners' | 'pricing', fields: AssemblyField[]][] {
  return [['layout', posts], ['concrete', concrete], ['infill', infill[fenceType]], ['fasteners', fasteners[fenceType]], ['pricing', pricing]];
}

export function readPath(obj: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj);
}

export function writePath<T extends Record<string, unknown>>(obj: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  if (rest.length === 0) return { ...obj, [head]: value };
  return { ...obj, [head]: writePath((obj[head] ?? {}) as Record<string, unknown>, rest.join('.'), value) };
}
