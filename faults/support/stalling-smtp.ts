// An SMTP server for the fault tests that can stall: it reads a whole message, then holds back its answer to the end of
// DATA (the "250 OK" that hands the message over), so a test can kill the sender while a send is in flight. As a real
// mail server does (RFC 5321 §4.1.1.4), a message counts as delivered only once that answer was given: when the
// connection drops first, the message is abandoned, never delivered. Deliveries are counted by Message-ID.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

export interface SmtpMessage {
  messageId: string;
  to: string[];
  subject: string;
  text: string;
  at: number;
}

export interface StallingSmtp {
  url: string;
  /** Messages answered 250: delivered. */
  delivered: SmtpMessage[];
  /** Messages read whole whose answer was held when the sender's connection dropped: never delivered. */
  abandoned: SmtpMessage[];
  /** Hold the answer to every message from now on (or only to those `match` accepts), until `release()`. */
  stall(match?: (m: SmtpMessage) => boolean): void;
  /** Answer held messages whose connection is still open, and stop stalling. */
  release(): void;
  /** Resolves with the first message held while stalling that `match` accepts (at once if one is held now). */
  nextHeld(match?: (m: SmtpMessage) => boolean): Promise<SmtpMessage>;
  /** Delivered messages to `address` (case-insensitive). */
  deliveredTo(address: string): SmtpMessage[];
  close(): Promise<void>;
}

export async function startStallingSmtp(): Promise<StallingSmtp> {
  const delivered: SmtpMessage[] = [];
  const abandoned: SmtpMessage[] = [];
  const held = new Map<string, { message: SmtpMessage; answer: () => void }>();
  const waiting: { match: (m: SmtpMessage) => boolean; resolve: (m: SmtpMessage) => void }[] = [];
  let stalling = false;
  let stallMatch: (m: SmtpMessage) => boolean = () => true;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Long enough that the server itself never gives up on a stalled client.
    socketTimeout: 10 * 60_000,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const message: SmtpMessage = {
            messageId: parsed.messageId ?? `(none ${session.id} ${Date.now()})`,
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            at: Date.now(),
          };
          const answer = () => {
            held.delete(session.id);
            delivered.push(message);
            callback();
          };
          if (!stalling || !stallMatch(message)) return answer();
          held.set(session.id, { message, answer });
          for (const w of [...waiting]) {
            if (!w.match(message)) continue;
            waiting.splice(waiting.indexOf(w), 1);
            w.resolve(message);
          }
        })
        .catch((error: Error) => callback(error));
    },
    onClose(session: SMTPServerSession) {
      const h = held.get(session.id);
      if (!h) return;
      held.delete(session.id);
      abandoned.push(h.message);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    abandoned,
    stall: (match = () => true) => {
      stalling = true;
      stallMatch = match;
    },
    release: () => {
      stalling = false;
      for (const h of [...held.values()]) h.answer();
    },
    nextHeld: (match = () => true) => {
      const now = [...held.values()].find((h) => match(h.message));
      return now ? Promise.resolve(now.message) : new Promise((resolve) => waiting.push({ match, resolve }));
    },
    deliveredTo: (address) => delivered.filter((m) => m.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
