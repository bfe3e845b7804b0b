// The `state` of an OAuth round trip (CRM, QuickBooks): an HMAC over the contractor's session and an expiry, so a
// callback only connects for the same signed-in session that started it. A link forged by someone else (login CSRF,
// "connect my company to your account") fails the check and stores nothing. `purpose` keeps each integration's apart.
import crypto from 'node:crypto';

/** Long enough to choose a company and sign in to the provider on the way. */
export const OAUTH_STATE_TTL_MS = 15 * 60_000;

export type OAuthLanguage = 'en' | 'es';
export interface OAuthSessionRef {
  sessionId: string;
  contractorId: string;
}

export function oauthState(purpose: string) {
  const mac = (secret: string, session: OAuthSessionRef, expires: string, nonce: string) =>
    crypto.createHmac('sha256', secret).update(`${purpose}|${session.sessionId}|${session.contractorId}|${expires}|${nonce}`).digest('base64url');
  return {
    /** `lang`: the page's language, so the contractor comes back to Settings in it. */
    create(secret: string, session: OAuthSessionRef, lang: OAuthLanguage = 'en', now: number = Date.now()): string {
      const expires = String(now + OAUTH_STATE_TTL_MS);
      const nonce = `${crypto.randomBytes(12).toString('base64url')}-${lang}`;
      return `${expires}.${nonce}.${mac(secret, session, expires, nonce)}`;
    },
    /** The language the flow started in when the state is this session's and fresh; null otherwise. */
    verify(secret: string, session: OAuthSessionRef, state: string | undefined, now: number = Date.now()): OAuthLanguage | null {
      const [expires, nonce, given, extra] = (state ?? '').split('.');
      if (!expires || !nonce || !given || extra !== undefined || !(Number(expires) > now)) return null;
      const expected = Buffer.from(mac(secret, session, expires, nonce));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return null;
      return nonce.endsWith('-es') ? 'es' : 'en';
    },
  };
}
