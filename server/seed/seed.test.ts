// The demo data a newcomer lands on must open: every seeded quote and job answers 200 for its contractor.
import { beforeAll, expect, it } from 'vitest';
import { testConfig } from '../config';
import { signedIn } from '../test/api';
import { useTestApp } from '../test/use-test-app';
import { demoLogins, seedDemoIfEmpty } from './seed';

const testApp = useTestApp();
beforeAll(async () => {
  expect(await seedDemoIfEmpty(testApp.db, testConfig())).toEqual(demoLogins);
}, 120_000);

it('seeds once: a second start finds users and seeds nothing', async () => {
  expect(await seedDemoIfEmpty(testApp.db, testConfig())).toBeNull();
});

it('every demo login signs in and lands with the right role', async () => {
  for (const login of demoLogins) {
    const client = await signedIn(testApp.app, login);
    const me = (await client.get('/api/auth/me')).json();
    expect(me.isAdmin).toBe(login.role === 'admin');
    expect(me.onboardingComplete).toBe(login.email !== 'newcontractor@example.com');
  }
});

it("every quote and job of the demo contractors opens (quote page, PDF, job page)", async () => {
  for (const email of ['contractor@example.com', 'contractor2@example.com']) {
    const login = demoLogins.find((l) => l.email === email)!;
    const client = await signedIn(testApp.app, login);
    const list = (await client.get('/api/quotes?pageSize=100')).json();
    const quotes = (list.quotes ?? list) as { id: string }[];
    expect(quotes.length).toBeGreaterThan(0);
    for (const q of quotes) {
      const res = await client.get(`/api/quotes/${q.id}`);
      expect(res.statusCode, `${email} quote ${q.id}: ${res.body.slice(0, 200)}`).toBe(200);
      expect((await client.get(`/api/quotes/${q.id}/pdf`)).statusCode).toBe(200);
    }
    const jobs = (await client.get('/api/jobs')).json();
    for (const j of (jobs.jobs ?? jobs) as { id: string }[]) {
      expect((await client.get(`/api/jobs/${j.id}`)).statusCode).toBe(200);
    }
  }
});
