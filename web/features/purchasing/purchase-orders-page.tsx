// /contractor/quote/:id/orders: an approved quote's purchase orders (issue 24). "Order materials" proposes one order
// per supplier from the materials list; what no order covers is listed as not ordered.
import { ArrowLeft, PackagePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { ApiError } from '../../lib/api-client';
import { useServerMessage } from '../../lib/server-message';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { PurchaseOrderCard } from './purchase-order-card';
import { pageLang, purchasingApi, usePurchasingMutation, useQuotePurchasing } from './purchasing-api';

export default function PurchaseOrdersPage() {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const { id = '' } = useParams<{ id: string }>();
  const lang = pageLang(i18n.language);
  const view = useQuotePurchasing(id, lang);
  const propose = usePurchasingMutation(purchasingApi.proposePurchaseOrders);
  const back = (
    <Link href={`/contractor/quote/${id}/view`} className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('purchasing.backToQuote')}
    </Link>
  );
  if (view.isPending) return <div className="p-6"><Spinner label={t('purchasing.loading')} /></div>;
  if (view.isError || !view.data) return <div className="mx-auto max-w-3xl p-6">{back}<EmptyState title={t('purchasing.notFound')} /></div>;
  const p = view.data;
  const order = () =>
    propose.mutate(
      { params: { id }, query: { lang } },
      { onError: (e) => toast({ variant: 'destructive', title: t('purchasing.failed'), description: e instanceof ApiError && e.body?.message ? serverText(e) : t('purchasing.failedRetry') }) },
    );

  return (
    <div className="mx-auto w-full max-w-4xl">
      {back}
      <PageHeader
        title={t('purchasing.title', { number: p.quoteNumber })}
        description={p.jobId ? <Link href={`/jobs/${p.jobId}`} className="text-primary underline">{t('purchasing.openJob')}</Link> : undefined}
        actions={p.canOrder && p.toOrder > 0 ? (
          <Button onClick={order} disabled={propose.isPending}><PackagePlus aria-hidden="true" />{t('purchasing.orderMaterials')}</Button>
        ) : undefined}
      />
      {!p.canOrder ? <EmptyState title={t('purchasing.notApproved')} /> : (
        <div className="grid gap-4 [&>*]:min-w-0">
          {p.orders.length === 0 ? <EmptyState title={t('purchasing.noOrders')} description={t('purchasing.noOrdersHint')} /> : null}
          {p.orders.map((o) => <PurchaseOrderCard key={o.id} order={o} suppliers={p.suppliers} />)}
          {p.notOrdered.length > 0 ? (
            <Card>
              <CardHeader className="pb-2">
                <CardTitle>{t('purchasing.notOrdered')}</CardTitle>
                <p className="text-sm text-muted-foreground">{t('purchasing.notOrderedHint')}</p>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-1 text-sm" aria-label={t('purchasing.notOrdered')}>
                  {p.notOrdered.map((n) => (
                    <li key={n.key} className="flex flex-wrap justify-between gap-x-3 border-b border-border py-1 last:border-b-0">
                      <span className="min-w-0 break-words">{n.description}</span>
                      <span>{t('purchasing.units', { count: n.quantity, unit: t(`purchasing.unit.${n.unit}`, { count: n.quantity, defaultValue: n.unit }) })}</span>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ) : null}
        </div>
      )}
    </div>
  );
}
