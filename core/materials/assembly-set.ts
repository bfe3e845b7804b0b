// Which assembly a run uses: the contractor's for its style, else for its fence type, else the platform default.
// A quote stores the set it was built with (quotes.assemblies), as it stores its pricing settings (issue 23).
import { fenceTypes, type FenceType } from '../catalogue/fence-types';
import type { LayoutDocument } from '../layout/layout-document.schema';
import { defaultAssemblyFor } from './default-assemblies';
import type { AssemblyFor, FenceAssembly } from './fence-assembly';

/** `<fence type>|<style key>` → assembly; style key '' is the fence type's own. */
export type AssemblySet = Record<string, FenceAssembly>;

/** Style names match as a contractor types them: case and surrounding spaces ignored. */
export const styleKeyOf = (style: string) => style.trim().toLowerCase();
export const assemblySetKey = (fenceType: FenceType, style: string) => `${fenceType}|${styleKeyOf(style)}`;

export function assemblyForFromSet(set: AssemblySet, fallback: AssemblyFor = defaultAssemblyFor): AssemblyFor {
  return (fenceType, style) => set[assemblySetKey(fenceType, style)] ?? set[assemblySetKey(fenceType, '')] ?? fallback(fenceType, style);
}

/** Quotes saved before assemblies existed were divided by SPEC §9's 96 in for every type: they keep that. */
export function legacyAssemblyFor(fenceType: FenceType): FenceAssembly {
  return { ...defaultAssemblyFor(fenceType), sectionLengthIn: 96 };
}

/** The assemblies a drawing uses, to store with its quote: one per fence type and per style its runs name. */
export function assemblySnapshot(doc: LayoutDocument | null, assemblyFor: AssemblyFor): AssemblySet {
  const set: AssemblySet = {};
  for (const t of fenceTypes) set[assemblySetKey(t, '')] = assemblyFor(t, '');
  for (const run of doc?.runs ?? []) {
    const key = assemblySetKey(run.props.fenceType, run.props.style);
    set[key] ??= assemblyFor(run.props.fenceType, run.props.style);
  }
  return set;
}

/** What a quote's stored set answers; a quote saved before assemblies existed keeps SPEC §9's 96 in sections. */
export function storedAssemblyFor(stored: AssemblySet | null): AssemblyFor {
  return stored ? assemblyForFromSet(stored, legacyAssemblyFor) : legacyAssemblyFor;
}
