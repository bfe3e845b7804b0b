// /contractor/quote/{id}/view: everything about one quote for the contractor (SPEC §2; content decided in issue 4).
import { ClipboardList, Copy, Download, Files, Link2Off, Pencil, Send, Truck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { formatCents } from '../../../core/money';
import type { QuoteStatus } from '../../../core/quotes/quote-transitions';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Input } from '../../ui/input';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { useDuplicateQuote, useQuote, useQuoteLink, useRevokeQuoteLink, useTransitionQuote } from './quote-api';
import { QuoteStatusBadge } from './quote-status-badge';
import { ConvertToJobButton } from '../jobs/convert-to-job-button';
import { FollowUpsCard } from '../follow-ups/follow-ups-card';
import { QuoteCostingPanel } from './quote-costing-panel';
import { quoteHistoryLabel } from './quote-history-label';
import { QuoteTotals } from './quote-totals';
import { SendQuoteDialog } from './send-quote-dialog';
import { SignatureEvidenceCard } from './signature-evidence-card';
import { QuoteOptionsCard } from './quote-options-card';
import { useServerMessage } from '../../lib/server-message';
import { formatDate, formatDateTime } from '../../lib/dates';
import { contractorLineText } from '../../../core/quotes/contractor-line-text';

// Converting to a job belongs to the jobs feature; its button is added there.
const offered = (s: QuoteStatus) => s !== 'converted_to_job';
// Issue 24: an approved quote's materials can be ordered from its suppliers (web/features/purchasing).
const orderable = (s: QuoteStatus) => ['approved', 'scheduled', 'completed', 'paid', 'converted_to_job'].includes(s);

