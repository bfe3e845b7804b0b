// The bar over the /customers list when rows are chosen (issue 26): add or remove a tag, archive.
import { Archive, Tag, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TAG_MAX } from '../../../core/customers/customer.schema';
import { useServerMessage } from '../../lib/server-message';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { toast } from '../../ui/use-toast';
import { useBulkArchiveCustomers, useBulkTagCustomers } from './customer-api';

export function CustomerBulkBar({ ids, archived, onDone }: { ids: string[]; archived: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const [tag, setTag] = useState('');
  const tagging = useBulkTagCustomers();
  const archiving = useBulkArchiveCustomers();
  const busy = tagging.isPending || archiving.isPending;
  const onError = (error: Error) => toast({ variant: 'destructive', title: t('customers.toast.errorTitle'), description: serverText(error) });

  const applyTag = (remove: boolean) => {
    const name = tag.trim();
    if (!name) return;
    tagging.mutate(
      { ids, tag: name, remove },
      {
        onSuccess: ({ updated }) => {
          toast({ title: t(remove ? 'customerList.bulk.untagged' : 'customerList.bulk.tagged', { count: updated, tag: name }) });
          setTag('');
        },
        onError,
      },
    );
  };

  return (
    <section aria-label={t('customerList.bulk.label')} className="mb-3 flex flex-wrap items-end gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3">
      <p className="w-full text-sm font-medium" aria-live="polite">
        {t('customerList.bulk.selected', { count: ids.length })}
      </p>
      <label className="grid min-w-0 flex-1 basis-40 gap-1 text-sm font-medium">
        {t('customerList.bulk.tag')}
        <Input value={tag} maxLength={TAG_MAX} onChange={(e) => setTag(e.target.value)} placeholder={t('customerList.bulk.tagPlaceholder')} />
      </label>
      <Button variant="outline" disabled={busy || !tag.trim()} onClick={() => applyTag(false)}>
        <Tag aria-hidden="true" />
        {t('customerList.bulk.addTag')}
      </Button>
      <Button variant="outline" disabled={busy || !tag.trim()} onClick={() => applyTag(true)}>
        <X aria-hidden="true" />
        {t('customerList.bulk.removeTag')}
      </Button>
      {archived ? null : (
        <Button
          variant="outline"
          disabled={busy}
          onClick={() =>
            archiving.mutate(
              { ids },
              {
                onSuccess: ({ updated }) => {
                  toast({ title: t('customerList.bulk.archived', { count: updated }) });
                  onDone();
                },
                onError,
              },
            )
          }
        >
          <Archive aria-hidden="true" />
          {t('customerList.bulk.archive')}
        </Button>
      )}
      <Button variant="ghost" disabled={busy} onClick={onDone}>
        {t('customerList.bulk.clear')}
      </Button>
    </section>
  );
}
