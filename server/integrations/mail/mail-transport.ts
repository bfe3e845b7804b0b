// The one way Picket talks to a mail server (CONVENTIONS: each outside service is one room). Built once at start-up
// (integrations/clients.ts) and shared by every feature that sends mail, with timeouts so a server that stops answering
// never holds a send (or the follow-up lease, FOLLOWUP_LEASE_SECONDS) for ever. Without SMTP_URL there is no transport:
// mail waits in the outbox.
import nodemailer, { type Transporter } from 'nodemailer';

/** Connect and greeting: 30 s each; an idle socket mid-send: 60 s (about 2 minutes at most for one message). */
export const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 } as const;

export function createMailTransport(smtpUrl: string | null | undefined): Transporter | null {
  return smtpUrl ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }) : null;
}
