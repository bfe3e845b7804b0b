// "Copy pay link" beside an unpaid milestone when the contractor takes cards: the same link reminders carry.
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerMessage } from '../../lib/server-message';
import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';
import { copyPayLinkRequest } from './card-payment-api';

export function CopyPayLinkButton({ milestone }: { milestone: { id: string; name: string } }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    setBusy(true);
    try {
      const { url } = await copyPayLinkRequest(milestone.id);
      const copied = await navigator.clipboard?.writeText(url).then(() => true, () => false);
      // Where the clipboard is not allowed (plain http), the link is shown to copy by hand.
      toast({ title: t('cardPayments.job.copiedTitle'), description: copied ? t('cardPayments.job.copiedBody') : url });
    } catch (error) {
      toast({ variant: 'destructive', title: t('cardPayments.job.copyFailed'), description: serverText(error as never) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="ghost" disabled={busy} onClick={() => void copy()} aria-label={t('cardPayments.job.copyPayLinkLabel', { name: milestone.name })}>
      <Link2 aria-hidden="true" />
      {t('cardPayments.job.copyPayLink')}
    </Button>
  );
}