export default function QuoteViewPage() {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const { id } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const quote = useQuote(id);
  const transition = useTransitionQuote(id);
  const link = useQuoteLink(id);
  const revoke = useRevokeQuoteLink(id);
  const duplicate = useDuplicateQuote(id);
  const [sending, setSending] = useState(false);
  const [shownUrl, setShownUrl] = useState<string | null>(null);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');

  if (quote.isPending) return <Spinner label={t('common.loading')} />;
  if (quote.isError) return <p role="alert" className="text-destructive">{serverText(quote.error)}</p>;
  const q = quote.data;
  const url = shownUrl ?? q.publicLink.url;
  const paidNet = q.payments.reduce((sum, p) => sum + p.amountCents - p.refundedCents, 0);
  const day = (d: string) => formatDate(d.slice(0, 10), i18n.language);

  const move = (status: QuoteStatus) =>
    transition.mutate(status, {
      onSuccess: () => toast({ title: t('quotes.toast.statusChanged', { status: t(`quotes.status.${status}`) }) }),
      onError: (e) => toast({ variant: 'destructive', title: t('quotes.toast.errorTitle'), description: serverText(e) }),
    });
  const copyLink = () =>
    link.mutate(undefined, {
      onSuccess: async ({ url: u }) => {
        setShownUrl(u);
        try {
          await navigator.clipboard.writeText(u);
          toast({ title: t('quotes.view.linkCopied') });
        } catch {
          toast({ title: t('quotes.view.linkReady') });
        }
      },
      onError: (e) => toast({ variant: 'destructive', title: t('quotes.toast.errorTitle'), description: serverText(e) }),
    });

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={<span className="flex flex-wrap items-center gap-3">{t('quotes.number', { number: q.quoteNumber })} <QuoteStatusBadge status={q.status} imported={q.imported} /></span>}
        description={t('quotes.view.subtitle', { type: t(`quotes.type.${q.quoteType}`), version: q.version, language: t(`common.languageName.${q.language}`) })}
        actions={
          <>
            {q.status === 'draft' || q.status === 'sent' ? (
              <Button onClick={() => setSending(true)}><Send aria-hidden="true" />{q.status === 'draft' ? t('quotes.view.send') : t('quotes.view.resend')}</Button>
            ) : null}
            <Button variant="outline" onClick={copyLink} disabled={link.isPending}><Copy aria-hidden="true" />{t('quotes.view.copyLink')}</Button>
            <Button variant="outline" asChild><a href={`/api/quotes/${q.id}/pdf`} download><Download aria-hidden="true" />{t('quotes.view.pdf')}</a></Button>
            {q.quoteType === 'layout' ? <Button variant="outline" asChild><Link href={`/contractor/quote/${q.id}/materials`}><ClipboardList aria-hidden="true" />{t('materials.open')}</Link></Button> : null}
            {q.quoteType === 'layout' && orderable(q.status) ? <Button variant="outline" asChild><Link href={`/contractor/quote/${q.id}/orders`}><Truck aria-hidden="true" />{t('purchasing.orderMaterials')}</Link></Button> : null}
            {q.editable ? <Button variant="outline" asChild><Link href={`/quote/${q.id}/edit`}><Pencil aria-hidden="true" />{t('quotes.view.edit')}</Link></Button> : null}
            <Button
              variant="outline"
              onClick={() => duplicate.mutate(undefined, { onSuccess: (c) => { toast({ title: t('quotes.toast.duplicated', { number: c.quoteNumber }) }); navigate(`/contractor/quote/${c.id}/view`); } })}
            >
              <Files aria-hidden="true" />{t('quotes.view.duplicate')}
            </Button>
          </>
        }
      />

      <Card>
        <CardHeader className="pb-2"><CardTitle>{t('quotes.view.nextSteps')}</CardTitle></CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <ConvertToJobButton quoteId={q.id} status={q.status} />
          {q.allowedTransitions.filter(offered).length === 0 ? <p className="text-sm text-muted-foreground">{t('quotes.view.noNextSteps')}</p> : null}
          {q.allowedTransitions.filter(offered).map((s) => (
            <Button key={s} variant={s === 'lost' ? 'destructive' : 'secondary'} disabled={transition.isPending} onClick={() => move(s)}>
              {t(`quotes.view.moveTo.${s}`)}
            </Button>
          ))}
        </CardContent>
      </Card>

      {url ? (
        <Card>
          <CardHeader className="pb-2"><CardTitle>{t('quotes.view.publicLink')}</CardTitle></CardHeader>
          <CardContent className="flex flex-col gap-2 sm:flex-row">
            <Input readOnly value={url} aria-label={t('quotes.view.publicLink')} onFocus={(e) => e.currentTarget.select()} />
            <Button variant="outline" onClick={() => revoke.mutate(undefined, { onSuccess: () => { setShownUrl(null); toast({ title: t('quotes.view.revoked') }); } })}>
              <Link2Off aria-hidden="true" />{t('quotes.view.revoke')}
            </Button>
          </CardContent>
        </Card>
      ) : q.publicLink.revoked ? (
        <p className="text-sm text-muted-foreground">{t('quotes.view.linkRevokedNote')}</p>
      ) : null}

      {q.revisionOf ? (
        <p className="text-sm">
          <Link href={`/contractor/quote/${q.revisionOf.id}/view`} className="text-primary underline underline-offset-4">{t('signing.revisionOfLink', { number: q.revisionOf.quoteNumber })}</Link>
        </p>
      ) : null}
      {q.lostReason === 'superseded' ? <p className="text-sm text-muted-foreground">{t('signing.superseded')}</p> : null}

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="grid content-start gap-6">
          <QuoteCostingPanel quoteId={q.id} />
          <SignatureEvidenceCard quote={q} />
          <QuoteOptionsCard quote={q} />
          {q.diagramSvg ? (
            <Card>
              <CardHeader className="pb-2"><CardTitle>{t('quotes.view.drawing')}</CardTitle></CardHeader>
              <CardContent><img alt={t('quotes.view.drawingAlt')} className="max-h-96 w-full object-contain" src={`data:image/svg+xml;utf8,${encodeURIComponent(q.diagramSvg)}`} /></CardContent>
            </Card>
          ) : null}
          <Card>
            <CardHeader className="pb-2"><CardTitle>{t('quotes.view.lines')}</CardTitle></CardHeader>
            <CardContent className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead className="text-left text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-1 pr-2">{t('quotes.view.line')}</th>
                    <th scope="col" className="py-1 pr-2 text-right">{t('quotes.view.cost')}</th>
                    <th scope="col" className="py-1 text-right">{t('quotes.view.price')}</th>
                  </tr>
                </thead>
                <tbody>
                  {q.pricing.lines.map((l) => (
                    <tr key={l.key} className="border-t border-border">
                      <td className="py-1.5 pr-2">{contractorLineText(l, i18n.language === 'es' ? 'es' : 'en')}</td>
                      <td className="py-1.5 pr-2 text-right tabular-nums">{formatCents(l.totalCents)}</td>
                      <td className="py-1.5 text-right tabular-nums">{formatCents(l.customerTotalCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {q.pricing.runs.length > 1 ? (
                <div className="mt-4">
                  <h3 className="mb-1 text-sm font-semibold">{t('quotes.view.perSide')}</h3>
                  <ul className="grid gap-1 text-sm">
                    {q.pricing.runs.map((r) => <li key={r.runId} className="flex justify-between"><span>{r.label}</span><span className="tabular-nums">{formatCents(r.totalCents)}</span></li>)}
                  </ul>
                </div>
              ) : null}
            </CardContent>
          </Card>
          {q.notes ? (
            <Card><CardHeader className="pb-2"><CardTitle>{t('quotes.fields.notes')}</CardTitle></CardHeader><CardContent className="whitespace-pre-wrap text-sm">{q.notes}</CardContent></Card>
          ) : null}
          <Card>
            <CardHeader className="pb-2"><CardTitle>{t('quotes.view.history')}</CardTitle></CardHeader>
            <CardContent>
              <ul className="grid gap-1 text-sm">
                {q.history.map((h, i) => (
                  <li key={i} className="flex justify-between gap-2"><span>{quoteHistoryLabel(t, h)}</span><span className="text-muted-foreground">{when(h.at)}</span></li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader className="pb-2"><CardTitle>{t('quotes.view.customer')}</CardTitle></CardHeader>
            <CardContent className="grid gap-1 text-sm">
              {q.customer ? (
                <>
                  <Link href={`/customers/${q.customer.id}`} className="font-medium text-primary underline-offset-4 hover:underline">{q.customer.name}</Link>
                  <span>{q.customer.email}</span>
                  <span>{q.customer.phone}</span>
                  <span>{[q.customer.address, q.customer.city, q.customer.state, q.customer.zipCode].filter(Boolean).join(', ')}</span>
                </>
              ) : <span>{t('quotes.unknownCustomer')}</span>}
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="pb-2"><CardTitle>{t('quotes.view.totals')}</CardTitle></CardHeader>
            <CardContent><QuoteTotals priced={q.pricing} paidCents={paidNet} /></CardContent>
          </Card>
          <Card>
            <CardHeader className="pb-2"><CardTitle>{t('quotes.view.activity')}</CardTitle></CardHeader>
            <CardContent className="grid gap-1 text-sm">
              <p>{t('quotes.view.expires', { date: when(q.expiresAt) })}</p>
              <p>{t('quotes.view.sentAt', { date: when(q.sentAt) })}</p>
              <p>{t('quotes.view.views', { count: q.views.count })}</p>
              {q.views.firstViewedAt ? <p>{t('quotes.view.firstViewed', { date: when(q.views.firstViewedAt) })}</p> : null}
              {q.views.lastViewedAt ? <p>{t('quotes.view.lastViewed', { date: when(q.views.lastViewedAt) })}</p> : null}
              {q.approval ? (
                <p className="font-medium text-green-800">{t('quotes.view.approvedBy', { name: q.approval.name, date: when(q.approval.at), version: q.approval.version ?? q.version })}</p>
              ) : null}
            </CardContent>
          </Card>
          {q.payments.length ? (
            <Card>
              <CardHeader className="pb-2"><CardTitle>{t('quotes.view.payments')}</CardTitle></CardHeader>
              <CardContent className="grid gap-2 text-sm">
                <ul className="grid gap-1" aria-label={t('quotes.view.payments')}>
                  {q.payments.map((p) => (
                    <li key={p.id}>
                      {t('quotes.view.paymentLine', { amount: formatCents(p.amountCents), method: t(`payments.method.${p.paymentMethod}`), date: day(p.paymentDate) })}
                      {p.refundedCents > 0 ? <span className="text-destructive"> · {t('quotes.view.paymentRefunded', { amount: formatCents(p.refundedCents) })}</span> : null}
                    </li>
                  ))}
                </ul>
                <p className="font-medium">{t('quotes.view.paidNet', { amount: formatCents(paidNet) })}</p>
              </CardContent>
            </Card>
          ) : null}
          <FollowUpsCard kind="quotes" id={q.id} />
          {q.versions.length ? (
            <Card>
              <CardHeader className="pb-2"><CardTitle>{t('quotes.view.versions')}</CardTitle></CardHeader>
              <CardContent>
                <ul className="grid gap-1 text-sm">
                  {q.versions.map((v) => <li key={v.version} className="flex justify-between"><span>{t('quotes.view.version', { version: v.version })} · {t(`quotes.status.${v.status}`, { defaultValue: v.status })}</span><span className="tabular-nums">{formatCents(v.totalCents)}</span></li>)}
                </ul>
              </CardContent>
            </Card>
          ) : null}
          {q.outbox.length ? (
            <Card>
              <CardHeader className="pb-2"><CardTitle>{t('quotes.view.outbox')}</CardTitle></CardHeader>
              <CardContent>
                <ul className="grid gap-1 text-sm">
                  {q.outbox.map((o) => (
                    <li key={o.id} className="break-words">
                      {t(`quotes.view.outboxStatus.${o.status}`, { defaultValue: o.status })} · {o.toAddress} · {when(o.createdAt)}
                      {/* Issue 21 item 5: mail that waits or failed opens in the outbox (links masked). */}
                      {o.status === 'sent' ? null : <> · <Link href={`/outbox?message=${o.id}`} className="font-medium text-primary underline-offset-4 hover:underline">{t('outbox.open')}</Link></>}
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ) : null}
        </div>
      </div>
      <SendQuoteDialog key={String(sending)} quote={q} open={sending} onOpenChange={setSending} />
    </div>
  );
}
