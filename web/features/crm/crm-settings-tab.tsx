// Settings → CRM: the GoHighLevel connection first, then what the sync does with it, one card per concern.
import { CrmConnectionCard } from './crm-connection-card';
import { CustomFieldsSection } from './custom-fields-section';
import { LeadRulesSection } from './lead-rules-section';
import { SmsCampaignsSection } from './sms-campaigns-section';
import { StatusMappingsSection } from './status-mappings-section';
import { SyncLogSection } from './sync-log-section';

export function CrmSettingsTab() {
  return (
    <div className="grid gap-4">
      <CrmConnectionCard />
      <StatusMappingsSection />
      <CustomFieldsSection />
      <LeadRulesSection />
      <SmsCampaignsSection />
      <SyncLogSection />
    </div>
  );
}
