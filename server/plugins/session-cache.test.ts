import { describe, expect, it } from 'vitest';
import type { AuthContext } from './session';
import { authChangeMessage, SESSION_CACHE_TTL_MS, SessionCache } from './session-cache';

const auth = (over: Partial<AuthContext> = {}): AuthContext => ({
  sessionId: 's1',
  userId: 'u1',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  name: null,
  isAdmin: false,
  contractorId: 'c1',
  onboardingComplete: true,
  contractorActive: true,
  ...over,
});

function listeningCache() {
  let now = 1_000_000;
  const cache = new SessionCache(() => now);
  cache.setListening(true);
  return { cache, advance: (ms: number) => (now += ms), farFuture: new Date(now + 86_400_000) };
}

describe('SessionCache', () => {
  it('keeps a verified session for the TTL, then asks the database again', () => {
    const { cache, advance, farFuture } = listeningCache();
    cache.set('s1', auth(), farFuture, cache.begin());
    advance(SESSION_CACHE_TTL_MS - 1);
    expect(cache.get('s1')).toEqual(auth());
    advance(1);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('never keeps a session past its own expiry', () => {
    const { cache, advance } = listeningCache();
    cache.set('s1', auth(), new Date(1_000_000 + 1_000), cache.begin());
    advance(1_000);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('drops one session, every session of a user, or of a contractor', () => {
    const { cache, farFuture } = listeningCache();
    const put = (id: string, a: AuthContext) => cache.set(id, a, farFuture, cache.begin());
    put('s1', auth());
    put('s2', auth({ sessionId: 's2', userId: 'u2' }));
    put('s3', auth({ sessionId: 's3', userId: 'u3', contractorId: 'c2' }));
    cache.apply(authChangeMessage({ sessionId: 's1' }));
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s2')).toBeDefined();
    cache.apply(authChangeMessage({ userId: 'u2' }));
    expect(cache.get('s2')).toBeUndefined();
    put('s1', auth());
    cache.apply(authChangeMessage({ contractorId: 'c1' }));
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s3')).toBeDefined();
  });

  it('does not store a lookup that began before a change (it may have read the old row)', () => {
    const { cache, farFuture } = listeningCache();
    const begun = cache.begin();
    cache.apply(authChangeMessage({ contractorId: 'c9' }));
    cache.set('s1', auth(), farFuture, begun);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('caches nothing while it cannot hear announcements, and forgets everything when it stops hearing them', () => {
    const { cache, farFuture } = listeningCache();
    cache.set('s1', auth(), farFuture, cache.begin());
    cache.setListening(false);
    expect(cache.get('s1')).toBeUndefined();
    cache.set('s1', auth(), farFuture, cache.begin());
    expect(cache.size).toBe(0);
  });
});
