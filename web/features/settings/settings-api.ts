import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as api from '../../../core/settings/settings.api';
import { ApiError } from '../../lib/api-client';
import { apiCall, contractQueryKey, useContractQuery } from '../../lib/api-contract';
import { useServerMessage } from '../../lib/server-message';
import { toast } from '../../ui/use-toast';

const SETTINGS_KEY = contractQueryKey(api.getSettings);

// Each section's own PUT (its body is that section's schema; every one answers the whole settings object).
const SECTION_CONTRACTS = {
  business: api.saveBusinessSettings,
  pricing: api.savePricingSettings,
  payments: api.savePaymentSettings,
  'customer-page': api.saveCustomerPageSettings,
} as const;

export type SettingsSection = keyof typeof SECTION_CONTRACTS;

export function useSettings() {
  return useContractQuery(api.getSettings, {});
}

/** Puts the server's `errors: [{path, message}]` back onto the form's fields (paths use the schema's names). */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): void {
  if (!(error instanceof ApiError) || !error.errors) return;
  for (const { path, message } of error.errors) {
    if (path) setError(path as Path<T>, { type: 'server', message });
  }
}

/**
 * Saves one settings section: PUT answers the whole settings object, which becomes the cached copy.
 * Success and failure are told by toast; the caller resets its form from the answer.
 */
export function useSaveSettings<T extends FieldValues>(section: SettingsSection, setError: UseFormSetError<T>) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const queryClient = useQueryClient();
  return useMutation({
    // The form hands over its own parsed values; the server parses them again with the section's schema.
    mutationFn: (values: unknown) => apiCall(SECTION_CONTRACTS[section] as typeof api.saveBusinessSettings, { body: values as never }),
    onSuccess: (settings) => {
      queryClient.setQueryData(SETTINGS_KEY, settings);
      // Other pages read the same contractor row (testimonials/FAQs pages, onboarding rates).
      void queryClient.invalidateQueries({ queryKey: contractQueryKey(api.getProfileContent) });
      toast({ title: t('settings.toast.savedTitle'), description: t(`settings.toast.saved.${section}`) });
    },
    onError: (error) => {
      applyServerFieldErrors(error, setError);
      toast({ variant: 'destructive', title: t('common.error'), description: serverText(error, t('settings.toast.saveFailed')) });
    },
  });
}
