// Issue 24: one material's supplier, part number, pack and unit cost.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { packNames, type PackName } from '../../../../core/suppliers/packs';
import type { MaterialPriceRow, Supplier } from '../../../../core/suppliers/suppliers.schema';
import { useServerMessage } from '../../../lib/server-message';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { MoneyInput } from '../../../ui/money-input';
import { NativeSelect } from '../../../ui/native-select';
import { fieldErrorsOf } from './field-errors';
import { useSaveMaterialPrice } from './suppliers-api';

export function useMaterialName() {
  const { t } = useTranslation();
  return (m: { material: string; size: string }) => [t(`materials.item.${m.material}`, { defaultValue: m.material }), m.size].filter(Boolean).join(' · ');
}

export function MaterialPriceDialog({ row, suppliers, onClose }: { row: MaterialPriceRow; suppliers: Supplier[]; onClose: () => void }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const name = useMaterialName();
  const save = useSaveMaterialPrice();
  const [supplierId, setSupplierId] = useState(row.supplierId ?? '');
  const [partNumber, setPartNumber] = useState(row.partNumber ?? '');
  const [packName, setPackName] = useState<PackName>(row.packName);
  const [packSize, setPackSize] = useState(String(row.packSize));
  const [cost, setCost] = useState<number>(row.unitCostCents ?? Number.NaN);
  const errors = fieldErrorsOf(save.error);
  const err = (k: string) => (errors[k] ? serverText(errors[k]) : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const size = Number(packName === 'each' ? 1 : packSize);
    save.mutate(
      { materialKey: row.materialKey, supplierId: supplierId || null, partNumber: partNumber || null, packName, packSize: Number.isFinite(size) ? size : (packSize as never), unitCostCents: Number.isNaN(cost) ? null : cost },
      { onSuccess: onClose },
    );
  };
  const choices = suppliers.filter((s) => !s.archived || s.id === row.supplierId);
  return (
    <Dialog open onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle className="break-words">{name(row)}</DialogTitle>
            <DialogDescription>{t('suppliers.prices.dialogLead', { unit: t(`materials.unit.${row.unit}`, { count: 1 }) })}</DialogDescription>
          </DialogHeader>
          <FormField label={t('suppliers.prices.supplier')} error={err('supplierId')}>
            <NativeSelect value={supplierId} onChange={(e) => setSupplierId(e.target.value)}>
              <option value="">{t('suppliers.prices.noSupplier')}</option>
              {choices.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
            </NativeSelect>
          </FormField>
          <FormField label={t('suppliers.prices.partNumber')} error={err('partNumber')}>
            <Input value={partNumber} onChange={(e) => setPartNumber(e.target.value)} autoComplete="off" />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('suppliers.prices.pack')} error={err('packName')}>
              <NativeSelect value={packName} onChange={(e) => setPackName(e.target.value as PackName)}>
                {packNames.map((p) => <option key={p} value={p}>{t(`suppliers.pack.${p}`)}</option>)}
              </NativeSelect>
            </FormField>
            {packName !== 'each' ? (
              <FormField label={t('suppliers.prices.packSize')} error={err('packSize')}>
                <Input inputMode="numeric" value={packSize} onChange={(e) => setPackSize(e.target.value)} />
              </FormField>
            ) : null}
          </div>
          <FormField label={t('suppliers.prices.unitCost', { unit: t(`materials.unit.${row.unit}`, { count: 1 }) })} hint={t('suppliers.prices.unitCostHint')} error={err('unitCostCents')}>
            <MoneyInput
              value={cost}
              onChange={setCost}
            />
          </FormField>
          {save.isError && Object.keys(errors).length === 0 ? <p role="alert" className="text-sm text-destructive">{serverText(save.error as never, t('suppliers.saveFailed'))}</p> : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="submit" disabled={save.isPending}>{save.isPending ? t('settings.saving') : t('suppliers.prices.save')}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
