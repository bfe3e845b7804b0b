// Issue 21 item 5: /admin/outbox — every contractor's waiting and failed mail, and account mail (invitations, resets)
// not sent. Account messages open only on a test install (no mail server, not production): the opened message carries a
// fresh one-time link, so an invitation can be finished there; once a mail server is set nobody else sees such links.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenedAccountMail } from '../../../core/outbox/outbox.schema';
import { getAdminOutbox, listContractorOutbox, openAccountMail } from '../../../core/outbox/outbox.api';
import { apiCall, contractQueryKey, useContractQuery } from '../../lib/api-contract';
import { formatDateTime } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/document-title';
import { useServerMessage } from '../../lib/server-message';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { SettingsCard } from '../../ui/settings-card';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { OutboxList } from './outbox-list';
import { OutboxMessageDialog } from './outbox-message-dialog';

function ContractorMessages({ contractorId, name, onOpen }: { contractorId: string; name: string; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const list = useContractQuery(listContractorOutbox, { params: { id: contractorId } });
  if (list.isError) return <p role="alert" className="text-destructive">{serverText(list.error)}</p>;
  if (!list.data) return <Spinner label={t('common.loading')} />;
  return <OutboxList items={list.data.items} label={t('outbox.admin.messagesOf', { name })} onOpen={onOpen} />;
}

export default function AdminOutboxPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('outbox.admin.title'));
  const serverText = useServerMessage();
  const queryClient = useQueryClient();
  const outbox = useContractQuery(getAdminOutbox, {});
  const [contractorId, setContractorId] = useState<string | null>(null);
  const [messageId, setMessageId] = useState<string | null>(null);
  const [opened, setOpened] = useState<OpenedAccountMail | null>(null);
  const open = useMutation({
    mutationFn: (id: string) => apiCall(openAccountMail, { params: { id } }),
    onSuccess: (mail) => setOpened(mail),
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: contractQueryKey(getAdminOutbox) });
      toast({ variant: 'destructive', title: t('common.error'), description: serverText(error) });
    },
  });
  const data = outbox.data;
  const selected = data?.contractors.find((c) => c.id === contractorId) ?? data?.contractors[0] ?? null;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader title={t('outbox.admin.title')} description={data ? (data.mailServer ? t('outbox.admin.leadWithServer') : t('outbox.admin.leadNoServer')) : undefined} className="mb-0" />
      {outbox.isError ? (
        <p role="alert" className="text-destructive">{serverText(outbox.error)}</p>
      ) : !data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          <SettingsCard title={t('outbox.admin.byContractor')} description={t('outbox.admin.byContractorLead')}>
            {data.contractors.length === 0 ? (
              <EmptyState icon={<Inbox />} title={t('outbox.emptyTitle')} description={t('outbox.admin.emptyContractors')} />
            ) : (
              <div className="grid gap-4 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
                <ul aria-label={t('outbox.admin.byContractor')} className="grid content-start gap-1">
                  {data.contractors.map((c) => (
                    <li key={c.id}>
                      <button
                        type="button"
                        aria-pressed={selected?.id === c.id}
                        onClick={() => setContractorId(c.id)}
                        className="flex w-full flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-2 text-left text-sm hover:bg-muted aria-pressed:border-primary aria-pressed:bg-secondary"
                      >
                        <span className="min-w-0 font-medium break-words">{c.name}</span>
                        <span className="flex flex-wrap gap-1">
                          {c.waiting ? <Badge variant="warning">{t('outbox.admin.waiting', { count: c.waiting })}</Badge> : null}
                          {c.failed ? <Badge variant="destructive">{t('outbox.admin.failed', { count: c.failed })}</Badge> : null}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
                {selected ? <ContractorMessages contractorId={selected.id} name={selected.name} onOpen={setMessageId} /> : null}
              </div>
            )}
          </SettingsCard>

          <SettingsCard title={t('outbox.admin.accountTitle')} description={data.accountMailOpens ? t('outbox.admin.accountLeadOpens') : t('outbox.admin.accountLeadClosed')}>
            {data.accountMail.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('outbox.admin.accountEmpty')}</p>
            ) : (
              <ul aria-label={t('outbox.admin.accountTitle')} className="divide-y divide-border rounded-lg border border-border">
                {data.accountMail.map((m) => (
                  <li key={m.id} className="grid gap-1 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-3">
                    <div className="min-w-0">
                      <p className="font-medium break-words">{t(`outbox.admin.purpose.${m.purpose}`)} · {m.to}</p>
                      <p className="text-sm text-muted-foreground break-words">
                        {m.contractorName ?? t('outbox.admin.noContractor')} · {formatDateTime(m.createdAt, i18n.language)}
                      </p>
                      {m.error ? <p className="text-sm text-destructive break-words">{t('outbox.errorLine', { error: m.error })}</p> : null}
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge variant={m.status === 'failed' ? 'destructive' : 'warning'}>{t(`outbox.admin.accountStatus.${m.status}`)}</Badge>
                      {data.accountMailOpens ? (
                        <Button size="sm" variant="outline" disabled={open.isPending} aria-label={t('outbox.admin.openAccountNamed', { purpose: t(`outbox.admin.purpose.${m.purpose}`), to: m.to })} onClick={() => open.mutate(m.id)}>
                          {t('outbox.open')}
                        </Button>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </SettingsCard>
        </>
      )}
      <OutboxMessageDialog id={messageId} asAdmin onClose={() => setMessageId(null)} />
      <Dialog open={Boolean(opened)} onOpenChange={(o) => (o ? undefined : setOpened(null))}>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle className="pr-6 break-words">{opened?.subject}</DialogTitle>
            <DialogDescription>{t('outbox.admin.openedNote', { to: opened?.to ?? '', when: opened ? formatDateTime(opened.expiresAt, i18n.language) : '' })}</DialogDescription>
          </DialogHeader>
          <pre className="max-h-[50vh] overflow-y-auto rounded-md border border-border bg-muted/40 p-3 font-sans text-sm whitespace-pre-wrap break-words">{opened?.body}</pre>
        </DialogContent>
      </Dialog>
    </div>
  );
}
