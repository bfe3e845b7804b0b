import { X } from 'lucide-react';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { onboardingSchema, usTimezones, zipCodeSchema } from '../../../core/settings/onboarding.schema';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';

type OnboardingValues = z.input<typeof onboardingSchema>;

/** Service-area ZIP codes (5 digits each, at least one) and the time zone (default America/Chicago, SPEC §9). */
export function ServiceAreaStep({ form }: { form: UseFormReturn<OnboardingValues> }) {
  const { t } = useTranslation();
  const vm = useValidationMessage();
  const [zip, setZip] = useState('');
  const [zipError, setZipError] = useState<string>();
  const areas = form.watch('serviceAreas');
  const add = () => {
    const parsed = zipCodeSchema.safeParse(zip.trim());
    if (!parsed.success) {
      setZipError(parsed.error.issues[0]?.message);
      return;
    }
    setZipError(undefined);
    if (!areas.includes(parsed.data)) {
      form.setValue('serviceAreas', [...areas, parsed.data], { shouldValidate: true });
    }
    setZip('');
  };
  const remove = (value: string) => form.setValue('serviceAreas', areas.filter((a) => a !== value), { shouldValidate: true });
  const listError = form.formState.errors.serviceAreas?.message;
  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <div className="flex items-end gap-2">
          <FormField label={t('onboarding.zip')} error={vm(zipError ?? listError)} className="flex-1" hint={t('onboarding.zipHint')}>
            <Input
              inputMode="numeric"
              maxLength={5}
              placeholder="12345"
              value={zip}
              onChange={(e) => setZip(e.target.value.replace(/\D/g, '').slice(0, 5))}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
            />
          </FormField>
          <Button type="button" variant="secondary" onClick={add} className="mb-[1.6rem]">
            {t('onboarding.addZip')}
          </Button>
        </div>
        {areas.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('onboarding.zipList')}>
            {areas.map((area) => (
              <li key={area} className="inline-flex items-center gap-1 rounded-full bg-secondary py-1 pl-3 pr-1 text-sm font-medium text-secondary-foreground">
                {area}
                <button
                  type="button"
                  className="rounded-full p-1 hover:bg-green-200"
                  aria-label={t('onboarding.removeZip', { zip: area })}
                  onClick={() => remove(area)}
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
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
