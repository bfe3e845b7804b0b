import { Plus, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { ContractorsTable } from './contractors-table';
import { NewContractorDialog } from './new-contractor-dialog';
import { RegistrationRequestsList } from './registration-requests-list';
import { SECURITY_VIEWS, SecurityTab, type SecurityView } from './security/security-tab';
import { useDocumentTitle } from '../../lib/document-title';
import { SystemSettingsTab } from './system-settings-form';
import { CatalogueTab } from './catalogue-tab';

const SECTIONS = ['contractors', 'requests', 'settings', 'catalogue', 'security'] as const;
type AdminSection = (typeof SECTIONS)[number];

/**
 * /admin — the admin area (SPEC §2: ?tab=contractors&action=new opens the new-contractor flow). Issue 21 item 8: the
 * section comes from the shell's one admin navigation (web/app/shell/admin-nav.tsx); each has its own title,
 * description and action, and the page keeps no tab strip of its own.
 */
export default function AdminPage({ catalogueExtra }: { catalogueExtra?: ReactNode } = {}) {
  const { t } = useTranslation();
  const [pathname, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const tabParam = params.get('tab');
  const section: AdminSection = SECTIONS.includes(tabParam as AdminSection) ? (tabParam as AdminSection) : 'contractors';
  const action = params.get('action');
  const creating = section === 'contractors' && action === 'new';
  const addingStyle = section === 'catalogue' && action === 'new-style';
  const securityView = (SECURITY_VIEWS as readonly string[]).includes(params.get('view') ?? '') ? (params.get('view') as SecurityView) : 'alerts';
  const title = t(`admin.sections.${section}.title`);
  useDocumentTitle(title);

  const setParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const qs = next.toString();
    navigate(`${pathname}${qs ? `?${qs}` : ''}`, { replace: true });
  };

  const actions: Partial<Record<AdminSection, ReactNode>> = {
    contractors: (
      <Button onClick={() => setParams({ tab: 'contractors', action: 'new' })}>
        <UserPlus aria-hidden="true" />
        {t('nav.createContractor')}
      </Button>
    ),
    catalogue: (
      <Button onClick={() => setParams({ action: 'new-style' })}>
        <Plus aria-hidden="true" />
        {t('admin.catalogue.addStyle')}
      </Button>
    ),
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader title={title} description={t(`admin.sections.${section}.description`)} actions={actions[section]} className="mb-0" />
      {section === 'contractors' ? <ContractorsTable /> : null}
      {section === 'requests' ? <RegistrationRequestsList /> : null}
      {section === 'settings' ? <SystemSettingsTab /> : null}
      {section === 'catalogue' ? <CatalogueTab addingStyle={addingStyle} onAddingStyleChange={(open) => setParams({ action: open ? 'new-style' : null })} /> : null}
      {section === 'catalogue' ? catalogueExtra : null}
      {section === 'security' ? <SecurityTab view={securityView} onViewChange={(view) => setParams({ view })} /> : null}
      <NewContractorDialog open={creating} onOpenChange={(open) => setParams({ tab: 'contractors', action: open ? 'new' : null })} />
    </div>
  );
}
