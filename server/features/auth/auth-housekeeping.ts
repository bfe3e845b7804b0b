import { lt } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { rateLimitEvents, sessions } from '../../db/schema/index';
import { LOGIN_WINDOW_MS } from './login-throttle';

/** Deletes expired sessions and failed-login counters older than the throttle window needs (kept a day for audit). */
export async function purgeExpiredAuthRows(db: Db, now = new Date()): Promise<{ sessions: number; rateLimitEvents: number }> {
  const dayAgo = new Date(now.getTime() - Math.max(LOGIN_WINDOW_MS, 24 * 60 * 60 * 1000));
  const s = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  const r = await db.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, dayAgo)).returning({ id: rateLimitEvents.id });
  return { sessions: s.length, rateLimitEvents: r.length };
}
