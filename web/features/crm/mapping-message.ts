// The mapping forms' schema messages (core status-mapping, field-mapping and format-rule schemas) are worded under
// crm.mappingMessages.*, not validation.*: the validation section is part of every public form's first view.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationMessage, validationKey } from '../../lib/validation-message';

export const mappingMessageKey = (message: string) => `crm.mappingMessages.${validationKey(message).slice('validation.'.length)}`;

/** A mapping schema's message in the page's language (any other schema message as validation.* words it). */
export function useMappingMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  const vm = useValidationMessage();
  return useCallback((message) => (message ? t(mappingMessageKey(message), { defaultValue: vm(message) ?? message }) : undefined), [t, vm]);
}
