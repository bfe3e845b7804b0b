import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { registrationRequestSchema, type RegistrationRequestInput } from '../../../core/admin/admin.schema';
import { formatPhoneInput } from '../../../core/customers/phone';
import { createRegistrationRequest } from '../../../core/admin/admin.api';
import { apiCall } from '../../lib/api-contract';
import { useServerMessage } from '../../lib/server-message';
import { useValidationMessage } from '../../lib/validation-message';
import { Button, buttonVariants } from '../../ui/button';
import { Card, CardContent } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { Textarea } from '../../ui/textarea';
import { toast } from '../../ui/use-toast';
import { useDocumentTitle } from '../../lib/document-title';

export const CONTRACTOR_TYPES = ['residential', 'commercial', 'residential_commercial', 'agricultural'] as const;

/** /contractor-registration — a fence company asks for an account (POST /api/registration-requests). */
export default function ContractorRegistrationPage() {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  useDocumentTitle(t('registration.eyebrow'));
  const vm = useValidationMessage();
  const form = useForm<RegistrationRequestInput>({
    resolver: zodResolver(registrationRequestSchema),
    defaultValues: { firstName: '', lastName: '', companyName: '', email: '', phone: '', contractorType: '', notes: '' },
  });
  const submit = useMutation({
    mutationFn: (input: RegistrationRequestInput) => apiCall(createRegistrationRequest, { body: { ...input, language: i18n.language === 'es' ? 'es' : 'en' } }),
    onError: (error) => toast({ title: t('common.error'), description: serverText(error, t('registration.failed')), variant: 'destructive' }),
  });
  const errors = form.formState.errors;

  if (submit.isSuccess) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <CheckCircle2 className="size-14 text-success" aria-hidden="true" />
        <h1 className="text-3xl font-bold">{t('registration.thanksTitle')}</h1>
        <p className="text-muted-foreground">{t('registration.thanksBody')}</p>
        <Link href="/" className={buttonVariants({ variant: 'outline' })}>
          {t('common.notFoundBack')}
        </Link>
      </section>
    );
  }

  return (
    <section className="mx-auto grid max-w-5xl gap-10 px-4 py-12 md:grid-cols-[1fr_1.4fr]">
      <div className="grid content-start gap-4">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t('registration.eyebrow')}</p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('registration.title')}</h1>
        <p className="text-muted-foreground">{t('registration.lead')}</p>
        <ul className="grid gap-2 text-sm">
          {(['point1', 'point2', 'point3'] as const).map((key) => (
            <li key={key} className="flex gap-2">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              {t(`registration.${key}`)}
            </li>
          ))}
        </ul>
      </div>
      <Card>
        <CardContent className="pt-6">
          <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => submit.mutate(values))}>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t('registration.firstName')} error={vm(errors.firstName?.message)}>
                <Input autoComplete="given-name" {...form.register('firstName')} />
              </FormField>
              <FormField label={t('registration.lastName')} error={vm(errors.lastName?.message)}>
                <Input autoComplete="family-name" {...form.register('lastName')} />
              </FormField>
            </div>
            <FormField label={t('registration.companyName')} error={vm(errors.companyName?.message)}>
              <Input autoComplete="organization" {...form.register('companyName')} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t('registration.email')} error={vm(errors.email?.message)}>
                <Input type="email" autoComplete="email" {...form.register('email')} />
              </FormField>
              <Controller
                control={form.control}
                name="phone"
                render={({ field }) => (
                  <FormField label={t('registration.phone')} error={vm(errors.phone?.message)}>
                    <Input
                      type="tel"
                      inputMode="tel"
                      autoComplete="tel"
                      placeholder="XXX-XXX-XXXX"
                      name={field.name}
                      ref={field.ref}
                      value={field.value}
                      onBlur={field.onBlur}
                      onChange={(e) => field.onChange(formatPhoneInput(e.target.value))}
                    />
                  </FormField>
                )}
              />
            </div>
            <Controller
              control={form.control}
              name="contractorType"
              render={({ field }) => (
                <FormField label={t('registration.contractorType')} id="registration-contractor-type">
                  <Select value={field.value || undefined} onValueChange={field.onChange}>
                    <SelectTrigger id="registration-contractor-type">
                      <SelectValue placeholder={t('registration.contractorTypePlaceholder')} />
                    </SelectTrigger>
                    <SelectContent>
                      {CONTRACTOR_TYPES.map((type) => (
                        <SelectItem key={type} value={type}>
                          {t(`registration.type.${type}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </FormField>
              )}
            />
            <FormField label={t('registration.notes')} hint={t('registration.notesHint')}>
              <Textarea rows={4} {...form.register('notes')} />
            </FormField>
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending ? t('registration.submitting') : t('registration.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
