// What the homeowner can pay by card, on the quote page and on a milestone's pay link page. The payment happens on
// Stripe's hosted Checkout (a redirect: no third-party script here); only Stripe's webhook makes an item paid, so a
// return from Checkout says "confirming" until the server knows.
import { CheckCircle2, CreditCard } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardPayableItem, PublicCardPayments } from '../../../core/payments/card-payments.schema';
import { formatCents } from '../../../core/money';
import { useServerMessage } from '../../lib/server-message';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader } from '../../ui/card';
import { formatDate } from '../../lib/dates';

export type ReturnFromCheckout = 'success' | 'cancel' | null;

const stateVariant = { due: 'outline', processing: 'warning', paid: 'success' } as const;

function Notice({ data, returned, stillConfirming }: { data: PublicCardPayments; returned: ReturnFromCheckout; stillConfirming: boolean }) {
  const { t } = useTranslation();
  const outcome = data.checkout?.outcome;
  if (returned === 'cancel') return <p role="status" className="rounded-md border border-border bg-muted/40 p-3 text-sm">{t('cardPayments.homeowner.outcome.canceled')}</p>;
  if (!outcome || returned !== 'success') return null;
  const amount = formatCents(data.checkout!.amountCents);
  const tone =
    outcome === 'paid' ? 'border-green-300 bg-green-50 text-green-950' : outcome === 'failed' || outcome === 'expired' ? 'border-red-300 bg-red-50 text-red-950' : 'border-amber-300 bg-amber-50 text-amber-950';
  const key = outcome === 'confirming' && stillConfirming ? 'stillConfirming' : outcome;
  return (
    <p role="status" className={`flex items-start gap-2 rounded-md border p-3 text-sm ${tone}`}>
      {outcome === 'paid' ? <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : null}
      <span>{t(`cardPayments.homeowner.outcome.${key}`, { amount })}</span>
    </p>
  );
}

export function CardPaymentsPanel({
  data,
  returned,
  stillConfirming,
  pendingItem,
  error,
  onPay,
}: {
  data: PublicCardPayments;
  returned: ReturnFromCheckout;
  stillConfirming: boolean;
  /** The item whose Checkout is being opened ('deposit' for the quote's deposit). */
  pendingItem: string | null;
  error: unknown;
  onPay: (item: CardPayableItem) => void;
}) {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const headingId = useId();
  const day = (iso: string) => formatDate(iso, i18n.language, 'long');
  const due = data.items.filter((i) => i.state === 'due');
  return (
    <Card aria-labelledby={headingId} role="region" className="border-primary/40">
      <CardHeader className="pb-2">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <CreditCard aria-hidden="true" className="size-5" />
          {due.length ? t('cardPayments.homeowner.title') : t('cardPayments.homeowner.titleSettled')}
        </h2>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Notice data={data} returned={returned} stillConfirming={stillConfirming} />
        <ul className="grid gap-2">
          {data.items.map((item) => {
            const key = item.milestoneId ?? 'deposit';
            const amount = formatCents(item.dueCents || item.totalCents);
            return (
              <li key={key} className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="grid gap-0.5">
                  <span className="font-medium">
                    {item.name} · {formatCents(item.totalCents)}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {item.state === 'paid'
                      ? t('cardPayments.homeowner.paidInFull')
                      : item.paidCents - item.refundedCents > 0
                        ? t('cardPayments.homeowner.leftToPay', { amount: formatCents(item.dueCents) })
                        : item.dueDate
                          ? t('cardPayments.homeowner.dueOn', { date: day(item.dueDate) })
                          : item.kind === 'final'
                            ? t('cardPayments.homeowner.dueOnCompletion')
                            : t('cardPayments.homeowner.dueNow')}
                    {item.refundedCents > 0 ? ` · ${t('cardPayments.homeowner.refunded', { amount: formatCents(item.refundedCents) })}` : ''}
                  </span>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant={stateVariant[item.state]}>{t(`cardPayments.homeowner.state.${item.state}`)}</Badge>
                  {item.state === 'due' ? (
                    <Button
                      size="lg"
                      className="w-full sm:w-auto"
                      disabled={pendingItem !== null}
                      onClick={() => onPay(item)}
                      aria-label={item.milestoneId ? t('cardPayments.homeowner.payItemLabel', { name: item.name, amount }) : undefined}
                    >
                      {pendingItem === key
                        ? t('cardPayments.homeowner.redirecting')
                        : item.milestoneId
                          ? t('cardPayments.homeowner.payItem', { amount })
                          : t('cardPayments.homeowner.payDeposit', { amount })}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        {error ? <p role="alert" className="text-sm text-destructive">{serverText(error as never, t('cardPayments.homeowner.startFailed'))}</p> : null}
        {due.length ? <p className="text-xs text-muted-foreground">{t('cardPayments.homeowner.secureNote')}</p> : null}
      </CardContent>
    </Card>
  );
}
