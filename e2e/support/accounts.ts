// DESIGN §4 demo logins, seeded when SEED_DEMO=true.
export const accounts = {
  admin: { email: 'admin@example.com', password: 'demo-admin-password' },
  contractor: { email: 'contractor@example.com', password: 'demo-contractor-password' },
  contractor2: { email: 'contractor2@example.com', password: 'demo-contractor2-password' },
  newcontractor: { email: 'newcontractor@example.com', password: 'demo-newcontractor-password' },
} as const;

export type Who = keyof typeof accounts | { email: string; password: string };

export function credentialsFor(who: Who): { email: string; password: string } {
  return typeof who === 'string' ? accounts[who] : who;
}
