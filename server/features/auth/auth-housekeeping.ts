import { lt } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { rateLimitCounters, rateLimitEvents, sessions } from '../../db/schema/index';
import { LOGIN_WINDOW_MS } from './login-throttle';
import { DAY_MS } from '../../../core/dates';

export interface PurgedAuthRows {
  sessions: number;
  rateLimitEvents: number;
  rateLimitCounters: number;
}

/**
 * Deletes expired sessions, failed-login counters older than the throttle window needs (kept a day for audit) and
 * route rate-limit counters whose window has ended (the next request starts a new one anyway).
 */
export async function purgeExpiredAuthRows(db: Db, now = new Date()): Promise<PurgedAuthRows> {
  const dayAgo = new Date(now.getTime() - Math.max(LOGIN_WINDOW_MS, DAY_MS));
  const s = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  const r = await db.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, dayAgo)).returning({ id: rateLimitEvents.id });
  const c = await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, now)).returning({ key: rateLimitCounters.key });
  return { sessions: s.length, rateLimitEvents: r.length, rateLimitCounters: c.length };
}
