// The platform's shipping and tax settings (SPEC §3 system_settings, §9 "Shipping"; issue 13 item 6).
import { eq } from 'drizzle-orm';
import {
  defaultSystemSettings,
  systemSettingsSchema,
  type SystemSettings,
  type SystemSettingsView,
} from '../../../core/admin/system-settings.schema';
import type { Db } from '../../db/connection';
import { readJsonb } from '../../db/jsonb';
import { systemSettings } from '../../db/schema/index';
import { recordAuditEvent, type AuditActor } from '../../audit/audit';

type SystemSettingsRow = typeof systemSettings.$inferSelect;

/** Settings from a stored shape (the row, or a quote's snapshot of it): what is missing or broken falls back to SPEC §9. */
export function systemSettingsFrom(stored: { taxRatePercent?: unknown; taxAppliesTo?: unknown; shipping?: object | null } | null | undefined): SystemSettings {
  const merged = {
    taxRatePercent: stored?.taxRatePercent ?? defaultSystemSettings.taxRatePercent,
    taxAppliesTo: stored?.taxAppliesTo ?? defaultSystemSettings.taxAppliesTo,
    shipping: { ...defaultSystemSettings.shipping, ...(stored?.shipping ?? {}) },
  };
  return readJsonb(systemSettingsSchema, merged, 'system_settings', { orElse: defaultSystemSettings });
}

async function currentRow(db: Db): Promise<SystemSettingsRow | undefined> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.id, 1)).limit(1);
  return row;
}

export async function loadSystemSettings(db: Db): Promise<SystemSettings> {
  return systemSettingsFrom(await currentRow(db));
}

export async function getSystemSettingsView(db: Db): Promise<SystemSettingsView> {
  const row = await currentRow(db);
  return { ...systemSettingsFrom(row), updatedAt: row?.updatedAt.toISOString() ?? null };
}

const changedFields = (before: SystemSettings, after: SystemSettings): string[] => {
  const fields: string[] = [];
  if (before.taxRatePercent !== after.taxRatePercent) fields.push('taxRatePercent');
  if (before.taxAppliesTo !== after.taxAppliesTo) fields.push('taxAppliesTo');
  for (const key of Object.keys(after.shipping) as (keyof SystemSettings['shipping'])[]) {
    if (JSON.stringify(before.shipping[key]) !== JSON.stringify(after.shipping[key])) fields.push(`shipping.${key}`);
  }
  return fields;
};

/**
 * Saves the settings (one row, id 1) and audits which fields changed, in one transaction. New quotes price with them;
 * a quote already sent keeps the settings it was priced with (quotes.pricing_settings).
 */
export async function updateSystemSettings(db: Db, input: SystemSettings, actor: AuditActor): Promise<SystemSettingsView> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(systemSettings).where(eq(systemSettings.id, 1)).for('update');
    const before = systemSettingsFrom(locked);
    const values = { taxRatePercent: input.taxRatePercent, taxAppliesTo: input.taxAppliesTo, shipping: input.shipping, updatedAt: new Date() };
    await tx.insert(systemSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: systemSettings.id, set: values });
    const fields = changedFields(before, input);
    if (fields.length) {
      await recordAuditEvent(tx, { action: 'system_settings_changed', actor, target: { type: 'system_settings', id: '1' }, details: { fields } });
    }
  });
  return getSystemSettingsView(db);
}
