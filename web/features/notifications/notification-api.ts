// SPEC §7 notification calls; the query client polls these keys every 5 minutes (SPEC §9).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadNotification, PaymentNotification, PaymentReminder, QuoteApprovalNotification } from '../../../core/notifications/notification.schema';
import { apiRequest } from '../../lib/api-client';

export const PAYMENT_NOTIFICATIONS_KEY = '/api/payment-notifications';
export const PAYMENT_REMINDERS_KEY = '/api/payment-reminders';
export const QUOTE_APPROVALS_KEY = '/api/quote-approval-notifications';
export const LEAD_NOTIFICATIONS_KEY = '/api/lead-notifications';

export const usePaymentNotifications = () => useQuery<{ notifications: PaymentNotification[] }>({ queryKey: [PAYMENT_NOTIFICATIONS_KEY] });
export const usePaymentReminders = () => useQuery<{ reminders: PaymentReminder[] }>({ queryKey: [PAYMENT_REMINDERS_KEY] });
export const useQuoteApprovalNotifications = () => useQuery<{ notifications: QuoteApprovalNotification[] }>({ queryKey: [QUOTE_APPROVALS_KEY] });
export const useLeadNotifications = () => useQuery<{ notifications: LeadNotification[] }>({ queryKey: [LEAD_NOTIFICATIONS_KEY] });

/** SPEC §4: after sending, the reminder list is refetched and then shows sent. */
export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (milestoneId: string) => apiRequest('POST', `${PAYMENT_REMINDERS_KEY}/${milestoneId}/send`),
    onSuccess: () => queryClient.refetchQueries({ queryKey: [PAYMENT_REMINDERS_KEY] }),
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [PAYMENT_NOTIFICATIONS_KEY] }),
      queryClient.invalidateQueries({ queryKey: [QUOTE_APPROVALS_KEY] }),
      queryClient.invalidateQueries({ queryKey: [LEAD_NOTIFICATIONS_KEY] }),
    ]);
  return {
    one: useMutation({ mutationFn: (id: string) => apiRequest('POST', `/api/notifications/${id}/read`), onSuccess: refresh }),
    all: useMutation({ mutationFn: () => apiRequest('POST', '/api/notifications/read-all'), onSuccess: refresh }),
  };
}
