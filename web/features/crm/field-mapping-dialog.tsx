// New / edit custom field mapping: a Picket field, the GoHighLevel custom field it fills (listed live from the CRM), and
// a format rule with a live preview on a sample customer. Resolves with core's fieldMappingBodySchema (SPEC §5 inline).
import { zodResolver } from '@hookform/resolvers/zod';
import * as SelectPrimitive from '@radix-ui/react-select';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isPicketField, picketFieldNames, sampleFieldValues, type PicketField } from '../../../core/crm/crm-fields';
import { fieldMappingBodySchema, type FieldMapping, type FieldMappingBody } from '../../../core/crm/field-mapping.schema';
import { applyFormatRule, MAX_FORMAT_RULE, parseFormatRule } from '../../../core/crm/format-rule';
import { ApiError } from '../../lib/api-client';
import { useServerMessage } from '../../lib/server-message';
import { FormField } from '../../ui/form-field';
import { Select, SelectContent, SelectGroup, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { Textarea } from '../../ui/textarea';
import { CrmEditDialog, useCrmSave } from './crm-edit-dialog';
import { useCrmCustomFields, useSaveFieldMapping } from './crm-mappings-api';
import { useMappingMessage } from './mapping-message';

interface FormValues {
  picketField: PicketField | '';
  ghlFieldId: string;
  formatRule: string;
}

const groups = ['customer', 'quote', 'job'] as const;

// Each of the form's two pickers: label, error or hint, a placeholder until one is chosen, and its options in groups.
function GroupedPicker({
  id,
  label,
  error,
  hint,
  placeholder,
  value,
  onChange,
  onBlur,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  children: ReactNode;
}) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} onBlur={onBlur}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>{children}</SelectContent>
      </Select>
    </FormField>
  );
}

// A group of a picker's options under its heading (the heading kept here, not in web/ui/select: every form page loads that one).
function OptionGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SelectGroup>
      <SelectPrimitive.Label className="px-2 pb-1 pt-2 text-xs font-semibold text-muted-foreground">{label}</SelectPrimitive.Label>
      {children}
    </SelectGroup>
  );
}

