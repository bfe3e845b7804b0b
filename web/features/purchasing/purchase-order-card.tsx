// One purchase order: its lines (received and back-ordered), and what can be done with it now: edit (a sent order
// becomes a new revision the supplier is emailed), move packs to another supplier, send, record a delivery, cancel, close.
import { FileText, Plus, Send, Trash2, Truck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../core/money';
import { displayPoNumber, editableStatuses, receivableStatuses, canCancel, canClose } from '../../../core/purchasing/purchase-order-status';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { useServerMessage } from '../../lib/server-message';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { MoneyInput } from '../../ui/money-input';
import { NativeSelect } from '../../ui/native-select';
import { toast } from '../../ui/use-toast';
import { OrderStatusBadge } from './order-status-badge';
import { pageLang, purchasingApi, usePurchasingMutation, type PurchaseOrderView } from './purchasing-api';

type Line = PurchaseOrderView['lines'][number];
type EditLine = { id?: string; materialKey: string | null; description: string; partNumber: string; unit: string; packName: string; packSize: number; packs: number; packCostCents: number | null };
type Mode = 'view' | 'edit' | 'receive';

const toEdit = (l: Line): EditLine => ({ id: l.id, materialKey: l.materialKey, description: l.description, partNumber: l.partNumber ?? '', unit: l.unit, packName: l.packName, packSize: l.packSize, packs: l.packs, packCostCents: l.packCostCents });

function useFailure() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  return (error: Error) => toast({ variant: 'destructive', title: t('purchasing.failed'), description: error instanceof ApiError && error.body?.message ? serverText(error) : t('purchasing.failedRetry') });
}

