// The homeowner's signed approval of a quote (SPEC §2, issue 25): its own chunk, loaded by public-quote-page.tsx as it
// nears the screen. Full name, a signature (drawn, or typed for keyboard and screen-reader users), the versioned consent.
import '@fontsource/caveat/latin-400.css';
import '@fontsource/caveat/latin-ext-400.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../core/money';
import { consentContact, consentText, currentConsentVersion } from '../../../core/quotes/signature-consent';
import type { SignaturePoint } from '../../../core/quotes/signature-strokes';
import { ApiError } from '../../lib/api-client';
import i18n, { isLanguage, loadStrings } from '../../lib/i18n';
import { useServerMessage } from '../../lib/server-message';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { useApprovePublicQuote } from './quote-api';
import { SignaturePad } from './signature-pad';

// The approval's schema (and zod with it, ~23 KB compressed) and the strings of its messages are fetched when the
// homeowner starts on the form, not with the quote they came to read (issue 15); by the time they press Approve they are
// there. The checkbox is the browser's own (no script to fetch for it).
const approveSchema = () =>
  Promise.all([import('../../../core/quotes/quote.schema'), loadStrings(isLanguage(i18n.language) ? i18n.language : 'en', ['validation'])]).then(([m]) => m.approveQuoteSchema);

type Method = 'drawn' | 'typed';
type Errors = { fullName?: string; consent?: string; signature?: string; form?: string };
type Contractor = { businessName: string; phone: string | null; email: string | null };

/** Issue 25: with options, the one being approved (the others are declined). */
type ChosenOption = { id: string; name: string; totalCents: number };

export function ApproveForm({ token, contractor, option }: { token: string; contractor: Contractor; option?: ChosenOption }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const message = useValidationMessage();
  const approve = useApprovePublicQuote(token);
  const lang = i18n.language === 'es' ? 'es' : 'en';
  const [fullName, setFullName] = useState('');
  const [consent, setConsent] = useState(false);
  const [method, setMethod] = useState<Method>('drawn');
  const [strokes, setStrokes] = useState<SignaturePoint[][]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const business = contractor.businessName;
  const consentWords = consentText(currentConsentVersion, lang, { business, contact: consentContact(contractor, lang) });

  const submit = async () => {
    let schema: Awaited<ReturnType<typeof approveSchema>>;
    try {
      schema = await approveSchema();
    } catch {
      return setErrors({ form: t('common.networkError') });
    }
    const signature = method === 'drawn' ? { kind: 'drawn' as const, strokes } : { kind: 'typed' as const };
    const parsed = schema.safeParse({ fullName, consent, signature, consentVersion: currentConsentVersion, consentLanguage: lang, ...(option ? { optionId: option.id } : {}) });
    if (!parsed.success) {
      const by = (p: string) => parsed.error.issues.find((i) => i.path[0] === p)?.message;
      return setErrors({ fullName: by('fullName'), consent: by('consent'), signature: by('signature') });
    }
    setErrors({});
    approve.mutate(parsed.data, { onError: (e) => setErrors({ form: e instanceof ApiError && e.status === 404 ? t('quotes.public.unavailable') : serverText(e) }) });
  };

  const methodButton = (m: Method, label: string) => (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-input px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring">
      <input type="radio" name="signature-method" value={m} checked={method === m} onChange={() => setMethod(m)} className="size-4 accent-primary" />
      {label}
    </label>
  );

  return (
    <Card className="border-primary/40">
      <CardHeader className="pb-2"><CardTitle level="h2">{t('quotes.public.approveTitle')}</CardTitle></CardHeader>
      <CardContent>
        {option ? <p className="mb-3 break-words rounded-md bg-primary/10 p-3 text-sm font-medium" aria-live="polite">{t('quoteOptions.public.approving', { name: option.name, total: formatCents(option.totalCents) })}</p> : null}
        <form noValidate className="grid gap-4" onFocusCapture={() => void approveSchema().catch(() => undefined)} onSubmit={(e) => { e.preventDefault(); void submit(); }}>
          <FormField label={t('quotes.public.fullName')} error={message(errors.fullName)}>
            <Input value={fullName} onChange={(e) => setFullName(e.target.value)} autoComplete="name" />
          </FormField>

          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('signing.method')}</legend>
            <div className="flex flex-wrap gap-2">{methodButton('drawn', t('signing.draw'))}{methodButton('typed', t('signing.type'))}</div>
            {method === 'drawn' ? (
              <div className="grid gap-1">
                <SignaturePad strokes={strokes} onChange={setStrokes} label={t('signing.padLabel')} invalid={Boolean(errors.signature)} describedBy={errors.signature ? 'signature-error' : 'signature-hint'} />
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p id="signature-hint" className="text-xs text-muted-foreground">{t('signing.padHint')}</p>
                  <Button type="button" variant="outline" size="sm" disabled={strokes.length === 0} onClick={() => setStrokes([])}>{t('signing.clear')}</Button>
                </div>
              </div>
            ) : (
              <div className="grid gap-1">
                <p className="text-sm font-medium" id="typed-signature-label">{t('signing.typedLabel')}</p>
                <div aria-labelledby="typed-signature-label" role="img" aria-describedby="signature-hint" aria-live="polite"
                  className="flex min-h-24 items-center overflow-hidden rounded-md border border-input bg-white px-4 text-5xl text-gray-900 [font-family:Caveat,cursive]">
                  <span className="truncate">{fullName.trim() || '\u00a0'}</span>
                </div>
                <p id="signature-hint" className="text-xs text-muted-foreground">{fullName.trim() ? t('signing.typedHint') : t('signing.typedEmpty')}</p>
              </div>
            )}
            {errors.signature ? <p id="signature-error" className="text-sm text-destructive">{message(errors.signature)}</p> : null}
          </fieldset>

          <section aria-labelledby="consent-title" className="grid gap-1 rounded-md border border-border bg-muted/40 p-3">
            <h3 id="consent-title" className="text-sm font-semibold">{t('signing.consentTitle')}</h3>
            <p className="text-sm leading-snug" lang={lang}>{consentWords}</p>
          </section>

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
              <label htmlFor="approve-consent" className="text-sm leading-snug">{t('signing.consent', { business })}</label>
            </div>
            {errors.consent ? <p id="approve-consent-error" className="text-sm text-destructive">{message(errors.consent)}</p> : null}
          </div>
          {errors.form ? <p role="alert" className="text-sm text-destructive">{errors.form}</p> : null}
          <Button type="submit" size="lg" disabled={approve.isPending}>{approve.isPending ? t('quotes.public.approving') : t('signing.signAndApprove')}</Button>
        </form>
      </CardContent>
    </Card>
  );
}
