// Blind-index lookup of customers: truncated tokens give a candidate set; callers decrypt and filter exactly.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { hasAnyTerm, queryTerms } from '../../../core/search/search-terms';
import type { Db } from '../../db/connection';
import { blindIndexTokens } from '../../db/pii';
import { homeowners } from '../../db/schema/index';

export interface CustomerCandidate {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
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

/** The candidate query itself (bench/search EXPLAINs exactly this); null when q yields no term. */
export function customerCandidatesQuery(db: Db, args: { contractorId: string; q: string; limit: number }) {
  const condition = candidateCondition(args.contractorId, args.q);
  if (!condition) return null;
  return db
    .select({
      id: homeowners.id,
      name: homeowners.name,
      firstName: homeowners.firstName,
      lastName: homeowners.lastName,
      email: homeowners.email,
      phone: homeowners.phone,
      city: homeowners.city,
      createdAt: homeowners.createdAt,
    })
    .from(homeowners)
    .where(and(eq(homeowners.contractorId, args.contractorId), isNull(homeowners.archivedAt), sql`(${condition})`))
    .orderBy(desc(homeowners.createdAt))
    .limit(args.limit);
}

export async function customerCandidates(db: Db, args: { contractorId: string; q: string; limit: number }): Promise<CustomerCandidate[]> {
  const query = customerCandidatesQuery(db, args);
  return query ? await query : [];
}
