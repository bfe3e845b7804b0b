// Issue 15: the homeowner's page answers without waiting for its view to be counted. A quote's first view is written at
// once (first_viewed_at, its history entry and the quote.viewed event: the contractor's "viewed" status depends on it);
// later views are added up in memory and written together, one UPDATE for every quote viewed since the last write, at
// most every FLUSH_MS. A homeowner reloading the page ten times, or a family passing the link around, costs one write.
//
// What may be lost: the counts of the last FLUSH_MS when the process is killed without a shutdown (a graceful close
// writes them). Readers of the counters (the contractor's quote page and list) write this instance's pending counts
// first, so a contractor never sees a count behind the views this instance answered; another instance's pending counts
// arrive within FLUSH_MS.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';

export const FLUSH_MS = 1000;

type Pending = { count: number; last: Date };

class QuoteViewCounter {
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Counts one view of a quote that has been viewed before. */
  add(quoteId: string, at: Date): void {
    const p = this.pending.get(quoteId);
    if (p) {
      p.count += 1;
      if (at > p.last) p.last = at;
    } else this.pending.set(quoteId, { count: 1, last: at });
    this.timer ??= setTimeout(() => {
      this.timer = null;
      void this.flush().catch(this.onError);
    }, FLUSH_MS).unref();
  }

  /** Writes every pending count (one statement); resolves once this instance's counts so far are in the database. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.flushing = this.flushing.catch(() => undefined).then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending];
    this.pending = new Map();
    const rows = sql.join(
      batch.map(([id, p]) => sql`(${id}::uuid, ${p.count}::int, ${p.last.toISOString()}::timestamptz)`),
      sql`, `,
    );
    try {
      await this.db.execute(sql`
        update quotes as q
        set view_count = q.view_count + v.n, last_viewed_at = greatest(q.last_viewed_at, v.at)
        from (values ${rows}) as v(id, n, at)
        where q.id = v.id`);
    } catch (error) {
      // Put the counts back for the next write, added to any that came meanwhile.
      for (const [id, p] of batch) {
        const now = this.pending.get(id);
        this.pending.set(id, now ? { count: now.count + p.count, last: now.last > p.last ? now.last : p.last } : p);
      }
      throw error;
    }
  }

  hasPending(): boolean {
    return this.pending.size > 0;
  }
}

const counters = new WeakMap<Db, QuoteViewCounter>();

/** The view counter of a database handle (one per app: tests run several apps in one process). */
export function quoteViewCounter(db: Db, onError: (error: unknown) => void = () => undefined): QuoteViewCounter {
  let counter = counters.get(db);
  if (!counter) {
    counter = new QuoteViewCounter(db, onError);
    counters.set(db, counter);
  }
  return counter;
}

/** Before reading view counters: writes the views this instance counted but has not written yet (cheap when none). */
export async function settleQuoteViews(db: Db): Promise<void> {
  const counter = counters.get(db);
  if (counter?.hasPending()) await counter.flush();
}
