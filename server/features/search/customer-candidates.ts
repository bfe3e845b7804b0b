// Blind-index lookup of customers: truncated tokens give a candidate set; callers decrypt and filter exactly.
import { and, desc, isNull, sql, type SQL } from 'drizzle-orm';
import { hasAnyTerm, queryTerms } from '../../../core/search/search-terms';
import type { Db } from '../../db/connection';
import { queryIndexTokens } from '../../db/pii';
import { decryptedCandidate, type DecryptedCandidate, type StoredCandidate } from './decrypted-candidates';
import { homeowners } from '../../db/schema/index';
import { preparedFor } from '../../db/prepared';

/** A query's tokens: a row may match when it holds every `all` token (name words) or any `any` token (email, phone). */
export interface CandidateTokens {
  all: string[];
  any: string[];
}

export function candidateTokens(contractorId: string, q: string): CandidateTokens | null {
  const terms = queryTerms(q);
  if (!hasAnyTerm(terms)) return null;
  const any = [terms.email, terms.phone].filter((t): t is string => t !== null);
  // One name word or the email prefix is one overlap probe of the index, cheaper than two probes OR-ed together.
  if (terms.name.length === 1) return { all: [], any: queryIndexTokens(contractorId, [...terms.name, ...any]) };
  return { all: queryIndexTokens(contractorId, terms.name), any: queryIndexTokens(contractorId, any) };
}

export type CandidateShape = 'all' | 'any' | 'all-or-any';

export const candidateShape = (t: CandidateTokens): CandidateShape => (t.all.length && t.any.length ? 'all-or-any' : t.all.length ? 'all' : 'any');

const holdsAll = sql`${homeowners.searchTokens} @> ${sql.placeholder('all')}::text[]`;
const holdsAny = sql`${homeowners.searchTokens} && ${sql.placeholder('any')}::text[]`;
const tokenTest: Record<CandidateShape, SQL> = { all: holdsAll, any: holdsAny, 'all-or-any': sql`(${holdsAll} or ${holdsAny})` };

// Only the columns matching needs, as stored: the name, email and phone ciphertexts are opened through the candidate
// cache (decrypted-candidates.ts), keyed by the row's id and version (xmin, new on every write). The list sorts too.
const searchColumns = {
  id: homeowners.id,
  version: sql<string>`${homeowners}.xmin::text`,
  name: sql<string>`${homeowners.name}`,
  email: sql<string>`${homeowners.email}`,
  phone: sql<string>`${homeowners.phone}`,
};
const listColumns = { ...searchColumns, city: homeowners.city, createdAt: homeowners.createdAt };

/** search: the header box, unordered. list: the /customers page, newest first, with its sort columns. */
export type CandidatePurpose = 'search' | 'list';

// The header search never offers archived customers; the list shows either the active or the archived ones.
const archivedTest: Record<CandidatePurpose, SQL> = {
  search: isNull(homeowners.archivedAt),
  list: sql`(${homeowners.archivedAt} is not null) = ${sql.placeholder('archived')}`,
};

/** The candidate query of one shape, with placeholders contractorId, all, any, limit (and archived for the list); bench/search EXPLAINs it. */
export function customerCandidatesQuery<P extends CandidatePurpose>(db: Db, shape: CandidateShape, purpose: P) {
  const columns = (purpose === 'list' ? listColumns : searchColumns) as P extends 'list' ? typeof listColumns : typeof searchColumns;
  const query = db
    .select(columns)
    .from(homeowners)
    // The tenant test is exact but kept off the (contractor_id, created_at) index on purpose: tokens are already
    // per-tenant keyed, and at 1M rows the planner would otherwise AND in a 100k-entry bitmap of the whole tenant.
    .where(and(sql`${homeowners.contractorId}::text = ${sql.placeholder('contractorId')}`, archivedTest[purpose], tokenTest[shape]))
    .$dynamic();
  // Unordered, the scan stops after `limit` rows; ordering would read every row sharing a common 2-letter prefix first.
  return (purpose === 'list' ? query.orderBy(desc(homeowners.createdAt)) : query).limit(sql.placeholder('limit'));
}

/** The placeholder values of a candidate query (shared with bench/search's EXPLAIN). */
export function candidateParams(contractorId: string, tokens: CandidateTokens, limit: number, archived = false) {
  return { contractorId, all: tokens.all, any: tokens.any, limit, archived };
}

/** Customers whose tokens say they may match q (strangers included: callers filter exactly with `keys`). */
export async function customerCandidates<P extends CandidatePurpose>(db: Db, args: { contractorId: string; q: string; limit: number; purpose: P; archived?: boolean }): Promise<CandidateOf<P>[]> {
  const tokens = candidateTokens(args.contractorId, args.q);
  if (!tokens) return [];
  const shape = candidateShape(tokens);
  // Prepared once per database handle: the search box runs this on every keystroke pause.
  const statement = preparedFor(db, `customer_candidates_${args.purpose}_${shape}`, (name) => customerCandidatesQuery(db, shape, args.purpose).prepare(name));
  const rows = await statement.execute(candidateParams(args.contractorId, tokens, args.limit, args.archived ?? false));
  // Object literals, not spreads: V8 builds a spread several times slower, and this runs for every candidate.
  if (args.purpose === 'list') {
    return (rows as ListRow[]).map((row): ListCandidate => {
      const open = decryptedCandidate(row);
      return { id: row.id, name: open.name, email: open.email, phone: open.phone, keys: open.keys, city: row.city, createdAt: row.createdAt };
    }) as CandidateOf<P>[];
  }
  return rows.map((row): CustomerCandidate => {
    const open = decryptedCandidate(row);
    return { id: row.id, name: open.name, email: open.email, phone: open.phone, keys: open.keys };
  }) as CandidateOf<P>[];
}

/** A decrypted candidate with the keys matching compares. */
export interface CustomerCandidate extends DecryptedCandidate {
  id: string;
}
type ListRow = StoredCandidate & { city: string; createdAt: Date };
type ListCandidate = CustomerCandidate & { city: string; createdAt: Date };
type CandidateOf<P extends CandidatePurpose> = P extends 'list' ? ListCandidate : CustomerCandidate;
