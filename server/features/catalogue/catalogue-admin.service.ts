// The admin manages the catalogue (issue 13 item 7): styles with their prices per height, post caps, hardware and the
// fence/post/gate type images. New rows are the platform's (contractor_id null: every contractor's cart shows them);
// a contractor's own rows can be edited too. Nothing is deleted: a deactivated row leaves the cart, quotes keep it.
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type {
  AdminCatalogue,
  CatalogueImageCreate,
  CatalogueImageKind,
  CatalogueImageUpdate,
  HardwareItemInput,
  MaterialStyleInput,
  PostCapInput,
} from '../../../core/catalogue/catalogue-admin.schema';
import { errorMessage } from '../../../core/error-messages';
import { AppError, fieldValidationError, notFound } from '../../../core/errors';
import type { Db } from '../../db/connection';
import { contractors, fenceTypeImages, gateTypeImages, hardwareItems, materialStyles, postCaps, postTypeImages, stylePricing } from '../../db/schema/index';
import type { ObjectStorage } from '../../integrations/object-storage/object-storage';
import { recordAuditEvent, type AuditActor } from '../../audit/audit';
import { storeCatalogueImage, catalogueImageUrl } from './catalogue-image-files';

export const imageTables = { fence: fenceTypeImages, post: postTypeImages, gate: gateTypeImages } as const;

const itemNotFound = () => notFound(errorMessage('signedInErrors.catalogue.itemNotFound'));

async function ownerNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ id: contractors.id, name: contractors.name, businessName: contractors.businessName }).from(contractors);
  return new Map(rows.map((r) => [r.id, r.businessName || r.name]));
}

export async function getAdminCatalogue(db: Db): Promise<AdminCatalogue> {
  const names = await ownerNames(db);
  const owner = (contractorId: string | null) => ({ contractorId, ownerName: contractorId ? (names.get(contractorId) ?? null) : null });
  const styles = await db.select().from(materialStyles).orderBy(asc(materialStyles.sortOrder), asc(materialStyles.name));
  const prices = styles.length ? await db.select().from(stylePricing).where(inArray(stylePricing.styleId, styles.map((s) => s.id))).orderBy(asc(stylePricing.heightFt)) : [];
  const caps = await db.select().from(postCaps).orderBy(asc(postCaps.name));
  const hardware = await db.select().from(hardwareItems).orderBy(asc(hardwareItems.category), asc(hardwareItems.name));
  const images: AdminCatalogue['images'] = [];
  for (const [kind, table] of Object.entries(imageTables) as [CatalogueImageKind, (typeof imageTables)[CatalogueImageKind]][]) {
    for (const row of await db.select().from(table).orderBy(asc(table.key))) {
      images.push({ id: row.id, kind, key: row.key, label: row.label, isActive: row.isActive, url: row.storageKey ? catalogueImageUrl(row.storageKey) : null, svg: row.svg });
    }
  }
  // The platform's rows first (what the admin manages), then each contractor's own.
  const byOwner = <T extends { contractorId: string | null }>(rows: T[]) =>
    [...rows].sort((a, b) => (a.contractorId === b.contractorId ? 0 : a.contractorId === null ? -1 : b.contractorId === null ? 1 : (names.get(a.contractorId) ?? '').localeCompare(names.get(b.contractorId) ?? '')));
  return {
    styles: byOwner(styles).map((s) => ({
      id: s.id, ...owner(s.contractorId), fenceType: s.fenceType, name: s.name, nameEs: s.nameEs, description: s.description, imageKey: s.imageKey, sortOrder: s.sortOrder, isActive: s.isActive,
      prices: prices.filter((p) => p.styleId === s.id).map((p) => ({
        id: p.id, heightFt: p.heightFt, pricePerFootCents: p.pricePerFootCents, panelPriceCents: p.panelPriceCents, postPriceCents: p.postPriceCents, gatePriceCents: p.gatePriceCents,
      })),
    })),
    postCaps: byOwner(caps).map((c) => ({ id: c.id, ...owner(c.contractorId), name: c.name, fenceType: c.fenceType, priceCents: c.priceCents, imageKey: c.imageKey, isActive: c.isActive })),
    hardware: byOwner(hardware).map((h) => ({ id: h.id, ...owner(h.contractorId), category: h.category, name: h.name, fenceType: h.fenceType, unit: h.unit, priceCents: h.priceCents, isActive: h.isActive })),
    images,
  };
}

/** An image key must name an image of the right kind, so the cart never shows a broken picture. */
async function requireImageKey(db: Db, kind: CatalogueImageKind, key: string | null, field: string): Promise<void> {
  if (!key) return;
  const table = imageTables[kind];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.key, key)).limit(1);
  if (!row) throw fieldValidationError(field, errorMessage('signedInErrors.catalogue.unknownImage', { key }));
}

const audit = (tx: Db, actor: AuditActor, table: string, id: string, change: 'created' | 'updated') =>
  recordAuditEvent(tx, { action: 'catalogue_changed', actor, target: { type: 'catalogue_item', id }, details: { table, change } });

const styleValues = (input: MaterialStyleInput) => ({
  fenceType: input.fenceType, name: input.name, description: input.description || null, imageKey: input.imageKey, sortOrder: input.sortOrder, isActive: input.isActive,
  // Left out of the request, the Spanish name stays; sent empty, it is cleared.
  ...(input.nameEs !== undefined ? { nameEs: input.nameEs || null } : {}),
});

