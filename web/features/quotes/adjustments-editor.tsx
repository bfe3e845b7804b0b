// Discounts and surcharges on a quote (adjustment_types): fixed dollars or a percent.
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdjustmentInput } from '../../../core/quotes/pricing.types';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { Tip } from '../../ui/tooltip';

export function AdjustmentsEditor({ value, onChange }: { value: AdjustmentInput[]; onChange: (next: AdjustmentInput[]) => void }) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<AdjustmentInput>) => onChange(value.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{t('quotes.adjustments.title')}</legend>
      {value.map((a, i) => (
        <div key={i} className="grid grid-cols-[1fr_auto] gap-2 rounded-md border border-border p-2 sm:grid-cols-[2fr_1fr_1fr_1fr_auto]">
          <Input aria-label={t('quotes.adjustments.name')} value={a.label} onChange={(e) => set(i, { label: e.target.value })} placeholder={t('quotes.adjustments.namePlaceholder')} />
          <select aria-label={t('quotes.adjustments.kind')} value={a.kind} onChange={(e) => set(i, { kind: e.target.value as AdjustmentInput['kind'] })} className="h-10 rounded-md border border-input bg-card px-2 text-sm">
            <option value="discount">{t('quotes.adjustments.discount')}</option>
            <option value="surcharge">{t('quotes.adjustments.surcharge')}</option>
          </select>
          <select aria-label={t('quotes.adjustments.mode')} value={a.mode} onChange={(e) => set(i, { mode: e.target.value as AdjustmentInput['mode'], value: 0 })} className="h-10 rounded-md border border-input bg-card px-2 text-sm">
            <option value="fixed">$</option>
            <option value="percent">%</option>
          </select>
          <Input
            aria-label={t('quotes.adjustments.amount')}
            type="number"
            min={0}
            step={a.mode === 'percent' ? 0.5 : 1}
            value={a.mode === 'fixed' ? a.value / 100 : a.value}
            onChange={(e) => set(i, { value: a.mode === 'fixed' ? Math.round(Number(e.target.value) * 100) : Number(e.target.value) })}
          />
          <Tip label={t('quotes.adjustments.remove', { name: a.label || '' })}>
            <Button type="button" variant="ghost" size="icon" aria-label={t('quotes.adjustments.remove', { name: a.label || '' })} onClick={() => onChange(value.filter((_, j) => j !== i))}>
              <Trash2 aria-hidden="true" />
            </Button>
          </Tip>
        </div>
      ))}
      <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => onChange([...value, { label: '', kind: 'discount', mode: 'fixed', value: 0 }])}>
        <Plus aria-hidden="true" />
        {t('quotes.adjustments.add')}
      </Button>
    </fieldset>
  );
}