export function FieldMappingDialog({
  mapping,
  taken,
  open,
  onOpenChange,
}: {
  mapping: FieldMapping | null;
  /** CRM fields other mappings already fill (one CRM field takes one Picket field). */
  taken: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const mm = useMappingMessage();
  const serverText = useServerMessage();
  // A server-made message has its key; a schema's own (a 400 from the API) is worded like the form's.
  const say = (m: { message?: string; key?: string }, fallback?: string) => (m.key ? serverText(m, fallback) : (mm(m.message) ?? serverText(m, fallback)));
  const save = useSaveFieldMapping();
  const crmFields = useCrmCustomFields(open);
  const form = useForm<FormValues, unknown, FieldMappingBody>({
    resolver: zodResolver(fieldMappingBodySchema) as unknown as Resolver<FormValues, unknown, FieldMappingBody>,
    defaultValues: { picketField: mapping?.picketField ?? '', ghlFieldId: mapping?.ghlFieldId ?? '', formatRule: mapping?.formatRule ?? '' },
  });
  const errors = form.formState.errors;
  const [picketField, rule] = useWatch({ control: form.control, name: ['picketField', 'formatRule'] });

  const preview = (() => {
    if (!isPicketField(picketField)) return null;
    const parsed = rule.trim() ? parseFormatRule(rule) : null;
    if (parsed && !parsed.ok) return { ok: false as const, text: mm(parsed.error)! };
    return { ok: true as const, text: applyFormatRule(rule, picketField, sampleFieldValues) };
  })();

  const submit = form.handleSubmit(
    useCrmSave(save, {
      prefix: 'crm.fieldMappings',
      id: mapping?.id,
      close: () => onOpenChange(false),
      showFieldErrors: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const e of error.errors ?? []) {
          if (e.path === 'picketField' || e.path === 'ghlFieldId' || e.path === 'formatRule') form.setError(e.path, { type: 'server', message: say(e) });
        }
      },
      errorText: say,
    }),
  );

  const crmList = crmFields.data?.customFields ?? [];
  const savedFieldMissing = mapping && !crmList.some((f) => f.id === mapping.ghlFieldId);

  return (
    <CrmEditDialog prefix="crm.fieldMappings" editing={mapping !== null} open={open} onOpenChange={onOpenChange} onSubmit={submit} pending={save.isPending} className="max-w-xl">
      <Controller
        control={form.control}
        name="picketField"
        render={({ field }) => (
          <GroupedPicker
            id="field-mapping-picket"
            label={t('crm.fieldMappings.fields.picketField')}
            error={mm(errors.picketField?.message)}
            placeholder={t('crm.fieldMappings.choosePicketField')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          >
            {groups.map((group) => (
              <OptionGroup key={group} label={t(`crm.fieldMappings.groups.${group}`)}>
                {picketFieldNames
                  .filter((name) => name.startsWith(`${group}.`))
                  .map((name) => (
                    <SelectItem key={name} value={name}>
                      {t(`crm.fieldMappings.picketFields.${name}`)}
                    </SelectItem>
                  ))}
              </OptionGroup>
            ))}
          </GroupedPicker>
        )}
      />
      <Controller
        control={form.control}
        name="ghlFieldId"
        render={({ field }) => (
          <GroupedPicker
            id="field-mapping-crm"
            label={t('crm.fieldMappings.fields.crmField')}
            error={mm(errors.ghlFieldId?.message)}
            hint={crmFields.isError ? serverText(crmFields.error, t('crm.fieldMappings.crmUnavailable')) : crmFields.isPending ? t('common.loading') : undefined}
            placeholder={t('crm.fieldMappings.chooseCrmField')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          >
            {savedFieldMissing ? <SelectItem value={mapping.ghlFieldId}>{mapping.ghlFieldName || mapping.ghlFieldId}</SelectItem> : null}
            {(['contact', 'opportunity'] as const).map((model) => {
              const fields = crmList.filter((f) => f.model === model);
              return fields.length === 0 ? null : (
                <OptionGroup key={model} label={t(`crm.fieldMappings.modelGroups.${model}`)}>
                  {fields.map((f) => (
                    <SelectItem key={f.id} value={f.id} disabled={taken.includes(f.id)}>
                      {taken.includes(f.id) ? t('crm.fieldMappings.taken', { name: f.name }) : f.name}
                    </SelectItem>
                  ))}
                </OptionGroup>
              );
            })}
          </GroupedPicker>
        )}
      />
      <Controller
        control={form.control}
        name="formatRule"
        render={({ field }) => (
          <div className="grid gap-2">
            <FormField label={t('crm.fieldMappings.fields.formatRule')} error={mm(errors.formatRule?.message)} hint={t('crm.fieldMappings.ruleHint')}>
              <Textarea {...field} rows={2} spellCheck={false} autoComplete="off" placeholder={t('crm.fieldMappings.rulePlaceholder')} className="font-mono" />
            </FormField>
            <p className={`text-xs tabular-nums ${field.value.length > MAX_FORMAT_RULE ? 'font-medium text-destructive' : 'text-muted-foreground'}`}>
              {t('crm.fieldMappings.counter', { length: field.value.length, max: MAX_FORMAT_RULE })}
            </p>
          </div>
        )}
      />
      <div className="grid gap-1 rounded-md border border-border bg-muted/40 p-3">
        <span className="text-sm font-medium" id="field-mapping-preview-label">
          {t('crm.fieldMappings.preview')}
        </span>
        <output aria-labelledby="field-mapping-preview-label" aria-live="polite" className={`wrap-anywhere text-sm ${preview && !preview.ok ? 'text-destructive' : ''}`}>
          {preview === null ? t('crm.fieldMappings.previewNeedsField') : preview.text === '' ? t('crm.fieldMappings.previewEmpty') : preview.text}
        </output>
        <span className="text-xs text-muted-foreground">{t('crm.fieldMappings.previewHint')}</span>
      </div>
    </CrmEditDialog>
  );
}
