// Settings → CRM → GoHighLevel connection: connect a location (marketplace OAuth when the server has an app, or a
// private integration token checked at once), then its health — location, last successful sync, last error — with
// "Test connection" and "Disconnect".
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { crmOAuthFailures, privateTokenConnectSchema, type CrmConnectionView, type PrivateTokenConnectInput } from '../../../core/crm/connection.schema';
import { useServerMessage } from '../../lib/server-message';
import { useValidationMessage } from '../../lib/validation-message';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { applyServerFieldErrors } from '../settings/settings-api';
import { SettingsCard } from '../../ui/settings-card';
import { useConnectCrm, useCrmConnection, useDisconnectCrm, useStartCrmOAuth, useTestCrmConnection } from './crm-connection-api';
import { formatDateTime } from '../../lib/dates';
import { useOAuthReturn } from '../../lib/use-oauth-return';

export function CrmConnectionCard() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const connection = useCrmConnection();
  useOAuthReturn({ param: 'crm', failures: crmOAuthFailures, keys: { connected: 'crm.connection.toast.connected', notConnected: 'crm.connection.toast.notConnected', errorPrefix: 'crm.connection.oauthErrors' } });

  return (
    <SettingsCard title={t('crm.connection.title')} description={t('crm.connection.description')}>
      {connection.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : connection.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverText(connection.error, t('crm.connection.loadFailed'))}
        </p>
      ) : connection.data.connection ? (
        <ConnectionHealth connection={connection.data.connection} />
      ) : (
        <ConnectForms oauthAvailable={connection.data.oauthAvailable} />
      )}
    </SettingsCard>
  );
}


function ConnectForms({ oauthAvailable }: { oauthAvailable: boolean }) {
  const { t, i18n } = useTranslation();
  const vm = useValidationMessage();
  const serverText = useServerMessage();
  const connect = useConnectCrm();
  const oauth = useStartCrmOAuth();
  const form = useForm<PrivateTokenConnectInput>({ resolver: zodResolver(privateTokenConnectSchema), defaultValues: { locationId: '', token: '' } });
  const errors = form.formState.errors;

  const submit = form.handleSubmit((input) =>
    connect.mutate(input, {
      onSuccess: (view) => toast({ title: t('crm.connection.toast.connected'), description: view.connection?.locationName ?? undefined }),
      onError: (error) => applyServerFieldErrors<PrivateTokenConnectInput>(error, (path, e) => form.setError(path, e)),
    }),
  );
  const startOAuth = () =>
    oauth.mutate(i18n.language === 'es' ? 'es' : 'en', {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast({ variant: 'destructive', title: t('common.error'), description: serverText(error) }),
    });

  return (
    <div className="grid gap-6">
      {oauthAvailable ? (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">{t('crm.connection.oauthLead')}</p>
          <Button className="w-full sm:w-auto sm:justify-self-start" disabled={oauth.isPending || oauth.isSuccess} onClick={startOAuth}>
            {oauth.isPending || oauth.isSuccess ? t('crm.connection.opening') : t('crm.connection.oauthConnect')}
          </Button>
        </div>
      ) : null}
      <form noValidate onSubmit={submit} className="grid gap-4" aria-labelledby="crm-token-heading">
        <div className="grid gap-1">
          <h3 id="crm-token-heading" className="font-medium">
            {oauthAvailable ? t('crm.connection.tokenHeadingOr') : t('crm.connection.tokenHeading')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('crm.connection.tokenLead')}</p>
        </div>
        <Controller
          control={form.control}
          name="locationId"
          render={({ field }) => (
            <FormField label={t('crm.connection.fields.locationId')} hint={t('crm.connection.fields.locationIdHint')} error={vm(errors.locationId?.message)}>
              <Input {...field} autoComplete="off" spellCheck={false} />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="token"
          render={({ field }) => (
            <FormField label={t('crm.connection.fields.token')} hint={t('crm.connection.fields.tokenHint')} error={vm(errors.token?.message)}>
              <Input {...field} type="password" autoComplete="off" spellCheck={false} />
            </FormField>
          )}
        />
        {connect.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {serverText(connect.error, t('crm.connection.connectFailed'))}
          </p>
        ) : null}
        <Button type="submit" className="w-full sm:w-auto sm:justify-self-end" disabled={connect.isPending}>
          {connect.isPending ? t('crm.connection.checking') : t('crm.connection.connect')}
        </Button>
      </form>
    </div>
  );
}

function ConnectionHealth({ connection: c }: { connection: NonNullable<CrmConnectionView['connection']> }) {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const test = useTestCrmConnection();
  const disconnect = useDisconnectCrm();
  const [confirming, setConfirming] = useState(false);
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  // An error newer than the last success is the connection's current state; an older one is history.
  const failing = Boolean(c.lastErrorAt && (!c.lastSyncAt || c.lastErrorAt > c.lastSyncAt));

  const runTest = () =>
    test.mutate(undefined, {
      onSuccess: (r) => toast({ title: t('crm.connection.toast.testOk'), description: r.locationName }),
      onError: (error) => toast({ variant: 'destructive', title: t('crm.connection.toast.testFailed'), description: serverText(error) }),
    });
  const confirmDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: t('crm.connection.toast.disconnected') });
      },
      onError: (error) => toast({ variant: 'destructive', title: t('common.error'), description: serverText(error) }),
    });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={failing ? 'warning' : 'success'}>{failing ? t('crm.connection.badge.attention') : t('crm.connection.badge.connected')}</Badge>
        <span className="text-sm text-muted-foreground">{c.authType === 'oauth' ? t('crm.connection.via.oauth') : t('crm.connection.via.private_token')}</span>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-medium">{t('crm.connection.location')}</dt>
        <dd className="wrap-anywhere">
          {c.locationName ? `${c.locationName} ` : null}
          <span className="text-muted-foreground">({c.locationId})</span>
        </dd>
        <dt className="font-medium">{t('crm.connection.lastSync')}</dt>
        <dd>{c.lastSyncAt ? when(c.lastSyncAt) : t('crm.connection.never')}</dd>
        <dt className="font-medium">{t('crm.connection.lastError')}</dt>
        <dd className={failing ? 'wrap-anywhere text-destructive' : 'wrap-anywhere'}>
          {c.lastError && c.lastErrorAt ? (
            <>
              {t('crm.connection.errorAt', { date: when(c.lastErrorAt) })} <q lang="en">{c.lastError}</q>
            </>
          ) : (
            t('crm.connection.noError')
          )}
        </dd>
      </dl>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={test.isPending} onClick={runTest}>
          {test.isPending ? t('crm.connection.testing') : t('crm.connection.test')}
        </Button>
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          {t('crm.connection.disconnect')}
        </Button>
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('crm.connection.disconnectTitle', { location: c.locationName ?? c.locationId })}</DialogTitle>
            <DialogDescription>{t('crm.connection.disconnectDescription')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button variant="destructive" disabled={disconnect.isPending} onClick={confirmDisconnect}>
              {disconnect.isPending ? t('crm.connection.disconnecting') : t('crm.connection.disconnect')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
