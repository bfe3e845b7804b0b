// Issue 24: Settings → Suppliers: the yards a contractor buys from, what each material costs and where it comes from,
// a supplier's price list import, and the labour costs job costing uses.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../core/money';
import { formatDate } from '../../../lib/dates';
import type { MaterialPriceRow, Supplier } from '../../../../core/suppliers/suppliers.schema';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { SettingsCard } from '../../../ui/settings-card';
import { Spinner } from '../../../ui/spinner';
import { CostSettingsCard } from './cost-settings-card';
import { MaterialPriceDialog, useMaterialName } from './material-price-dialog';
import { PriceListCard } from './price-list-card';
import { SupplierDialog } from './supplier-dialog';
import { useArchiveSupplier, useMaterialPrices, useSupplierList } from './suppliers-api';

function SuppliersCard({ suppliers, archived }: { suppliers: Supplier[]; archived: Supplier[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Supplier | null | 'new'>(null);
  const [showArchived, setShowArchived] = useState(false);
  const archive = useArchiveSupplier();
  const list = showArchived ? archived : suppliers;
  return (
    <SettingsCard title={t('suppliers.list.title')} description={t('suppliers.list.lead')}>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
        <Button type="button" onClick={() => setEditing('new')}>{t('suppliers.list.add')}</Button>
        <Button type="button" variant="outline" onClick={() => setShowArchived(!showArchived)}>
          {showArchived ? t('suppliers.list.showActive') : t('suppliers.list.showArchived', { count: archived.length })}
        </Button>
      </div>
      {list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{showArchived ? t('suppliers.list.noneArchived') : t('suppliers.list.empty')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('suppliers.list.title')}>
          {list.map((s) => (
            <li key={s.id} className="grid gap-2 rounded-md border border-border p-3 sm:flex sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="break-words font-medium">{s.name}</p>
                <p className="break-words text-sm text-muted-foreground">
                  {[s.contactName, s.phone, s.email].filter(Boolean).join(' · ')}
                </p>
                <p className="text-sm text-muted-foreground">
                  {t('suppliers.list.materials', { count: s.materialCount })}
                  {s.leadTimeDays !== null ? ` · ${t('suppliers.list.leadTime', { count: s.leadTimeDays })}` : ''}
                </p>
              </div>
              <div className="flex gap-2">
                <Button type="button" variant="outline" size="sm" onClick={() => setEditing(s)} aria-label={t('suppliers.list.editNamed', { name: s.name })}>
                  {t('suppliers.list.edit')}
                </Button>
                <Button type="button" variant="outline" size="sm" disabled={archive.isPending} onClick={() => archive.mutate({ id: s.id, archived: !s.archived })}
                  aria-label={s.archived ? t('suppliers.list.restoreNamed', { name: s.name }) : t('suppliers.list.archiveNamed', { name: s.name })}>
                  {s.archived ? t('suppliers.list.restore') : t('suppliers.list.archive')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? <SupplierDialog supplier={editing === 'new' ? null : editing} open onOpenChange={(o) => (o ? undefined : setEditing(null))} /> : null}
    </SettingsCard>
  );
}

function MaterialPricesCard({ rows, suppliers }: { rows: MaterialPriceRow[]; suppliers: Supplier[] }) {
  const { t, i18n } = useTranslation();
  const name = useMaterialName();
  const [editing, setEditing] = useState<MaterialPriceRow | null>(null);
  const [onlyMissing, setOnlyMissing] = useState(false);
  const supplierName = new Map(suppliers.map((s) => [s.id, s.name]));
  const missing = rows.filter((r) => r.unitCostCents === null).length;
  const shown = onlyMissing ? rows.filter((r) => r.unitCostCents === null) : rows;
  return (
    <SettingsCard title={t('suppliers.prices.title')} description={t('suppliers.prices.lead')}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm" aria-live="polite">{t('suppliers.prices.missing', { count: missing })}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => setOnlyMissing(!onlyMissing)}>
          {onlyMissing ? t('suppliers.prices.showAll') : t('suppliers.prices.showMissing')}
        </Button>
      </div>
      <ul className="grid gap-2" aria-label={t('suppliers.prices.title')}>
        {shown.map((r) => (
          <li key={r.materialKey} className="grid gap-2 rounded-md border border-border p-3 sm:flex sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="break-words font-medium">
                {name(r)}
                {r.fenceType ? <span className="text-muted-foreground"> · {t(`materials.fenceType.${r.fenceType}`, { defaultValue: r.fenceType })}</span> : null}
              </p>
              <p className="break-words text-sm text-muted-foreground">
                {r.unitCostCents === null ? (
                  <Badge variant="outline">{t('suppliers.prices.noCost')}</Badge>
                ) : (
                  <>
                    {t('suppliers.prices.costPer', { cost: formatCents(r.unitCostCents), unit: t(`materials.unit.${r.unit}`, { count: 1 }) })}
                    {r.packName !== 'each' ? ` · ${t('suppliers.prices.packOf', { pack: t(`suppliers.pack.${r.packName}`), count: r.packSize })}` : ''}
                    {r.costChangedAt ? ` · ${t('suppliers.prices.changed', { date: formatDate(r.costChangedAt, i18n.language) })}` : ''}
                  </>
                )}
                {r.supplierId ? ` · ${supplierName.get(r.supplierId) ?? ''}${r.partNumber ? ` #${r.partNumber}` : ''}` : ''}
              </p>
            </div>
            <Button type="button" variant="outline" size="sm" onClick={() => setEditing(r)} aria-label={t('suppliers.prices.editNamed', { name: name(r) })}>
              {t('suppliers.prices.edit')}
            </Button>
          </li>
        ))}
      </ul>
      {editing ? <MaterialPriceDialog row={editing} suppliers={suppliers} onClose={() => setEditing(null)} /> : null}
    </SettingsCard>
  );
}

export function SuppliersTab() {
  const { t } = useTranslation();
  const active = useSupplierList(false);
  const archived = useSupplierList(true);
  const prices = useMaterialPrices();
  if (active.isPending || archived.isPending || prices.isPending) return <Spinner label={t('common.loading')} className="text-muted-foreground" />;
  if (active.isError || archived.isError || prices.isError) return <p role="alert" className="text-destructive">{t('suppliers.loadFailed')}</p>;
  const all = [...active.data, ...archived.data];
  return (
    <div className="grid gap-4">
      <SuppliersCard suppliers={active.data} archived={archived.data} />
      <CostSettingsCard />
      <MaterialPricesCard rows={prices.data} suppliers={all} />
      <PriceListCard suppliers={active.data} />
    </div>
  );
}
