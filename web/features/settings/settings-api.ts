import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContractorSettings } from '../../../core/settings/settings.schema';
import { ApiError, apiRequest } from '../../lib/api-client';
import { useServerMessage } from '../../lib/server-message';
import { toast } from '../../ui/use-toast';

export const SETTINGS_KEY = ['/api/settings'] as const;

export type SettingsSection = 'business' | 'pricing' | 'payments' | 'customer-page';

export function useSettings() {
  return useQuery<ContractorSettings>({ queryKey: SETTINGS_KEY });
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
    mutationFn: (values: unknown) => apiRequest<ContractorSettings>('PUT', `/api/settings/${section}`, values),
    onSuccess: (settings) => {
      queryClient.setQueryData(SETTINGS_KEY, settings);
      // Other pages read the same contractor row (testimonials/FAQs pages, onboarding rates).
      void queryClient.invalidateQueries({ queryKey: ['/api/settings/profile'] });
      toast({ title: t('settings.toast.savedTitle'), description: t(`settings.toast.saved.${section}`) });
    },
    onError: (error) => {
      applyServerFieldErrors(error, setError);
      toast({ variant: 'destructive', title: t('common.error'), description: serverText(error, t('settings.toast.saveFailed')) });
    },
  });
}
