import { ClipboardList, DollarSign, FileText, PencilRuler, UserPlus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { displayName } from '../../../core/auth/display-name';
import { formatCents } from '../../../core/money';
import { useShellDialogs } from '../../lib/shell-dialogs';
import { Badge } from '../../ui/badge';
import { Button, buttonVariants } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { useCurrentUser } from '../auth/current-user';
import { dashboardCards } from './dashboard-cards';
import { useDocumentTitle } from '../../lib/document-title';
import { getDashboardStats } from '../../../core/dashboard/dashboard.api';
import { useContractQuery } from '../../lib/api-contract';


// SPEC §4 quote statuses, in the order of the flow.
const QUOTE_STATUSES = ['draft', 'sent', 'approved', 'scheduled', 'completed', 'paid', 'converted_to_job', 'lost'] as const;

function greetingKey(hour: number): string {
  if (hour < 12) return 'dashboard.greetingMorning';
  if (hour < 18) return 'dashboard.greetingAfternoon';
  return 'dashboard.greetingEvening';
}

/** A count's place while it loads: the same height as the number, so nothing below moves when it arrives (issue 15). */
function ValuePlaceholder() {
  return <span aria-hidden="true" className="inline-block h-8 w-14 animate-pulse rounded bg-muted align-middle" />;
}

function StatCard({ label, value, icon, href }: { label: string; value: ReactNode; icon: ReactNode; href: string }) {
  return (
    <Link href={href} className="block rounded-lg focus-visible:outline-2 focus-visible:outline-ring">
      <Card className="h-full transition-colors hover:border-primary">
        <CardContent className="flex items-center gap-4 pt-6">
          <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-primary [&_svg]:size-5" aria-hidden="true">
            {icon}
          </span>
          <div>
            <p className="text-sm text-muted-foreground">{label}</p>
            <p className="text-2xl font-bold tabular-nums">{value}</p>
          </div>
        </CardContent>
      </Card>
    </Link>
  );
}

/** /dashboard — greeting, quick actions and counts (GET /api/dashboard/stats, polled every 120 s by SPEC §9). */
export default function DashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.dashboard'));
  const { user } = useCurrentUser();
  const dialogs = useShellDialogs();
  const stats = useContractQuery(getDashboardStats, {});
  const name = user ? (user.firstName?.trim() || displayName(user, t('nav.userFallback'))) : '';
  return (
    <div className="mx-auto grid max-w-6xl gap-8">
      <PageHeader
        title={t(greetingKey(new Date().getHours()), { name })}
        description={t('dashboard.subtitle')}
        actions={
          <>
            <Link href="/contractor/quote" className={buttonVariants()}>
              <PencilRuler aria-hidden="true" />
              {t('nav.newQuote')}
            </Link>
            <Button variant="outline" onClick={() => dialogs.open('addCustomer')}>
              <UserPlus aria-hidden="true" />
              {t('nav.addCustomer')}
            </Button>
          </>
        }
      />
      {stats.isError ? (
        <p role="alert" className="text-destructive">
          {t('dashboard.loadFailed')}
        </p>
      ) : (
        <>
          {/* While the counts load, the same cards stand with placeholders: the page keeps its shape (no layout shift). */}
          {stats.isPending ? <Spinner label={t('common.loading')} className="sr-only" /> : null}
          <section aria-labelledby="dashboard-counts" className="grid gap-4" aria-busy={stats.isPending}>
            <h2 id="dashboard-counts" className="sr-only">
              {t('dashboard.countsTitle')}
            </h2>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <StatCard label={t('dashboard.customers')} value={stats.data ? stats.data.customers : <ValuePlaceholder />} icon={<Users />} href="/customers" />
              <StatCard label={t('dashboard.quotes')} value={stats.data ? stats.data.quotes : <ValuePlaceholder />} icon={<FileText />} href="/quotes" />
              <StatCard label={t('dashboard.jobs')} value={stats.data ? stats.data.jobs : <ValuePlaceholder />} icon={<ClipboardList />} href="/jobs" />
              <StatCard label={t('dashboard.openQuoteValue')} value={stats.data ? formatCents(stats.data.openQuoteValueCents) : <ValuePlaceholder />} icon={<DollarSign />} href="/quotes" />
            </div>
          </section>
          <Card>
            <CardHeader>
              <CardTitle>
                <span>{t('dashboard.quotesByStatus')}</span>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {!stats.data ? (
                <div aria-hidden="true" className="h-[2.625rem] w-full max-w-sm animate-pulse rounded-md bg-muted" />
              ) : stats.data.quotes === 0 ? (
                <p className="text-muted-foreground">{t('dashboard.noQuotes')}</p>
              ) : (
                <ul className="flex flex-wrap gap-3">
                  {QUOTE_STATUSES.filter((status) => stats.data.quotesByStatus[status]).map((status) => (
                    <li key={status} className="flex items-center gap-2 rounded-md border border-border px-3 py-2">
                      <Badge variant={status === 'approved' || status === 'paid' ? 'success' : status === 'lost' ? 'destructive' : 'secondary'}>
                        {t(`dashboard.status.${status}`)}
                      </Badge>
                      <span className="font-semibold tabular-nums">{stats.data.quotesByStatus[status]}</span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </>
      )}
      {dashboardCards.length > 0 ? (
        <div className="grid gap-4 lg:grid-cols-2">
          {dashboardCards.map(({ key, component: CardComponent }) => (
            <CardComponent key={key} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
