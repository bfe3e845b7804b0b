import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The locale key of a schema message: "First name is required" → "validation.first_name_is_required". */
export function validationKey(message: string): string {
  const slug = message
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `validation.${slug}`;
}

/**
 * Core schemas speak English (SPEC §5 messages); the page shows them in the chosen language.
 * A message without a translation under `validation.*` is shown as it is.
 */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message: string | undefined) => (message ? t(validationKey(message), { defaultValue: message }) : undefined),
    [t],
  );
}
