// The mail room: no transport without SMTP_URL (mail waits in the outbox), otherwise one with timeouts.
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { createOutsideClients } from '../clients';
import { createMailTransport, SMTP_TIMEOUTS } from './mail-transport';

describe('createMailTransport', () => {
  it('is null without a mail server, a transport with timeouts otherwise', () => {
    expect(createMailTransport(undefined)).toBeNull();
    const a = createMailTransport('smtp://127.0.0.1:2525');
    expect(a).not.toBeNull();
    const options = (a as unknown as { options: Record<string, unknown> }).options;
    expect(options).toMatchObject(SMTP_TIMEOUTS);
  });

  it('is built once at start-up with the other outside clients', () => {
    expect(createOutsideClients(testConfig({ smtpUrl: undefined })).mail).toBeNull();
    expect(createOutsideClients(testConfig({ smtpUrl: 'smtp://127.0.0.1:2525' })).mail).not.toBeNull();
  });
});
