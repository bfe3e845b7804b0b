import { describe, expect, it } from 'vitest';
import { defaultContractorRates } from './contractor-rates';
import { paymentScheduleFor } from './payment-schedule';

const rules = defaultContractorRates.payment;

describe('payment schedule (SPEC §9)', () => {
  it('defaults to a 30% deposit and the balance on completion', () => {
    expect(paymentScheduleFor(100_000, rules)).toEqual([
      { name: 'deposit', percent: 30, amountCents: 30_000 },
      { name: 'final', percent: 70, amountCents: 70_000 },
    ]);
  });
  it('two-pay takes 50% up front', () => {
    expect(paymentScheduleFor(100_001, { ...rules, scheduleType: 'two_pay' }).map((e) => e.amountCents)).toEqual([50_001, 50_000]);
  });
  it('three-pay splits 30/30/40 and the final part takes the odd cent', () => {
    const s = paymentScheduleFor(100_001, { ...rules, scheduleType: 'three_pay' });
    expect(s.map((e) => e.name)).toEqual(['deposit', 'materials', 'final']);
    expect(s.map((e) => e.amountCents)).toEqual([30_000, 30_000, 40_001]);
  });
  it('the schema default 33.33/33.33/33.34 sums exactly', () => {
    const s = paymentScheduleFor(99_999, { ...rules, scheduleType: 'three_pay', threePayPercents: [33.33, 33.33, 33.34] });
    expect(s.reduce((a, e) => a + e.amountCents, 0)).toBe(99_999);
  });
});
