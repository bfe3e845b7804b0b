import { describe, expect, it } from 'vitest';
import { ALERT_RULES, canMoveAlert } from './alert-rules';

describe('alert status moves', () => {
  it('open → acknowledged → resolved; open → resolved', () => {
    expect(canMoveAlert('open', 'acknowledged')).toBe(true);
    expect(canMoveAlert('open', 'resolved')).toBe(true);
    expect(canMoveAlert('acknowledged', 'resolved')).toBe(true);
  });

  it('acknowledging twice or touching a resolved alert is refused', () => {
    expect(canMoveAlert('acknowledged', 'acknowledged')).toBe(false);
    expect(canMoveAlert('resolved', 'acknowledged')).toBe(false);
    expect(canMoveAlert('resolved', 'resolved')).toBe(false);
  });
});

describe('alert rules', () => {
  it('the failed-login rules fire where the login throttle (10 in 15 minutes) starts refusing', () => {
    expect(ALERT_RULES.failed_logins_ip).toMatchObject({ threshold: 10, windowMinutes: 15 });
    expect(ALERT_RULES.failed_logins_account).toMatchObject({ threshold: 10, windowMinutes: 15 });
  });

  it('a single sign-in to a deactivated account is enough', () => {
    expect(ALERT_RULES.deactivated_account_login.threshold).toBe(1);
  });
});
