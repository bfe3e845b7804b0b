import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { ContractorsTable } from './contractors-table';
import { NewContractorDialog } from './new-contractor-dialog';
import { RegistrationRequestsList } from './registration-requests-list';
import { SECURITY_VIEWS, SecurityTab, type SecurityView } from './security/security-tab';
import { useDocumentTitle } from '../../lib/document-title';
import { SystemSettingsTab } from './system-settings-form';
import { CatalogueTab } from './catalogue-tab';

const TABS = ['contractors', 'requests', 'settings', 'catalogue', 'security'] as const;
type AdminTab = (typeof TABS)[number];

/** /admin — contractor management (SPEC §2: ?tab=contractors&action=new opens the new-contractor flow). */
export default function AdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.title'));
  const [pathname, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const tabParam = params.get('tab');
  const tab: AdminTab = TABS.includes(tabParam as AdminTab) ? (tabParam as AdminTab) : 'contractors';
  const creating = tab === 'contractors' && params.get('action') === 'new';
  const securityView = (SECURITY_VIEWS as readonly string[]).includes(params.get('view') ?? '') ? (params.get('view') as SecurityView) : 'alerts';

  const setParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const qs = next.toString();
    navigate(`${pathname}${qs ? `?${qs}` : ''}`, { replace: true });
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader
        title={t('admin.title')}
        description={t('admin.subtitle')}
        actions={
          <Button onClick={() => setParams({ tab: 'contractors', action: 'new' })}>
            <UserPlus aria-hidden="true" />
            {t('nav.createContractor')}
          </Button>
        }
      />
      <Tabs value={tab} onValueChange={(value) => setParams({ tab: value, action: null, view: null })}>
        <TabsList className="h-auto max-w-full flex-wrap justify-start">
          <TabsTrigger value="contractors">{t('admin.tabContractors')}</TabsTrigger>
          <TabsTrigger value="requests">{t('admin.tabRequests')}</TabsTrigger>
          <TabsTrigger value="settings">{t('admin.tabSettings')}</TabsTrigger>
          <TabsTrigger value="catalogue">{t('admin.tabCatalogue')}</TabsTrigger>
          <TabsTrigger value="security">{t('admin.tabSecurity')}</TabsTrigger>
        </TabsList>
        <TabsContent value="contractors">
          <ContractorsTable />
        </TabsContent>
        <TabsContent value="requests">
          <RegistrationRequestsList />
        </TabsContent>
        <TabsContent value="settings">
          <SystemSettingsTab />
        </TabsContent>
        <TabsContent value="catalogue">
          <CatalogueTab />
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab view={securityView} onViewChange={(view) => setParams({ view })} />
        </TabsContent>
      </Tabs>
      <NewContractorDialog open={creating} onOpenChange={(open) => setParams({ action: open ? 'new' : null })} />
    </div>
  );
}
