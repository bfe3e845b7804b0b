// The customer page's notes, editable in place: a gate code or "dog in the yard" is jotted down on site, on a phone,
// without opening the whole customer form. Same rule as the form (core notesField: at most 2000 characters).
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notesField, type Customer } from '../../../core/customers/customer.schema';
import { useServerMessage } from '../../lib/server-message';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import { Textarea } from '../../ui/textarea';
import { toast } from '../../ui/use-toast';
import { useUpdateCustomer } from './customer-api';

export function CustomerNotesCard({ customer }: { customer: Pick<Customer, 'id' | 'notes'> }) {
  const { t } = useTranslation();
  const vm = useValidationMessage();
  const serverText = useServerMessage();
  const update = useUpdateCustomer(customer.id);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const editing = draft !== null;

  const save = () => {
    const parsed = notesField.safeParse(draft ?? '');
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    update.mutate(
      { notes: parsed.data || null },
      {
        onSuccess: () => {
          toast({ title: t('customers.notes.saved') });
          setDraft(null);
        },
        // The text stays in the box so nothing typed is lost.
        onError: (e) => toast({ variant: 'destructive', title: t('customers.toast.errorTitle'), description: serverText(e) }),
      },
    );
  };

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle>{t('customers.detail.notes')}</CardTitle>
        {editing ? null : (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setError(undefined);
              setDraft(customer.notes ?? '');
            }}
          >
            <Pencil aria-hidden="true" />
            {customer.notes ? t('customers.notes.edit') : t('customers.notes.add')}
          </Button>
        )}
      </CardHeader>
      <CardContent className="text-sm">
        {editing ? (
          <form
            noValidate
            className="grid gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              save();
            }}
          >
            <FormField label={<span className="sr-only">{t('customers.notes.label')}</span>} error={vm(error)} hint={t('customers.notes.hint')}>
              <Textarea
                rows={5}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the person's own Edit press, to type in at once
                autoFocus
                value={draft}
                onChange={(e) => {
                  setDraft(e.target.value);
                  if (error) setError(undefined);
                }}
              />
            </FormField>
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setDraft(null)} disabled={update.isPending}>
                {t('customers.notes.cancel')}
              </Button>
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? t('customers.notes.saving') : t('customers.notes.save')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="whitespace-pre-wrap">{customer.notes || <span className="text-muted-foreground">{t('customers.detail.noNotes')}</span>}</div>
        )}
      </CardContent>
    </Card>
  );
}
