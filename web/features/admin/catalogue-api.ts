import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { getAdminCatalogue } from '../../../core/catalogue/catalogue-admin.api';
import { getCatalogue } from '../../../core/catalogue/catalogue.api';
import { contractQueryKey } from '../../lib/api-contract';
import { useServerMessage } from '../../lib/server-message';
import { toast } from '../../ui/use-toast';
import { applyServerFieldErrors } from '../settings/settings-api';

export const ADMIN_CATALOGUE_KEY = contractQueryKey(getAdminCatalogue);
// The contractor's cart reads the catalogue under this key: a change here shows there on the next visit.
const CART_CATALOGUE_KEY = contractQueryKey(getCatalogue);

/** One save of a catalogue row (its create or update contract's call): refreshes the lists, toasts, maps field errors. */
export function useSaveCatalogueItem<T extends FieldValues>(options: { setError?: UseFormSetError<T>; onSaved?: () => void } = {}) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ call }: { call: () => Promise<{ id: string }>; name: string }) => call(),
    onSuccess: (_data, { name }) => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_CATALOGUE_KEY });
      void queryClient.invalidateQueries({ queryKey: CART_CATALOGUE_KEY });
      toast({ title: t('admin.catalogue.savedTitle'), description: t('admin.catalogue.savedBody', { name }) });
      options.onSaved?.();
    },
    onError: (error) => {
      if (options.setError) applyServerFieldErrors(error, options.setError);
      toast({ variant: 'destructive', title: t('common.error'), description: serverText(error) });
    },
  });
}

/** A chosen file as the API takes it: its type and its bytes in base64. */
export function readImageFile(file: File): Promise<{ contentType: string; dataBase64: string }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ contentType: file.type, dataBase64: String(reader.result).replace(/^data:[^,]*,/, '') });
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
