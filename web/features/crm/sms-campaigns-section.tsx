// Settings → CRM → SMS campaigns: texts sent through GoHighLevel after a quote or job reaches a step.
import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { splitDelay } from '../../../core/crm/campaign.schema';
import { Badge } from '../../ui/badge';
import { CampaignDialog } from './campaign-dialog';
import { useDeleteCampaign, useSmsCampaigns } from './crm-inbound-api';
import { CrmListSection } from './crm-list-section';

export function SmsCampaignsSection() {
  const { t } = useTranslation();
  const campaigns = useSmsCampaigns();
  const remove = useDeleteCampaign();

  const delayText = (minutes: number) => {
    if (minutes === 0) return t('crm.campaigns.immediately');
    const { value, unit } = splitDelay(minutes);
    return t(`crm.campaigns.after.${unit}`, { count: value });
  };

  return (
    <CrmListSection
      prefix="crm.campaigns"
      query={campaigns}
      items={(data) => data.campaigns}
      remove={remove}
      name={(c) => c.name}
      row={(c) => ({
        leading: <MessageSquareText className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />,
        heading: (
          <>
            <span className="wrap-anywhere">{c.name}</span>
            <Badge variant={c.isActive ? 'success' : 'secondary'}>{c.isActive ? t('crm.campaigns.active') : t('crm.campaigns.paused')}</Badge>
          </>
        ),
        details: (
          <>
            <span className="text-sm text-muted-foreground">
              {t(`crm.campaigns.triggers.${c.triggerEvent}`)} · {delayText(c.delayMinutes)}
            </span>
            <span className="text-xs text-muted-foreground">{t('crm.campaigns.counts', { pending: c.pending, sent: c.sent })}</span>
          </>
        ),
      })}
      // The texts still waiting to go out are dropped with the campaign.
      deleteDescription={(c) => t('crm.campaigns.deleteDescription', { count: c?.pending ?? 0 })}
      dialog={(campaign, onOpenChange) => <CampaignDialog campaign={campaign} open onOpenChange={onOpenChange} />}
    />
  );
}
