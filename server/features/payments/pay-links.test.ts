import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payLinks, paymentMilestones, stripeAccounts } from '../../db/schema/index';
import { makeContractor } from '../../test/factories';
import { useTestDb } from '../../test/use-test-app';
import { makeCustomer, makeQuote } from '../../test/job-fixtures';
import { convertQuoteToJob } from '../jobs/jobs.service';
import { findPayLink, hashPayToken, milestonePayLinkUrl, revokePayLink } from './pay-links';

const t = useTestDb();
const stripe = { secretKey: 'sk_test_x', webhookSecrets: ['whsec_x'], apiUrl: 'http://127.0.0.1:1' };
const config = { publicUrl: 'https://picket.example', stripe };
let aliceId: string;
let bobId: string;
let milestoneIds: string[];

async function jobMilestones(contractorId: string) {
  const c = await makeCustomer(t.db, contractorId);
  const q = await makeQuote(t.db, { contractorId, homeownerId: c.id, totalCents: 100000 });
  const job = await convertQuoteToJob(t.db, { contractorId, quoteId: q.id });
  return (await t.db.select().from(paymentMilestones).where(eq(paymentMilestones.jobId, job.id))).map((m) => m.id);
}

beforeAll(async () => {
  aliceId = (await makeContractor(t.db)).contractorId;
  bobId = (await makeContractor(t.db)).contractorId;
  milestoneIds = await jobMilestones(aliceId);
  await t.db.insert(stripeAccounts).values({ contractorId: aliceId, stripeAccountId: 'acct_alice', chargesEnabled: true, detailsSubmitted: true });
  await t.db.insert(stripeAccounts).values({ contractorId: bobId, stripeAccountId: 'acct_bob', chargesEnabled: false, detailsSubmitted: true });
});

describe('milestonePayLinkUrl', () => {
  it('gives a capability URL of 192 random bits, the same one every time, stored hashed and encrypted', async () => {
    const url = await milestonePayLinkUrl(t.db, config, { contractorId: aliceId, milestoneId: milestoneIds[0] });
    expect(url).toMatch(/^https:\/\/picket\.example\/customer\/pay\/[A-Za-z0-9_-]{32}$/);
    expect(await milestonePayLinkUrl(t.db, config, { contractorId: aliceId, milestoneId: milestoneIds[0] })).toBe(url);
    const token = url!.split('/').at(-1)!;
    const raw = await t.db.execute(sql`select token_hash, token_encrypted from pay_links where milestone_id = ${milestoneIds[0]}`);
    const row = (raw as unknown as { rows: { token_hash: string; token_encrypted: string }[] }).rows[0];
    expect(row.token_hash).toBe(hashPayToken(token));
    expect(row.token_encrypted).not.toContain(token);
    expect((await findPayLink(t.db, token))?.milestoneId).toBe(milestoneIds[0]);
  });

  it('is null without Stripe, for an account that cannot take charges yet, for another tenant and for a paid milestone', async () => {
    expect(await milestonePayLinkUrl(t.db, { publicUrl: config.publicUrl }, { contractorId: aliceId, milestoneId: milestoneIds[1] })).toBeNull();
    expect(await milestonePayLinkUrl(t.db, config, { contractorId: bobId, milestoneId: milestoneIds[1] })).toBeNull();
    const bobMilestones = await jobMilestones(bobId);
    expect(await milestonePayLinkUrl(t.db, config, { contractorId: bobId, milestoneId: bobMilestones[0] })).toBeNull();
    await t.db.update(paymentMilestones).set({ status: 'paid', paidDate: '2026-01-02' }).where(eq(paymentMilestones.id, milestoneIds[1]));
    expect(await milestonePayLinkUrl(t.db, config, { contractorId: aliceId, milestoneId: milestoneIds[1] })).toBeNull();
  });

  it('issues one live link when asked concurrently', async () => {
    const [, , extra] = [...milestoneIds, ...(await jobMilestones(aliceId))];
    const urls = await Promise.all(Array.from({ length: 8 }, () => milestonePayLinkUrl(t.db, config, { contractorId: aliceId, milestoneId: extra })));
    expect(new Set(urls).size).toBe(1);
    expect(await t.db.select().from(payLinks).where(eq(payLinks.milestoneId, extra))).toHaveLength(1);
  });

  it('stops working when revoked; the next message carries a new link', async () => {
    const before = await milestonePayLinkUrl(t.db, config, { contractorId: aliceId, milestoneId: milestoneIds[0] });
    await revokePayLink(t.db, { contractorId: bobId, milestoneId: milestoneIds[0] }); // another tenant: no effect
    expect(await findPayLink(t.db, before!.split('/').at(-1)!)).not.toBeNull();
    await revokePayLink(t.db, { contractorId: aliceId, milestoneId: milestoneIds[0] });
    expect(await findPayLink(t.db, before!.split('/').at(-1)!)).toBeNull();
    const after = await milestonePayLinkUrl(t.db, config, { contractorId: aliceId, milestoneId: milestoneIds[0] });
    expect(after).not.toBe(before);
    expect(await findPayLink(t.db, 'not a token')).toBeNull();
  });
});
