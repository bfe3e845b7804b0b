// /customer/quote/{token}/view: the homeowner's quote (SPEC §2, sidebar hidden; DESIGN §3 capability URL). No cost or markup.
import { CheckCircle2, Download } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearch } from 'wouter';
import { formatCents } from '../../../core/money';
import { homeownerLineText } from '../../../core/quotes/homeowner-line-text';
import type { PublicQuote } from '../../../core/quotes/quote-view.schema';
import { approveQuoteSchema } from '../../../core/quotes/quote.schema';
import { LanguageSwitch } from '../../app/shell/language-switch';
import { ApiError } from '../../lib/api-client';
import { switchLangHref, type Language } from '../../lib/i18n';
import { useServerMessage } from '../../lib/server-message';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Checkbox } from '../../ui/checkbox';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Spinner } from '../../ui/spinner';
import { ContractorBrandBar, FaqsSection, TestimonialsSection } from './customer-page-sections';
import { useApprovePublicQuote, usePublicQuote } from './quote-api';

// Card payments (issue 14): a chunk of their own, fetched only once the quote is approved.
const QuoteCardPayments = lazy(() => import('../payments/quote-card-payments'));
const PAYABLE_STATUSES: PublicQuote['status'][] = ['approved', 'scheduled', 'completed', 'paid', 'converted_to_job'];

export default function PublicQuotePage() {
  const { t } = useTranslation();
  const { token } = useParams<{ token: string }>();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const quote = usePublicQuote(token);

  // The quote's own language is the default; the EN/ES switch (?lang=) overrides it.
  useEffect(() => {
    if (quote.data && !new URLSearchParams(search).get('lang')) navigate(switchLangHref(pathname, search, quote.data.language as Language), { replace: true });
  }, [quote.data, search, pathname, navigate]);

  useEffect(() => {
    document.title = quote.data ? `${t('quotes.number', { number: quote.data.quoteNumber })} · ${quote.data.contractor.businessName}` : t('quotes.public.pageTitle');
  }, [quote.data, t]);

  if (quote.isPending) {
    return <div className="flex min-h-screen items-center justify-center"><Spinner label={t('common.loading')} /></div>;
  }
  if (quote.isError) {
    return (
      <div className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 px-4">
        <div className="self-end"><LanguageSwitch /></div>
        <Card>
          <CardHeader><h1 className="text-xl font-semibold">{t('quotes.public.unavailableTitle')}</h1></CardHeader>
          <CardContent><p>{t('quotes.public.unavailable')}</p></CardContent>
        </Card>
      </div>
    );
  }
  return <QuoteDocument quote={quote.data} token={token} />;
}

