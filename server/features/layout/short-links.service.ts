import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError, notFound } from '../../../core/errors';
import type { ShortLinkView } from '../../../core/layout/instant-quote.schema';
import type { Db } from '../../db/connection';
import { contractors, shortLinks } from '../../db/schema/index';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 7;

/** A short, unambiguous code (no 0/O, 1/l/I); 56^7 ≈ 1.7 × 10^12 codes. */
export function newShortCode(): string {
  const bytes = randomBytes(CODE_LENGTH * 2);
  let code = '';
  for (let i = 0; code.length < CODE_LENGTH; i++) {
    const b = bytes[i % bytes.length];
    if (b < 224) code += ALPHABET[b % ALPHABET.length]; // 224 = 4 × 56: no modulo bias
    else if (i >= bytes.length * 4) code += ALPHABET[0];
  }
  return code;
}

export interface ContractorShortLink {
  shortCode: string;
  clicks: number;
  createdAt: string;
}

const toView = (r: typeof shortLinks.$inferSelect): ContractorShortLink => ({ shortCode: r.shortCode, clicks: r.clicks, createdAt: r.createdAt.toISOString() });

export async function getShortLink(db: Db, contractorId: string): Promise<ContractorShortLink | null> {
  const [row] = await db
    .select()
    .from(shortLinks)
    .where(and(eq(shortLinks.contractorId, contractorId), eq(shortLinks.isActive, true)))
    .orderBy(asc(shortLinks.createdAt))
    .limit(1);
  return row ? toView(row) : null;
}

/** The contractor's quote-builder link; created once, the same link afterwards (idempotent). */
export async function ensureShortLink(db: Db, contractorId: string): Promise<ContractorShortLink> {
  const existing = await getShortLink(db, contractorId);
  if (existing) return existing;
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db.insert(shortLinks).values({ contractorId, shortCode: newShortCode() }).onConflictDoNothing().returning();
    if (row) return toView(row);
  }
  throw new AppError('CONFLICT', errorMessage('errors.layout.shortLinkFailed'));
}

/** Public: who owns a link (for branding the quote builder); counts the visit. Unknown and inactive links answer alike. */
export async function openShortLink(db: Db, shortCode: string): Promise<ShortLinkView & { contractorId: string }> {
  const [row] = await db
    .select({ id: shortLinks.id, contractorId: shortLinks.contractorId, c: contractors })
    .from(shortLinks)
    .innerJoin(contractors, eq(contractors.id, shortLinks.contractorId))
    .where(and(eq(shortLinks.shortCode, shortCode), eq(shortLinks.isActive, true), eq(contractors.isActive, true)))
    .limit(1);
  if (!row) throw notFound(errorMessage('validation.link_not_found'));
  await db.update(shortLinks).set({ clicks: sql`${shortLinks.clicks} + 1` }).where(eq(shortLinks.id, row.id));
  const c = row.c;
  return {
    shortCode,
    contractorId: row.contractorId,
    contractor: { name: c.businessName || c.name || [c.firstName, c.lastName].filter(Boolean).join(' '), logoUrl: c.logoUrl, brandColor: c.brandColor, phone: c.phone },
  };
}

/** The contractor behind a short code, without counting a visit. */
export async function contractorIdForShortCode(db: Db, shortCode: string): Promise<string> {
  const [row] = await db
    .select({ contractorId: shortLinks.contractorId })
    .from(shortLinks)
    .innerJoin(contractors, eq(contractors.id, shortLinks.contractorId))
    .where(and(eq(shortLinks.shortCode, shortCode), eq(shortLinks.isActive, true), eq(contractors.isActive, true)))
    .limit(1);
  if (!row) throw notFound(errorMessage('validation.link_not_found'));
  return row.contractorId;
}
