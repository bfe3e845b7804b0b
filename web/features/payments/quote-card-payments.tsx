// The quote page's card payments, loaded only after approval (its own small chunk): the deposit until the quote is a
// job, then the job's milestones. Renders nothing when the contractor does not take cards online.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { CardPayableItem } from '../../../core/payments/card-payments.schema';
import { startQuoteCheckout } from '../../../core/payments/card-payments.api';
import { apiCall } from '../../lib/api-contract';
import { useQuoteCardPayments, useStartCheckout } from './card-payment-api';
import { CardPaymentsPanel, type ReturnFromCheckout } from './card-payments-panel';

export default function QuoteCardPayments({ token }: { token: string }) {
  const { i18n } = useTranslation();
  const params = new URLSearchParams(useSearch());
  const lang = i18n.language === 'es' ? 'es' : 'en';
  const returned = (['success', 'cancel'].includes(params.get('checkout') ?? '') ? params.get('checkout') : null) as ReturnFromCheckout;
  const { query: payments, stillConfirming } = useQuoteCardPayments(token, params.get('session'), lang);
  const start = useStartCheckout((body) => apiCall(startQuoteCheckout, { params: { token }, body }));
  const [pendingItem, setPendingItem] = useState<string | null>(null);
  if (!payments.data?.enabled || payments.data.items.length === 0) return null;
  const pay = (item: CardPayableItem) => {
    setPendingItem(item.milestoneId ?? 'deposit');
    start.mutate({ milestoneId: item.milestoneId ?? undefined, lang }, { onError: () => setPendingItem(null) });
  };
  return (
    <CardPaymentsPanel
      data={payments.data}
      returned={returned}
      stillConfirming={stillConfirming}
      pendingItem={pendingItem}
      error={start.error}
      onPay={pay}
    />
  );
}
