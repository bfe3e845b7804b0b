// A contractor's follow-up settings: the stored row, or the defaults (follow-ups are on until they are turned off).
import { eq } from 'drizzle-orm';
import { defaultFollowUpSettings, type FollowUpSettings } from '../../../core/follow-ups/follow-up.schema';
import type { Db } from '../../db/connection';
import { followUpSettings } from '../../db/schema/index';

export async function followUpSettingsOf(db: Db, contractorId: string): Promise<FollowUpSettings> {
  const [row] = await db.select().from(followUpSettings).where(eq(followUpSettings.contractorId, contractorId)).limit(1);
  if (!row) return { ...defaultFollowUpSettings };
  const { contractorId: _c, updatedAt: _u, ...settings } = row;
  return settings;
}

export async function saveFollowUpSettings(db: Db, contractorId: string, input: FollowUpSettings): Promise<void> {
  const now = new Date();
  await db
    .insert(followUpSettings)
    .values({ contractorId, ...input, updatedAt: now })
    .onConflictDoUpdate({ target: followUpSettings.contractorId, set: { ...input, updatedAt: now } });
}
