import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { customerPageSettingsSchema, type CustomerPageSettings } from '../../../core/settings/settings.schema';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Textarea } from '../../ui/textarea';
import { SaveButton, SettingsCard } from '../../ui/settings-card';
import { useSaveSettings } from './settings-api';
import { Tip } from '../../ui/tooltip';

type CustomerPageValues = z.input<typeof customerPageSettingsSchema>;

// Limits from customerPageSettingsSchema.
const MAX_TESTIMONIALS = 20;
const MAX_FAQS = 30;

function RowActions({ index, count, label, onMove, onRemove }: { index: number; count: number; label: string; onMove: (from: number, to: number) => void; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-1 self-end">
      <Tip label={t('settings.customerPage.moveUp', { item: label })}>
        <Button type="button" variant="ghost" size="icon" disabled={index === 0} aria-label={t('settings.customerPage.moveUp', { item: label })} onClick={() => onMove(index, index - 1)}>
          <ArrowUp aria-hidden="true" />
        </Button>
      </Tip>
      <Tip label={t('settings.customerPage.moveDown', { item: label })}>
        <Button type="button" variant="ghost" size="icon" disabled={index === count - 1} aria-label={t('settings.customerPage.moveDown', { item: label })} onClick={() => onMove(index, index + 1)}>
          <ArrowDown aria-hidden="true" />
        </Button>
      </Tip>
      <Tip label={t('settings.customerPage.remove', { item: label })}>
        <Button type="button" variant="ghost" size="icon" aria-label={t('settings.customerPage.remove', { item: label })} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
        </Button>
      </Tip>
    </div>
  );
}

function ListError({ errors }: { errors?: FieldErrors<CustomerPageValues>['faqs'] | FieldErrors<CustomerPageValues>['testimonials'] }) {
  const vm = useValidationMessage();
  const message = errors?.message ?? errors?.root?.message;
  return message ? (
    <p role="alert" className="text-sm font-medium text-destructive">
      {vm(message)}
    </p>
  ) : null;
}

/** Customer page tab: testimonials and FAQs shown on the homeowner's quote page. */
export function CustomerPageForm({ initial }: { initial: CustomerPageSettings }) {
  const { t } = useTranslation();
  const vm = useValidationMessage();
  const form = useForm<CustomerPageValues, unknown, CustomerPageSettings>({ resolver: zodResolver(customerPageSettingsSchema), defaultValues: initial });
  const testimonials = useFieldArray({ control: form.control, name: 'testimonials' });
  const faqs = useFieldArray({ control: form.control, name: 'faqs' });
  const save = useSaveSettings('customer-page', form.setError);
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: (s) => form.reset(s.customerPage) }));

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('settings.tabs.customerPage')}>
      <SettingsCard title={t('settings.customerPage.testimonialsTitle')} description={t('settings.customerPage.testimonialsLead')}>
        {testimonials.fields.length === 0 ? <p className="text-sm text-muted-foreground">{t('settings.customerPage.noTestimonials')}</p> : null}
        <ol className="grid gap-4">
          {testimonials.fields.map((row, index) => {
            const label = t('settings.customerPage.testimonialN', { n: index + 1 });
            return (
              <li key={row.id} className="grid gap-3 rounded-md border border-border p-3">
                <div className="flex items-start gap-2">
                  <FormField label={t('settings.customerPage.author', { n: index + 1 })} error={vm(errors.testimonials?.[index]?.author?.message)} className="flex-1">
                    <Input maxLength={80} {...form.register(`testimonials.${index}.author`)} />
                  </FormField>
                  <RowActions index={index} count={testimonials.fields.length} label={label} onMove={testimonials.move} onRemove={() => testimonials.remove(index)} />
                </div>
                <FormField label={t('settings.customerPage.text', { n: index + 1 })} error={vm(errors.testimonials?.[index]?.text?.message)}>
                  <Textarea rows={3} maxLength={600} {...form.register(`testimonials.${index}.text`)} />
                </FormField>
              </li>
            );
          })}
        </ol>
        <ListError errors={errors.testimonials} />
        <Button type="button" variant="outline" className="justify-self-start" disabled={testimonials.fields.length >= MAX_TESTIMONIALS} onClick={() => testimonials.append({ author: '', text: '' })}>
          <Plus aria-hidden="true" />
          {t('settings.customerPage.addTestimonial')}
        </Button>
      </SettingsCard>

      <SettingsCard title={t('settings.customerPage.faqsTitle')} description={t('settings.customerPage.faqsLead')}>
        {faqs.fields.length === 0 ? <p className="text-sm text-muted-foreground">{t('settings.customerPage.noFaqs')}</p> : null}
        <ol className="grid gap-4">
          {faqs.fields.map((row, index) => {
            const label = t('settings.customerPage.faqN', { n: index + 1 });
            return (
              <li key={row.id} className="grid gap-3 rounded-md border border-border p-3">
                <div className="flex items-start gap-2">
                  <FormField label={t('settings.customerPage.question', { n: index + 1 })} error={vm(errors.faqs?.[index]?.question?.message)} className="flex-1">
                    <Input maxLength={200} {...form.register(`faqs.${index}.question`)} />
                  </FormField>
                  <RowActions index={index} count={faqs.fields.length} label={label} onMove={faqs.move} onRemove={() => faqs.remove(index)} />
                </div>
                <FormField label={t('settings.customerPage.answer', { n: index + 1 })} error={vm(errors.faqs?.[index]?.answer?.message)}>
                  <Textarea rows={3} maxLength={1200} {...form.register(`faqs.${index}.answer`)} />
                </FormField>
              </li>
            );
          })}
        </ol>
        <ListError errors={errors.faqs} />
        <Button type="button" variant="outline" className="justify-self-start" disabled={faqs.fields.length >= MAX_FAQS} onClick={() => faqs.append({ question: '', answer: '' })}>
          <Plus aria-hidden="true" />
          {t('settings.customerPage.addFaq')}
        </Button>
      </SettingsCard>

      <SaveButton pending={save.isPending} dirty={form.formState.isDirty} label={t('settings.customerPage.save')} />
    </form>
  );
}
