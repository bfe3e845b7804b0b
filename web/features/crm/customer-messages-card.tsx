// The customer page's Messages: what the customer wrote through the CRM (texts, email, chat, calls) and the texts Picket
// sent them (campaigns, reminders), newest first.
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useServerMessage } from '../../lib/server-message';
import { Badge } from '../../ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { useCustomerMessages } from './crm-inbound-api';
import { formatDateTime } from '../../lib/dates';

const CHANNELS = ['SMS', 'Email', 'Call', 'Voicemail', 'FB', 'IG', 'GMB', 'Live Chat', 'WhatsApp'];

export function CustomerMessagesCard({ customerId }: { customerId: string }) {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const messages = useCustomerMessages(customerId);
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const channel = (c: string) => (CHANNELS.includes(c) ? t(`crm.messages.channels.${c.replace(' ', '')}`) : c);

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>{t('crm.messages.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {messages.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : messages.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {serverText(messages.error, t('crm.messages.loadFailed'))}
          </p>
        ) : messages.data.messages.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('crm.messages.empty')}</p>
        ) : (
          <ul className="grid gap-3 text-sm" aria-label={t('crm.messages.title')}>
            {messages.data.messages.map((m) => (
              <li key={`${m.direction}:${m.id}`} className="grid gap-1 border-b border-border pb-3 last:border-0 last:pb-0">
                <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  {m.direction === 'in' ? <ArrowDownLeft className="size-3.5" aria-hidden="true" /> : <ArrowUpRight className="size-3.5" aria-hidden="true" />}
                  <span className="font-medium text-foreground">{m.direction === 'in' ? t('crm.messages.fromCustomer') : t('crm.messages.toCustomer')}</span>
                  <span>{channel(m.channel)}</span>
                  <time dateTime={m.at}>{when(m.at)}</time>
                  {m.status && m.status !== 'sent' ? <Badge variant={m.status === 'failed' ? 'destructive' : 'secondary'}>{t(`crm.messages.status.${m.status}`, { defaultValue: m.status })}</Badge> : null}
                </span>
                {m.body ? <p className="whitespace-pre-wrap wrap-anywhere">{m.body}</p> : <p className="italic text-muted-foreground">{t('crm.messages.noText')}</p>}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