export function PurchaseOrderCard({ order, suppliers }: { order: PurchaseOrderView; suppliers: { id: string; name: string }[] }) {
  const { t, i18n } = useTranslation();
  const lang = pageLang(i18n.language);
  const [mode, setMode] = useState<Mode>('view');
  const failed = useFailure();
  const send = usePurchasingMutation(purchasingApi.sendPurchaseOrder);
  const cancel = usePurchasingMutation(purchasingApi.cancelPurchaseOrder);
  const close = usePurchasingMutation(purchasingApi.closePurchaseOrder);
  const po = displayPoNumber(order.poNumber);
  const supplierName = order.supplier?.name ?? t('purchasing.noSupplier');
  const headingId = `po-${order.id}`;

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id={headingId} className="min-w-0 break-words">{t('purchasing.orderHeading', { po, supplier: supplierName })}</CardTitle>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {[
            order.revision > 1 ? t('purchasing.revision', { n: order.revision }) : null,
            t('purchasing.total', { amount: formatCents(order.totalCents) }),
            order.uncostedLines > 0 ? t('purchasing.uncosted', { count: order.uncostedLines }) : null,
            order.deliveryDate ? t('purchasing.deliverBy', { date: formatDate(order.deliveryDate, i18n.language) }) : null,
            order.mail ? t(`purchasing.mail.${order.mail}`) : null,
          ].filter(Boolean).join(' · ')}
        </p>
      </CardHeader>
      <CardContent className="grid gap-3">
        {mode === 'edit' ? (
          <OrderEditor order={order} onDone={() => setMode('view')} />
        ) : mode === 'receive' ? (
          <ReceiveForm order={order} onDone={() => setMode('view')} />
        ) : (
          <>
            <OrderLines order={order} suppliers={suppliers} />
            <div className="flex flex-wrap gap-2">
              {order.status === 'draft' ? (
                <Button
                  disabled={send.isPending}
                  onClick={() => send.mutate({ params: { id: order.id }, body: { lang } }, { onSuccess: () => toast({ title: t('purchasing.sentToast', { po, supplier: supplierName }) }), onError: failed })}
                >
                  <Send aria-hidden="true" />{t('purchasing.send')}
                </Button>
              ) : null}
              {receivableStatuses.includes(order.status) ? <Button variant="outline" onClick={() => setMode('receive')}><Truck aria-hidden="true" />{t('purchasing.receive')}</Button> : null}
              {editableStatuses.includes(order.status) ? <Button variant="outline" onClick={() => setMode('edit')}>{t('purchasing.edit')}</Button> : null}
              <Button variant="outline" asChild><a href={`/api/purchase-orders/${order.id}/pdf?lang=${lang}`} download><FileText aria-hidden="true" />{t('purchasing.pdf')}</a></Button>
              {canClose(order.status) ? <Button variant="ghost" disabled={close.isPending} onClick={() => close.mutate({ params: { id: order.id } }, { onError: failed })}>{t('purchasing.close')}</Button> : null}
              {canCancel(order.status) ? <Button variant="ghost" disabled={cancel.isPending} onClick={() => cancel.mutate({ params: { id: order.id } }, { onError: failed })}>{t('purchasing.cancel')}</Button> : null}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function OrderLines({ order, suppliers }: { order: PurchaseOrderView; suppliers: { id: string; name: string }[] }) {
  const { t } = useTranslation();
  const others = suppliers.filter((s) => s.id !== order.supplier?.id);
  if (order.lines.length === 0) return <p className="text-sm text-muted-foreground">{t('purchasing.noLines')}</p>;
  return (
    <ul className="grid gap-2" aria-label={t('purchasing.linesOf', { po: displayPoNumber(order.poNumber) })}>
      {order.lines.map((l) => (
        <li key={l.id} className="grid gap-1 rounded-md border border-border p-2 text-sm">
          <div className="flex flex-wrap justify-between gap-x-3">
            <span className="min-w-0 break-words font-medium">{l.description}</span>
            <span>{l.packCostCents == null ? t('purchasing.noCost') : formatCents(l.packs * l.packCostCents)}</span>
          </div>
          <span className="text-muted-foreground">
            {[
              l.partNumber ? t('purchasing.part', { part: l.partNumber }) : null,
              t('purchasing.packs', { count: l.packs, pack: t(`purchasing.pack.${l.packName}`, { defaultValue: l.packName }), size: l.packSize }),
              order.status !== 'draft' ? t('purchasing.receivedOf', { received: l.receivedPacks, packs: l.packs }) : null,
              order.status !== 'draft' && l.backOrderedPacks > 0 && l.receivedPacks > 0 ? t('purchasing.backOrdered', { count: l.backOrderedPacks }) : null,
            ].filter(Boolean).join(' · ')}
          </span>
          {order.status === 'draft' && others.length > 0 ? <SplitLine orderId={order.id} line={l} suppliers={others} /> : null}
        </li>
      ))}
    </ul>
  );
}

function SplitLine({ orderId, line, suppliers }: { orderId: string; line: Line; suppliers: { id: string; name: string }[] }) {
  const { t, i18n } = useTranslation();
  const [supplierId, setSupplierId] = useState(suppliers[0]?.id ?? '');
  const [packs, setPacks] = useState(line.packs);
  const split = usePurchasingMutation(purchasingApi.splitPurchaseOrderLine);
  const failed = useFailure();
  const id = `split-${line.id}`;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid min-w-0 flex-1 gap-1">
        <Label htmlFor={`${id}-to`} className="text-xs">{t('purchasing.moveTo', { line: line.description })}</Label>
        <NativeSelect id={`${id}-to`} value={supplierId} onChange={(e) => setSupplierId(e.target.value)}>
          {suppliers.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
        </NativeSelect>
      </div>
      <div className="grid w-20 gap-1">
        <Label htmlFor={`${id}-packs`} className="text-xs">{t('purchasing.movePacks')}</Label>
        <Input id={`${id}-packs`} type="number" inputMode="numeric" min={1} max={line.packs} value={packs} onChange={(e) => setPacks(Number(e.target.value))} />
      </div>
      <Button
        variant="outline"
        disabled={split.isPending}
        onClick={() => split.mutate({ params: { id: orderId }, query: { lang: pageLang(i18n.language) }, body: { lineId: line.id, supplierId, packs } }, { onError: failed })}
      >
        {t('purchasing.move')}
      </Button>
    </div>
  );
}

function OrderEditor({ order, onDone }: { order: PurchaseOrderView; onDone: () => void }) {
  const { t } = useTranslation();
  const [lines, setLines] = useState<EditLine[]>(() => order.lines.map(toEdit));
  const [deliveryDate, setDeliveryDate] = useState(order.deliveryDate ?? '');
  const [deliverTo, setDeliverTo] = useState(order.deliverTo);
  const [notes, setNotes] = useState(order.notes ?? '');
  const save = usePurchasingMutation(purchasingApi.updatePurchaseOrder);
  const failed = useFailure();
  const change = (i: number, patch: Partial<EditLine>) => setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const submit = () =>
    save.mutate(
      {
        params: { id: order.id },
        body: {
          deliveryDate: deliveryDate || null, deliverTo, notes: notes || null,
          lines: lines.map((l) => ({ ...l, partNumber: l.partNumber || null, packCostCents: l.packCostCents == null || Number.isNaN(l.packCostCents) ? null : l.packCostCents })),
        },
      },
      { onSuccess: (o) => { if (o.revision > order.revision) toast({ title: t('purchasing.revisedToast', { n: o.revision }) }); onDone(); }, onError: failed },
    );
  const id = `edit-${order.id}`;
  return (
    <form className="grid gap-3" onSubmit={(e) => { e.preventDefault(); submit(); }}>
      {order.status !== 'draft' ? <p className="rounded-md bg-yellow-50 p-2 text-sm text-yellow-900">{t('purchasing.revisionWarning')}</p> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-date`}>{t('purchasing.deliveryDate')}</Label>
          <Input id={`${id}-date`} type="date" value={deliveryDate} onChange={(e) => setDeliveryDate(e.target.value)} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-to`}>{t('purchasing.deliverTo')}</Label>
          <NativeSelect id={`${id}-to`} value={deliverTo} onChange={(e) => setDeliverTo(e.target.value as 'site' | 'yard')}>
            <option value="site">{t('purchasing.site')}</option>
            <option value="yard">{t('purchasing.yard')}</option>
          </NativeSelect>
        </div>
      </div>
      <ul className="grid gap-2">
        {lines.map((l, i) => (
          <li key={l.id ?? `new-${i}`} className="grid gap-2 rounded-md border border-border p-2">
            <div className="grid gap-1">
              <Label htmlFor={`${id}-${i}-desc`}>{t('purchasing.item')}</Label>
              <Input id={`${id}-${i}-desc`} value={l.description} onChange={(e) => change(i, { description: e.target.value })} />
            </div>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              <div className="grid gap-1">
                <Label htmlFor={`${id}-${i}-part`}>{t('purchasing.partNumber')}</Label>
                <Input id={`${id}-${i}-part`} value={l.partNumber} onChange={(e) => change(i, { partNumber: e.target.value })} />
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`${id}-${i}-packs`}>{t('purchasing.quantity', { pack: t(`purchasing.pack.${l.packName}`, { defaultValue: l.packName }) })}</Label>
                <Input id={`${id}-${i}-packs`} type="number" inputMode="numeric" min={0} value={l.packs} onChange={(e) => change(i, { packs: Number(e.target.value) })} />
              </div>
              <div className="col-span-2 grid gap-1">
                <Label htmlFor={`${id}-${i}-cost`}>{t('purchasing.packCost')}</Label>
                <MoneyInput id={`${id}-${i}-cost`} value={l.packCostCents ?? Number.NaN} onChange={(cents) => change(i, { packCostCents: cents })} />
              </div>
            </div>
            <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}>
              <Trash2 aria-hidden="true" />{t('purchasing.removeLine', { line: l.description || t('purchasing.newLine') })}
            </Button>
          </li>
        ))}
      </ul>
      <Button type="button" variant="outline" className="justify-self-start" onClick={() => setLines((ls) => [...ls, { materialKey: null, description: '', partNumber: '', unit: 'each', packName: 'each', packSize: 1, packs: 1, packCostCents: null }])}>
        <Plus aria-hidden="true" />{t('purchasing.addLine')}
      </Button>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-notes`}>{t('purchasing.notes')}</Label>
        <Input id={`${id}-notes`} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>{t(order.status === 'draft' ? 'purchasing.save' : 'purchasing.saveAndResend')}</Button>
        <Button type="button" variant="ghost" onClick={onDone}>{t('purchasing.discard')}</Button>
      </div>
    </form>
  );
}

function ReceiveForm({ order, onDone }: { order: PurchaseOrderView; onDone: () => void }) {
  const { t } = useTranslation();
  const open = order.lines.filter((l) => l.backOrderedPacks > 0);
  const [counts, setCounts] = useState<Record<string, number>>(() => Object.fromEntries(open.map((l) => [l.id, l.backOrderedPacks])));
  // The supplier's invoice may differ from the order: the real pack cost is recorded with the delivery (no new revision).
  const [costs, setCosts] = useState<Record<string, number>>(() => Object.fromEntries(open.map((l) => [l.id, l.packCostCents ?? Number.NaN])));
  const receive = usePurchasingMutation(purchasingApi.receivePurchaseOrder);
  const failed = useFailure();
  const submit = () => {
    const changedCost = (l: Line) => !Number.isNaN(costs[l.id]) && costs[l.id] !== l.packCostCents;
    const lines = open
      .filter((l) => (counts[l.id] ?? 0) > 0 || changedCost(l))
      .map((l) => ({ lineId: l.id, packs: counts[l.id] ?? 0, ...(changedCost(l) ? { packCostCents: costs[l.id] } : {}) }));
    if (lines.length === 0) return onDone();
    receive.mutate({ params: { id: order.id }, body: { lines } }, { onSuccess: onDone, onError: failed });
  };
  return (
    <form className="grid gap-3" onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <p className="text-sm text-muted-foreground">{t('purchasing.receiveHint')}</p>
      <ul className="grid gap-2">
        {open.map((l) => (
          <li key={l.id} className="grid gap-1">
            <Label htmlFor={`recv-${l.id}`} className="break-words">{t('purchasing.receivedNow', { line: l.description, max: l.backOrderedPacks })}</Label>
            <Input id={`recv-${l.id}`} type="number" inputMode="numeric" min={0} max={l.backOrderedPacks} value={counts[l.id] ?? 0} onChange={(e) => setCounts((c) => ({ ...c, [l.id]: Number(e.target.value) }))} />
            <Label htmlFor={`recv-cost-${l.id}`} className="text-xs text-muted-foreground">{t('purchasing.invoiceCost')}</Label>
            <MoneyInput id={`recv-cost-${l.id}`} value={costs[l.id] ?? Number.NaN} onChange={(cents) => setCosts((c) => ({ ...c, [l.id]: cents }))} />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={receive.isPending}>{t('purchasing.recordDelivery')}</Button>
        <Button type="button" variant="ghost" onClick={onDone}>{t('purchasing.discard')}</Button>
      </div>
    </form>
  );
}
