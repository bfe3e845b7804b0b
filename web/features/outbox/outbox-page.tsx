// Issue 21 item 5: /outbox — the contractor's mail that waits (no mail server) or failed to send; ?message=<id> opens one.
import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { listOutbox } from '../../../core/outbox/outbox.api';
import { useContractQuery } from '../../lib/api-contract';
import { useDocumentTitle } from '../../lib/document-title';
import { useServerMessage } from '../../lib/server-message';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { OutboxList } from './outbox-list';
import { OutboxMessageDialog } from './outbox-message-dialog';

export default function OutboxPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('outbox.title'));
  const serverText = useServerMessage();
  const [pathname, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const openId = params.get('message');
  const setOpen = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('message', id);
    else next.delete('message');
    const qs = next.toString();
    navigate(`${pathname}${qs ? `?${qs}` : ''}`, { replace: true });
  };
  const outbox = useContractQuery(listOutbox, {});
  const data = outbox.data;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <PageHeader
        title={t('outbox.title')}
        description={data ? (data.mailServer ? t('outbox.leadWithServer') : t('outbox.leadNoServer')) : undefined}
        className="mb-0"
      />
      {outbox.isError ? (
        <p role="alert" className="text-destructive">{serverText(outbox.error)}</p>
      ) : !data ? (
        <Spinner label={t('common.loading')} />
      ) : data.items.length === 0 ? (
        <EmptyState icon={<Inbox />} title={t('outbox.emptyTitle')} description={t('outbox.emptyBody')} />
      ) : (
        <OutboxList items={data.items} label={t('outbox.title')} onOpen={setOpen} />
      )}
      <OutboxMessageDialog id={openId} onClose={() => setOpen(null)} />
    </div>
  );
}
