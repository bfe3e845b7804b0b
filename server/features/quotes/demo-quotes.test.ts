import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCustomers } from '../../seed/demo-customers';
import { makeContractor } from '../../test/factories';
import { useTestDb } from '../../test/use-test-app';
import { seedDemoCatalogue } from '../catalogue/demo-catalogue';
import { seedDemoQuotes } from './demo-quotes';
import { publicQuoteView } from './public-quote.service';
import { renderQuotePdf } from './quote-pdf';
import { getQuote, listQuotes, loadQuoteRow } from './quotes.service';

const testDb = useTestDb();
let ids: { mainContractorId: string; secondContractorId: string };

beforeAll(async () => {
  ids = { mainContractorId: (await makeContractor(testDb.db)).contractorId, secondContractorId: (await makeContractor(testDb.db)).contractorId };
  const customers = await seedDemoCustomers(testDb.db, ids);
  await seedDemoCatalogue(testDb.db, ids.mainContractorId);
  await seedDemoCatalogue(testDb.db, ids.secondContractorId);
  await seedDemoQuotes(testDb.db, { ...ids, mainCustomerIds: customers.main, secondCustomerIds: customers.second });
});

describe('seedDemoQuotes', () => {
  it('gives the main tenant quotes in several statuses, priced, with drawings', async () => {
    const list = await listQuotes(testDb.db, { contractorId: ids.mainContractorId, query: { sort: 'number_asc' } });
    expect(list.quotes.map((q) => [q.quoteType, q.status])).toEqual([['cart', 'draft'], ['layout', 'sent'], ['layout', 'approved'], ['layout', 'lost']]);
    expect(list.quotes.every((q) => q.totalCents > 0)).toBe(true);
    const sent = await getQuote(testDb.db, { contractorId: ids.mainContractorId, quoteId: list.quotes[1].id, publicUrl: 'http://x' });
    expect(sent.diagramSvg).toContain('<svg');
    expect(sent.publicLink.url).toMatch(/^http:\/\/x\/customer\/quote\/[A-Za-z0-9_-]+\/view$/);
    expect(sent.pricing.runs.length).toBe(1);
    const [n] = await testDb.database.query<{ n: string }>("select count(*)::text as n from notifications where type = 'quote_approved' and contractor_id = $1", [ids.mainContractorId]);
    expect(n.n).toBe('1');
  });
  it('gives the second tenant a draft and a sent quote', async () => {
    const list = await listQuotes(testDb.db, { contractorId: ids.secondContractorId, query: {} });
    expect(list.quotes.map((q) => q.status).sort()).toEqual(['draft', 'sent']);
  });
  it('draws the layout into the quote PDF', async () => {
    const list = await listQuotes(testDb.db, { contractorId: ids.mainContractorId, query: { status: 'sent' } });
    const q = await loadQuoteRow(testDb.db, ids.mainContractorId, list.quotes[0].id);
    const view = await publicQuoteView(testDb.db, q);
    const withDrawing = await renderQuotePdf(view, q.diagram);
    const without = await renderQuotePdf(view, null);
    expect(withDrawing.subarray(0, 5).toString()).toBe('%PDF-');
    expect(withDrawing.length).toBeGreaterThan(without.length);
  });
});
