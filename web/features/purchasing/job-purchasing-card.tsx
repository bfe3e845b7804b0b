// On the job page (issue 24): what has not arrived yet before the job's date, the job's purchase orders, and its
// estimated against actual costs (received orders at their real costs plus extra costs entered by hand).
import { PackagePlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { formatCents } from '../../../core/money';
import { displayPoNumber } from '../../../core/purchasing/purchase-order-status';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { useServerMessage } from '../../lib/server-message';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { MoneyInput } from '../../ui/money-input';
import { toast } from '../../ui/use-toast';
import { pageLang, purchasingApi, useJobPurchasing, usePurchasingMutation, type JobPurchasingView } from './purchasing-api';

export function JobPurchasingCard({ jobId }: { jobId: string }) {
  const { t, i18n } = useTranslation();
  const lang = pageLang(i18n.language);
  const view = useJobPurchasing(jobId, lang);
  const [, navigate] = useLocation();
  const propose = usePurchasingMutation(purchasingApi.proposePurchaseOrders);
  const serverText = useServerMessage();
  if (!view.data?.quoteId || !view.data.hasMaterials) return null;
  const v = view.data;
  const quoteId = v.quoteId!;
  const orderMaterials = () =>
    propose.mutate(
      { params: { id: quoteId }, query: { lang } },
      {
        onSuccess: () => navigate(`/contractor/quote/${quoteId}/orders`),
        onError: (e) => toast({ variant: 'destructive', title: t('purchasing.failed'), description: e instanceof ApiError && e.body?.message ? serverText(e) : t('purchasing.failedRetry') }),
      },
    );
  return (
    <>
      <Card role="region" aria-labelledby="job-materials-heading">
        <CardHeader className="gap-1 pb-2">
          <CardTitle id="job-materials-heading">{t('purchasing.job.title')}</CardTitle>
          <p className="text-sm text-muted-foreground">
            {v.orderCount > 0 ? <Link href={`/contractor/quote/${quoteId}/orders`} className="text-primary underline">{t('purchasing.job.orders', { count: v.orderCount })}</Link> : t('purchasing.job.noOrders')}
          </p>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          {v.missing.length === 0 ? (
            <p className="font-medium text-green-800">{t('purchasing.job.allHere')}</p>
          ) : (
            <div className="grid gap-1">
              <p className="font-medium text-red-800">
                {v.scheduledDate ? t('purchasing.job.missingBefore', { count: v.missing.length, date: formatDate(v.scheduledDate, i18n.language) }) : t('purchasing.job.missing', { count: v.missing.length })}
              </p>
              <ul className="grid gap-1" aria-label={t('purchasing.job.missingList')}>
                {v.missing.map((m, i) => (
                  <li key={`${m.description}-${m.poNumber ?? 'none'}-${i}`} className="flex flex-wrap justify-between gap-x-3 border-b border-border py-1 last:border-b-0">
                    <span className="min-w-0 break-words">{m.description}</span>
                    <span className="text-muted-foreground">
                      {t('purchasing.units', { count: m.quantity, unit: t(`purchasing.unit.${m.unit}`, { count: m.quantity, defaultValue: m.unit }) })}
                      {' · '}
                      {m.poNumber ? t('purchasing.job.onOrder', { po: displayPoNumber(m.poNumber) }) : t('purchasing.job.notOrdered')}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {v.missing.some((m) => m.poNumber === null) ? (
            <Button variant="outline" className="justify-self-start" disabled={propose.isPending} onClick={orderMaterials}><PackagePlus aria-hidden="true" />{t('purchasing.orderMaterials')}</Button>
          ) : null}
        </CardContent>
      </Card>
      <JobCostsCard view={v} />
    </>
  );
}

function JobCostsCard({ view }: { view: JobPurchasingView }) {
  const { t, i18n } = useTranslation();
  const lang = pageLang(i18n.language);
  const c = view.costs;
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState(Number.NaN);
  const add = usePurchasingMutation(purchasingApi.addJobExtraCost);
  const remove = usePurchasingMutation(purchasingApi.deleteJobExtraCost);
  const submit = () =>
    add.mutate(
      { params: { id: view.jobId }, query: { lang }, body: { description, amountCents: amount } },
      { onSuccess: () => { setDescription(''); setAmount(Number.NaN); }, onError: () => toast({ variant: 'destructive', title: t('purchasing.failed'), description: t('purchasing.costs.invalid') }) },
    );
  const rows: [string, number, boolean?][] = [
    [t('purchasing.costs.estimated'), c.estimatedMaterialsCents],
    [t('purchasing.costs.received'), c.receivedMaterialsCents],
    [t('purchasing.costs.extra'), c.extraCostsCents],
    [t('purchasing.costs.actual'), c.actualCents, true],
  ];
  return (
    <Card role="region" aria-labelledby="job-costs-heading">
      <CardHeader className="pb-2"><CardTitle id="job-costs-heading">{t('purchasing.costs.title')}</CardTitle></CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <dl className="grid gap-1">
          {rows.map(([label, cents, bold]) => (
            <div key={label} className={`flex flex-wrap justify-between gap-x-3 ${bold ? 'font-semibold' : ''}`}>
              <dt>{label}</dt>
              <dd>{formatCents(cents)}</dd>
            </div>
          ))}
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt>{t('purchasing.costs.difference')}</dt>
            <dd className={c.differenceCents > 0 ? 'text-red-800' : 'text-green-800'}>{c.differenceCents > 0 ? t('purchasing.costs.over', { amount: formatCents(c.differenceCents) }) : t('purchasing.costs.under', { amount: formatCents(-c.differenceCents) })}</dd>
          </div>
        </dl>
        {!c.estimateComplete ? <p className="rounded-md bg-yellow-50 p-2 text-yellow-900">{t('purchasing.costs.incomplete')}</p> : null}
        {view.extraCosts.length > 0 ? (
          <ul className="grid gap-1" aria-label={t('purchasing.costs.extraList')}>
            {view.extraCosts.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center justify-between gap-x-3">
                <span className="min-w-0 break-words">{e.description}</span>
                <span className="flex items-center gap-1">
                  {formatCents(e.amountCents)}
                  <Button variant="ghost" size="icon" aria-label={t('purchasing.costs.remove', { what: e.description })} onClick={() => remove.mutate({ params: { id: view.jobId, costId: e.id }, query: { lang } })}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <form className="grid gap-2 sm:grid-cols-[2fr_1fr_auto] sm:items-end" onSubmit={(e) => { e.preventDefault(); submit(); }}>
          <div className="grid gap-1">
            <Label htmlFor="extra-cost-what">{t('purchasing.costs.what')}</Label>
            <Input id="extra-cost-what" value={description} onChange={(e) => setDescription(e.target.value)} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="extra-cost-amount">{t('purchasing.costs.amount')}</Label>
            <MoneyInput id="extra-cost-amount" value={amount} onChange={setAmount} />
          </div>
          <Button type="submit" variant="outline" disabled={add.isPending}>{t('purchasing.costs.add')}</Button>
        </form>
      </CardContent>
    </Card>
  );
}
