// New / edit SMS campaign: name, trigger, delay ("3 days"), the message in English and optionally in Spanish, active.
// The form resolves with core's campaignFormSchema, so SPEC §5's messages show under the field they are about.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { campaignFormSchema, campaignFormValues, campaignTriggers, delayUnits, type CampaignBody, type CampaignFormInput, type SmsCampaign } from '../../../core/crm/campaign.schema';
import { useValidationMessage } from '../../lib/validation-message';
import { Checkbox } from '../../ui/checkbox';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { applyServerFieldErrors } from '../settings/settings-api';
import { CrmEditDialog, useCrmSave } from './crm-edit-dialog';
import { useSaveCampaign } from './crm-inbound-api';
import { SmsTemplateField } from './sms-template-field';

export function CampaignDialog({ campaign, open, onOpenChange }: { campaign: SmsCampaign | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const vm = useValidationMessage();
  const save = useSaveCampaign();
  const form = useForm<CampaignFormInput, unknown, CampaignBody>({ resolver: zodResolver(campaignFormSchema), defaultValues: campaignFormValues(campaign ?? undefined) });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(
    useCrmSave(save, {
      prefix: 'crm.campaigns',
      id: campaign?.id,
      close: () => onOpenChange(false),
      // Server field paths name the API body; the delay is typed as a value and a unit here.
      showFieldErrors: (error) => applyServerFieldErrors<CampaignFormInput>(error, (path, e) => form.setError((path as string) === 'delayMinutes' ? 'delayValue' : path, e)),
    }),
  );

  return (
    <CrmEditDialog prefix="crm.campaigns" editing={campaign !== null} open={open} onOpenChange={onOpenChange} onSubmit={submit} pending={save.isPending} className="max-w-2xl" formClassName="grid gap-4">
      <Controller
        control={form.control}
        name="name"
        render={({ field }) => (
          <FormField label={t('crm.campaigns.fields.name')} error={vm(errors.name?.message)}>
            <Input {...field} autoComplete="off" />
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="triggerEvent"
        render={({ field }) => (
          <FormField id="campaign-trigger" label={t('crm.campaigns.fields.trigger')} error={vm(errors.triggerEvent?.message)}>
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id="campaign-trigger">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {campaignTriggers.map((trigger) => (
                  <SelectItem key={trigger} value={trigger}>
                    {t(`crm.campaigns.triggers.${trigger}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        )}
      />
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-3 sm:max-w-sm">
        <Controller
          control={form.control}
          name="delayValue"
          render={({ field }) => (
            <FormField label={t('crm.campaigns.fields.delay')} error={vm(errors.delayValue?.message)} hint={t('crm.campaigns.delayHint')} className="col-span-2 sm:col-span-1">
              <Input {...field} inputMode="numeric" autoComplete="off" />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="delayUnit"
          render={({ field }) => (
            <FormField id="campaign-delay-unit" label={t('crm.campaigns.fields.delayUnit')} className="col-span-2 sm:col-span-1">
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="campaign-delay-unit">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {delayUnits.map((unit) => (
                    <SelectItem key={unit} value={unit}>
                      {t(`crm.campaigns.units.${unit}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="template"
        render={({ field }) => (
          <SmsTemplateField
            name={field.name}
            label={t('crm.campaigns.fields.template')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={vm(errors.template?.message)}
            language="en"
          />
        )}
      />
      <Controller
        control={form.control}
        name="templateEs"
        render={({ field }) => (
          <SmsTemplateField
            name={field.name}
            label={t('crm.campaigns.fields.templateEs')}
            hint={t('crm.campaigns.templateEsHint')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={vm(errors.templateEs?.message)}
            language="es"
          />
        )}
      />
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox id="campaign-active" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
            <Label htmlFor="campaign-active">{t('crm.campaigns.fields.active')}</Label>
          </div>
        )}
      />
    </CrmEditDialog>
  );
}
