// Issue 25 (options): what each side sees of each option — its own drawing on the homeowner's page, every option in the
// PDF until one is approved (then the chosen one alone), and each option's cost and margin for the contractor only.
// API, PGlite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutFromPolylines } from '../../../core/layout/layout-from-polylines';
import { formatCents } from '../../../core/money';
import { homeownerLineText } from '../../../core/quotes/homeowner-line-text';
import type { PublicQuote } from '../../../core/quotes/quote-view.schema';
import { ApiClient, signedIn } from '../../test/api';
import { approvalBody, makeContractor } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { useTestApp } from '../../test/use-test-app';
import { seedDemoCatalogue } from '../catalogue/demo-catalogue';

const testApp = useTestApp();
let alice: ApiClient;
let bob: ApiClient;
let customerId: string;

beforeAll(async () => {
  const a = await makeContractor(testApp.db);
  const b = await makeContractor(testApp.db);
  await seedDemoCatalogue(testApp.db, a.contractorId);
  alice = await signedIn(testApp.app, a);
  bob = await signedIn(testApp.app, b);
  customerId = (await alice.post('/api/homeowners', { firstName: 'Dana', lastName: 'Reyes', email: 'dana.reyes@example.com', phone: '512-555-0199', address: '12 Cedar Lane', city: 'Austin', state: 'TX', zipCode: '78704' })).json().id;
});

const drawing = (fenceType: 'vinyl' | 'chain' | 'cedar', heightFt: number) => layoutFromPolylines([{ points: [[0, 0], [100, 0], [100, 40]], props: { fenceType, heightFt } }]);

type Option = { id: string; name: string; totalCents: number; diagramSvg: string | null; recommended: boolean };

/** A drawn quote with two options: "Vinyl privacy" (6 ft vinyl, as drawn) and "Chain link" (4 ft, recommended). */
async function twoDrawnOptions() {
  const created = await alice.post('/api/quotes', { quoteType: 'layout', homeownerId: customerId, diagram: drawing('vinyl', 6), runs: [] });
  expect(created.statusCode, created.body).toBe(201);
  const q = created.json() as { id: string; quoteNumber: number };
  const two = await alice.post(`/api/quotes/${q.id}/options`, { firstName: 'Vinyl privacy', name: 'Chain link' });
  expect(two.statusCode, two.body).toBe(201);
  const [vinyl, chain] = two.json().options as Option[];
  expect((await alice.patch(`/api/quotes/${q.id}`, { optionId: chain.id, diagram: drawing('chain', 4) })).statusCode).toBe(200);
  const detail = (await alice.patch(`/api/quotes/${q.id}/options/${chain.id}`, { recommended: true })).json() as { options: Option[] };
  return { quote: q, vinyl: detail.options.find((o) => o.id === vinyl.id)!, chain: detail.options.find((o) => o.id === chain.id)! };
}

async function send(quoteId: string): Promise<string> {
  const res = await alice.post(`/api/quotes/${quoteId}/send`, {});
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().quote.publicLink.url).pathname.split('/')[3];
}

const homeowner = () => new ApiClient(testApp.app, '198.51.100.7');

describe('each option\'s drawing on the homeowner\'s page', () => {
  it('every option carries its own drawing, the one stored when it was priced; the page opens on the recommended one\'s', async () => {
    const { quote, vinyl, chain } = await twoDrawnOptions();
    expect(vinyl.diagramSvg).toBeTruthy();
    expect(chain.diagramSvg).toBeTruthy();
    expect(vinyl.diagramSvg).not.toBe(chain.diagramSvg);
    const token = await send(quote.id);
    const view = (await homeowner().get(`/api/public/quotes/${token}`)).json() as PublicQuote;
    const byId = new Map(view.options.map((o) => [o.id, o]));
    expect(byId.get(vinyl.id)!.diagramSvg).toBe(vinyl.diagramSvg);
    expect(byId.get(chain.id)!.diagramSvg).toBe(chain.diagramSvg);
    expect(view.shownOptionId).toBe(chain.id);
    expect(view.diagramSvg).toBe(chain.diagramSvg);
  });

  it('the homeowner\'s answer carries no cost, unit cost or margin, for the quote or any option', async () => {
    const { quote } = await twoDrawnOptions();
    const token = await send(quote.id);
    const res = await homeowner().get(`/api/public/quotes/${token}`);
    expect(res.statusCode).toBe(200);
    const keys = new Set<string>();
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) { keys.add(k); walk(x); }
    };
    walk(res.json());
    const costly = [...keys].filter((k) => /cost|margin|markup|unit$|^flat$|subtotal/i.test(k));
    expect(costly).toEqual([]);
    expect((res.json() as PublicQuote).options).toHaveLength(2);
  });
});