function QuoteDocument({ quote, token }: { quote: PublicQuote; token: string }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'es' ? 'es' : 'en') as Language;
  const day = (iso: string) => new Date(iso).toLocaleDateString(lang === 'es' ? 'es-US' : 'en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  const unassigned = quote.lines.filter((l) => !l.runId);
  const lineRow = (l: PublicQuote['lines'][number]) => (
    <li key={l.key} className="flex justify-between gap-4 py-1.5">
      <span>{homeownerLineText(l, lang)}</span>
      <span className="shrink-0 tabular-nums">{formatCents(l.amountCents)}</span>
    </li>
  );

  return (
    <div className="min-h-screen bg-muted/30">
      <ContractorBrandBar contractor={quote.contractor} className="mx-auto max-w-3xl px-4 py-4">
        <LanguageSwitch />
      </ContractorBrandBar>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-6">
        <div>
          <h1 className="text-2xl font-bold">{t('quotes.public.title', { number: quote.quoteNumber, name: quote.customer.name })}</h1>
          <p className="text-sm text-muted-foreground">
            {t('quotes.public.dated', { date: day(quote.createdAt) })}
            {quote.expiresAt && quote.status === 'sent' ? ` · ${t('quotes.public.validUntil', { date: day(quote.expiresAt) })}` : ''}
          </p>
          {quote.customer.address ? <p className="text-sm">{[quote.customer.address, quote.customer.city, quote.customer.state, quote.customer.zipCode].filter(Boolean).join(', ')}</p> : null}
        </div>

        {quote.approval ? (
          <div role="status" className="flex items-start gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-green-950">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>{t('quotes.public.approvedNotice', { name: quote.approval.name, date: day(quote.approval.at) })}</p>
          </div>
        ) : !quote.canApprove ? (
          <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">{t(`quotes.public.statusNotice.${quote.status}`, { defaultValue: t('quotes.public.statusNotice.other') })}</div>
        ) : null}

        {PAYABLE_STATUSES.includes(quote.status) ? <Suspense fallback={null}><QuoteCardPayments token={token} /></Suspense> : null}

        {quote.diagramSvg ? (
          <Card>
            <CardHeader className="pb-2"><CardTitle>{t('quotes.public.drawing')}</CardTitle></CardHeader>
            <CardContent><img alt={t('quotes.public.drawingAlt')} className="max-h-96 w-full object-contain" src={`data:image/svg+xml;utf8,${encodeURIComponent(quote.diagramSvg)}`} /></CardContent>
          </Card>
        ) : null}

        <Card>
          <CardHeader className="pb-2"><CardTitle>{t('quotes.public.whatsIncluded')}</CardTitle></CardHeader>
          <CardContent className="grid gap-4">
            {quote.runs.map((r) => (
              <section key={r.runId} aria-label={r.label}>
                <h2 className="flex justify-between border-b border-border pb-1 font-semibold">
                  <span>{r.label}</span>
                  <span className="tabular-nums">{formatCents(r.amountCents)}</span>
                </h2>
                <ul className="text-sm">{quote.lines.filter((l) => l.runId === r.runId).map(lineRow)}</ul>
              </section>
            ))}
            {unassigned.length ? <ul className="text-sm">{unassigned.map(lineRow)}</ul> : null}
            {quote.runs.length > 1 ? <p className="text-sm text-muted-foreground">{t('quotes.public.perSideNote')}</p> : null}
            <dl className="grid gap-1 border-t border-border pt-3 text-sm">
              {quote.adjustments.map((a, i) => <div key={i} className="flex justify-between"><dt>{a.label}</dt><dd className="tabular-nums">{formatCents(a.amountCents)}</dd></div>)}
              {quote.taxCents ? <div className="flex justify-between"><dt>{t('quotes.public.tax', { rate: quote.taxRatePercent })}</dt><dd className="tabular-nums">{formatCents(quote.taxCents)}</dd></div> : null}
              {quote.shippingCents ? <div className="flex justify-between"><dt>{t('quotes.public.delivery')}</dt><dd className="tabular-nums">{formatCents(quote.shippingCents)}</dd></div> : null}
              <div className="flex justify-between pt-1 text-lg font-bold"><dt>{t('quotes.public.total')}</dt><dd className="tabular-nums">{formatCents(quote.totalCents)}</dd></div>
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="pb-2"><CardTitle>{t('quotes.public.schedule')}</CardTitle></CardHeader>
          <CardContent className="grid gap-2 text-sm">
            <ul className="grid gap-1">
              {quote.paymentSchedule.map((s) => (
                <li key={s.name} className="flex justify-between"><span>{t(`quotes.public.payment.${s.name}`, { percent: s.percent })}</span><span className="tabular-nums">{formatCents(s.amountCents)}</span></li>
              ))}
            </ul>
            {quote.financingUrl ? (
              <p><a href={quote.financingUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline underline-offset-4">{t('quotes.public.financing')}</a></p>
            ) : null}
          </CardContent>
        </Card>

        {quote.notes ? <Card><CardHeader className="pb-2"><CardTitle>{t('quotes.public.notes')}</CardTitle></CardHeader><CardContent className="whitespace-pre-wrap text-sm">{quote.notes}</CardContent></Card> : null}

        {quote.canApprove ? <ApproveForm token={token} businessName={quote.contractor.businessName} /> : null}

        <p>
          <a href={`/api/public/quotes/${token}/pdf`} download className="inline-flex items-center gap-2 text-sm font-medium text-primary underline underline-offset-4">
            <Download aria-hidden="true" className="size-4" />{t('quotes.public.pdf')}
          </a>
        </p>

        <TestimonialsSection testimonials={quote.testimonials} />
        <FaqsSection faqs={quote.faqs} />
      </div>
    </div>
  );
}

function ApproveForm({ token, businessName }: { token: string; businessName: string }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const message = useValidationMessage();
  const approve = useApprovePublicQuote(token);
  const [fullName, setFullName] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ fullName?: string; consent?: string; form?: string }>({});
  const submit = () => {
    const parsed = approveQuoteSchema.safeParse({ fullName, consent });
    if (!parsed.success) {
      const by = (p: string) => parsed.error.issues.find((i) => i.path[0] === p)?.message;
      return setErrors({ fullName: by('fullName'), consent: by('consent') });
    }
    setErrors({});
    approve.mutate(parsed.data, { onError: (e) => setErrors({ form: e instanceof ApiError && e.status === 404 ? t('quotes.public.unavailable') : serverText(e) }) });
  };
  return (
    <Card className="border-primary/40">
      <CardHeader className="pb-2"><CardTitle>{t('quotes.public.approveTitle')}</CardTitle></CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4" onSubmit={(e) => { e.preventDefault(); submit(); }}>
          <FormField label={t('quotes.public.fullName')} error={message(errors.fullName)}>
            <Input value={fullName} onChange={(e) => setFullName(e.target.value)} autoComplete="name" />
          </FormField>
          <div className="grid gap-1">
            <div className="flex items-start gap-3">
              <Checkbox id="approve-consent" checked={consent} onCheckedChange={(v) => setConsent(v === true)} aria-invalid={errors.consent ? true : undefined} aria-describedby={errors.consent ? 'approve-consent-error' : undefined} />
              <label htmlFor="approve-consent" className="text-sm leading-snug">{t('quotes.public.consent', { business: businessName })}</label>
            </div>
            {errors.consent ? <p id="approve-consent-error" className="text-sm text-destructive">{message(errors.consent)}</p> : null}
          </div>
          {errors.form ? <p role="alert" className="text-sm text-destructive">{errors.form}</p> : null}
          <Button type="submit" size="lg" disabled={approve.isPending}>{approve.isPending ? t('quotes.public.approving') : t('quotes.public.approve')}</Button>
        </form>
      </CardContent>
    </Card>
  );
}
