// The new/edit dialog every CRM settings list shares (lead rule, SMS campaign, field mapping): its frame (title by
// whether an item is edited, description, form, Cancel / Save) and its save (toast, close, errors under their fields).
// The words come from the list's i18n prefix, as in crm-list-section.
import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { useServerMessage } from '../../lib/server-message';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { toast } from '../../ui/use-toast';

type SaveMutation<Body, Result> = UseMutationResult<Result, Error, { id?: string; body: Body }>;

/**
 * The form's submit handler for `save`: creates (no id) or updates, says so and closes; on failure puts the server's
 * field errors under their fields (`showFieldErrors`) and toasts the reason, worded by `errorText` (default: the server's).
 * Reads `<prefix>.toast.created`, `.updated` and `.saveFailed`.
 */
export function useCrmSave<Body, Result>(
  save: SaveMutation<Body, Result>,
  {
    prefix,
    id,
    close,
    showFieldErrors,
    errorText,
  }: { prefix: string; id: string | undefined; close: () => void; showFieldErrors: (error: Error) => void; errorText?: (error: Error, fallback: string) => string },
) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  return (body: Body) =>
    save.mutate(
      { id, body },
      {
        onSuccess: () => {
          toast({ title: id ? t(`${prefix}.toast.updated`) : t(`${prefix}.toast.created`) });
          close();
        },
        onError: (error) => {
          showFieldErrors(error);
          const fallback = t(`${prefix}.toast.saveFailed`);
          toast({ variant: 'destructive', title: t('common.error'), description: errorText ? errorText(error, fallback) : serverText(error, fallback) });
        },
      },
    );
}

/** Reads `<prefix>.editTitle` / `.newTitle`, `.dialogDescription`, `.save` and `.saving`. */
export function CrmEditDialog({
  prefix,
  editing,
  open,
  onOpenChange,
  onSubmit,
  pending,
  className,
  formClassName = 'grid gap-5',
  children,
}: {
  prefix: string;
  /** An existing item is edited (else a new one is made). */
  editing: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The save request runs: Save is disabled and says "Saving...". */
  pending: boolean;
  /** The dialog's width (`max-w-2xl`). */
  className?: string;
  formClassName?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={cn('max-h-[92vh] overflow-y-auto', className)}>
        <DialogHeader>
          <DialogTitle>{editing ? t(`${prefix}.editTitle`) : t(`${prefix}.newTitle`)}</DialogTitle>
          <DialogDescription>{t(`${prefix}.dialogDescription`)}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className={formClassName}>
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t(`${prefix}.saving`) : t(`${prefix}.save`)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
