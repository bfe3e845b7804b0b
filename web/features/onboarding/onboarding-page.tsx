import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { onboardingSchema } from '../../../core/settings/onboarding.schema';
import { formatPhoneInput } from '../../../core/customers/phone';
import * as settingsApi from '../../../core/settings/settings.api';
import { apiCall, useContractQuery } from '../../lib/api-contract';
import { cn } from '../../lib/cn';
import { useServerMessage } from '../../lib/server-message';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { setCurrentUser } from '../../lib/current-user';
import { RatesReview } from './rates-review';
import { ServiceAreaStep } from './service-area-step';
import { useDocumentTitle } from '../../lib/document-title';

type OnboardingValues = z.input<typeof onboardingSchema>;

const STEPS: { key: 'business' | 'area' | 'rates'; fields: FieldPath<OnboardingValues>[] }[] = [
  { key: 'business', fields: ['businessName', 'firstName', 'lastName', 'phone'] },
  { key: 'area', fields: ['serviceAreas', 'timezone'] },
  { key: 'rates', fields: [] },
];

/** /onboarding — business and contact, service area and time zone, review of the SPEC §9 default rates. */
export default function OnboardingPage() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  useDocumentTitle(t('onboarding.title'));
  const vm = useValidationMessage();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [step, setStep] = useState(0);
  const data = useContractQuery(settingsApi.getOnboarding, {});
  const form = useForm<OnboardingValues>({
    resolver: zodResolver(onboardingSchema),
    defaultValues: { businessName: '', firstName: '', lastName: '', phone: '', serviceAreas: [], timezone: 'America/Chicago' },
  });
  useEffect(() => {
    if (!data.data) return;
    const d = data.data;
    form.reset({
      businessName: d.businessName,
      firstName: d.firstName,
      lastName: d.lastName,
      phone: formatPhoneInput(d.phone),
      serviceAreas: d.serviceAreas,
      timezone: d.timezone || 'America/Chicago',
    });
  }, [data.data, form]);

  const finish = useMutation({
    mutationFn: (values: OnboardingValues) => apiCall(settingsApi.completeOnboarding, { body: values }),
    onSuccess: (user) => {
      setCurrentUser(queryClient, user);
      navigate('/dashboard', { replace: true });
    },
    onError: (error) => toast({ title: t('common.error'), description: serverText(error), variant: 'destructive' }),
  });

  if (data.isPending) return <Spinner label={t('common.loading')} className="text-muted-foreground" />;

  const errors = form.formState.errors;
  const current = STEPS[step]!;
  const next = async () => {
    if (await form.trigger(current.fields)) setStep((s) => s + 1);
  };

  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('onboarding.title')}</h1>
        <p className="text-muted-foreground">{t('onboarding.lead')}</p>
      </div>
      <ol className="flex gap-2" aria-label={t('onboarding.progress')}>
        {STEPS.map((s, index) => (
          <li
            key={s.key}
            aria-current={index === step ? 'step' : undefined}
            className={cn(
              'flex-1 rounded-md border px-3 py-2 text-xs font-medium sm:text-sm',
              index === step ? 'border-primary bg-secondary text-primary' : index < step ? 'border-border bg-card text-foreground' : 'border-border bg-muted text-muted-foreground',
            )}
          >
            <span className="block">{t('onboarding.stepOf', { step: index + 1, total: STEPS.length })}</span>
            {t(`onboarding.step.${s.key}`)}
          </li>
        ))}
      </ol>
      <Card>
        <CardHeader>
          <CardTitle>
            <span>{t(`onboarding.step.${current.key}`)}</span>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={form.handleSubmit((values) => (step < STEPS.length - 1 ? void next() : finish.mutate(values)))}
          >
            {current.key === 'business' ? (
              <>
                <FormField label={t('onboarding.businessName')} error={vm(errors.businessName?.message)}>
                  <Input autoComplete="organization" {...form.register('businessName')} />
                </FormField>
                <div className="grid gap-4 sm:grid-cols-2">
                  <FormField label={t('onboarding.firstName')} error={vm(errors.firstName?.message)}>
                    <Input autoComplete="given-name" {...form.register('firstName')} />
                  </FormField>
                  <FormField label={t('onboarding.lastName')} error={vm(errors.lastName?.message)}>
                    <Input autoComplete="family-name" {...form.register('lastName')} />
                  </FormField>
                </div>
                <FormField label={t('onboarding.phone')} error={vm(errors.phone?.message)}>
                  <Input
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    placeholder="XXX-XXX-XXXX"
                    {...form.register('phone', { onChange: (e) => form.setValue('phone', formatPhoneInput(e.target.value)) })}
                  />
                </FormField>
                {data.data?.email ? (
                  <p className="text-sm text-muted-foreground">{t('onboarding.emailNote', { email: data.data.email })}</p>
                ) : null}
              </>
            ) : null}
            {current.key === 'area' ? <ServiceAreaStep form={form} /> : null}
            {current.key === 'rates' && data.data ? <RatesReview rates={data.data.rates} /> : null}
            <div className="flex justify-between gap-2 pt-2">
              <Button type="button" variant="outline" onClick={() => setStep((s) => s - 1)} disabled={step === 0}>
                {t('common.back')}
              </Button>
              {step < STEPS.length - 1 ? (
                // Distinct keys: reusing one DOM button whose type flips to submit would submit the form on this click.
                <Button key="next" type="button" onClick={() => void next()}>
                  {t('common.next')}
                </Button>
              ) : (
                <Button key="finish" type="submit" disabled={finish.isPending}>
                  {finish.isPending ? t('onboarding.finishing') : t('onboarding.finish')}
                </Button>
              )}
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
