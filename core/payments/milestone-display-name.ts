// Milestones are stored with the contractor's names ("Deposit", "Final Payment" by default, SPEC §9 schedules); a
// homeowner reading Spanish gets the default names in Spanish, and a contractor's own name as written.
import type { MilestoneType } from './milestone.schema';

const defaultNames: Partial<Record<MilestoneType, string>> = { deposit: 'deposit', materials: 'materials payment', final: 'final payment' };

const words = {
  en: { deposit: 'Deposit', materials: 'Materials payment', final: 'Final payment' },
  es: { deposit: 'Anticipo', materials: 'Pago de materiales', final: 'Pago final' },
} as const;

export function milestoneDisplayName(name: string, type: MilestoneType, lang: 'en' | 'es'): string {
  const plain = defaultNames[type];
  if (plain && name.trim().toLowerCase() === plain) return words[lang][type as keyof (typeof words)['en']];
  return name;
}
