// Blind-index lookup of customers: truncated tokens give a candidate set; callers decrypt and filter exactly.
import { and, desc, isNull, sql } from 'drizzle-orm';
import { hasAnyTerm, queryTerms } from '../../../core/search/search-terms';
import type { Db } from '../../db/connection';
import { blindIndexTokens } from '../../db/pii';
import { homeowners } from '../../db/schema/index';

/** Only the columns matching needs: each encrypted one costs a decryption per candidate. */
export interface CustomerCandidate {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  city: string | null;
  createdAt: Date;
}

/** The SQL condition "this row may match q": every name token, or the email token, or the phone token. */
export function candidateCondition(contractorId: string, q: string) {
  const terms = queryTerms(q);
  if (!hasAnyTerm(terms)) return null;
  const parts = [];
  if (terms.name.length) parts.push(sql`${homeowners.searchTokens} @> ${sql.param(blindIndexTokens(contractorId, terms.name))}::text[]`);
  const any = [terms.email, terms.phone].filter((t): t is string => t !== null);
  if (any.length) parts.push(sql`${homeowners.searchTokens} && ${sql.param(blindIndexTokens(contractorId, any))}::text[]`);
  return sql.join(parts, sql` or `);
}

export interface CandidateArgs {
  contractorId: string;
  q: string;
  limit: number;
  newestFirst?: boolean;
}

/** The candidate query itself (bench/search EXPLAINs exactly this); null when q yields no term. */
export function customerCandidatesQuery(db: Db, args: CandidateArgs) {
  const condition = candidateCondition(args.contractorId, args.q);
  if (!condition) return null;
  const query = db
    .select({
      id: homeowners.id,
      name: homeowners.name,
      email: homeowners.email,
      phone: homeowners.phone,
      city: homeowners.city,
      createdAt: homeowners.createdAt,
    })
    .from(homeowners)
    // The tenant test is exact but kept off the (contractor_id, created_at) index on purpose: tokens are already
    // per-tenant keyed, and at 1M rows the planner would otherwise AND in a 100k-entry bitmap of the whole tenant.
    .where(and(sql`${homeowners.contractorId}::text = ${args.contractorId}`, isNull(homeowners.archivedAt), sql`(${condition})`))
    .$dynamic();
  // Unordered, the scan stops after `limit` rows; ordering would read every row sharing a common 2-letter prefix first.
  return (args.newestFirst ? query.orderBy(desc(homeowners.createdAt)) : query).limit(args.limit);
}

export async function customerCandidates(db: Db, args: CandidateArgs): Promise<CustomerCandidate[]> {
  const query = customerCandidatesQuery(db, args);
  return query ? await query : [];
}
