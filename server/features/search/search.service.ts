// GET /api/search: the caller's customers (blind index) and quotes (by number or by customer), at most 20, best first.
import { and, desc, eq, sql } from 'drizzle-orm';
import { customerMatcher } from '../../../core/search/match-customer';
import type { CustomerSearchResult, QuoteSearchResult, SearchResult } from '../../../core/search/search.api';
import { MAX_SEARCH_RESULTS } from '../../../core/search/search-rules';
import type { Db } from '../../db/connection';
import { preparedFor } from '../../db/prepared';
import { homeowners, quotes } from '../../db/schema/index';
import { customerCandidates, type CustomerCandidate } from './customer-candidates';

// Candidates arrive in table order with strangers mixed in (token collisions: ~8 a probe at 100k customers). A first
// fetch of 30 serves nearly every search; one that came back full with fewer than 20 real matches (a huge tenant,
// many collisions) looks wider once.
export const CANDIDATE_BATCHES = [30, 120] as const;
// A search that has narrowed to a few customers lists their quotes too (the dropdown keeps room for 8). One that still
// matches more is a list of customers to narrow down: their quotes would only crowd it out.
export const CUSTOMERS_WITH_QUOTES = 10;
const MAX_QUOTE_NUMBER = 2_147_483_647;

/** "1042", "#1042", "Quote #1042", "Q-1042" → 1042. */
export function quoteNumberFromQuery(q: string): number | null {
  const m = /^\s*(?:quote\s*)?(?:q-?)?#?\s*(\d{1,10})\s*$/i.exec(q);
  if (!m) return null;
  const n = Number(m[1]);
  return n > 0 && n <= MAX_QUOTE_NUMBER ? n : null;
}

const quoteColumns = { id: quotes.id, quoteNumber: quotes.quoteNumber, status: quotes.status, totalCents: quotes.totalCents, homeownerId: quotes.homeownerId };
type QuoteRow = { id: string; quoteNumber: number; status: string; totalCents: number; homeownerId: string | null };

function toQuoteResult(q: QuoteRow, customerName: string | null): QuoteSearchResult {
  return { id: q.id, type: 'quote', number: String(q.quoteNumber), status: q.status, customerName, totalCost: q.totalCents / 100 };
}

/** Placeholders: contractorId, number. */
export function quoteByNumberQuery(db: Db) {
  return db
    .select({ ...quoteColumns, customerName: homeowners.name })
    .from(quotes)
    .leftJoin(homeowners, eq(homeowners.id, quotes.homeownerId))
    .where(and(eq(quotes.contractorId, sql.placeholder('contractorId')), eq(quotes.quoteNumber, sql.placeholder('number'))))
    .limit(1);
}

/** Placeholders: contractorId, customerIds (one array parameter, so one statement serves any number of customers). */
export function quotesOfCustomersQuery(db: Db) {
  return db
    .select(quoteColumns)
    .from(quotes)
    .where(and(eq(quotes.contractorId, sql.placeholder('contractorId')), sql`${quotes.homeownerId} = any(${sql.placeholder('customerIds')}::uuid[])`))
    .orderBy(desc(quotes.createdAt))
    .limit(MAX_SEARCH_RESULTS);
}

function quoteByNumber(db: Db, contractorId: string, number: number) {
  return preparedFor(db, 'search_quote_by_number', (name) => quoteByNumberQuery(db).prepare(name)).execute({ contractorId, number });
}

function quotesOfCustomers(db: Db, contractorId: string, customerIds: string[]): Promise<QuoteRow[]> {
  if (!customerIds.length) return Promise.resolve([]);
  return preparedFor(db, 'search_quotes_of_customers', (name) => quotesOfCustomersQuery(db).prepare(name)).execute({ contractorId, customerIds });
}

/** Candidates that really match, best first; ties by folded name (a collator per comparison is too slow here), then id. */
function rankCustomers(q: string, candidates: CustomerCandidate[]): CustomerCandidate[] {
  const score = customerMatcher(q);
  return candidates
    .map((c) => ({ c, score: score(c.keys), key: c.keys.nameWords.join(' ') }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) || (a.c.id < b.c.id ? -1 : 1))
    .slice(0, MAX_SEARCH_RESULTS)
    .map((x) => x.c);
}

async function matchingCustomers(db: Db, contractorId: string, q: string): Promise<CustomerCandidate[]> {
  let ranked: CustomerCandidate[] = [];
  for (const limit of CANDIDATE_BATCHES) {
    const candidates = await customerCandidates(db, { contractorId, q, limit, purpose: 'search' });
    ranked = rankCustomers(q, candidates);
    if (ranked.length >= MAX_SEARCH_RESULTS || candidates.length < limit) break;
  }
  return ranked;
}

export async function searchEverything(db: Db, args: { contractorId: string; q: string }): Promise<SearchResult[]> {
  const { contractorId, q } = args;
  const number = quoteNumberFromQuery(q);
  const [customers, numbered] = await Promise.all([
    matchingCustomers(db, contractorId, q),
    number ? quoteByNumber(db, contractorId, number) : Promise.resolve([]),
  ]);
  const best = customers.length <= CUSTOMERS_WITH_QUOTES ? customers : [];
  const theirQuotes = await quotesOfCustomers(db, contractorId, best.map((c) => c.id));
  const rank = new Map(best.map((c, i) => [c.id, i]));
  const nameOf = new Map(best.map((c) => [c.id, c.name]));
  theirQuotes.sort((a, b) => rank.get(a.homeownerId!)! - rank.get(b.homeownerId!)!);

  const customerResults: CustomerSearchResult[] = customers.map((c) => ({ id: c.id, type: 'customer', name: c.name, email: c.email, phone: c.phone }));
  const quoteResults = theirQuotes.filter((x) => !numbered.some((n) => n.id === x.id)).map((x) => toQuoteResult(x, nameOf.get(x.homeownerId!) ?? null));
  // An exact quote number first; then customers, keeping room for their quotes so both kinds show.
  const room = MAX_SEARCH_RESULTS - numbered.length;
  const customerShare = Math.max(room - Math.min(quoteResults.length, 8), 0);
  const head: SearchResult[] = [...numbered.map((n) => toQuoteResult(n, n.customerName)), ...customerResults.slice(0, customerShare)];
  const rest: SearchResult[] = [...quoteResults, ...customerResults.slice(customerShare)];
  return [...head, ...rest].slice(0, MAX_SEARCH_RESULTS);
}
