import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureShortLink, getMyShortLink } from '../../../../core/layout/layout.api';
import { apiCall, contractQueryKey, useContractQuery } from '../../../lib/api-contract';
import { Button, buttonVariants } from '../../../ui/button';

/** The contractor's /e/{shortCode} link to the branded instant quote (Settings and the contractor portal): create once, copy or open any time. */
export function ShortLinkCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const link = useContractQuery(getMyShortLink, {});
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const create = useMutation({
    mutationFn: () => apiCall(ensureShortLink),
    onSuccess: (data) => queryClient.setQueryData(contractQueryKey(getMyShortLink), data),
  });
  const copyLink = async (url: string) => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure origin, a refused permission): leave the link selected for the person to copy.
      input.current?.select();
      setCopy('failed');
    }
  };
  return (
    <section aria-labelledby="short-link-title" className="grid gap-2 rounded-lg border border-border bg-card p-4">
      <h2 id="short-link-title" className="text-base font-semibold">{t('shortLink.title')}</h2>
      <p className="text-sm text-muted-foreground">{t('shortLink.help')}</p>
      {link.data ? (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <input ref={input} readOnly aria-label={t('shortLink.title')} className="h-10 min-w-0 flex-1 basis-56 rounded-md border border-input bg-muted px-2 text-sm" value={link.data.url} onFocus={(e) => e.target.select()} />
            <Button size="sm" onClick={() => copyLink(link.data!.url)}>{copy === 'copied' ? t('shortLink.copied') : t('shortLink.copy')}</Button>
            <a href={link.data.url} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <ExternalLink aria-hidden="true" />
              {t('shortLink.open')}
              <span className="sr-only">{t('shortLink.opensInNewTab')}</span>
            </a>
            <span className="text-xs text-muted-foreground">{t('shortLink.visits', { count: link.data.clicks })}</span>
          </div>
          <p role="status" className={copy === 'failed' ? 'text-sm text-destructive' : 'sr-only'}>
            {copy === 'copied' ? t('shortLink.copiedStatus') : copy === 'failed' ? t('shortLink.copyFailed') : ''}
          </p>
        </>
      ) : (
        <Button className="justify-self-start" onClick={() => create.mutate()} disabled={create.isPending || link.isPending}>{t('shortLink.create')}</Button>
      )}
    </section>
  );
}
