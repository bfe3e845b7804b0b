// The platform's default assemblies (issue 23): the admin sets one per fence type or per catalogue style; every
// contractor's style inherits it until the contractor changes that style (or, for the fence type's, the fence type).
import { and, asc, eq, isNull } from 'drizzle-orm';
import { fenceTypes, type FenceType } from '../../../core/catalogue/fence-types';
import { assemblySetKey, styleKeyOf, type AssemblySet } from '../../../core/materials/assembly-set';
import { defaultAssemblyFor } from '../../../core/materials/default-assemblies';
import type { FenceAssembly } from '../../../core/materials/fence-assembly';
import { fenceAssemblySchema, type StyleAssembly } from '../../../core/materials/fence-assembly.schema';
import { recordAuditEvent, type AuditActor } from '../../audit/audit';
import type { Db } from '../../db/connection';
import { readJsonb } from '../../db/jsonb';
import { materialStyles, platformAssemblies } from '../../db/schema/index';

/** An admin's stored assembly, or null when it no longer parses (an older build's row): the code's default applies. */
const readPlatform = (value: unknown) => readJsonb(fenceAssemblySchema, value, 'platform_assemblies.assembly', { orElse: null });

/** The admin's assemblies by `<type>|<style key>` (rows only; the code's defaults fill in at lookup). */
export async function loadPlatformAssemblySet(db: Db): Promise<AssemblySet> {
  const rows = await db.select().from(platformAssemblies);
  const set: AssemblySet = {};
  for (const row of rows) {
    const assembly = readPlatform(row.assembly);
    if (assembly) set[`${row.fenceType}|${row.styleKey}`] = assembly;
  }
  return set;
}

/** The admin's view: each fence type's default (the code's until changed), each changed style, the catalogue's styles. */
export async function listPlatformAssemblies(db: Db): Promise<{ assemblies: StyleAssembly[]; styles: { fenceType: FenceType; name: string }[] }> {
  const rows = await db.select().from(platformAssemblies).orderBy(asc(platformAssemblies.fenceType), asc(platformAssemblies.styleKey));
  const own = new Map(rows.map((r) => [`${r.fenceType}|${r.styleKey}`, r]));
  const assemblies: StyleAssembly[] = fenceTypes.map((t) => {
    const row = own.get(assemblySetKey(t, ''));
    const assembly = row ? readPlatform(row.assembly) : null;
    return { fenceType: t, style: '', assembly: assembly ?? defaultAssemblyFor(t), isDefault: !assembly };
  });
  for (const row of rows) {
    if (row.styleKey === '') continue;
    const assembly = readPlatform(row.assembly);
    if (assembly) assemblies.push({ fenceType: row.fenceType as FenceType, style: row.style, assembly, isDefault: false });
  }
  const styleRows = await db
    .select({ fenceType: materialStyles.fenceType, name: materialStyles.name })
    .from(materialStyles)
    .where(and(isNull(materialStyles.contractorId), eq(materialStyles.isActive, true)))
    .orderBy(asc(materialStyles.fenceType), asc(materialStyles.name));
  const styles = styleRows.filter((s): s is { fenceType: FenceType; name: string } => (fenceTypes as readonly string[]).includes(s.fenceType));
  return { assemblies, styles };
}

const auditChange = (db: Db, actor: AuditActor, fenceType: FenceType, style: string) =>
  recordAuditEvent(db, { action: 'system_settings_changed', actor, target: { type: 'system_settings', id: '1' }, details: { fields: [`assemblies.${assemblySetKey(fenceType, style)}`] } });

export async function savePlatformAssembly(db: Db, input: { fenceType: FenceType; style: string; assembly: FenceAssembly }, actor: AuditActor): Promise<StyleAssembly> {
  const styleKey = styleKeyOf(input.style);
  const style = input.style.trim();
  // Pricing from the materials list is each contractor's own opt-in: a platform default never turns it on for them.
  const { priceFromMaterials: _optIn, ...assembly } = input.assembly;
  await db.transaction(async (tx) => {
    await tx
      .insert(platformAssemblies)
      .values({ fenceType: input.fenceType, styleKey, style, assembly })
      .onConflictDoUpdate({ target: [platformAssemblies.fenceType, platformAssemblies.styleKey], set: { style, assembly, updatedAt: new Date() } });
    await auditChange(tx, actor, input.fenceType, style);
  });
  return { fenceType: input.fenceType, style, assembly, isDefault: false };
}

export async function resetPlatformAssembly(db: Db, input: { fenceType: FenceType; style: string }, actor: AuditActor): Promise<{ reset: boolean }> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(platformAssemblies)
      .where(and(eq(platformAssemblies.fenceType, input.fenceType), eq(platformAssemblies.styleKey, styleKeyOf(input.style))))
      .returning({ id: platformAssemblies.id });
    if (deleted.length > 0) await auditChange(tx, actor, input.fenceType, input.style);
    return { reset: deleted.length > 0 };
  });
}
