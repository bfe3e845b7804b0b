import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Mail } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { Button } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { ShortLinkCard } from '../layout-editor/components/short-link-card';
import { BusinessForm } from './business-form';
import { CustomerPageForm } from './customer-page-form';
import { PaymentsForm } from './payments-form';
import { StripeConnectCard } from '../payments/stripe-connect-card';
import { PricingForm } from './pricing-form';
import { useSettings } from './settings-api';
import { useServerMessage } from '../../lib/server-message';
import { DataExportCard } from './data-export-card';
import { CloseAccountCard } from './close-account-card';

const SuppliersTab = lazy(() => import('./suppliers/suppliers-tab').then((m) => ({ default: m.SuppliersTab })));

// The CRM tab (connection, mappings, lead rules, campaigns) is a chunk of its own, fetched when the tab is opened;
// so is the Follow-ups form.
const CrmSettingsTab = lazy(() => import('../crm/crm-settings-tab').then((m) => ({ default: m.CrmSettingsTab })));
const AccountingSettingsTab = lazy(() => import('../accounting/accounting-settings-tab').then((m) => ({ default: m.AccountingSettingsTab })));
const AssemblySettingsForm = lazy(() => import('../materials/assembly-settings-form').then((m) => ({ default: m.AssemblySettingsForm })));
const FollowUpSettingsForm = lazy(() => import('../follow-ups/follow-up-settings-form').then((m) => ({ default: m.FollowUpSettingsForm })));

const TABS = ['business', 'pricing', 'materials', 'suppliers', 'payments', 'follow-ups', 'customer-page', 'quote-link', 'crm', 'accounting', 'data'] as const;
type SettingsTab = (typeof TABS)[number];
const tabLabelKey: Record<SettingsTab, string> = {
  business: 'settings.tabs.business',
  pricing: 'settings.tabs.pricing',
  materials: 'materials.settings.title',
  suppliers: 'suppliers.tab',
  payments: 'settings.tabs.payments',
  'follow-ups': 'settings.tabs.followUps',
  'customer-page': 'settings.tabs.customerPage',
  'quote-link': 'settings.tabs.quoteLink',
  crm: 'settings.tabs.crm',
  accounting: 'settings.tabs.accounting',
  data: 'imports.data.tab',
};

/** /contractor/settings and /settings (SPEC §2): business, pricing, payment rules, customer page content and the quote link. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const [pathname, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const tabParam = params.get('tab');
  const tab: SettingsTab = TABS.includes(tabParam as SettingsTab) ? (tabParam as SettingsTab) : 'business';
  const settings = useSettings();

  // The tab lives in the address so a reload or a shared link opens the same tab (?lang= is kept).
  const selectTab = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', value);
    navigate(`${pathname}?${next.toString()}`, { replace: true });
  };

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-2">
      <PageHeader
        title={t('settings.title')}
        description={t('settings.lead')}
        className="mb-2"
        actions={<Link href="/outbox" className="inline-flex min-h-9 items-center gap-2 rounded-md border border-border px-3 text-sm font-medium hover:bg-muted"><Mail aria-hidden="true" className="size-4" />{t('outbox.title')}</Link>}
      />
      {settings.isPending ? (
        <Spinner label={t('common.loading')} className="text-muted-foreground" />
      ) : settings.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-md border border-destructive/40 p-4">
          <p className="text-destructive">{serverText(settings.error, t('settings.loadFailed'))}</p>
          <Button variant="outline" onClick={() => void settings.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <Tabs value={tab} onValueChange={selectTab}>
          <TabsList className="h-auto w-full flex-wrap justify-start sm:w-auto">
            {TABS.map((value) => (
              <TabsTrigger key={value} value={value} className="min-h-9 flex-1 sm:flex-none">
                {t(tabLabelKey[value])}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* Force-mounted so unsaved edits survive switching tabs; each tab saves on its own. */}
          <TabsContent value="business" forceMount className="data-[state=inactive]:hidden">
            <BusinessForm initial={settings.data.business} email={settings.data.email} />
          </TabsContent>
          <TabsContent value="pricing" forceMount className="data-[state=inactive]:hidden">
            <PricingForm initial={settings.data.pricing} />
          </TabsContent>
          <TabsContent value="materials" className="data-[state=inactive]:hidden">
            {tab === 'materials' ? (
              <Suspense fallback={<Spinner label={t('common.loading')} className="text-muted-foreground" />}>
                <AssemblySettingsForm />
              </Suspense>
            ) : null}
          </TabsContent>
          <TabsContent value="suppliers">
            <Suspense fallback={<Spinner label={t('common.loading')} className="text-muted-foreground" />}>
              <SuppliersTab />
            </Suspense>
          </TabsContent>
          <TabsContent value="payments" forceMount className="data-[state=inactive]:hidden">
            <div className="grid gap-4">
              <StripeConnectCard />
              <PaymentsForm initial={settings.data.payments} />
            </div>
          </TabsContent>
          <TabsContent value="follow-ups" className="data-[state=inactive]:hidden">
            {tab === 'follow-ups' ? (
              <Suspense fallback={<Spinner label={t('common.loading')} className="text-muted-foreground" />}>
                <FollowUpSettingsForm />
              </Suspense>
            ) : null}
          </TabsContent>
          <TabsContent value="customer-page" forceMount className="data-[state=inactive]:hidden">
            <CustomerPageForm initial={settings.data.customerPage} />
          </TabsContent>
          <TabsContent value="quote-link">
            <ShortLinkCard />
          </TabsContent>
          <TabsContent value="crm">
            <Suspense fallback={<Spinner label={t('common.loading')} className="text-muted-foreground" />}>
              <CrmSettingsTab />
            </Suspense>
          </TabsContent>
          <TabsContent value="accounting">
            <Suspense fallback={<Spinner label={t('common.loading')} className="text-muted-foreground" />}>
              <AccountingSettingsTab />
            </Suspense>
          </TabsContent>
          <TabsContent value="data" className="grid gap-4">
            <DataExportCard />
            <CloseAccountCard />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
