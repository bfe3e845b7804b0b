// Settings → CRM: the GoHighLevel connection first, then what the sync does with it, one card per concern.
import { CrmConnectionCard } from './crm-connection-card';
import { LeadRulesSection } from './lead-rules-section';
import { SmsCampaignsSection } from './sms-campaigns-section';

export function CrmSettingsTab() {
  return (
    <div className="grid gap-4">
      <CrmConnectionCard />
      {/* Status mappings section (crm-map): quote and job statuses → pipeline stage and opportunity status. */}
      {/* Custom field mappings section (crm-map): Picket fields → CRM custom fields with format rules. */}
      <LeadRulesSection />
      <SmsCampaignsSection />
      {/* Sync log section (crm-out): what went where, when, what failed, retry. */}
    </div>
  );
}
