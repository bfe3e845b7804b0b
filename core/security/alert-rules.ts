// The security alert rules (issue 13 item 1): what the alert job watches, how much of it raises an alert, how bad it is.
// One alert per rule and subject until an admin resolves it; events after the resolution count towards a new one.
export const ALERT_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

export const ALERT_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

export interface AlertRule {
  severity: AlertSeverity;
  /** Events within the window that raise the alert. */
  threshold: number;
  windowMinutes: number;
  /** What the subject is: an IP address, an account (email fingerprint) or a user id. */
  subject: 'ip' | 'account' | 'user';
}

export const ALERT_RULES = {
  // As many failures from one address as the login throttle allows (DESIGN §4): password spraying or guessing.
  failed_logins_ip: { severity: 'high', threshold: 10, windowMinutes: 15, subject: 'ip' },
  // The same against one account from anywhere: a targeted or distributed guess at one password.
  failed_logins_account: { severity: 'high', threshold: 10, windowMinutes: 15, subject: 'account' },
  // Anyone signing in (or trying to) to a deactivated tenant's account: a former customer, or their stolen password.
  deactivated_account_login: { severity: 'medium', threshold: 1, windowMinutes: 60, subject: 'user' },
  // Forged or replayed state-changing requests from one address.
  csrf_failures_ip: { severity: 'medium', threshold: 10, windowMinutes: 15, subject: 'ip' },
  // Homeowner quote links tried that do not exist: someone guessing capability URLs.
  quote_token_guessing_ip: { severity: 'high', threshold: 20, windowMinutes: 15, subject: 'ip' },
} as const satisfies Record<string, AlertRule>;

export type AlertType = keyof typeof ALERT_RULES;
export const ALERT_TYPES = Object.keys(ALERT_RULES) as AlertType[];

/** An alert may be acknowledged while open, resolved while open or acknowledged; resolved is final. */
export function canMoveAlert(from: AlertStatus, to: 'acknowledged' | 'resolved'): boolean {
  return to === 'acknowledged' ? from === 'open' : from !== 'resolved';
}
