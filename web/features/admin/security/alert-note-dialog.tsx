// Acknowledge or resolve a security alert with a note (required; the same rule as the API's core schema).
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { alertNoteSchema, type SecurityAlert } from '../../../../core/security/security.schema';
import { useServerMessage } from '../../../lib/server-message';
import { useValidationMessage } from '../../../lib/validation-message';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Textarea } from '../../../ui/textarea';
import { toast } from '../../../ui/use-toast';
import { useMoveAlert } from './security-api';

export type AlertMove = { alert: SecurityAlert; to: 'acknowledge' | 'resolve' };

export function AlertNoteDialog({ move, onClose }: { move: AlertMove | null; onClose: () => void }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const vm = useValidationMessage();
  const mutation = useMoveAlert();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    setNote('');
    setError(undefined);
  }, [move]);

  const title = move ? t(`admin.security.alerts.type.${move.alert.type}`, { defaultValue: move.alert.type }) : '';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!move) return;
    const parsed = alertNoteSchema.safeParse({ note });
    setError(parsed.success ? undefined : vm(parsed.error.issues[0]?.message));
    if (!parsed.success) return;
    mutation.mutate(
      { alert: move.alert, to: move.to, note: parsed.data.note },
      {
        onSuccess: () => {
          toast({ title: move.to === 'acknowledge' ? t('admin.security.alerts.acknowledgedToast') : t('admin.security.alerts.resolvedToast'), description: title });
          onClose();
        },
        onError: (e) => toast({ title: t('common.error'), description: serverText(e), variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog open={move != null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{move?.to === 'resolve' ? t('admin.security.alerts.resolveTitle', { alert: title }) : t('admin.security.alerts.acknowledgeTitle', { alert: title })}</DialogTitle>
          <DialogDescription>{move?.to === 'resolve' ? t('admin.security.alerts.resolveDescription') : t('admin.security.alerts.acknowledgeDescription')}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={onSubmit}>
          <FormField label={t('admin.security.alerts.note')} error={error}>
            <Textarea value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="submit" disabled={mutation.isPending}>
              {move?.to === 'resolve' ? t('admin.security.alerts.resolve') : t('admin.security.alerts.acknowledge')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
