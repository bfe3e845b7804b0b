// SPEC §9: default deposit 30%; two-pay deposit 50%; three-pay 30/30/40. Parts always sum to the total.
import { splitByPercentages, type Cents } from '../money';
import type { PaymentRules, PaymentScheduleEntry } from './pricing.types';

export function paymentScheduleFor(totalCents: Cents, rules: PaymentRules): PaymentScheduleEntry[] {
  if (rules.scheduleType === 'three_pay') {
    const [a, b, c] = rules.threePayPercents;
    const [d, m, f] = splitByPercentages(totalCents, [a, b, c]);
    return [
      { name: 'deposit', percent: a, amountCents: d },
      { name: 'materials', percent: b, amountCents: m },
      { name: 'final', percent: c, amountCents: f },
    ];
  }
  const deposit = rules.scheduleType === 'two_pay' ? rules.twoPayDepositPercent : rules.depositPercent;
  const [d, f] = splitByPercentages(totalCents, [deposit, 100 - deposit]);
  return [
    { name: 'deposit', percent: deposit, amountCents: d },
    { name: 'final', percent: Math.round((100 - deposit) * 100) / 100, amountCents: f },
  ];
}
