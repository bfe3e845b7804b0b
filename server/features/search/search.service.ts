// GET /api/search: the caller's customers (blind index) and quotes (by number or by customer), at most 20, best first.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { customerMatchScore } from '../../../core/search/match-customer';
import { MAX_SEARCH_RESULTS, type CustomerSearchResult, type QuoteSearchResult, type SearchResult } from '../../../core/search/search.schema';
import type { Db } from '../../db/connection';
import { homeowners, quotes } from '../../db/schema/index';
import { customerCandidates } from './customer-candidates';

// The newest 60 candidates: room for truncation collisions (~8 per token at 100k customers) beside 20 real matches,
// and few enough to decrypt (3 values each) well within a millisecond.
export const CANDIDATE_LIMIT = 60;
const MAX_QUOTE_NUMBER = 2_147_483_647;

/** "1042", "#1042", "Quote #1042", "Q-1042" → 1042. */
export function quoteNumberFromQuery(q: string): number | null {
  const m = /^\s*(?:quote\s*)?(?:q-?)?#?\s*(\d{1,10})\s*$/i.exec(q);
  if (!m) return null;
  const n = Number(m[1]);
  return n > 0 && n <= MAX_QUOTE_NUMBER ? n : null;
}

const quoteColumns = {
  id: quotes.id,
  quoteNumber: quotes.quoteNumber,
  status: quotes.status,
  totalCents: quotes.totalCents,
  homeownerId: quotes.homeownerId,
  customerName: homeowners.name,
};

type QuoteHit = { id: string; quoteNumber: number; status: string; totalCents: number; homeownerId: string | null; customerName: string | null };

function toQuoteResult(q: QuoteHit): QuoteSearchResult {
  return { id: q.id, type: 'quote', number: String(q.quoteNumber), status: q.status, customerName: q.customerName, totalCost: q.totalCents / 100 };
}

export function quoteByNumberQuery(db: Db, contractorId: string, number: number) {
  return db
    .select(quoteColumns)
    .from(quotes)
    .leftJoin(homeowners, eq(homeowners.id, quotes.homeownerId))
    .where(and(eq(quotes.contractorId, contractorId), eq(quotes.quoteNumber, number)))
    .limit(1);
}

export function quotesOfCustomersQuery(db: Db, contractorId: string, customerIds: string[]) {
  return db
    .select(quoteColumns)
    .from(quotes)
    .leftJoin(homeowners, eq(homeowners.id, quotes.homeownerId))
    .where(and(eq(quotes.contractorId, contractorId), inArray(quotes.homeownerId, customerIds)))
    .orderBy(desc(quotes.createdAt))
    .limit(MAX_SEARCH_RESULTS);
}

export async function searchEverything(db: Db, args: { contractorId: string; q: string }): Promise<SearchResult[]> {
  const { contractorId, q } = args;
  const number = quoteNumberFromQuery(q);

  const [candidates, numbered] = await Promise.all([
    customerCandidates(db, { contractorId, q, limit: CANDIDATE_LIMIT }),
    number ? quoteByNumberQuery(db, contractorId, number) : Promise.resolve([] as QuoteHit[]),
  ]);

  const customers = candidates
    .map((c) => ({ c, score: customerMatchScore(q, { firstName: c.name, lastName: '', email: c.email, phone: c.phone }) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.c.name.localeCompare(b.c.name) || a.c.id.localeCompare(b.c.id))
    .slice(0, MAX_SEARCH_RESULTS);

  const customerIds = customers.slice(0, 10).map((x) => x.c.id);
  const theirQuotes = customerIds.length ? await quotesOfCustomersQuery(db, contractorId, customerIds) : [];
  const rank = new Map(customerIds.map((id, i) => [id, i]));
  theirQuotes.sort((a, b) => (rank.get(a.homeownerId!) ?? 99) - (rank.get(b.homeownerId!) ?? 99));

  const customerResults: CustomerSearchResult[] = customers.map(({ c }) => ({ id: c.id, type: 'customer', name: c.name, email: c.email, phone: c.phone }));
  const quoteResults = theirQuotes.filter((x) => !numbered.some((n) => n.id === x.id)).map(toQuoteResult);

  // An exact quote number first; then customers, keeping room for their quotes so both kinds show.
  const room = MAX_SEARCH_RESULTS - numbered.length;
  const customerShare = Math.max(room - Math.min(quoteResults.length, 8), 0);
  const head: SearchResult[] = [...numbered.map(toQuoteResult), ...customerResults.slice(0, customerShare)];
  const rest: SearchResult[] = [...quoteResults, ...customerResults.slice(customerShare)];
  return [...head, ...rest].slice(0, MAX_SEARCH_RESULTS);
}
