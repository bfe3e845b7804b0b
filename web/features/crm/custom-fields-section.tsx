// Settings → CRM → Custom fields: which Picket value goes into which GoHighLevel custom field, and how it is written
// (a format rule, SPEC §5: up to 500 characters, previewed on a sample customer before it is saved).
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMapping } from '../../../core/crm/field-mapping.schema';
import { useServerMessage } from '../../lib/server-message';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { SettingsCard } from '../settings/settings-card';
import { useDeleteFieldMapping, useFieldMappings } from './crm-mappings-api';
import { FieldMappingDialog } from './field-mapping-dialog';

export function CustomFieldsSection() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const mappings = useFieldMappings();
  const remove = useDeleteFieldMapping();
  const [editing, setEditing] = useState<FieldMapping | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FieldMapping | null>(null);

  const fieldName = (m: FieldMapping) => t(`crm.fieldMappings.picketFields.${m.picketField}`);
  const crmName = (m: FieldMapping) => m.ghlFieldName || m.ghlFieldId;

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: t('crm.fieldMappings.toast.deleted') });
        setDeleting(null);
      },
      onError: (error) => toast({ variant: 'destructive', title: t('common.error'), description: serverText(error) }),
    });

  return (
    <SettingsCard title={t('crm.fieldMappings.title')} description={t('crm.fieldMappings.description')}>
      {mappings.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : mappings.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverText(mappings.error, t('crm.fieldMappings.loadFailed'))}
        </p>
      ) : mappings.data.mappings.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('crm.fieldMappings.empty')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('crm.fieldMappings.title')}>
          {mappings.data.mappings.map((m) => (
            <li key={m.id} className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-md border border-border p-3">
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  <span className="wrap-anywhere">{fieldName(m)}</span>
                  <span aria-hidden="true">→</span>
                  <span className="sr-only">{t('crm.fieldMappings.goesTo')}</span>
                  <span className="wrap-anywhere">{crmName(m)}</span>
                  <Badge variant="secondary">{t(`crm.fieldMappings.models.${m.ghlFieldModel}`)}</Badge>
                </span>
                <span className="text-sm text-muted-foreground wrap-anywhere">
                  {m.formatRule ? t('crm.fieldMappings.ruleSummary', { rule: m.formatRule }) : t('crm.fieldMappings.noRule')}
                </span>
              </div>
              <div className="ml-auto flex gap-1">
                <Button size="sm" variant="outline" onClick={() => setEditing(m)} aria-label={t('crm.fieldMappings.editNamed', { name: crmName(m) })}>
                  <Pencil aria-hidden="true" />
                  <span className="max-sm:sr-only">{t('crm.fieldMappings.edit')}</span>
                </Button>
                <Button size="sm" variant="outline" onClick={() => setDeleting(m)} aria-label={t('crm.fieldMappings.deleteNamed', { name: crmName(m) })}>
                  <Trash2 aria-hidden="true" />
                  <span className="max-sm:sr-only">{t('crm.fieldMappings.delete')}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button type="button" variant="secondary" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {t('crm.fieldMappings.add')}
        </Button>
      </div>
      {editing ? (
        <FieldMappingDialog
          key={editing === 'new' ? 'new' : editing.id}
          mapping={editing === 'new' ? null : editing}
          taken={mappings.data?.mappings.filter((m) => editing === 'new' || m.id !== editing.id).map((m) => m.ghlFieldId) ?? []}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      ) : null}
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('crm.fieldMappings.deleteTitle', { name: deleting ? crmName(deleting) : '' })}</DialogTitle>
            <DialogDescription>{t('crm.fieldMappings.deleteDescription')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              {t('common.cancel')}
            </Button>
            <Button variant="destructive" disabled={remove.isPending} onClick={confirmDelete}>
              {t('crm.fieldMappings.delete')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </SettingsCard>
  );
}
