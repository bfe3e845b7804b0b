// Demo quotes in several statuses, made through the same services as the API (so they are priced like real ones).
import { currentConsentVersion } from '../../../core/quotes/signature-consent';
import { layoutFromPolylines } from '../../../core/layout/layout-from-polylines';
import type { Db } from '../../db/connection';
import { resolveCartItems } from '../catalogue/catalogue.service';
import { listCatalogue } from '../catalogue/catalogue.service';
import { approvePublicQuote } from './quote-approval.service';
import { ensureQuoteLinkToken } from './quote-public-link';
import { createQuote, loadQuoteRow, transitionQuote } from './quotes.service';

const backyard = () =>
  layoutFromPolylines(
    [
      { points: [[0, 0], [0, 62], [80, 62], [80, 0]], props: { fenceType: 'vinyl', heightFt: 6, style: 'privacy' }, label: 'Back yard' },
    ],
    [{ run: 0, segment: 1, offsetFt: 30, kind: 'single', widthFt: 4 }],
  );

const frontPicket = () =>
  layoutFromPolylines([{ points: [[0, 0], [45, 0]], props: { fenceType: 'cedar', heightFt: 4, style: 'picket' }, label: 'Front' }]);

async function sentWithLink(db: Db, contractorId: string, quoteId: string) {
  await transitionQuote(db, { contractorId, quoteId, status: 'sent' });
  return ensureQuoteLinkToken(db, await loadQuoteRow(db, contractorId, quoteId));
}

/** Main tenant: draft cart, sent layout, approved layout (with its notification), lost; second tenant: one draft, one sent. */
export async function seedDemoQuotes(db: Db, ids: { mainContractorId: string; secondContractorId: string; mainCustomerIds: string[]; secondCustomerIds: string[] }) {
  const main = ids.mainContractorId;
  const cat = await listCatalogue(db, main);
  const vinyl6 = cat.styles.find((s) => s.name === 'Vinyl Privacy')?.pricing.find((p) => p.heightFt === 6);
  const latch = cat.hardware.find((h) => h.category === 'latch');
  const concrete = cat.hardware.find((h) => h.category === 'concrete');
  if (vinyl6 && latch && concrete) {
    const items = [
      { catalogueItemId: vinyl6.id, part: 'panel' as const, quantity: 8 },
      { catalogueItemId: vinyl6.id, part: 'post' as const, quantity: 9 },
      { catalogueItemId: vinyl6.id, part: 'gate' as const, quantity: 1 },
      { catalogueItemId: latch.id, part: 'item' as const, quantity: 1 },
      { catalogueItemId: concrete.id, part: 'item' as const, quantity: 18 },
    ];
    await resolveCartItems(db, main, items); // fails loudly if the catalogue changed shape
    await createQuote(db, { contractorId: main, input: { quoteType: 'cart', homeownerId: ids.mainCustomerIds[0], items, deliveryMiles: 18, notes: 'Materials only; customer installs.' } });
  }
  const sent = await createQuote(db, { contractorId: main, input: { quoteType: 'layout', homeownerId: ids.mainCustomerIds[1], diagram: backyard() } });
  await sentWithLink(db, main, sent.id);

  const approved = await createQuote(db, {
    contractorId: main,
    input: { quoteType: 'layout', homeownerId: ids.mainCustomerIds[2], diagram: frontPicket(), language: 'es', adjustments: [{ label: 'Spring discount', kind: 'discount', mode: 'percent', value: 5 }] },
  });
  const token = await sentWithLink(db, main, approved.id);
  await approvePublicQuote(db, { token, input: { fullName: 'Emily Nguyen', consent: true, signature: { kind: 'typed' }, consentVersion: currentConsentVersion, consentLanguage: 'en' }, ip: '127.0.0.1', userAgent: 'demo seed' });

  const lost = await createQuote(db, { contractorId: main, input: { quoteType: 'layout', homeownerId: ids.mainCustomerIds[3], diagram: frontPicket() } });
  await transitionQuote(db, { contractorId: main, quoteId: lost.id, status: 'lost' });

  const second = ids.secondContractorId;
  if (ids.secondCustomerIds.length >= 2) {
    await createQuote(db, { contractorId: second, input: { quoteType: 'layout', homeownerId: ids.secondCustomerIds[0], diagram: frontPicket() } });
    const s2 = await createQuote(db, { contractorId: second, input: { quoteType: 'layout', homeownerId: ids.secondCustomerIds[1], diagram: backyard() } });
    await sentWithLink(db, second, s2.id);
  }
}
