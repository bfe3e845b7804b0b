import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { newContractorSchema, type NewContractorInput } from '../../../core/admin/admin.schema';
import { createAdminContractor } from '../../../core/admin/admin.api';
import { apiCall } from '../../lib/api-contract';
import { useServerMessage } from '../../lib/server-message';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { toast } from '../../ui/use-toast';
import { ADMIN_CONTRACTORS_KEY } from './contractors-table';

const EMPTY: NewContractorInput = { email: '', firstName: '', lastName: '', businessName: '', password: '' };

/** New contractor account (POST /api/admin/contractors); onboarding starts incomplete. */
export function NewContractorDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const vm = useValidationMessage();
  const queryClient = useQueryClient();
  const form = useForm<NewContractorInput>({ resolver: zodResolver(newContractorSchema), defaultValues: EMPTY });
  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open, form]);
  const create = useMutation({
    mutationFn: (input: NewContractorInput) => apiCall(createAdminContractor, { body: input }),
    onSuccess: (_data, input) => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_CONTRACTORS_KEY });
      toast({ title: t('admin.created'), description: t('admin.createdBody', { name: input.businessName }) });
      onOpenChange(false);
    },
    onError: (error) => toast({ title: t('common.error'), description: serverText(error), variant: 'destructive' }),
  });
  const errors = form.formState.errors;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('nav.createContractor')}</DialogTitle>
          <DialogDescription>{t('admin.newDescription')}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => create.mutate(values))}>
          <FormField label={t('admin.businessName')} error={vm(errors.businessName?.message)}>
            <Input autoComplete="organization" {...form.register('businessName')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('admin.firstName')} error={vm(errors.firstName?.message)}>
              <Input {...form.register('firstName')} />
            </FormField>
            <FormField label={t('admin.lastName')} error={vm(errors.lastName?.message)}>
              <Input {...form.register('lastName')} />
            </FormField>
          </div>
          <FormField label={t('admin.email')} error={vm(errors.email?.message)}>
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </FormField>
          <FormField label={t('admin.password')} error={vm(errors.password?.message)} hint={t('admin.passwordHint')}>
            <Input type="password" autoComplete="new-password" {...form.register('password')} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('admin.creating') : t('admin.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
