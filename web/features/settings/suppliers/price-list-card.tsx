// Issue 24: import a supplier's price list (CSV: part number, description, unit, cost). The preview shows what each row
// changes and every row's problem; importing is all or nothing.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../core/money';
import type { PriceListPreview, Supplier } from '../../../../core/suppliers/suppliers.schema';
import { useServerMessage } from '../../../lib/server-message';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { NativeSelect } from '../../../ui/native-select';
import { SettingsCard } from '../../../ui/settings-card';
import { toast } from '../../../ui/use-toast';
import { previewPriceList, useImportPriceList } from './suppliers-api';

export function PriceListCard({ suppliers }: { suppliers: Supplier[] }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const [supplierId, setSupplierId] = useState('');
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<PriceListPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const importList = useImportPriceList();
  const active = suppliers.filter((s) => !s.archived);
  const chosen = supplierId || active[0]?.id || '';

  const readFile = async (file: File | undefined) => {
    setPreview(null);
    setProblem(null);
    if (!file || !chosen) return;
    const text = await file.text();
    setCsv(text);
    try {
      setPreview(await previewPriceList({ supplierId: chosen, csv: text }));
    } catch (e) {
      setProblem(serverText(e as never, t('suppliers.priceList.failed')));
    }
  };

  const confirm = () => {
    if (!csv) return;
    importList.mutate(
      { supplierId: chosen, csv },
      {
        onSuccess: (r) => {
          toast({ title: t('suppliers.priceList.done', { count: r.updated }) });
          setPreview(null);
          setCsv(null);
        },
        onError: (e) => setProblem(serverText(e as never, t('suppliers.priceList.failed'))),
      },
    );
  };

  if (active.length === 0) return null;
  return (
    <SettingsCard title={t('suppliers.priceList.title')} description={t('suppliers.priceList.lead')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('suppliers.priceList.supplier')}>
          <NativeSelect value={chosen} onChange={(e) => { setSupplierId(e.target.value); setPreview(null); }}>
            {active.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
          </NativeSelect>
        </FormField>
        <FormField label={t('suppliers.priceList.file')}>
          <Input type="file" accept=".csv,text/csv" onChange={(e) => void readFile(e.target.files?.[0])} />
        </FormField>
      </div>
      {problem ? <p role="alert" className="text-sm font-medium text-destructive">{problem}</p> : null}
      {preview ? (
        <div className="grid gap-3">
          <p aria-live="polite" className="text-sm">
            {t('suppliers.priceList.summary', { matched: preview.matchedCount, unmatched: preview.unmatchedCount, errors: preview.errorCount })}
          </p>
          <ul className="grid gap-2 text-sm" aria-label={t('suppliers.priceList.rows')}>
            {preview.rows.map((r) => (
              <li key={r.row} className={r.errors.length > 0 ? 'rounded-md border border-destructive/50 p-2' : 'rounded-md border border-border p-2'}>
                <div className="flex flex-wrap justify-between gap-x-3">
                  <span className="min-w-0 break-words font-medium">{t('suppliers.priceList.row', { row: r.row })} · {r.partNumber || '—'}</span>
                  <span className="tabular-nums">{r.costCents === null ? '—' : `${formatCents(r.costCents)} / ${r.unit}`}</span>
                </div>
                {r.description ? <p className="break-words text-muted-foreground">{r.description}</p> : null}
                {r.errors.map((e) => <p key={e.key + e.message} className="font-medium text-destructive">{serverText(e)}</p>)}
                {r.matches.map((m) => (
                  <p key={m.materialKey} className="break-words text-muted-foreground">
                    {t('suppliers.priceList.change', { material: m.materialKey, from: m.oldUnitCostCents === null ? '—' : formatCents(m.oldUnitCostCents), to: formatCents(m.newUnitCostCents) })}
                  </p>
                ))}
                {r.errors.length === 0 && r.matches.length === 0 ? <p className="text-muted-foreground">{t('suppliers.priceList.unmatched')}</p> : null}
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Button type="button" onClick={confirm} disabled={importList.isPending || preview.errorCount > 0 || preview.matchedCount === 0}>
              {t('suppliers.priceList.import')}
            </Button>
          </div>
          {preview.errorCount > 0 ? <p className="text-sm text-muted-foreground">{t('suppliers.priceList.fixFirst')}</p> : null}
        </div>
      ) : null}
    </SettingsCard>
  );
}
