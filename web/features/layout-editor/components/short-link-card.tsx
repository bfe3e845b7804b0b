import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { Button } from '../../../ui/button';

type ShortLink = { shortCode: string; url: string; clicks: number } | null;

/** Settings card: the contractor's /e/{shortCode} link to the branded instant quote; create once, copy any time. */
export function ShortLinkCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const link = useQuery<ShortLink>({ queryKey: ['/api/short-links/mine'] });
  const [copied, setCopied] = useState(false);
  const create = useMutation({
    mutationFn: () => apiRequest<ShortLink>('POST', '/api/short-links'),
    onSuccess: (data) => queryClient.setQueryData(['/api/short-links/mine'], data),
  });
  const copy = async (url: string) => {
    await navigator.clipboard?.writeText(url);
    setCopied(true);
  };
  return (
    <section aria-labelledby="short-link-title" className="grid gap-2 rounded-lg border border-border bg-card p-4">
      <h2 id="short-link-title" className="text-base font-semibold">{t('shortLink.title')}</h2>
      <p className="text-sm text-muted-foreground">{t('shortLink.help')}</p>
      {link.data ? (
        <div className="flex flex-wrap items-center gap-2">
          <input readOnly aria-label={t('shortLink.title')} className="h-10 min-w-0 flex-1 rounded-md border border-input bg-muted px-2 text-sm" value={link.data.url} onFocus={(e) => e.target.select()} />
          <Button size="sm" onClick={() => copy(link.data!.url)}>{copied ? t('shortLink.copied') : t('shortLink.copy')}</Button>
          <span className="text-xs text-muted-foreground">{t('shortLink.visits', { count: link.data.clicks })}</span>
        </div>
      ) : (
        <Button className="justify-self-start" onClick={() => create.mutate()} disabled={create.isPending || link.isPending}>{t('shortLink.create')}</Button>
      )}
    </section>
  );
}
