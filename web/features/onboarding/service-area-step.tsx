import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { onboardingSchema, usTimezones } from '../../../core/settings/onboarding.schema';
import { FormField } from '../../ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { ZipChipsField } from '../../ui/zip-chips-field';

type OnboardingValues = z.input<typeof onboardingSchema>;

/** Service-area ZIP codes (5 digits each, at least one) and the time zone (default America/Chicago, SPEC §9). */
export function ServiceAreaStep({ form }: { form: UseFormReturn<OnboardingValues> }) {
  const { t } = useTranslation();
  const listError = form.formState.errors.serviceAreas?.message;
  return (
    <div className="grid gap-5">
      <ZipChipsField
        value={form.watch('serviceAreas')}
        onChange={(next) => form.setValue('serviceAreas', next, { shouldValidate: true })}
        error={listError}
        labels={{
          field: t('onboarding.zip'),
          hint: t('onboarding.zipHint'),
          add: t('onboarding.addZip'),
          list: t('onboarding.zipList'),
          remove: (zip) => t('onboarding.removeZip', { zip }),
        }}
      />
      <Controller
        control={form.control}
        name="timezone"
        render={({ field }) => (
          <FormField label={t('onboarding.timezone')} id="onboarding-timezone">
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id="onboarding-timezone">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {usTimezones.map((zone) => (
                  <SelectItem key={zone} value={zone}>
                    {t(`onboarding.tz.${zone.replace('/', '_')}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        )}
      />
    </div>
  );
}
