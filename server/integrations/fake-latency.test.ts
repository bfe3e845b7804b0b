// The fakes' round trips and error rates: read from the environment, and seen by a client over the wire.
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { startSmtpSink } from '../test/smtp-sink';
import { fakeDelayMs, fakeLatencyFromEnv } from './fake-latency';
import { startFakeGhl } from './ghl/fake-ghl';
import { startFakeSmsServer } from './sms/fake-sms-server';
import { createSmsClient } from './sms/sms-client';
import { startFakeStripe } from './stripe/fake-stripe-server';

describe('fake latency', () => {
  it('reads delay, jitter and error rate from the environment, and refuses nonsense by name', () => {
    expect(fakeLatencyFromEnv('FAKE_GHL', {})).toEqual({ delayMs: 0, jitterMs: 0, errorRate: 0 });
    expect(fakeLatencyFromEnv('FAKE_GHL', { FAKE_GHL_DELAY_MS: '200', FAKE_GHL_JITTER_MS: '50', FAKE_GHL_ERROR_RATE: '0.05' })).toEqual({ delayMs: 200, jitterMs: 50, errorRate: 0.05 });
    expect(() => fakeLatencyFromEnv('FAKE_SMTP', { FAKE_SMTP_ERROR_RATE: '2' })).toThrow(/FAKE_SMTP_ERROR_RATE/);
    expect(() => fakeLatencyFromEnv('FAKE_SMTP', { FAKE_SMTP_DELAY_MS: 'slow' })).toThrow(/FAKE_SMTP_DELAY_MS/);
  });

  it('spreads the delay over ± jitter, never below zero', () => {
    const l = { delayMs: 100, jitterMs: 40, errorRate: 0 };
    expect(fakeDelayMs(l, () => 0)).toBe(60);
    expect(fakeDelayMs(l, () => 0.5)).toBe(100);
    expect(fakeDelayMs(l, () => 1)).toBe(140);
    expect(fakeDelayMs({ delayMs: 10, jitterMs: 50, errorRate: 0 }, () => 0)).toBe(0);
  });

  it('GoHighLevel: every answer takes the delay; an error rate of 1 answers 500; in-flight requests are counted', async () => {
    const fake = await startFakeGhl({ latency: { delayMs: 150, jitterMs: 0, errorRate: 0 } });
    try {
      const { location, token } = fake.createLocation({ name: 'Slow Fence' });
      const get = () => fetch(`${fake.url}/locations/${location.id}`, { headers: { Authorization: `Bearer ${token}`, Version: '2021-07-28' } });
      const t0 = Date.now();
      const answers = await Promise.all([get(), get(), get()]);
      expect(Date.now() - t0).toBeGreaterThanOrEqual(140);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(fake.maxInFlight(location.id)).toBe(3);
      fake.setLatency({ delayMs: 0, jitterMs: 0, errorRate: 1 });
      expect((await get()).status).toBe(500);
    } finally {
      await fake.close();
    }
  });

  it('Stripe: an error rate of 1 answers api_error 500 and changes nothing', async () => {
    const fake = await startFakeStripe({ secretKey: 'sk_test_latency', webhookSecret: 'whsec_latency', latency: { delayMs: 0, jitterMs: 0, errorRate: 1 } });
    try {
      const res = await fetch(`${fake.url}/v1/accounts`, { method: 'POST', headers: { Authorization: 'Bearer sk_test_latency', 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'type=express' });
      expect(res.status).toBe(500);
      expect(((await res.json()) as { error: { type: string } }).error.type).toBe('api_error');
    } finally {
      await fake.close();
    }
  });

  it('SMS: an error rate of 1 fails the text and keeps nothing', async () => {
    const sms = await startFakeSmsServer({ latency: { delayMs: 0, jitterMs: 0, errorRate: 1 } });
    try {
      const result = await createSmsClient({ apiUrl: sms.url }).send('+15125550100', 'Hello');
      expect(result.ok).toBe(false);
      expect(sms.received).toHaveLength(0);
    } finally {
      await sms.close();
    }
  });

  it('SMTP sink: accepting takes the delay; an error rate of 1 answers 451 and keeps nothing', async () => {
    const slow = await startSmtpSink({ latency: { delayMs: 150, jitterMs: 0, errorRate: 0 } });
    const failing = await startSmtpSink({ latency: { delayMs: 0, jitterMs: 0, errorRate: 1 } });
    try {
      const mail = { from: 'a@picket.local', to: 'b@example.com', subject: 'Hi', text: 'Hello' };
      const t0 = Date.now();
      await nodemailer.createTransport({ url: slow.url }).sendMail(mail);
      expect(Date.now() - t0).toBeGreaterThanOrEqual(140);
      expect(slow.received).toHaveLength(1);
      await expect(nodemailer.createTransport({ url: failing.url }).sendMail(mail)).rejects.toMatchObject({ responseCode: 451 });
      expect(failing.received).toHaveLength(0);
    } finally {
      await slow.close();
      await failing.close();
    }
  });
});
