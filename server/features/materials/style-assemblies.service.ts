// A contractor's assemblies per fence type and style (issue 23): read, change, reset; every query scoped by contractor.
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { fenceTypes, type FenceType } from '../../../core/catalogue/fence-types';
import { assemblySetKey, styleKeyOf, type AssemblySet } from '../../../core/materials/assembly-set';
import { defaultAssemblyFor } from '../../../core/materials/default-assemblies';
import type { FenceAssembly } from '../../../core/materials/fence-assembly';
import { fenceAssemblySchema, type StyleAssembly } from '../../../core/materials/fence-assembly.schema';
import type { Db } from '../../db/connection';
import { readJsonb } from '../../db/jsonb';
import { materialStyles, styleAssemblies } from '../../db/schema/index';
import { listPlatformAssemblies, loadPlatformAssemblySet } from './platform-assemblies.service';

/**
 * The assemblies a contractor prices with, by `<type>|<style key>`: their own rows over the admin's platform defaults
 * (a style inherits the platform's until the contractor changes it); the code's defaults fill in at lookup.
 */
export async function loadAssemblySet(db: Db, contractorId: string): Promise<AssemblySet> {
  return { ...(await loadPlatformAssemblySet(db)), ...(await loadOwnAssemblySet(db, contractorId)) };
}

/** A contractor's stored assembly, or null when it no longer parses (the inherited one applies). */
const readOwn = (value: unknown) => readJsonb(fenceAssemblySchema, value, 'style_assemblies.assembly', { orElse: null });

async function loadOwnAssemblySet(db: Db, contractorId: string): Promise<AssemblySet> {
  const rows = await db.select().from(styleAssemblies).where(eq(styleAssemblies.contractorId, contractorId));
  const set: AssemblySet = {};
  for (const row of rows) {
    // A row written by an older build that no longer parses falls back to the default rather than failing a quote.
    const assembly = readOwn(row.assembly);
    if (assembly) set[`${row.fenceType}|${row.styleKey}`] = assembly;
  }
  return set;
}


export async function listStyleAssemblies(db: Db, contractorId: string): Promise<{ assemblies: StyleAssembly[]; styles: { fenceType: FenceType; name: string }[] }> {
  const rows = await db.select().from(styleAssemblies).where(eq(styleAssemblies.contractorId, contractorId)).orderBy(asc(styleAssemblies.fenceType), asc(styleAssemblies.styleKey));
  const own = new Map(rows.map((r) => [`${r.fenceType}|${r.styleKey}`, r]));
  // Issue 23: what the contractor has not changed is the admin's platform default (else the code's).
  const platform = await listPlatformAssemblies(db);
  const assemblies: StyleAssembly[] = fenceTypes.map((t) => {
    const row = own.get(assemblySetKey(t, ''));
    const assembly = row ? readOwn(row.assembly) : null;
    const inherited = platform.assemblies.find((a) => a.fenceType === t && a.style === '')?.assembly ?? defaultAssemblyFor(t);
    return { fenceType: t, style: '', assembly: assembly ?? inherited, isDefault: !assembly };
  });
  for (const row of rows) {
    if (row.styleKey === '') continue;
    const assembly = readOwn(row.assembly);
    if (assembly) assemblies.push({ fenceType: row.fenceType as FenceType, style: row.style, assembly, isDefault: false });
  }
  for (const a of platform.assemblies) {
    if (a.style !== '' && !own.has(assemblySetKey(a.fenceType, a.style))) assemblies.push({ ...a, isDefault: true });
  }
  const styleRows = await db
    .select({ fenceType: materialStyles.fenceType, name: materialStyles.name })
    .from(materialStyles)
    .where(and(or(eq(materialStyles.contractorId, contractorId), isNull(materialStyles.contractorId)), eq(materialStyles.isActive, true)))
    .orderBy(asc(materialStyles.fenceType), asc(materialStyles.name));
  const styles = styleRows.filter((s): s is { fenceType: FenceType; name: string } => (fenceTypes as readonly string[]).includes(s.fenceType));
  return { assemblies, styles };
}

export async function saveStyleAssembly(db: Db, contractorId: string, input: { fenceType: FenceType; style: string; assembly: FenceAssembly }): Promise<StyleAssembly> {
  const styleKey = styleKeyOf(input.style);
  const style = input.style.trim();
  await db
    .insert(styleAssemblies)
    .values({ contractorId, fenceType: input.fenceType, styleKey, style, assembly: input.assembly })
    .onConflictDoUpdate({
      target: [styleAssemblies.contractorId, styleAssemblies.fenceType, styleAssemblies.styleKey],
      set: { style, assembly: input.assembly, updatedAt: new Date() },
    });
  return { fenceType: input.fenceType, style, assembly: input.assembly, isDefault: false };
}

export async function resetStyleAssembly(db: Db, contractorId: string, input: { fenceType: FenceType; style: string }): Promise<{ reset: boolean }> {
  const deleted = await db
    .delete(styleAssemblies)
    .where(and(eq(styleAssemblies.contractorId, contractorId), eq(styleAssemblies.fenceType, input.fenceType), eq(styleAssemblies.styleKey, styleKeyOf(input.style))))
    .returning({ id: styleAssemblies.id });
  return { reset: deleted.length > 0 };
}