/** Prices are matched by id: a height that stays keeps its id (carts and drafts hold it); the rest are replaced. */
async function writePrices(tx: Db, style: { id: string; contractorId: string | null }, prices: MaterialStyleInput['prices']): Promise<void> {
  const existing = await tx.select({ id: stylePricing.id }).from(stylePricing).where(eq(stylePricing.styleId, style.id));
  const known = new Set(existing.map((p) => p.id));
  const kept = prices.filter((p) => p.id && known.has(p.id)).map((p) => p.id!);
  await tx.delete(stylePricing).where(kept.length ? and(eq(stylePricing.styleId, style.id), notInArray(stylePricing.id, kept)) : eq(stylePricing.styleId, style.id));
  for (const p of prices) {
    const values = { heightFt: p.heightFt, pricePerFootCents: p.pricePerFootCents, panelPriceCents: p.panelPriceCents, postPriceCents: p.postPriceCents, gatePriceCents: p.gatePriceCents };
    if (p.id && known.has(p.id)) await tx.update(stylePricing).set(values).where(eq(stylePricing.id, p.id));
    else await tx.insert(stylePricing).values({ ...values, styleId: style.id, contractorId: style.contractorId });
  }
}

export async function createMaterialStyle(db: Db, input: MaterialStyleInput, actor: AuditActor): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await requireImageKey(tx, 'fence', input.imageKey, 'imageKey');
    const [row] = await tx.insert(materialStyles).values({ ...styleValues(input), contractorId: null }).returning({ id: materialStyles.id });
    await writePrices(tx, { id: row.id, contractorId: null }, input.prices.map(({ id: _id, ...p }) => p));
    await audit(tx, actor, 'material_styles', row.id, 'created');
    return row;
  });
}

export async function updateMaterialStyle(db: Db, id: string, input: MaterialStyleInput, actor: AuditActor): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [style] = await tx.select().from(materialStyles).where(eq(materialStyles.id, id)).for('update');
    if (!style) throw itemNotFound();
    await requireImageKey(tx, 'fence', input.imageKey, 'imageKey');
    await tx.update(materialStyles).set(styleValues(input)).where(eq(materialStyles.id, id));
    await writePrices(tx, style, input.prices);
    await audit(tx, actor, 'material_styles', id, 'updated');
    return { id };
  });
}

export async function savePostCap(db: Db, id: string | null, input: PostCapInput, actor: AuditActor): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await requireImageKey(tx, 'post', input.imageKey, 'imageKey');
    const values = { name: input.name, fenceType: input.fenceType, priceCents: input.priceCents, imageKey: input.imageKey, isActive: input.isActive };
    const [row] = id
      ? await tx.update(postCaps).set(values).where(eq(postCaps.id, id)).returning({ id: postCaps.id })
      : await tx.insert(postCaps).values({ ...values, contractorId: null }).returning({ id: postCaps.id });
    if (!row) throw itemNotFound();
    await audit(tx, actor, 'post_caps', row.id, id ? 'updated' : 'created');
    return row;
  });
}

export async function saveHardwareItem(db: Db, id: string | null, input: HardwareItemInput, actor: AuditActor): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const values = { category: input.category, name: input.name, fenceType: input.fenceType, unit: input.unit, priceCents: input.priceCents, isActive: input.isActive };
    const [row] = id
      ? await tx.update(hardwareItems).set(values).where(eq(hardwareItems.id, id)).returning({ id: hardwareItems.id })
      : await tx.insert(hardwareItems).values({ ...values, contractorId: null }).returning({ id: hardwareItems.id });
    if (!row) throw itemNotFound();
    await audit(tx, actor, 'hardware_items', row.id, id ? 'updated' : 'created');
    return row;
  });
}

/** The file goes to storage first (content-addressed, so a retry writes the same object); then the row, in a transaction. */
export async function createCatalogueImage(db: Db, storage: ObjectStorage, input: CatalogueImageCreate, actor: AuditActor): Promise<{ id: string }> {
  const table = imageTables[input.kind];
  const [taken] = await db.select({ id: table.id }).from(table).where(eq(table.key, input.key)).limit(1);
  if (taken) throw new AppError('CONFLICT', errorMessage('signedInErrors.catalogue.imageKeyTaken', { key: input.key }));
  const file = await storeCatalogueImage(storage, input.image);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(table)
      .values({ key: input.key, label: input.label, svg: null, storageKey: file.storageKey, contentType: file.contentType, isActive: true, updatedAt: new Date() })
      .onConflictDoNothing()
      .returning({ id: table.id });
    if (!row) throw new AppError('CONFLICT', errorMessage('signedInErrors.catalogue.imageKeyTaken', { key: input.key }));
    await audit(tx, actor, table === fenceTypeImages ? 'fence_type_images' : table === postTypeImages ? 'post_type_images' : 'gate_type_images', row.id, 'created');
    return row;
  });
}

export async function updateCatalogueImage(db: Db, storage: ObjectStorage, kind: CatalogueImageKind, id: string, input: CatalogueImageUpdate, actor: AuditActor) {
  const table = imageTables[kind];
  const file = input.image ? await storeCatalogueImage(storage, input.image) : null;
  return db.transaction(async (tx) => {
    const values = { label: input.label, isActive: input.isActive, updatedAt: new Date(), ...(file ? { storageKey: file.storageKey, contentType: file.contentType } : {}) };
    const [row] = await tx.update(table).set(values).where(eq(table.id, id)).returning({ id: table.id });
    if (!row) throw itemNotFound();
    await audit(tx, actor, `${kind}_type_images`, id, 'updated');
    return row;
  });
}

