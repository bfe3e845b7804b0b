// The mail room: no transport without SMTP_URL (mail waits in the outbox), one shared transport per server, with timeouts.
import { describe, expect, it } from 'vitest';
import { mailTransport, SMTP_TIMEOUTS } from './mail-transport';

describe('mailTransport', () => {
  it('is null without a mail server, built once per server otherwise, with timeouts', () => {
    expect(mailTransport({ smtpUrl: undefined })).toBeNull();
    const a = mailTransport({ smtpUrl: 'smtp://127.0.0.1:2525' });
    expect(a).not.toBeNull();
    expect(mailTransport({ smtpUrl: 'smtp://127.0.0.1:2525' })).toBe(a);
    const options = (a as unknown as { options: Record<string, unknown> }).options;
    expect(options).toMatchObject(SMTP_TIMEOUTS);
  });
});
