// The homeowner's language for messages we write to them. Picket keeps no separate preference: it is the language
// the contractor writes the homeowner's quote in (what their quote page, pay link page and receipts use), so a job's
// messages follow its quote, and a job without one follows the homeowner's latest quote. English otherwise.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { quotes } from '../../db/schema/index';

export type HomeownerLanguage = 'en' | 'es';

export async function homeownerLanguage(db: Db, args: { contractorId: string; quoteId?: string | null; homeownerId?: string | null }): Promise<HomeownerLanguage> {
  if (args.quoteId) {
    const [q] = await db.select({ language: quotes.language }).from(quotes).where(and(eq(quotes.id, args.quoteId), eq(quotes.contractorId, args.contractorId))).limit(1);
    if (q) return q.language;
  }
  if (args.homeownerId) {
    const [q] = await db
      .select({ language: quotes.language })
      .from(quotes)
      .where(and(eq(quotes.homeownerId, args.homeownerId), eq(quotes.contractorId, args.contractorId)))
      .orderBy(desc(quotes.createdAt))
      .limit(1);
    if (q) return q.language;
  }
  return 'en';
}
