import { describe, expect, it } from 'vitest';
import { alertNoteSchema, auditEventsQuerySchema, rateLimitEventsQuerySchema } from './security.schema';

describe('alert note', () => {
  it('is required and at most 1000 characters', () => {
    expect(alertNoteSchema.safeParse({ note: '   ' }).error?.issues[0]?.message).toBe('A note is required');
    expect(alertNoteSchema.safeParse({ note: 'x'.repeat(1001) }).error?.issues[0]?.message).toBe('Note must be 1000 characters or less');
    expect(alertNoteSchema.parse({ note: '  Blocked at the firewall ' })).toEqual({ note: 'Blocked at the firewall' });
  });

  it('keeps line breaks and turns other control characters (a NUL byte) into spaces', () => {
    expect(alertNoteSchema.parse({ note: 'a\u0000b\nc' }).note).toBe('a b\nc');
  });
});

describe('list filters', () => {
  it('defaults to 50 rows and reads the account case-insensitively', () => {
    expect(auditEventsQuerySchema.parse({ account: ' Jane@Example.com ' })).toEqual({ account: 'jane@example.com', limit: 50 });
  });

  it('takes IPv4 and IPv6 addresses only', () => {
    expect(auditEventsQuerySchema.safeParse({ ip: '2001:db8::1' }).success).toBe(true);
    expect(auditEventsQuerySchema.safeParse({ ip: '10.0.0' }).error?.issues[0]?.message).toBe('Enter a full IP address');
  });

  it('reads blocked as a boolean', () => {
    expect(rateLimitEventsQuerySchema.parse({ blocked: 'true' }).blocked).toBe(true);
    expect(rateLimitEventsQuerySchema.safeParse({ blocked: 'yes' }).success).toBe(false);
  });
});
