// The audit trail's vocabulary (issue 13 item 2): who did what, to what, when, from which IP. One entry per action;
// the web words each in en/es under admin.security.audit.action.<action>. Rows never carry a name, phone, address or an
// email in clear: the account concerned is stored masked plus a keyed fingerprint (server/features/security/audit.ts).
export const AUDIT_ACTIONS = [
  // Sign-in and sessions. login_* keep the names rows were written with before this list existed.
  'login_success', //           a user signed in (actor: the user)
  'login_failed', //            wrong email or password (actor: none; target: the account when it exists)
  'login_throttled', //         a sign-in refused by the failed-login throttle (DESIGN §4), before the password is checked
  'logout', //                  a user signed out (actor: the user)
  // Passwords.
  'password_changed', //        a signed-in user changed their password
  'password_reset_requested', // "Forgot password?" asked for a link (recorded whether or not the account exists)
  'password_reset_completed', // a reset link was used to set a new password
  'password_reset_link_sent', // an admin sent a contractor a password-reset link
  // Admin actions (actor: the admin; contractorId: the tenant concerned).
  'contractor_created',
  'contractor_activated',
  'contractor_deactivated',
  'registration_approved',
  'registration_rejected',
  'invitation_sent',
  'account_mail_opened', //     an admin opened an unsent invitation or reset on a test install (no mail server; issue 21)
  'invitation_accepted', //     an invited person chose their password from the invitation link (actor: that person)
  'system_settings_changed', // details.fields: the names of the settings changed
  'catalogue_changed', //       details: the table and the item id changed
  'security_alert_acknowledged',
  'security_alert_resolved',
  // Contractor actions that matter for security.
  'data_exported', //           a contractor's data downloaded as a ZIP (actor: the contractor, or an admin at their request)
  'account_closed', //          a contractor's account closed: PII made unreadable, rows kept until purge (details: byAdmin, purgeAfter, exported)
  'account_purged', //          a closed account's rows deleted after the grace period (actor: none, the housekeeping run)
  'quote_link_revoked', //      a homeowner's capability link withdrawn (target: the quote)
  // Operations.
  'pii_key_rotated', //         scripts/rotate-pii-key.ts finished re-encrypting under a new key (details: key ids, row counts)
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an event is about, besides the contractor (tenant) it concerns. */
export const AUDIT_TARGET_TYPES = ['user', 'contractor', 'registration_request', 'quote', 'security_alert', 'system_settings', 'catalogue_item', 'pii_key'] as const;

export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

