import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationMessage, validationKey } from '../../lib/validation-message';

/**
 * A row problem in the page's language: the import's own messages live under `imports.validation` (fetched with the
 * import pages only, so the homeowner pages' shared strings do not carry them); the rest are the shared schema messages.
 */
export function useRowMessage(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  const shared = useValidationMessage();
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      const own = `imports.${validationKey(message)}`;
      return i18n.exists(own) ? t(own) : shared(message);
    },
    [t, i18n, shared],
  );
}
