// Settings → Accounting: connect QuickBooks (Intuit's consent page), the "Reconnect QuickBooks" banner, the mapping
// with a preview of a real quote, and the sync log.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qboOAuthFailures, type QboConnectionView } from '../../../core/quickbooks/quickbooks.schema';
import { useServerMessage } from '../../lib/server-message';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { SettingsCard } from '../../ui/settings-card';
import { useDisconnectQbo, useQboConnection, useStartQboOAuth } from './accounting-api';
import { QboMappingCard } from './qbo-mapping-card';
import { QboSyncLogCard } from './qbo-sync-log-card';
import { formatDateTime } from '../../lib/dates';
import { useOAuthReturn } from '../../lib/use-oauth-return';

export function AccountingSettingsTab() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const connection = useQboConnection();
  useOAuthReturn({ param: 'quickbooks', failures: qboOAuthFailures, keys: { connected: 'accounting.toast.connected', notConnected: 'accounting.toast.notConnected', errorPrefix: 'accounting.oauthErrors' } });
  if (connection.isPending) return <Spinner label={t('common.loading')} />;
  if (connection.isError) return <p role="alert" className="text-sm text-destructive">{serverText(connection.error, t('accounting.loadFailed'))}</p>;
  const c = connection.data.connection;
  return (
    <div className="grid gap-4">
      <SettingsCard title={t('accounting.connection.title')} description={t('accounting.connection.description')}>
        {c ? <ConnectionHealth connection={c} /> : <Connect available={connection.data.available} />}
      </SettingsCard>
      {c && c.status === 'connected' ? <QboMappingCard mapping={c.mapping} /> : null}
      {c ? <QboSyncLogCard /> : null}
    </div>
  );
}


function ConnectButton({ label }: { label: string }) {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const oauth = useStartQboOAuth();
  const start = () =>
    oauth.mutate(i18n.language === 'es' ? 'es' : 'en', {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast({ variant: 'destructive', title: t('common.error'), description: serverText(error) }),
    });
  return (
    <Button className="h-auto min-h-9 w-full whitespace-normal sm:w-auto sm:justify-self-start" disabled={oauth.isPending || oauth.isSuccess} onClick={start}>
      {oauth.isPending || oauth.isSuccess ? t('accounting.connection.opening') : label}
    </Button>
  );
}

function Connect({ available }: { available: boolean }) {
  const { t } = useTranslation();
  if (!available) return <p className="text-sm text-muted-foreground">{t('accounting.connection.unavailable')}</p>;
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">{t('accounting.connection.lead')}</p>
      <ConnectButton label={t('accounting.connection.connect')} />
    </div>
  );
}

function ConnectionHealth({ connection: c }: { connection: NonNullable<QboConnectionView['connection']> }) {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const disconnect = useDisconnectQbo();
  const [confirming, setConfirming] = useState(false);
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <div className="grid gap-4">
      {c.status === 'reconnect' ? (
        <div role="alert" className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3">
          <p className="font-medium text-destructive">{t('accounting.reconnect.title')}</p>
          <p className="text-sm">{t('accounting.reconnect.body')}</p>
          <ConnectButton label={t('accounting.reconnect.action')} />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={c.status === 'connected' ? 'success' : 'warning'}>{t(`accounting.connection.status.${c.status}`)}</Badge>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-medium">{t('accounting.connection.company')}</dt>
        <dd className="wrap-anywhere">{c.companyName ?? c.realmId}</dd>
        <dt className="font-medium">{t('accounting.connection.lastSync')}</dt>
        <dd>{c.lastSyncAt ? when(c.lastSyncAt) : t('accounting.connection.never')}</dd>
        {c.lastError ? (
          <>
            <dt className="font-medium">{t('accounting.connection.lastError')}</dt>
            <dd className="wrap-anywhere text-destructive">{c.lastError}</dd>
          </>
        ) : null}
      </dl>
      {confirming ? (
        <div className="grid gap-2 rounded-md border p-3">
          <p className="text-sm">{t('accounting.connection.disconnectConfirm')}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="destructive"
              disabled={disconnect.isPending}
              onClick={() =>
                disconnect.mutate(undefined, {
                  onSuccess: () => toast({ title: t('accounting.toast.disconnected') }),
                  onError: (error) => toast({ variant: 'destructive', title: t('common.error'), description: serverText(error) }),
                })
              }
            >
              {t('accounting.connection.disconnect')}
            </Button>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="outline" className="h-auto min-h-9 w-full whitespace-normal sm:w-auto sm:justify-self-start" onClick={() => setConfirming(true)}>
          {t('accounting.connection.disconnect')}
        </Button>
      )}
    </div>
  );
}
