// One line of a quote's history in the reader's language: the kind's label, with any status code in it translated too.
import type { TFunction } from 'i18next';
import { formatCents } from '../../../core/money';

type Entry = { type: string; data: Record<string, unknown> };

const statusWord = (t: TFunction, s: unknown) => (typeof s === 'string' ? t(`quotes.status.${s}`, { defaultValue: s }) : '');

export function quoteHistoryLabel(t: TFunction, h: Entry): string {
  const d = h.data;
  const values: Record<string, unknown> = { ...d, from: statusWord(t, d.from), to: statusWord(t, d.to), amount: typeof d.amountCents === 'number' ? formatCents(d.amountCents) : '' };
  if (h.type === 'crm_status_not_applied') values.why = t(`quotes.history.crmWhy.${typeof d.result === 'string' ? d.result : 'refused'}`, { defaultValue: t('quotes.history.crmWhy.refused') });
  // An unknown kind (written by a newer version) still reads as words, never as its code.
  return t(`quotes.history.${h.type}`, { ...values, defaultValue: t('quotes.history.other') });
}
