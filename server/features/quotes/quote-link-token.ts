// Capability tokens of the homeowner's page (DESIGN §3): 128+ random bits, base64url, looked up by hash.
import crypto from 'node:crypto';

export function newQuoteLinkToken(): string {
  return crypto.randomBytes(24).toString('base64url'); // 192 bits
}

export function hashQuoteLinkToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function publicQuoteUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/customer/quote/${token}/view`;
}
