// The demo tenant's realistic catalogue: vinyl privacy/picket, cedar privacy/picket, chain link in 4/5/6 ft, gates, caps, hinges, latches, concrete.
import type { Db } from '../../db/connection';
import { fenceTypeImages, gateTypeImages, hardwareItems, materialStyles, postCaps, postTypeImages, stylePricing } from '../../db/schema/index';
import { fenceTypeSvgs, gateTypeSvgs, postTypeSvgs } from './catalogue-images';

// Prices are the contractor's cost in cents; a panel is one 8 ft section (SPEC §9 material length 96 inches).
const styles = [
  { fenceType: 'vinyl', name: 'Vinyl Privacy', imageKey: 'vinyl-privacy', description: 'Solid white vinyl panels, tongue and groove.',
    prices: { 4: [2_100, 16_800, 4_200, 14_500], 5: [2_300, 18_400, 4_600, 15_500], 6: [2_500, 20_000, 5_000, 16_500] } },
  { fenceType: 'vinyl', name: 'Vinyl Picket', imageKey: 'vinyl-picket', description: 'Classic white picket with pointed tops.',
    prices: { 4: [1_700, 13_600, 3_600, 12_000], 5: [1_900, 15_200, 3_900, 13_000], 6: [2_100, 16_800, 4_200, 14_000] } },
  { fenceType: 'cedar', name: 'Cedar Privacy', imageKey: 'cedar-privacy', description: 'Western red cedar dog-ear boards on 2×4 rails.',
    prices: { 4: [1_600, 12_800, 2_400, 11_000], 5: [1_800, 14_400, 2_700, 11_800], 6: [2_000, 16_000, 3_000, 12_500] } },
  { fenceType: 'cedar', name: 'Cedar Picket', imageKey: 'cedar-picket', description: 'Spaced cedar pickets, a friendly front-yard fence.',
    prices: { 4: [1_400, 11_200, 2_200, 9_500], 5: [1_550, 12_400, 2_450, 10_200], 6: [1_700, 13_600, 2_700, 11_000] } },
  { fenceType: 'chain', name: 'Chain Link', imageKey: 'chain-link', description: 'Galvanized 11.5-gauge mesh with top rail.',
    prices: { 4: [1_100, 8_800, 2_200, 8_000], 5: [1_300, 10_400, 2_500, 9_000], 6: [1_500, 12_000, 2_800, 10_000] } },
] as const;

const caps = [
  { name: 'Vinyl pyramid cap', fenceType: 'vinyl', priceCents: 650, imageKey: 'post-cap' },
  { name: 'Vinyl New England cap', fenceType: 'vinyl', priceCents: 1_250, imageKey: 'post-cap' },
  { name: 'Cedar flat cap', fenceType: 'cedar', priceCents: 550, imageKey: 'post-cap' },
  { name: 'Copper pyramid cap', fenceType: 'cedar', priceCents: 1_850, imageKey: 'post-cap' },
  { name: 'Chain link dome cap', fenceType: 'chain', priceCents: 300, imageKey: 'post-cap' },
];

const hardware = [
  { category: 'hinge', name: 'Self-closing gate hinge (pair)', fenceType: null, unit: 'pair', priceCents: 3_200 },
  { category: 'hinge', name: 'Heavy-duty strap hinge (pair)', fenceType: 'cedar', unit: 'pair', priceCents: 2_400 },
  { category: 'latch', name: 'Gravity gate latch', fenceType: null, unit: 'each', priceCents: 1_850 },
  { category: 'latch', name: 'Pool-code magnetic latch', fenceType: null, unit: 'each', priceCents: 6_500 },
  { category: 'latch', name: 'Chain link fork latch', fenceType: 'chain', unit: 'each', priceCents: 950 },
  { category: 'drop_rod', name: 'Drop rod for double gates', fenceType: null, unit: 'each', priceCents: 2_900 },
  { category: 'concrete', name: 'Fast-setting concrete, 50 lb bag', fenceType: null, unit: 'bag', priceCents: 900 },
];

/** Fills the shared image tables once (they are platform-wide, keyed by name). */
export async function seedCatalogueImages(db: Db): Promise<void> {
  const rows = (m: Record<string, { label: string; svg: string }>) => Object.entries(m).map(([key, v]) => ({ key, label: v.label, svg: v.svg }));
  await db.insert(fenceTypeImages).values(rows(fenceTypeSvgs)).onConflictDoNothing();
  await db.insert(postTypeImages).values(rows(postTypeSvgs)).onConflictDoNothing();
  await db.insert(gateTypeImages).values(rows(gateTypeSvgs)).onConflictDoNothing();
}

/** Seeds the demo catalogue for one contractor (called by the lead's demo seed and by tests). */
export async function seedDemoCatalogue(db: Db, contractorId: string): Promise<void> {
  await seedCatalogueImages(db);
  for (const [i, s] of styles.entries()) {
    const [style] = await db
      .insert(materialStyles)
      .values({ contractorId, fenceType: s.fenceType, name: s.name, description: s.description, imageKey: s.imageKey, sortOrder: i })
      .returning({ id: materialStyles.id });
    await db.insert(stylePricing).values(
      Object.entries(s.prices).map(([h, [perFoot, panel, post, gate]]) => ({
        contractorId, styleId: style.id, heightFt: Number(h), pricePerFootCents: perFoot, panelPriceCents: panel, postPriceCents: post, gatePriceCents: gate,
      })),
    );
  }
  await db.insert(postCaps).values(caps.map((c) => ({ ...c, contractorId })));
  await db.insert(hardwareItems).values(hardware.map((h) => ({ ...h, contractorId })));
}
