// The Event dialog's "Linked quote" choices. A quote visit for a chosen customer offers that customer's quotes (all of
// them, however many the contractor has); otherwise the newest 100. The quote already linked is always offered, even
// when it is older than that page, so editing an event never silently drops its link.
import { useQuery } from '@tanstack/react-query';
import { useCustomer, useCustomerActivity } from '../customers/customer-api';

export type QuoteOption = { id: string; quoteNumber: number; customerName: string | null };

const NEWEST_QUOTES = 100;

export function useLinkedQuoteOptions(args: { open: boolean; contractorId: string; customerId: string; selectedId: string }): QuoteOption[] {
  const { open, contractorId, customerId, selectedId } = args;
  const forCustomer = Boolean(customerId);
  const customer = useCustomer(open ? customerId : '');
  const activity = useCustomerActivity(customerId, { enabled: open && forCustomer });
  const newest = useQuery<{ quotes: QuoteOption[] }>({
    queryKey: ['/api/contractors', contractorId, 'quotes', { pageSize: NEWEST_QUOTES }],
    enabled: open && !forCustomer && Boolean(contractorId),
  });

  const options: QuoteOption[] = forCustomer
    ? (activity.data?.quotes ?? []).map((q) => ({ id: q.id, quoteNumber: q.quoteNumber, customerName: customer.data?.name ?? null }))
    : (newest.data?.quotes ?? []);

  const listed = options.some((q) => q.id === selectedId);
  const loaded = forCustomer ? activity.isSuccess : newest.isSuccess;
  const selected = useQuery<QuoteOption>({ queryKey: ['/api/quotes', selectedId], enabled: open && Boolean(selectedId) && loaded && !listed, retry: false });
  return !listed && selected.data ? [{ id: selected.data.id, quoteNumber: selected.data.quoteNumber, customerName: selected.data.customerName }, ...options] : options;
}
