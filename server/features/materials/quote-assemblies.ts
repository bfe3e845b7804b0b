// The assemblies a quote is built with, kept with it like its pricing settings (issue 23).
import { migrateLayoutDocument } from '../../../core/layout/migrate-layout-document';
import type { LayoutDocument } from '../../../core/layout/layout-document.schema';
import { assemblyForFromSet, assemblySnapshot, legacyAssemblyFor, type AssemblySet } from '../../../core/materials/assembly-set';
import type { AssemblyFor } from '../../../core/materials/fence-assembly';
import { storedAssemblySetSchema } from '../../../core/materials/fence-assembly.schema';
import type { Db } from '../../db/connection';
import { readJsonb } from '../../db/jsonb';
import { loadAssemblySet } from './style-assemblies.service';

export interface QuoteAssemblies {
  set: AssemblySet;
  assemblyFor: AssemblyFor;
}

const docOf = (diagram: unknown): LayoutDocument | null => (diagram == null ? null : migrateLayoutDocument(diagram));

/** A quote's (or option's) stored assembly set; null for a quote saved before assemblies existed. */
export const readQuoteAssemblies = (stored: unknown, column = 'quotes.assemblies'): AssemblySet | null =>
  readJsonb(storedAssemblySetSchema.nullable(), stored, column, { orElse: null });

/**
 * For a save: a draft (or a new quote) takes the contractor's assemblies of today; a quote the homeowner has seen keeps
 * the set it was built with (a style new to it takes today's). The result is what the quote stores.
 */
export async function assembliesForSave(db: Db, contractorId: string, quote: { status: string; assemblies: unknown } | null, diagram: unknown): Promise<QuoteAssemblies> {
  const today = assemblyForFromSet(await loadAssemblySet(db, contractorId));
  const keep = quote && quote.status !== 'draft';
  const kept = keep ? readQuoteAssemblies(quote.assemblies) : null;
  const base: AssemblyFor = keep ? (kept ? assemblyForFromSet(kept, today) : legacyAssemblyFor) : today;
  const set = assemblySnapshot(docOf(diagram), base);
  return { set, assemblyFor: assemblyForFromSet(set, base) };
}

/** The set the editor's live take-off divides runs by: the quote's own once the homeowner has seen it, else today's. */
export async function editorAssemblySet(db: Db, contractorId: string, quote: { status: string; assemblies: unknown } | null): Promise<AssemblySet> {
  const own = await loadAssemblySet(db, contractorId);
  if (quote && quote.status !== 'draft') {
    const kept = readQuoteAssemblies(quote.assemblies) ?? assemblySnapshot(null, legacyAssemblyFor);
    return { ...assemblySnapshot(null, assemblyForFromSet(own)), ...own, ...kept };
  }
  return { ...assemblySnapshot(null, assemblyForFromSet(own)), ...own };
}
