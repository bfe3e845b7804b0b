import { describe, expect, it } from 'vitest';
import { roundUpToPacks } from '../suppliers/packs';
import { notYetOrdered, orderTotalCents, proposePurchaseOrders, type MaterialSource } from './propose-purchase-orders';

const packs = (q: number, size: number) => roundUpToPacks(q, size).packs;
const m = (key: string, quantity: number) => ({ key, quantity, unit: 'each', description: key });
const src = (supplierId: string | null, packSize = 1, unitCostCents: number | null = 100): MaterialSource => ({ supplierId, partNumber: `P-${packSize}`, packName: packSize > 1 ? 'bundle' : 'each', packSize, unitCostCents });

describe('proposePurchaseOrders', () => {
  const materials = [m('post', 12), m('picket', 41), m('concrete', 9), m('cap', 14)];
  const sources = new Map([['post', src('yard-a')], ['picket', src('yard-b', 20, 250)], ['concrete', src('yard-gone')]]);

  it('groups by supplier, rounds to whole packs, and puts the rest in "not ordered": no material lost or doubled', () => {
    const p = proposePurchaseOrders(materials, sources, new Set(['yard-a', 'yard-b']), packs);
    expect(p.orders.map((o) => [o.supplierId, o.lines.map((l) => [l.materialKey, l.packs, l.packCostCents])])).toEqual([
      ['yard-a', [['post', 12, 100]]],
      // 41 pickets in bundles of 20: 3 bundles (boundary: one past a whole pack buys another), $50.00 a bundle.
      ['yard-b', [['picket', 3, 5_000]]],
    ]);
    // An archived supplier's material and one with no supplier are not ordered.
    expect(p.notOrdered.map((n) => n.key)).toEqual(['concrete', 'cap']);
    const placed = [...p.orders.flatMap((o) => o.lines.map((l) => l.materialKey)), ...p.notOrdered.map((n) => n.key)];
    expect(placed.sort()).toEqual(materials.map((x) => x.key).sort());
  });

  it('proposes only what is not on an order yet', () => {
    const p = proposePurchaseOrders(materials, sources, new Set(['yard-a', 'yard-b']), packs, new Map([['post', 12], ['picket', 20]]));
    expect(p.orders.flatMap((o) => o.lines.map((l) => [l.materialKey, l.packs]))).toEqual([['picket', 2]]);
  });

  it('a line with no cost has a null pack cost, left out of the total', () => {
    const p = proposePurchaseOrders([m('post', 2)], new Map([['post', src('yard-a', 1, null)]]), new Set(['yard-a']), packs);
    expect(p.orders[0].lines[0].packCostCents).toBeNull();
    expect(orderTotalCents([{ packs: 2, packCostCents: null }, { packs: 3, packCostCents: 199 }])).toBe(597);
  });
});

describe('notYetOrdered', () => {
  it('boundary: exactly covered is gone; one short stays with the remainder', () => {
    expect(notYetOrdered([m('post', 12), m('cap', 14)], new Map([['post', 12], ['cap', 13]]))).toEqual([m('cap', 1)]);
  });
});