describe('the quote PDF with options', () => {
  const linesOf = (o: PublicQuote['options'][number]) => o.lines.map((l) => homeownerLineText(l, 'en')).filter((t) => t.length < 60);

  it('before approval shows every option (its lines and total, the recommended one marked); after, the chosen one alone', async () => {
    const { quote, vinyl, chain } = await twoDrawnOptions();
    const token = await send(quote.id);
    const view = (await homeowner().get(`/api/public/quotes/${token}`)).json() as PublicQuote;
    const [v, c] = [view.options.find((o) => o.id === vinyl.id)!, view.options.find((o) => o.id === chain.id)!];

    for (const res of [await alice.get(`/api/quotes/${quote.id}/pdf`), await homeowner().get(`/api/public/quotes/${token}/pdf`)]) {
      expect(res.statusCode).toBe(200);
      const text = pdfText(res.rawPayload);
      expect(text).toContain('This quote offers 2 options.');
      expect(text).toContain('Option 1 of 2: Vinyl privacy');
      expect(text).not.toContain('Option 1 of 2: Vinyl privacy (Recommended)');
      expect(text).toContain('Option 2 of 2: Chain link (Recommended)');
      for (const o of [v, c]) {
        expect(text).toContain(formatCents(o.totalCents));
        for (const line of linesOf(o)) expect(text).toContain(line);
      }
      // Each option's own lines are under its own heading.
      const [first, second] = [text.indexOf('Option 1 of 2'), text.indexOf('Option 2 of 2')];
      expect(text.indexOf(formatCents(v.totalCents), first)).toBeLessThan(second);
      expect(text.indexOf(formatCents(c.totalCents), second)).toBeGreaterThan(second);
    }

    const approved = await homeowner().post(`/api/public/quotes/${token}/approve`, { ...approvalBody('Dana Reyes'), optionId: vinyl.id });
    expect(approved.statusCode, approved.body).toBe(200);
    for (const res of [await alice.get(`/api/quotes/${quote.id}/pdf`), await homeowner().get(`/api/public/quotes/${token}/pdf`)]) {
      const text = pdfText(res.rawPayload);
      expect(text).not.toMatch(/Option \d of 2|options\./);
      expect(text).toContain(formatCents(v.totalCents));
      expect(text).not.toContain(formatCents(c.totalCents));
      for (const line of linesOf(v)) expect(text).toContain(line);
      expect(text).toContain('Approved by Dana Reyes');
    }
  });

  it('speaks the quote\'s language', async () => {
    const { quote } = await twoDrawnOptions();
    expect((await alice.patch(`/api/quotes/${quote.id}`, { language: 'es' })).statusCode).toBe(200);
    const text = pdfText((await alice.get(`/api/quotes/${quote.id}/pdf`)).rawPayload);
    expect(text).toContain('Esta cotización ofrece 2 opciones.');
    expect(text).toContain('Opción 2 de 2: Chain link (Recomendada)');
  });
});

describe('cost and margin per option (the contractor\'s only)', () => {
  it('each option is costed exactly as a quote of that option alone; the quote\'s own figures are the shown option\'s', async () => {
    expect((await alice.put('/api/suppliers/cost-settings', { laborCostPerFootCents: 450, laborCostPerPostCents: 800, laborCostPerGateCents: 2_500, crewHourlyCostCents: null, minimumMarginPercent: 20 })).statusCode).toBe(200);
    const { quote, vinyl, chain } = await twoDrawnOptions();
    const res = await alice.get(`/api/quotes/${quote.id}/costing`);
    expect(res.statusCode, res.body).toBe(200);
    const costing = res.json();
    expect(costing.options.map((o: { optionId: string; name: string; recommended: boolean }) => [o.optionId, o.name, o.recommended])).toEqual([
      [vinyl.id, 'Vinyl privacy', false], [chain.id, 'Chain link', true],
    ]);
    for (const [option, fenceType, heightFt] of [[vinyl, 'vinyl', 6], [chain, 'chain', 4]] as const) {
      const alone = (await alice.post('/api/quotes', { quoteType: 'layout', homeownerId: customerId, diagram: drawing(fenceType, heightFt), runs: [] })).json() as { id: string };
      const k = (await alice.get(`/api/quotes/${alone.id}/costing`)).json();
      const mine = costing.options.find((o: { optionId: string }) => o.optionId === option.id);
      expect(mine).toMatchObject({ priceCents: k.priceCents, costCents: k.costCents, marginCents: k.marginCents, marginPercent: k.marginPercent, complete: k.complete, belowMinimum: k.belowMinimum });
      expect(k.costCents).toBeGreaterThan(0);
    }
    const [v, c] = costing.options as { priceCents: number; costCents: number; marginCents: number }[];
    expect(v.costCents).not.toBe(c.costCents);
    expect(v.marginCents).toBe(v.priceCents - v.costCents);
    // The quote shows the recommended option: its own figures are that option's.
    expect({ priceCents: costing.priceCents, costCents: costing.costCents, marginCents: costing.marginCents }).toEqual({ priceCents: c.priceCents, costCents: c.costCents, marginCents: c.marginCents });
    // Saving the quote's inputs answers with every option again.
    const noCard = (await alice.put(`/api/quotes/${quote.id}/costing`, { crewHours: null, paidByCard: false })).json();
    const card = (await alice.put(`/api/quotes/${quote.id}/costing`, { crewHours: null, paidByCard: true })).json();
    expect(card.options).toHaveLength(2);
    for (const i of [0, 1]) expect(card.options[i].marginCents).toBeLessThan(noCard.options[i].marginCents); // card fees
  });

  it('a one-option quote has no option figures; another contractor\'s quote is not found', async () => {
    const single = (await alice.post('/api/quotes', { quoteType: 'layout', homeownerId: customerId, diagram: drawing('cedar', 6), runs: [] })).json() as { id: string };
    expect((await alice.get(`/api/quotes/${single.id}/costing`)).json().options).toEqual([]);
    const { quote } = await twoDrawnOptions();
    expect((await bob.get(`/api/quotes/${quote.id}/costing`)).statusCode).toBe(404);
  });
});
