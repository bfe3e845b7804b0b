import { count, eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../db/connection';
import { contractors, users } from '../db/schema/index';
import { createContractorAccount } from '../features/admin/admin.service';
import { hashPassword } from '../features/auth/auth.service';
import { seedDemoTenantData } from './demo-data';

export const demoLogins = [
  { email: 'admin@example.com', password: 'demo-admin-password', role: 'admin' },
  { email: 'contractor@example.com', password: 'demo-contractor-password', role: 'contractor (onboarding complete, full demo data)' },
  { email: 'contractor2@example.com', password: 'demo-contractor2-password', role: 'contractor (second tenant)' },
  { email: 'newcontractor@example.com', password: 'demo-newcontractor-password', role: 'contractor (onboarding not complete)' },
] as const;

/** DESIGN §4: an empty database outside production gets the demo tenants. Returns the logins when it seeded. */
export async function seedDemoIfEmpty(db: Db, _config: AppConfig) {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (Number(n) > 0) return null;
  await db.insert(users).values({ email: 'admin@example.com', passwordHash: await hashPassword('demo-admin-password'), firstName: 'Avery', lastName: 'Admin', name: 'Picket Admin', isAdmin: true });
  const main = await createContractorAccount(db, {
    email: 'contractor@example.com',
    password: 'demo-contractor-password',
    firstName: 'Dale',
    lastName: 'Whitfield',
    businessName: 'Lone Star Fence Co.',
    onboardingComplete: true,
  });
  await db
    .update(contractors)
    .set({
      phone: '512-555-0142',
      city: 'Austin',
      state: 'TX',
      zipCode: '78704',
      website: 'https://lonestarfence.example',
      licenseNumber: 'TX-FC-20431',
      serviceAreas: ['78701', '78702', '78703', '78704', '78745', '78746'],
      financingEnabled: true,
      financingUrl: 'https://www.synchrony.com/',
      testimonials: [
        { author: 'Maria G., Austin', text: 'They showed up on the day they promised and the cedar privacy fence looks fantastic.' },
        { author: 'Tom R., Westlake', text: 'The quote was clear down to the last post. No surprises on the final bill.' },
      ],
      faqs: [
        { question: 'How long does installation take?', answer: 'Most residential fences are installed in one to three days.' },
        { question: 'Do you handle permits and utility locates?', answer: 'Yes. We call 811 before digging and pull any permit your city requires.' },
      ],
    })
    .where(eq(contractors.id, main.contractorId));
  const second = await createContractorAccount(db, {
    email: 'contractor2@example.com',
    password: 'demo-contractor2-password',
    firstName: 'Rosa',
    lastName: 'Delgado',
    businessName: 'Gulf Coast Fencing',
    onboardingComplete: true,
  });
  await db.update(contractors).set({ phone: '713-555-0199', city: 'Houston', state: 'TX', zipCode: '77008', serviceAreas: ['77008', '77009'] }).where(eq(contractors.id, second.contractorId));
  await createContractorAccount(db, {
    email: 'newcontractor@example.com',
    password: 'demo-newcontractor-password',
    firstName: 'Sam',
    lastName: 'Newman',
    businessName: 'Newman Fence & Gate',
    onboardingComplete: false,
  });
  await seedDemoTenantData(db, { mainContractorId: main.contractorId, secondContractorId: second.contractorId });
  return demoLogins;
}

/** Production has no demo data: the first admin comes from ADMIN_EMAIL and ADMIN_PASSWORD. */
export async function ensureAdminFromEnv(db: Db, config: AppConfig): Promise<void> {
  if (!config.adminEmail || !config.adminPassword) return;
  const email = config.adminEmail.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email)).limit(1);
  if (existing) return;
  await db.insert(users).values({ email, passwordHash: await hashPassword(config.adminPassword), name: 'Administrator', isAdmin: true });
}
