// Settings → CRM → SMS campaigns: texts sent through GoHighLevel after a quote or job reaches a step.
import { MessageSquareText, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitDelay, type SmsCampaign } from '../../../core/crm/campaign.schema';
import { useServerMessage } from '../../lib/server-message';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { SettingsCard } from '../settings/settings-card';
import { CampaignDialog } from './campaign-dialog';
import { useDeleteCampaign, useSmsCampaigns } from './crm-inbound-api';

export function SmsCampaignsSection() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const campaigns = useSmsCampaigns();
  const remove = useDeleteCampaign();
  const [editing, setEditing] = useState<SmsCampaign | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SmsCampaign | null>(null);

  const delayText = (minutes: number) => {
    if (minutes === 0) return t('crm.campaigns.immediately');
    const { value, unit } = splitDelay(minutes);
    return t(`crm.campaigns.after.${unit}`, { count: value });
  };

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: t('crm.campaigns.toast.deleted') });
        setDeleting(null);
      },
      onError: (error) => toast({ variant: 'destructive', title: t('common.error'), description: serverText(error) }),
    });

  return (
    <SettingsCard title={t('crm.campaigns.title')} description={t('crm.campaigns.description')}>
      {campaigns.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : campaigns.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverText(campaigns.error, t('crm.campaigns.loadFailed'))}
        </p>
      ) : campaigns.data.campaigns.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('crm.campaigns.empty')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('crm.campaigns.title')}>
          {campaigns.data.campaigns.map((c) => (
            <li key={c.id} className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-md border border-border p-3">
              <MessageSquareText className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  <span className="wrap-anywhere">{c.name}</span>
                  <Badge variant={c.isActive ? 'success' : 'secondary'}>{c.isActive ? t('crm.campaigns.active') : t('crm.campaigns.paused')}</Badge>
                </span>
                <span className="text-sm text-muted-foreground">
                  {t(`crm.campaigns.triggers.${c.triggerEvent}`)} · {delayText(c.delayMinutes)}
                </span>
                <span className="text-xs text-muted-foreground">{t('crm.campaigns.counts', { pending: c.pending, sent: c.sent })}</span>
              </div>
              <div className="ml-auto flex gap-1">
                <Button size="sm" variant="outline" onClick={() => setEditing(c)} aria-label={t('crm.campaigns.editNamed', { name: c.name })}>
                  <Pencil aria-hidden="true" />
                  <span className="max-sm:sr-only">{t('crm.campaigns.edit')}</span>
                </Button>
                <Button size="sm" variant="outline" onClick={() => setDeleting(c)} aria-label={t('crm.campaigns.deleteNamed', { name: c.name })}>
                  <Trash2 aria-hidden="true" />
                  <span className="max-sm:sr-only">{t('crm.campaigns.delete')}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button type="button" variant="secondary" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {t('crm.campaigns.add')}
        </Button>
      </div>
      {editing ? <CampaignDialog key={editing === 'new' ? 'new' : editing.id} campaign={editing === 'new' ? null : editing} open onOpenChange={(open) => !open && setEditing(null)} /> : null}
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('crm.campaigns.deleteTitle', { name: deleting?.name ?? '' })}</DialogTitle>
            <DialogDescription>{t('crm.campaigns.deleteDescription', { count: deleting?.pending ?? 0 })}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              {t('common.cancel')}
            </Button>
            <Button variant="destructive" disabled={remove.isPending} onClick={confirmDelete}>
              {t('crm.campaigns.delete')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </SettingsCard>
  );
}
