// Settings → CRM → Lead rules: who gets a new lead from the CRM and how it is tagged, tried in priority order.
import { useTranslation } from 'react-i18next';
import type { LeadRule } from '../../../core/crm/lead-rule.schema';
import { Badge } from '../../ui/badge';
import { useDeleteLeadRule, useLeadRules } from './crm-inbound-api';
import { CrmListSection } from './crm-list-section';
import { LeadRuleDialog } from './lead-rule-dialog';

export function LeadRulesSection() {
  const { t } = useTranslation();
  const rules = useLeadRules();
  const remove = useDeleteLeadRule();

  const when = (r: LeadRule) => {
    const parts: string[] = [];
    const { zip, fenceTypes, sources, tags } = r.conditions;
    if (zip.mode === 'list') parts.push(t('crm.leadRules.summary.zips', { zips: zip.zips.join(', ') }));
    if (zip.mode === 'service_areas') parts.push(t('crm.leadRules.summary.serviceAreas'));
    if (fenceTypes.length) parts.push(fenceTypes.map((f) => t(`crm.leadRules.fenceTypes.${f}`)).join(' / '));
    if (sources.length) parts.push(t('crm.leadRules.summary.sources', { sources: sources.join(', ') }));
    if (tags.length) parts.push(t('crm.leadRules.summary.tags', { tags: tags.join(', ') }));
    return parts.length ? parts.join(' · ') : t('crm.leadRules.summary.everyLead');
  };
  const then = (r: LeadRule) => {
    const { assignTo, addTags, pipeline } = r.actions;
    return [
      assignTo ? t('crm.leadRules.summary.assign', { name: assignTo.name || assignTo.userId }) : null,
      addTags.length ? t('crm.leadRules.summary.addTags', { tags: addTags.join(', ') }) : null,
      pipeline ? t('crm.leadRules.summary.pipeline', { pipeline: pipeline.pipelineName || pipeline.pipelineId, stage: pipeline.stageName || pipeline.stageId }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  };

  return (
    <CrmListSection
      prefix="crm.leadRules"
      query={rules}
      items={(data) => data.rules}
      remove={remove}
      name={(r) => r.name}
      ordered
      row={(r) => ({
        leading: (
          <span className="mt-0.5 inline-flex min-w-8 justify-center rounded bg-muted px-1.5 text-xs font-semibold tabular-nums" title={t('crm.leadRules.fields.priority')}>
            {r.priority}
          </span>
        ),
        heading: (
          <>
            <span className="wrap-anywhere">{r.name}</span>
            {r.isActive ? null : <Badge variant="secondary">{t('crm.leadRules.off')}</Badge>}
          </>
        ),
        details: (
          <>
            <span className="text-sm text-muted-foreground wrap-anywhere">
              {t('crm.leadRules.summary.when')} {when(r)}
            </span>
            <span className="text-sm wrap-anywhere">→ {then(r)}</span>
          </>
        ),
      })}
      dialog={(rule, onOpenChange) => <LeadRuleDialog rule={rule} open onOpenChange={onOpenChange} />}
    />
  );
}
