// The homeowner's approval of a quote (SPEC §2): its own chunk, loaded by public-quote-page.tsx as it nears the screen.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import i18n, { isLanguage, loadStrings } from '../../lib/i18n';
import { useServerMessage } from '../../lib/server-message';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { useApprovePublicQuote } from './quote-api';

// The approval's schema (and zod with it, ~23 KB compressed) and the strings of its messages are fetched when the
// homeowner starts on the form, not with the quote they came to read (issue 15); by the time they press Approve they are
// there. The checkbox is the browser's own (no script to fetch for it).
const approveSchema = () =>
  Promise.all([import('../../../core/quotes/quote.schema'), loadStrings(isLanguage(i18n.language) ? i18n.language : 'en', ['validation'])]).then(([m]) => m.approveQuoteSchema);

export function ApproveForm({ token, businessName }: { token: string; businessName: string }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const message = useValidationMessage();
  const approve = useApprovePublicQuote(token);
  const [fullName, setFullName] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ fullName?: string; consent?: string; form?: string }>({});
  const submit = async () => {
    let schema: Awaited<ReturnType<typeof approveSchema>>;
    try {
      schema = await approveSchema();
    } catch {
      return setErrors({ form: t('common.networkError') });
    }
    const parsed = schema.safeParse({ fullName, consent });
    if (!parsed.success) {
      const by = (p: string) => parsed.error.issues.find((i) => i.path[0] === p)?.message;
      return setErrors({ fullName: by('fullName'), consent: by('consent') });
    }
    setErrors({});
    approve.mutate(parsed.data, { onError: (e) => setErrors({ form: e instanceof ApiError && e.status === 404 ? t('quotes.public.unavailable') : serverText(e) }) });
  };
  return (
    <Card className="border-primary/40">
      <CardHeader className="pb-2"><CardTitle level="h2">{t('quotes.public.approveTitle')}</CardTitle></CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4" onFocusCapture={() => void approveSchema().catch(() => undefined)} onSubmit={(e) => { e.preventDefault(); void submit(); }}>
          <FormField label={t('quotes.public.fullName')} error={message(errors.fullName)}>
            <Input value={fullName} onChange={(e) => setFullName(e.target.value)} autoComplete="name" />
          </FormField>
          <div className="grid gap-1">
            <div className="flex items-start gap-3">
              <input
                type="checkbox"
                id="approve-consent"
                checked={consent}
                onChange={(e) => setConsent(e.target.checked)}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? 'approve-consent-error' : undefined}
                className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-ring"
              />
              <label htmlFor="approve-consent" className="text-sm leading-snug">{t('quotes.public.consent', { business: businessName })}</label>
            </div>
            {errors.consent ? <p id="approve-consent-error" className="text-sm text-destructive">{message(errors.consent)}</p> : null}
          </div>
          {errors.form ? <p role="alert" className="text-sm text-destructive">{errors.form}</p> : null}
          <Button type="submit" size="lg" disabled={approve.isPending}>{approve.isPending ? t('quotes.public.approving') : t('quotes.public.approve')}</Button>
        </form>
      </CardContent>
    </Card>
  );
}
