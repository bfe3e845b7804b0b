import type { Db } from '../db/connection';

/** The demo tenants' customers, quotes, jobs, milestones, events and notifications; each feature adds its part. */
export async function seedDemoTenantData(_db: Db, _ids: { mainContractorId: string; secondContractorId: string }): Promise<void> {}
