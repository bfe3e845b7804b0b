// /customer/pay/{token}: a milestone's pay link (issue 14), the capability URL reminders and follow-ups carry. The
// contractor's brand, the milestone, "Pay … by card"; in the homeowner's language unless ?lang= says otherwise.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearch } from 'wouter';
import { LanguageSwitch } from '../../ui/language-switch';
import { switchLangHref, type Language } from '../../lib/i18n';
import { Card, CardContent, CardHeader } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { ContractorBrandBar } from '../quotes/customer-page-sections';
import { startPayLinkCheckout } from '../../../core/payments/card-payments.api';
import { apiCall } from '../../lib/api-contract';
import { usePayLink, useStartCheckout } from './card-payment-api';
import { CardPaymentsPanel, type ReturnFromCheckout } from './card-payments-panel';

export default function PayLinkPage() {
  const { t, i18n } = useTranslation();
  const { token } = useParams<{ token: string }>();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const lang = (i18n.language === 'es' ? 'es' : 'en') as Language;
  const { query: view, stillConfirming } = usePayLink(token, params.get('session'), params.get('lang') ? lang : null);
  const start = useStartCheckout((body) => apiCall(startPayLinkCheckout, { params: { token }, body: { lang: body.lang } }));
  const [pending, setPending] = useState<string | null>(null);
  const returned = (['success', 'cancel'].includes(params.get('checkout') ?? '') ? params.get('checkout') : null) as ReturnFromCheckout;

  // The homeowner's language is the default; the EN/ES switch (?lang=) overrides it.
  const langInAddress = params.get('lang');
  useEffect(() => {
    if (view.data && !langInAddress) navigate(switchLangHref(pathname, search, view.data.language), { replace: true });
  }, [view.data, langInAddress, search, pathname, navigate]);

  useEffect(() => {
    document.title = view.data ? t('cardPayments.payPage.documentTitle', { business: view.data.contractor.businessName }) : t('cardPayments.payPage.title');
  }, [view.data, t]);

  if (view.isPending) return <div className="flex min-h-screen items-center justify-center"><Spinner label={t('common.loading')} /></div>;
  if (view.isError) {
    return (
      <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 px-4">
        <div className="self-end"><LanguageSwitch /></div>
        <Card>
          <CardHeader><h1 className="text-xl font-semibold">{t('cardPayments.payPage.unavailableTitle')}</h1></CardHeader>
          <CardContent><p>{t('cardPayments.payPage.unavailable')}</p></CardContent>
        </Card>
      </main>
    );
  }
  const data = view.data;
  return (
    <div className="min-h-screen bg-muted/30">
      <ContractorBrandBar contractor={data.contractor} className="mx-auto max-w-xl px-4 py-4">
        <LanguageSwitch />
      </ContractorBrandBar>
      <main className="mx-auto grid max-w-xl gap-4 px-4 py-6">
        <div>
          <h1 className="text-2xl font-bold">{t('cardPayments.payPage.heading', { number: data.jobNumber })}</h1>
          {data.customerName ? <p className="text-sm text-muted-foreground">{t('cardPayments.payPage.forCustomer', { name: data.customerName })}</p> : null}
        </div>
        {data.enabled ? (
          <CardPaymentsPanel
            data={data}
            returned={returned}
            stillConfirming={stillConfirming}
            pendingItem={pending}
            error={start.error}
            onPay={(item) => {
              setPending(item.milestoneId ?? 'deposit');
              start.mutate({ lang }, { onError: () => setPending(null) });
            }}
          />
        ) : (
          <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">{t('cardPayments.payPage.notOnline', { business: data.contractor.businessName })}</p>
        )}
      </main>
    </div>
  );
}
