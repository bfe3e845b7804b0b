// New / edit lead rule: when a new lead from the CRM matches (ZIP, fence type, source, tag), assign it to a team member,
// tag it, open a deal in a pipeline. The form resolves with core's leadRuleFormSchema (SPEC §5 messages inline).
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { leadRuleFormSchema, leadRuleFormValues, type LeadRule, type LeadRuleBody, type LeadRuleFormInput } from '../../../core/crm/lead-rule.schema';
import { useValidationMessage } from '../../lib/validation-message';
import { Checkbox } from '../../ui/checkbox';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { TextChipsField } from '../../ui/text-chips-field';
import { ZipChipsField } from '../../ui/zip-chips-field';
import { applyServerFieldErrors } from '../settings/settings-api';
import { CrmEditDialog, useCrmSave } from './crm-edit-dialog';
import { useCrmPipelines, useCrmUsers, useSaveLeadRule } from './crm-inbound-api';
import { fenceTypes } from '../../../core/catalogue/fence-types';

const NONE = '__none';

export function LeadRuleDialog({ rule, open, onOpenChange }: { rule: LeadRule | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const vm = useValidationMessage();
  const save = useSaveLeadRule();
  const users = useCrmUsers(open);
  const pipelines = useCrmPipelines(open);
  const form = useForm<LeadRuleFormInput, unknown, LeadRuleBody>({
    // The schema fills defaults the form always holds, so its input is the form's values.
    resolver: zodResolver(leadRuleFormSchema) as Resolver<LeadRuleFormInput, unknown, LeadRuleBody>,
    defaultValues: leadRuleFormValues(rule ?? undefined),
  });
  const errors = form.formState.errors;
  const zipMode = useWatch({ control: form.control, name: 'conditions.zip.mode' });
  const pipeline = useWatch({ control: form.control, name: 'actions.pipeline' });
  const chosenPipeline = pipelines.data?.pipelines.find((p) => p.id === pipeline?.pipelineId);

  const chips = (key: 'sources' | 'tags' | 'addTags') => ({
    field: t(`crm.leadRules.fields.${key}`),
    hint: t(`crm.leadRules.hints.${key}`),
    add: t('crm.leadRules.addChip'),
    list: t(`crm.leadRules.fields.${key}`),
    remove: (value: string) => t('crm.leadRules.removeChip', { value }),
  });

  const submit = form.handleSubmit(
    useCrmSave(save, { prefix: 'crm.leadRules', id: rule?.id, close: () => onOpenChange(false), showFieldErrors: (error) => applyServerFieldErrors(error, form.setError) }),
  );

  return (
    <CrmEditDialog prefix="crm.leadRules" editing={rule !== null} open={open} onOpenChange={onOpenChange} onSubmit={submit} pending={save.isPending} className="max-w-2xl">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <Controller
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormField label={t('crm.leadRules.fields.name')} error={vm(errors.name?.message)}>
              <Input {...field} autoComplete="off" />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="priority"
          render={({ field }) => (
            <FormField label={t('crm.leadRules.fields.priority')} error={vm(errors.priority?.message)} hint={t('crm.leadRules.hints.priority')}>
              <Input {...field} inputMode="numeric" autoComplete="off" />
            </FormField>
          )}
        />
      </div>

      <fieldset className="grid gap-4 rounded-md border border-border p-3">
        <legend className="px-1 text-sm font-semibold">{t('crm.leadRules.when')}</legend>
        <Controller
          control={form.control}
          name="conditions.zip"
          render={({ field }) => (
            <div className="grid gap-3">
              <FormField id="lead-rule-zip" label={t('crm.leadRules.fields.zip')}>
                <Select
                  value={field.value.mode}
                  onValueChange={(mode) => field.onChange(mode === 'list' ? { mode, zips: [] } : { mode: mode as 'any' | 'service_areas' })}
                >
                  <SelectTrigger id="lead-rule-zip">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {(['any', 'list', 'service_areas'] as const).map((mode) => (
                      <SelectItem key={mode} value={mode}>
                        {t(`crm.leadRules.zipModes.${mode}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </FormField>
              {zipMode === 'list' && field.value.mode === 'list' ? (
                <ZipChipsField
                  value={field.value.zips}
                  onChange={(zips) => field.onChange({ mode: 'list', zips })}
                  error={vm((errors.conditions?.zip as { zips?: { message?: string } } | undefined)?.zips?.message)}
                  labels={{
                    field: t('crm.leadRules.fields.zipCodes'),
                    hint: t('crm.leadRules.hints.zipCodes'),
                    add: t('crm.leadRules.addChip'),
                    list: t('crm.leadRules.fields.zipCodes'),
                    remove: (zip) => t('crm.leadRules.removeChip', { value: zip }),
                  }}
                />
              ) : null}
            </div>
          )}
        />
        <Controller
          control={form.control}
          name="conditions.fenceTypes"
          render={({ field }) => (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">{t('crm.leadRules.fields.fenceTypes')}</legend>
              <div className="flex flex-wrap gap-4">
                {fenceTypes.map((type) => (
                  <div key={type} className="flex items-center gap-2">
                    <Checkbox
                      id={`lead-rule-fence-${type}`}
                      checked={field.value.includes(type)}
                      onCheckedChange={(checked) => field.onChange(checked === true ? [...field.value, type] : field.value.filter((v) => v !== type))}
                    />
                    <Label htmlFor={`lead-rule-fence-${type}`}>{t(`crm.leadRules.fenceTypes.${type}`)}</Label>
                  </div>
                ))}
              </div>
              <p className="text-xs text-muted-foreground">{t('crm.leadRules.hints.fenceTypes')}</p>
            </fieldset>
          )}
        />
        <Controller control={form.control} name="conditions.sources" render={({ field }) => <TextChipsField value={field.value} onChange={field.onChange} labels={chips('sources')} />} />
        <Controller control={form.control} name="conditions.tags" render={({ field }) => <TextChipsField value={field.value} onChange={field.onChange} labels={chips('tags')} />} />
      </fieldset>

      <fieldset className="grid gap-4 rounded-md border border-border p-3">
        <legend className="px-1 text-sm font-semibold">{t('crm.leadRules.then')}</legend>
        <Controller
          control={form.control}
          name="actions.assignTo"
          render={({ field }) => (
            <FormField
              id="lead-rule-assign"
              label={t('crm.leadRules.fields.assignTo')}
              error={vm(errors.actions?.assignTo?.message ?? errors.actions?.message)}
              hint={users.isError ? t('crm.leadRules.hints.crmUnavailable') : undefined}
            >
              <Select
                value={field.value?.userId ?? NONE}
                onValueChange={(id) => {
                  const user = users.data?.users.find((u) => u.id === id);
                  field.onChange(user ? { userId: user.id, name: user.name } : null);
                }}
              >
                <SelectTrigger id="lead-rule-assign">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NONE}>{t('crm.leadRules.nobody')}</SelectItem>
                  {field.value && !users.data?.users.some((u) => u.id === field.value?.userId) ? (
                    <SelectItem value={field.value.userId}>{field.value.name || field.value.userId}</SelectItem>
                  ) : null}
                  {users.data?.users.map((u) => (
                    <SelectItem key={u.id} value={u.id}>
                      {u.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
          )}
        />
        <Controller control={form.control} name="actions.addTags" render={({ field }) => <TextChipsField value={field.value} onChange={field.onChange} labels={chips('addTags')} />} />
        <Controller
          control={form.control}
          name="actions.pipeline"
          render={({ field }) => (
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField id="lead-rule-pipeline" label={t('crm.leadRules.fields.pipeline')} hint={pipelines.isError ? t('crm.leadRules.hints.crmUnavailable') : undefined}>
                <Select
                  value={field.value?.pipelineId ?? NONE}
                  onValueChange={(id) => {
                    const p = pipelines.data?.pipelines.find((x) => x.id === id);
                    const first = p?.stages[0];
                    field.onChange(p && first ? { pipelineId: p.id, pipelineName: p.name, stageId: first.id, stageName: first.name } : null);
                  }}
                >
                  <SelectTrigger id="lead-rule-pipeline">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={NONE}>{t('crm.leadRules.noPipeline')}</SelectItem>
                    {field.value && !chosenPipeline ? <SelectItem value={field.value.pipelineId}>{field.value.pipelineName || field.value.pipelineId}</SelectItem> : null}
                    {pipelines.data?.pipelines.map((p) => (
                      <SelectItem key={p.id} value={p.id}>
                        {p.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </FormField>
              {field.value ? (
                <FormField id="lead-rule-stage" label={t('crm.leadRules.fields.stage')}>
                  <Select
                    value={field.value.stageId}
                    onValueChange={(stageId) => {
                      const stage = chosenPipeline?.stages.find((s) => s.id === stageId);
                      if (field.value && stage) field.onChange({ ...field.value, stageId: stage.id, stageName: stage.name });
                    }}
                  >
                    <SelectTrigger id="lead-rule-stage">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {chosenPipeline ? (
                        chosenPipeline.stages.map((s) => (
                          <SelectItem key={s.id} value={s.id}>
                            {s.name}
                          </SelectItem>
                        ))
                      ) : (
                        <SelectItem value={field.value.stageId}>{field.value.stageName || field.value.stageId}</SelectItem>
                      )}
                    </SelectContent>
                  </Select>
                </FormField>
              ) : null}
            </div>
          )}
        />
      </fieldset>

      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox id="lead-rule-active" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
            <Label htmlFor="lead-rule-active">{t('crm.leadRules.fields.active')}</Label>
          </div>
        )}
      />
    </CrmEditDialog>
  );
}
