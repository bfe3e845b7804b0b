// Issue 21 item 5: one message of the outbox as it would have been mailed; private links are shown masked, and the
// quote page's "Copy public link" is the way to get one.
import { useTranslation } from 'react-i18next';
import { getAdminOutboxMessage, getOutboxMessage } from '../../../core/outbox/outbox.api';
import { useContractQuery } from '../../lib/api-contract';
import { formatDateTime } from '../../lib/dates';
import { useServerMessage } from '../../lib/server-message';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { OutboxStatusBadge } from './outbox-list';

export function OutboxMessageDialog({ id, asAdmin = false, onClose }: { id: string | null; asAdmin?: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const input = { params: { id: id ?? '' } };
  const own = useContractQuery(getOutboxMessage, input, { enabled: Boolean(id) && !asAdmin });
  const any = useContractQuery(getAdminOutboxMessage, input, { enabled: Boolean(id) && asAdmin });
  const message = asAdmin ? any : own;
  const m = message.data;
  return (
    <Dialog open={Boolean(id)} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="pr-6 break-words">{m?.subject ?? t('outbox.messageTitle')}</DialogTitle>
          <DialogDescription>{t('outbox.maskedNote')}</DialogDescription>
        </DialogHeader>
        {message.isError ? (
          <p role="alert" className="text-destructive">{serverText(message.error)}</p>
        ) : !m ? (
          <Spinner label={t('common.loading')} />
        ) : (
          <div className="grid gap-3">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{t('outbox.to')}</dt>
              <dd className="break-words">{m.to}</dd>
              <dt className="text-muted-foreground">{t('outbox.created')}</dt>
              <dd>{formatDateTime(m.createdAt, i18n.language)}</dd>
              <dt className="text-muted-foreground">{t('outbox.statusLabel')}</dt>
              <dd><OutboxStatusBadge status={m.status} /></dd>
              {m.error ? (
                <>
                  <dt className="text-muted-foreground">{t('outbox.error')}</dt>
                  <dd className="break-words text-destructive">{m.error}</dd>
                </>
              ) : null}
            </dl>
            <pre className="max-h-[50vh] overflow-y-auto rounded-md border border-border bg-muted/40 p-3 font-sans text-sm whitespace-pre-wrap break-words">{m.body}</pre>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
