import { afterEach, describe, expect, it } from 'vitest';
import { createSmsClient, toE164 } from './sms-client';
import { startFakeSmsServer } from './fake-sms-server';

describe('SMS client against a local fake of the provider API', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('sends phone, message and key and returns the provider id', async () => {
    const fake = await startFakeSmsServer({ key: 'k1' });
    close = fake.close;
    const result = await createSmsClient({ apiUrl: fake.url, apiKey: 'k1' }).send('+15551234567', 'Deposit payment overdue');
    expect(result).toEqual({ ok: true, providerMessageId: 'fake-1' });
    expect(fake.received).toEqual([{ phone: '+15551234567', message: 'Deposit payment overdue', key: 'k1' }]);
  });
  it('reports the provider error', async () => {
    const fake = await startFakeSmsServer({ failWith: 'Out of quota' });
    close = fake.close;
    expect(await createSmsClient({ apiUrl: fake.url }).send('+15551234567', 'x')).toEqual({ ok: false, error: 'Out of quota' });
  });
  it('reports a wrong key', async () => {
    const fake = await startFakeSmsServer({ key: 'right' });
    close = fake.close;
    expect((await createSmsClient({ apiUrl: fake.url, apiKey: 'wrong' }).send('+15551234567', 'x')).ok).toBe(false);
  });
  it('reports an unreachable provider without throwing', async () => {
    const fake = await startFakeSmsServer();
    await fake.close();
    const result = await createSmsClient({ apiUrl: fake.url, timeoutMs: 2000 }).send('+15551234567', 'x');
    expect(result.ok).toBe(false);
  });
  it('formats US numbers as E.164', () => {
    expect(toE164('555-123-4567')).toBe('+15551234567');
    expect(toE164('1 (555) 123-4567')).toBe('+15551234567');
  });
});
