// The contractor's view of a signed approval (issue 25): who, when, from where, the signature, the record's hash, a
// "Verify" that recomputes it on the server, the signed PDF, and "Make a revision" (a signed quote is locked).
import { CheckCircle2, Download, FilePlus2, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { QuoteDetail } from '../../../core/quotes/quote-view.schema';
import { useServerMessage } from '../../lib/server-message';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { toast } from '../../ui/use-toast';
import { useReviseQuote, useVerifySignature } from './quote-api';

export function SignatureEvidenceCard({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const [, navigate] = useLocation();
  const verify = useVerifySignature(quote.id);
  const revise = useReviseQuote(quote.id);
  const s = quote.signature;
  if (!s) return null;
  const row = (label: string, value: string, mono = false) => (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={mono ? 'break-all font-mono text-xs' : 'break-words'}>{value}</dd>
    </div>
  );
  const result = verify.data;
  return (
    <Card>
      <CardHeader className="pb-2"><CardTitle>{t('signing.evidenceTitle')}</CardTitle></CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <img alt={t('signing.signatureOf', { name: s.signerName })} className="h-20 max-w-full self-start rounded border border-border bg-white object-contain p-1" src={`data:image/svg+xml;utf8,${encodeURIComponent(s.signatureSvg)}`} />
        <dl className="grid gap-2">
          {row(t('signing.signer'), s.signerName)}
          {row(t('signing.signedAt'), s.signedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}
          {row(t('signing.method_label'), s.kind === 'drawn' ? t('signing.drawn') : t('signing.typed'))}
          {row(t('signing.version'), String(s.quoteVersion))}
          {row(t('signing.ip'), s.ip ?? '—')}
          {row(t('signing.browser'), s.userAgent ?? '—')}
          {row(t('signing.consentVersion'), `${s.consentVersion} · ${t(`common.languageName.${s.consentLanguage}`)}`)}
          {row(t('signing.linkId'), s.publicLinkId ?? '—', true)}
          {row(t('signing.hash'), s.sha256, true)}
        </dl>
        <p className="text-muted-foreground">{s.mailedAt ? t('signing.mailed') : t('signing.notMailed')}</p>
        {result ? (
          <p role="status" className={result.intact ? 'flex items-start gap-2 font-medium text-green-800' : 'flex items-start gap-2 font-medium text-destructive'}>
            {result.intact ? <ShieldCheck aria-hidden="true" className="size-5 shrink-0" /> : <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />}
            {result.intact ? t('signing.intact') : t('signing.altered')}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={verify.isPending} onClick={() => verify.mutate(undefined, { onError: (e) => toast({ variant: 'destructive', title: t('quotes.toast.errorTitle'), description: serverText(e) }) })}>
            <CheckCircle2 aria-hidden="true" />{verify.isPending ? t('signing.verifying') : t('signing.verify')}
          </Button>
          <Button variant="outline" asChild><a href={`/api/quotes/${quote.id}/signed-pdf`} download><Download aria-hidden="true" />{t('signing.signedPdf')}</a></Button>
          {quote.status !== 'lost' ? (
            <Button
              variant="outline"
              disabled={revise.isPending}
              onClick={() => revise.mutate(undefined, {
                onSuccess: (c) => navigate(`/contractor/quote/${c.id}/view`),
                onError: (e) => toast({ variant: 'destructive', title: t('quotes.toast.errorTitle'), description: serverText(e) }),
              })}
            >
              <FilePlus2 aria-hidden="true" />{revise.isPending ? t('signing.revising') : t('signing.revise')}
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">{t('signing.lockedNote')}</p>
        {quote.revisions.length ? (
          <ul className="grid gap-1">
            {quote.revisions.map((r) => <li key={r.id}><Link href={`/contractor/quote/${r.id}/view`} className="text-primary underline underline-offset-4">{t('signing.revisedBy', { number: r.quoteNumber })}</Link></li>)}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
