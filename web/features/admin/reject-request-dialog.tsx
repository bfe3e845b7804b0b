import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { rejectRegistrationSchema, type RegistrationRequestView } from '../../../core/admin/admin.schema';
import { listRegistrationRequests, rejectRegistrationRequest } from '../../../core/admin/admin.api';
import { apiCall } from '../../lib/api-contract';
import { useServerMessage } from '../../lib/server-message';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { Textarea } from '../../ui/textarea';
import { toast } from '../../ui/use-toast';

/** Reject a registration request with a note for the other admins (the applicant is not mailed). */
export function RejectRequestDialog({ request, onClose }: { request: RegistrationRequestView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const vm = useValidationMessage();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    setNote('');
    setError(undefined);
  }, [request]);
  const reject = useMutation({
    mutationFn: (body: { note: string }) => apiCall(rejectRegistrationRequest, { params: { id: request!.id }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [listRegistrationRequests.path] });
      toast({ title: t('admin.requests.rejectedTitle'), description: request?.companyName });
      onClose();
    },
    onError: (e) => toast({ title: t('common.error'), description: serverText(e), variant: 'destructive' }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = rejectRegistrationSchema.safeParse({ note });
    setError(parsed.success ? undefined : vm(parsed.error.issues[0]?.message));
    if (parsed.success) reject.mutate(parsed.data);
  };
  return (
    <Dialog open={request != null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('admin.requests.rejectTitle', { name: request?.companyName ?? '' })}</DialogTitle>
          <DialogDescription>{t('admin.requests.rejectDescription')}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={onSubmit}>
          <FormField label={t('admin.requests.noteLabel')} error={error}>
            <Textarea value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="submit" variant="destructive" disabled={reject.isPending}>{t('admin.requests.reject')}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
