// /customer/quote/{token}/view: the homeowner's quote (SPEC §2, sidebar hidden; DESIGN §3 capability URL). No cost or markup.
import { CheckCircle2, Download } from 'lucide-react';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearch } from 'wouter';
import { formatCents } from '../../../core/money';
import { homeownerLineText } from '../../../core/quotes/homeowner-line-text';
import type { PublicQuote } from '../../../core/quotes/quote-view.schema';
import { LanguageSwitch } from '../../ui/language-switch';
import { lazy } from '../../lib/lazy-page';
import i18n, { isLanguage, loadStrings, switchLangHref, type Language } from '../../lib/i18n';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { ContractorBrandBar, FaqsSection, TestimonialsSection } from './customer-page-sections';
import { usePublicQuote } from './quote-api';
import { QuoteOptionsChooser, withOption } from './public-quote-options';
import { formatDate } from '../../lib/dates';

// Issue 15: the approval form is fetched as it nears the screen (its messages' strings and zod when it is used): on a
// phone it sits below the quote the homeowner came to read, so the quote shows without waiting for it.
const ApproveForm = lazy(() => import('./public-quote-approve-form').then((m) => ({ default: m.ApproveForm })));

/** Renders its children once they are within a screen of the viewport; keeps `minHeight` meanwhile (no layout shift). */
function WhenNear({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '100% 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
  return near ? <Suspense fallback={<div style={{ minHeight }} aria-hidden="true" />}>{children}</Suspense> : placeholder;
}

// Card payments (issue 14): a chunk of their own with their strings, fetched only once the quote is approved.
const QuoteCardPayments = lazy(() =>
  Promise.all([import('../payments/quote-card-payments'), loadStrings(isLanguage(i18n.language) ? i18n.language : 'en', ['cardPayments'])]).then(([m]) => m),
);
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

function QuoteDocument({ quote: served, token }: { quote: PublicQuote; token: string }) {
  const { t, i18n } = useTranslation();
  // Issue 25: with options, the page shows the one the homeowner selects (at first the chosen, else recommended, else first).
  const [optionId, setOptionId] = useState(served.chosenOptionId ?? served.shownOptionId);
  const selectedOption = served.chosenOptionId ?? optionId;
  const quote = withOption(served, selectedOption);
  const option = served.options.find((o) => o.id === selectedOption);
  const lang = (i18n.language === 'es' ? 'es' : 'en') as Language;
  const day = (iso: string) => formatDate(new Date(iso), lang, 'long');
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

        {quote.revisionOfQuoteNumber ? <p className="text-sm text-muted-foreground">{t('signing.revisionOf', { number: quote.revisionOfQuoteNumber })}</p> : null}

        {quote.approval ? (
          <div role="status" className="flex items-start gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-green-950">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-2">
              <p>{t('quotes.public.approvedNotice', { name: quote.approval.name, date: day(quote.approval.at) })}</p>
              {quote.signed ? (
                <>
                  <p className="text-sm">{t('signing.signedVersion', { number: quote.quoteNumber, version: quote.signed.version })}</p>
                  <img alt={t('signing.signatureOf', { name: quote.signed.name })} className="h-16 max-w-full self-start rounded bg-white object-contain p-1" src={`data:image/svg+xml;utf8,${encodeURIComponent(quote.signed.signatureSvg)}`} />
                  <a href={`/api/public/quotes/${token}/signed-pdf`} download className="inline-flex items-center gap-2 text-sm font-medium underline underline-offset-4">
                    <Download aria-hidden="true" className="size-4" />{t('signing.signedPdf')}
                  </a>
                </>
              ) : null}
            </div>
          </div>
        ) : !quote.canApprove ? (
          <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">{t(`quotes.public.statusNotice.${quote.status}`, { defaultValue: t('quotes.public.statusNotice.other') })}</div>
        ) : null}

        {served.options.length ? <QuoteOptionsChooser quote={served} selectedId={selectedOption} onSelect={setOptionId} /> : null}

        {PAYABLE_STATUSES.includes(quote.status) ? <Suspense fallback={null}><QuoteCardPayments token={token} /></Suspense> : null}

        {quote.diagramSvg ? (
          <Card>
            <CardHeader className="pb-2"><CardTitle level="h2">{t('quotes.public.drawing')}</CardTitle></CardHeader>
            <CardContent><img alt={option ? t('quoteOptions.public.drawingAlt', { name: option.name }) : t('quotes.public.drawingAlt')} data-option-id={option?.id} className="max-h-96 w-full object-contain" src={`data:image/svg+xml;utf8,${encodeURIComponent(quote.diagramSvg)}`} /></CardContent>
          </Card>
        ) : null}

        <Card>
          <CardHeader className="pb-2">
            <CardTitle level="h2">{t('quotes.public.whatsIncluded')}</CardTitle>
            {option ? <p className="text-sm text-muted-foreground">{t('quoteOptions.public.showing', { name: option.name })}</p> : null}
          </CardHeader>
          <CardContent className="grid gap-4">
            {quote.runs.map((r) => (
              <section key={r.runId} aria-label={r.label}>
                <h3 className="flex justify-between border-b border-border pb-1 font-semibold">
                  <span>{r.label}</span>
                  <span className="tabular-nums">{formatCents(r.amountCents)}</span>
                </h3>
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
          <CardHeader className="pb-2"><CardTitle level="h2">{t('quotes.public.schedule')}</CardTitle></CardHeader>
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

        {quote.notes ? <Card><CardHeader className="pb-2"><CardTitle level="h2">{t('quotes.public.notes')}</CardTitle></CardHeader><CardContent className="whitespace-pre-wrap text-sm">{quote.notes}</CardContent></Card> : null}

        {quote.canApprove ? (
          <WhenNear minHeight={640}>
            <ApproveForm token={token} contractor={quote.contractor} option={option ? { id: option.id, name: option.name, totalCents: option.totalCents } : undefined} />
          </WhenNear>
        ) : null}

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
