// The one way Picket talks to a mail server (CONVENTIONS: each outside service is one room). Built once per SMTP URL
// and shared by every feature that sends mail, with timeouts so a server that stops answering never holds a send (or
// the follow-up lease, FOLLOWUP_LEASE_SECONDS) for ever. Without SMTP_URL there is no transport: mail waits in the outbox.
import nodemailer, { type Transporter } from 'nodemailer';

/** Connect and greeting: 30 s each; an idle socket mid-send: 60 s (about 2 minutes at most for one message). */
export const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 } as const;

const transports = new Map<string, Transporter>();

export function mailTransport(config: { smtpUrl?: string | null }): Transporter | null {
  if (!config.smtpUrl) return null;
  let transport = transports.get(config.smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    transports.set(config.smtpUrl, transport);
  }
  return transport;
}
