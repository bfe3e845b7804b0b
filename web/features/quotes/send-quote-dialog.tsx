// Send the quote: e-mail the homeowner the link (or leave it in the outbox when no mail server is configured).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteDetail } from '../../../core/quotes/quote-view.schema';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { toast } from '../../ui/use-toast';
import { useSendQuote } from './quote-api';
import { useServerMessage } from '../../lib/server-message';

export function SendQuoteDialog({ quote, open, onOpenChange }: { quote: QuoteDetail; open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const send = useSendQuote(quote.id);
  const [email, setEmail] = useState(quote.customer?.email ?? '');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    setError(undefined);
    send.mutate(
      { email: email.trim() || undefined, message: message.trim() || undefined },
      {
        onSuccess: ({ delivery }) => {
          toast({ title: t(`quotes.send.done.${delivery}.title`), description: t(`quotes.send.done.${delivery}.description`), variant: delivery === 'failed' ? 'destructive' : 'default' });
          onOpenChange(false);
        },
        onError: (e) => setError(serverText(e)),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('quotes.send.title', { number: quote.quoteNumber })}</DialogTitle>
          <DialogDescription>{t('quotes.send.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={(e) => { e.preventDefault(); submit(); }}>
          <FormField label={t('quotes.send.email')} error={error}>
            <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
          </FormField>
          <label className="grid gap-2 text-sm font-medium">
            {t('quotes.send.message')}
            <textarea value={message} onChange={(e) => setMessage(e.target.value)} rows={3} maxLength={2000} className="rounded-md border border-input bg-card px-3 py-2 text-sm font-normal" />
          </label>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
            <Button type="submit" disabled={send.isPending}>{send.isPending ? t('quotes.send.sending') : t('quotes.send.submit')}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
