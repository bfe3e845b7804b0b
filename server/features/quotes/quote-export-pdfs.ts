// The quote PDFs of a contractor's data export (issue 26): each priced quote as the homeowner sees it, and the signed
// copy when one exists. Yielded one file at a time (rows read 20 by 20), so the ZIP streams in constant memory.
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { quotes } from '../../db/schema/index';
import { quotePdf } from './quote-pdf';
import { signedQuotePdf } from './quote-signing.service';

export type ExportedPdf = { quoteNumber: number; signed: boolean; pdf: Buffer };

export async function* quotePdfsForExport(db: Db, contractorId: string): AsyncGenerator<ExportedPdf> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(quotes)
      .where(and(eq(quotes.contractorId, contractorId), gt(quotes.quoteNumber, after), isNotNull(quotes.pricing)))
      .orderBy(asc(quotes.quoteNumber))
      .limit(20);
    if (rows.length === 0) return;
    for (const q of rows) {
      yield { quoteNumber: q.quoteNumber, signed: false, pdf: await quotePdf(db, q) };
      const signed = q.approvedAt ? await signedQuotePdf(db, q) : null;
      if (signed) yield { quoteNumber: q.quoteNumber, signed: true, pdf: signed };
    }
    after = rows[rows.length - 1].quoteNumber;
  }
}
