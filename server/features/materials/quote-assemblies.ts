// The assemblies a quote is built with, kept with it like its pricing settings (issue 23).
import { migrateLayoutDocument } from '../../../core/layout/migrate-layout-document';
import type { LayoutDocument } from '../../../core/layout/layout-document.schema';
import { assemblyForFromSet, assemblySnapshot, legacyAssemblyFor, type AssemblySet } from '../../../core/materials/assembly-set';
import type { AssemblyFor } from '../../../core/materials/fence-assembly';
import type { Db } from '../../db/connection';
import { loadAssemblySet } from './style-assemblies.service';

export interface QuoteAssemblies {
  set: AssemblySet;
  assemblyFor: AssemblyFor;
}

const docOf = (diagram: unknown): LayoutDocument | null => (diagram == null ? null : migrateLayoutDocument(diagram));

/**
 * For a save: a draft (or a new quote) takes the contractor's assemblies of today; a quote the homeowner has seen keeps
 * the set it was built with (a style new to it takes today's). The result is what the quote stores.
 */
export async function assembliesForSave(db: Db, contractorId: string, quote: { status: string; assemblies: unknown } | null, diagram: unknown): Promise<QuoteAssemblies> {
  const today = assemblyForFromSet(await loadAssemblySet(db, contractorId));
  const keep = quote && quote.status !== 'draft';
  const base: AssemblyFor = keep ? (quote.assemblies ? assemblyForFromSet(quote.assemblies as AssemblySet, today) : legacyAssemblyFor) : today;
  const set = assemblySnapshot(docOf(diagram), base);
  return { set, assemblyFor: assemblyForFromSet(set, base) };
}

/** The set the editor's live take-off divides runs by: the quote's own once the homeowner has seen it, else today's. */
export async function editorAssemblySet(db: Db, contractorId: string, quote: { status: string; assemblies: unknown } | null): Promise<AssemblySet> {
  const own = await loadAssemblySet(db, contractorId);
  if (quote && quote.status !== 'draft') {
    const kept = quote.assemblies ? (quote.assemblies as AssemblySet) : assemblySnapshot(null, legacyAssemblyFor);
    return { ...assemblySnapshot(null, assemblyForFromSet(own)), ...own, ...kept };
  }
  return { ...assemblySnapshot(null, assemblyForFromSet(own)), ...own };
}
