// "Change password" from the profile menu or the More sheet, for every signed-in user (issue 13 item 2): the current
// password, a new one twice. The server ends every other session and audits the change.
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema, type ChangePasswordInput } from '../../../core/auth/change-password.schema';
import type { ShellDialogProps } from '../../lib/shell-dialogs';
import { changePassword } from '../../../core/auth/auth.api';
import { ApiError } from '../../lib/api-client';
import { apiCall } from '../../lib/api-contract';
import { useServerMessage } from '../../lib/server-message';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { toast } from '../../ui/use-toast';

type Errors = { currentPassword?: string; newPassword?: string; confirm?: string };

export function ChangePasswordDialog({ open, onOpenChange }: ShellDialogProps) {
  const { t } = useTranslation();
  const vm = useValidationMessage();
  const serverText = useServerMessage();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: (body: ChangePasswordInput) => apiCall(changePassword, { body }),
    onSuccess: () => {
      toast({ title: t('accounts.change.doneTitle'), description: t('accounts.change.doneBody') });
      onOpenChange(false);
    },
    onError: (error) => {
      const field = error instanceof ApiError ? error.errors?.find((e) => e.path === 'currentPassword' || e.path === 'newPassword') : undefined;
      if (field) setErrors({ [field.path]: serverText(field) });
      else toast({ title: t('common.error'), description: serverText(error), variant: 'destructive' });
    },
  });
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordSchema.safeParse(values);
    const next: Errors = {};
    // The one message of this schema no public form shows: worded in this dialog's section, not in the shared validation strings.
    const say = (path: keyof Errors, message: string) => (path === 'currentPassword' && !values.currentPassword ? t('accounts.change.currentRequired') : vm(message));
    if (!parsed.success) for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= say(issue.path[0] as keyof Errors, issue.message);
    if (!next.newPassword && values.confirm !== values.newPassword) next.confirm = t('accounts.set.mismatch');
    setErrors(next);
    if (parsed.success && !next.confirm) save.mutate(parsed.data);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('accounts.change.title')}</DialogTitle>
          <DialogDescription>{t('accounts.change.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={onSubmit}>
          <FormField label={t('accounts.change.current')} error={errors.currentPassword}>
            <Input type="password" autoComplete="current-password" value={values.currentPassword} onChange={set('currentPassword')} />
          </FormField>
          <FormField label={t('accounts.set.newPassword')} error={errors.newPassword} hint={t('accounts.set.rule')}>
            <Input type="password" autoComplete="new-password" value={values.newPassword} onChange={set('newPassword')} />
          </FormField>
          <FormField label={t('accounts.set.confirmPassword')} error={errors.confirm}>
            <Input type="password" autoComplete="new-password" value={values.confirm} onChange={set('confirm')} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
            <Button type="submit" disabled={save.isPending}>{save.isPending ? t('accounts.set.saving') : t('accounts.change.submit')}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
