// Settings → Payments: connect the contractor's own Stripe account (issue 14). Hidden when the server has no Stripe.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useServerMessage } from '../../lib/server-message';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { SettingsCard } from '../../ui/settings-card';
import { useConnectStripe, useRefreshStripe, useStripeConnection } from './card-payment-api';

const statusVariant = { not_connected: 'outline', onboarding: 'warning', pending: 'warning', active: 'success', unavailable: 'outline' } as const;

export function StripeConnectCard() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const connection = useStripeConnection();
  const connect = useConnectStripe();
  const refresh = useRefreshStripe();
  const back = new URLSearchParams(useSearch()).get('stripe');
  const handled = useRef(false);

  // Back from Stripe: read the account now (the webhook may still be on its way); an expired link: a fresh one.
  useEffect(() => {
    if (handled.current || !connection.data || connection.data.status === 'unavailable') return;
    handled.current = true;
    if (back === 'return') refresh.mutate();
    if (back === 'refresh') connect.mutate();
  }, [back, connection.data, refresh, connect]);

  const data = connection.data;
  if (!data || data.status === 'unavailable') return null;
  const busy = connect.isPending || connect.isSuccess;
  return (
    <SettingsCard title={t('cardPayments.settings.title')} description={t('cardPayments.settings.lead')}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={statusVariant[data.status]}>{t(`cardPayments.settings.badge.${data.status}`)}</Badge>
        <span className="text-sm">{t(`cardPayments.settings.status.${data.status}`)}</span>
      </div>
      {data.account ? <p className="text-sm text-muted-foreground">{t('cardPayments.settings.account', { account: data.account })}</p> : null}
      {connect.isError || refresh.isError ? <p role="alert" className="text-sm text-destructive">{serverText((connect.error ?? refresh.error) as never, t('cardPayments.settings.failed'))}</p> : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        {data.status !== 'not_connected' ? (
          <Button variant="outline" disabled={refresh.isPending} onClick={() => refresh.mutate()}>
            {refresh.isPending ? t('cardPayments.settings.checking') : t('cardPayments.settings.check')}
          </Button>
        ) : null}
        {data.status !== 'active' ? (
          <Button disabled={busy} onClick={() => connect.mutate()}>
            {busy ? t('cardPayments.settings.opening') : data.status === 'not_connected' ? t('cardPayments.settings.connect') : t('cardPayments.settings.continue')}
          </Button>
        ) : null}
      </div>
    </SettingsCard>
  );
}
