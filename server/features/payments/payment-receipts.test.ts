// A receipt's sender dies mid-send (issue 16 5d, proven end to end with kill -9 in faults/queue-job-killed.test.ts):
// the row stays `sending` for its lease, then the queue's sweep takes it over and sends it once, with the same
// Message-ID as the attempt that died.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, paymentReceipts } from '../../db/schema/index';
import { signedIn } from '../../test/api';
import { makeContractor } from '../../test/factories';
import { startSmtpSink } from '../../test/smtp-sink';
import { useTestApp } from '../../test/use-test-app';
import { makeCustomer, makeQuote } from '../../test/job-fixtures';
import { deliverPendingReceipts, receiptMessageId, type ReceiptMailer } from './payment-receipts';
import nodemailer from 'nodemailer';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const testApp = useTestApp({
  config: async () => {
    smtp = await startSmtpSink();
    return { smtpUrl: smtp.url };
  },
});
let mailer: ReceiptMailer;
afterAll(async () => {
  await smtp?.close();
});
beforeAll(() => {
  mailer = { transport: nodemailer.createTransport(smtp.url), from: 'Picket <no-reply@picket.example>' };
});

/** A cash payment into a job of a new contractor, and a receipt queued for it as a card payment's webhook queues one. */
async function queuedReceipt(email: string) {
  const contractor = await makeContractor(testApp.db);
  const client = await signedIn(testApp.app, contractor);
  const customer = await makeCustomer(testApp.db, contractor.contractorId, { firstName: 'Rosa', lastName: 'Diaz', email });
  const quote = await makeQuote(testApp.db, { contractorId: contractor.contractorId, homeownerId: customer.id, totalCents: 50000 });
  const job = (await client.post(`/api/quotes/${quote.id}/convert-to-job`)).json();
  const today = new Date().toISOString().slice(0, 10);
  const paid = await client.post(`/api/jobs/${job.id}/payments`, { paymentType: 'job_deposit', jobId: job.id, amountCents: 15000, paymentDate: today, paymentMethod: 'cash' });
  expect(paid.statusCode).toBe(201);
  const [receipt] = await testApp.db
    .insert(paymentReceipts)
    .values({ contractorId: contractor.contractorId, paymentId: paid.json().payment.id, language: 'es', createdAt: new Date(Date.now() - 60_000) })
    .returning();
  return { receipt: receipt!, contractorId: contractor.contractorId };
}

describe('payment receipts: a sender that died mid-send', () => {
  it('is taken over once its lease is over, sent once with the Message-ID of the attempt that died', async () => {
    const email = `rosa-${Date.now()}@example.com`;
    const { receipt, contractorId } = await queuedReceipt(email);
    // The dead sender: it claimed the receipt 10 seconds ago and never finished.
    const claimedAt = new Date(Date.now() - 10_000);
    await testApp.db.update(paymentReceipts).set({ status: 'sending', claimedAt, attempts: 1 }).where(eq(paymentReceipts.id, receipt.id));
    // Within the lease (default a quarter of an hour, here 60 s) nobody touches it.
    expect(await deliverPendingReceipts(testApp.db, mailer, new Date(), 60_000)).toBe(0);
    expect(await deliverPendingReceipts(testApp.db, mailer)).toBe(0);
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(0);
    // Past a 5-second lease the sweep takes it over.
    expect(await deliverPendingReceipts(testApp.db, mailer, new Date(), 5_000)).toBe(1);
    const mails = smtp.received.filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toMatch(new RegExp(`^Message-ID: ${receiptMessageId(receipt.id, mailer.from)}\\r?$`, 'mi'));
    expect(mails[0]!.raw).toContain('Recibo: pago de $150.00');
    const [after] = await testApp.db.select().from(paymentReceipts).where(eq(paymentReceipts.id, receipt.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 2 });
    // Sent is final: later sweeps, with any lease, send nothing more.
    expect(await deliverPendingReceipts(testApp.db, mailer, new Date(Date.now() + 3_600_000), 1_000)).toBe(0);
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
    expect(await testApp.db.select().from(outboxEmails).where(eq(outboxEmails.contractorId, contractorId))).toHaveLength(1);
  });

  it('names the Message-ID after the receipt and the sender’s domain', () => {
    expect(receiptMessageId('abc', 'Picket <no-reply@mail.example.com>')).toBe('<receipt-abc@mail.example.com>');
    expect(receiptMessageId('abc', 'no-reply@fences.example')).toBe('<receipt-abc@fences.example>');
    expect(receiptMessageId('abc', 'Picket')).toBe('<receipt-abc@picket.local>');
  });
});
