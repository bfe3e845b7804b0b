import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { onboardingSchema } from '../../../core/settings/onboarding.schema';
import { ZipChipsField } from '../../ui/zip-chips-field';
import { TimezoneSelect } from '../settings/timezone-select';

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
      <TimezoneSelect control={form.control} name="timezone" id="onboarding-timezone" label={t('onboarding.timezone')} />
    </div>
  );
}
