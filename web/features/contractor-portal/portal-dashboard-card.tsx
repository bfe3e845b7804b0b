import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { getMyShortLink } from '../../../core/layout/layout.api';
import { useContractQuery } from '../../lib/api-contract';
import { buttonVariants } from '../../ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '../../ui/card';

/** Dashboard card: the quote link at a glance and the way into /contractor-portal (SPEC fixes the sidebar, so the dashboard links it). */
export function PortalDashboardCard() {
  const { t } = useTranslation();
  // The same query as the portal's link card, so opening the portal shows it at once.
  const link = useContractQuery(getMyShortLink, {});
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold leading-tight">
          <Store aria-hidden="true" className="size-5 text-primary" />
          {t('contractorPortal.title')}
        </h2>
        <CardDescription>{t('contractorPortal.dashboard.lead')}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1 text-sm">
        {link.data ? (
          <p className="grid gap-0.5">
            <span className="truncate font-medium">{link.data.url}</span>
            <span className="text-xs text-muted-foreground">{t('shortLink.visits', { count: link.data.clicks })}</span>
          </p>
        ) : link.isSuccess ? (
          <p className="text-muted-foreground">{t('contractorPortal.dashboard.noLink')}</p>
        ) : null}
      </CardContent>
      <CardFooter>
        <Link href="/contractor-portal" className={buttonVariants({ variant: 'outline' })}>
          {t('contractorPortal.dashboard.open')}
        </Link>
      </CardFooter>
    </Card>
  );
}
