// A campaign message: the text, buttons that insert a placeholder where the cursor is, the count against SPEC §5's
// 1,600 characters with the SMS it costs, and a preview filled with sample values.
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { renderSmsTemplate, SMS_MAX_LENGTH, smsPlaceholders, smsSegments, unknownPlaceholders, type SmsLanguage, type SmsPlaceholder } from '../../../core/crm/sms-template';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Textarea } from '../../ui/textarea';

const SAMPLE = { firstName: 'Maria', businessName: 'Lone Star Fence', quoteNumber: 1042, quoteLink: 'https://picket.example/q/…', amountCents: 482_500 };

export function SmsTemplateField({
  label,
  hint,
  value,
  onChange,
  onBlur,
  error,
  language,
  name,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (next: string) => void;
  onBlur: () => void;
  error?: string;
  language: SmsLanguage;
  name: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const insert = (placeholder: SmsPlaceholder) => {
    const el = ref.current;
    const token = `{{${placeholder}}}`;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + token + value.slice(end));
    // Back in the text, after what was inserted.
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };
  const segments = smsSegments(value);
  const unknown = unknownPlaceholders(value);
  const preview = value.trim() ? renderSmsTemplate(value, SAMPLE, language) : null;

  return (
    <div className="grid gap-2">
      <FormField label={label} error={error} hint={hint}>
        <Textarea ref={ref} name={name} value={value} rows={4} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} className="min-h-28" />
      </FormField>
      <div className="flex flex-wrap items-center gap-1.5" role="group" aria-label={t('crm.campaigns.insertPlaceholder')}>
        {smsPlaceholders.map((p) => (
          <Button key={p} type="button" size="sm" variant="outline" className="h-8 px-2 text-xs" onClick={() => insert(p)}>
            + {t(`crm.campaigns.placeholders.${p}`)}
          </Button>
        ))}
      </div>
      <p id={counterId} className={cn('text-xs text-muted-foreground', value.length > SMS_MAX_LENGTH && 'font-medium text-destructive')} aria-live="polite">
        {t('crm.campaigns.counter', { length: value.length, max: SMS_MAX_LENGTH, segments: segments.segments })}
      </p>
      {unknown.length > 0 ? (
        <p className="text-xs font-medium text-destructive">{t('crm.campaigns.unknownPlaceholders', { names: unknown.map((u) => `{{${u}}}`).join(', ') })}</p>
      ) : null}
      {preview?.ok ? (
        <div className="rounded-md border border-border bg-muted/40 p-2 text-sm">
          <span className="text-xs font-medium text-muted-foreground">{t('crm.campaigns.preview')}</span>
          <p className="whitespace-pre-wrap wrap-anywhere">{preview.text}</p>
        </div>
      ) : null}
    </div>
  );
}
