// SPEC §7 notification calls; the query client polls these keys every 5 minutes (SPEC §9).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listLeadNotifications } from '../../../core/crm/crm-inbound.api';
import * as api from '../../../core/notifications/notifications.api';
import { listQboAlerts } from '../../../core/quickbooks/quickbooks.api';
import { listMaterialsMissingNotifications } from '../../../core/purchasing/purchasing.api';
import { apiCall, useContractQuery } from '../../lib/api-contract';

export const PAYMENT_NOTIFICATIONS_KEY = api.listPaymentNotifications.path;
export const PAYMENT_REMINDERS_KEY = api.listPaymentReminders.path;
export const QUOTE_APPROVALS_KEY = api.listQuoteApprovalNotifications.path;
export const LEAD_NOTIFICATIONS_KEY = listLeadNotifications.path;
export const BOOKS_ALERTS_KEY = listQboAlerts.path;
export const MATERIALS_MISSING_KEY = listMaterialsMissingNotifications.path;

export const usePaymentNotifications = () => useContractQuery(api.listPaymentNotifications, {});
export const usePaymentReminders = () => useContractQuery(api.listPaymentReminders, {});
export const useQuoteApprovalNotifications = () => useContractQuery(api.listQuoteApprovalNotifications, {});
export const useLeadNotifications = () => useContractQuery(listLeadNotifications, {});
/** A lost QuickBooks connection (accounting_reconnect), unread. */
export const useBooksAlerts = () => useContractQuery(listQboAlerts, {}, { refetchInterval: 5 * 60 * 1000 });
/** Issue 24: jobs three days out with materials still to arrive. */
export const useMaterialsMissingNotifications = () => useContractQuery(listMaterialsMissingNotifications, {});

/** SPEC §4: after sending, the reminder list is refetched and then shows sent. */
export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (milestoneId: string) => apiCall(api.sendPaymentReminder, { params: { milestoneId } }),
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
      queryClient.invalidateQueries({ queryKey: [BOOKS_ALERTS_KEY] }),
      queryClient.invalidateQueries({ queryKey: [MATERIALS_MISSING_KEY] }),
    ]);
  return {
    one: useMutation({ mutationFn: (id: string) => apiCall(api.markNotificationRead, { params: { id } }), onSuccess: refresh }),
    all: useMutation({ mutationFn: () => apiCall(api.markAllNotificationsRead), onSuccess: refresh }),
  };
}
