// SPEC §9: the Security tab's queries are polled every 60 s through their keys (web/lib/query-client.ts).
import { describe, expect, it } from 'vitest';
import { refetchIntervalForKey } from '../../../lib/query-client';
import { AUDIT_EVENTS_KEY, RATE_LIMIT_EVENTS_KEY, SECURITY_ALERTS_KEY, SECURITY_OVERVIEW_KEY } from './security-api';

describe('Security tab polling', () => {
  it.each([
    [[SECURITY_OVERVIEW_KEY]],
    [[SECURITY_ALERTS_KEY, { status: 'unresolved' }]],
    [[AUDIT_EVENTS_KEY, { type: 'login_failed', ip: '203.0.113.9' }]],
    [[RATE_LIMIT_EVENTS_KEY, {}]],
  ])('%j every 60 s', (key) => {
    expect(refetchIntervalForKey(key)).toBe(60_000);
  });
});
