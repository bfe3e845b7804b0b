// Settings → CRM → Lead rules: who gets a new lead from the CRM and how it is tagged, tried in priority order.
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadRule } from '../../../core/crm/lead-rule.schema';
import { useServerMessage } from '../../lib/server-message';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { SettingsCard } from '../settings/settings-card';
import { useDeleteLeadRule, useLeadRules } from './crm-inbound-api';
import { LeadRuleDialog } from './lead-rule-dialog';

export function LeadRulesSection() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const rules = useLeadRules();
  const remove = useDeleteLeadRule();
  const [editing, setEditing] = useState<LeadRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LeadRule | null>(null);

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

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: t('crm.leadRules.toast.deleted') });
        setDeleting(null);
      },
      onError: (error) => toast({ variant: 'destructive', title: t('common.error'), description: serverText(error) }),
    });

  return (
    <SettingsCard title={t('crm.leadRules.title')} description={t('crm.leadRules.description')}>
      {rules.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : rules.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverText(rules.error, t('crm.leadRules.loadFailed'))}
        </p>
      ) : rules.data.rules.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('crm.leadRules.empty')}</p>
      ) : (
        <ol className="grid gap-2" aria-label={t('crm.leadRules.title')}>
          {rules.data.rules.map((r) => (
            <li key={r.id} className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-md border border-border p-3">
              <span className="mt-0.5 inline-flex min-w-8 justify-center rounded bg-muted px-1.5 text-xs font-semibold tabular-nums" title={t('crm.leadRules.fields.priority')}>
                {r.priority}
              </span>
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  <span className="wrap-anywhere">{r.name}</span>
                  {r.isActive ? null : <Badge variant="secondary">{t('crm.leadRules.off')}</Badge>}
                </span>
                <span className="text-sm text-muted-foreground wrap-anywhere">
                  {t('crm.leadRules.summary.when')} {when(r)}
                </span>
                <span className="text-sm wrap-anywhere">→ {then(r)}</span>
              </div>
              <div className="ml-auto flex gap-1">
                <Button size="sm" variant="outline" onClick={() => setEditing(r)} aria-label={t('crm.leadRules.editNamed', { name: r.name })}>
                  <Pencil aria-hidden="true" />
                  <span className="max-sm:sr-only">{t('crm.leadRules.edit')}</span>
                </Button>
                <Button size="sm" variant="outline" onClick={() => setDeleting(r)} aria-label={t('crm.leadRules.deleteNamed', { name: r.name })}>
                  <Trash2 aria-hidden="true" />
                  <span className="max-sm:sr-only">{t('crm.leadRules.delete')}</span>
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div>
        <Button type="button" variant="secondary" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {t('crm.leadRules.add')}
        </Button>
      </div>
      {editing ? <LeadRuleDialog key={editing === 'new' ? 'new' : editing.id} rule={editing === 'new' ? null : editing} open onOpenChange={(open) => !open && setEditing(null)} /> : null}
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('crm.leadRules.deleteTitle', { name: deleting?.name ?? '' })}</DialogTitle>
            <DialogDescription>{t('crm.leadRules.deleteDescription')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              {t('common.cancel')}
            </Button>
            <Button variant="destructive" disabled={remove.isPending} onClick={confirmDelete}>
              {t('crm.leadRules.delete')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </SettingsCard>
  );
}
