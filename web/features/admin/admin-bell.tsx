// Issue 13 item 8: an admin's bell shows what an admin acts on — open security alerts and registration requests
// waiting — never a contractor's payment or quote notifications (an admin has none).
import * as Popover from '@radix-ui/react-popover';
import { useQuery } from '@tanstack/react-query';
import { Bell, Inbox, ShieldAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { badgeLabel } from '../../../core/notifications/notification-feed';
import type { SecurityOverview } from '../../../core/security/security.schema';
import { Button } from '../../ui/button';

// The same keys the Security and Requests tabs read, so the bell and the tabs share one cache (and the 60 s poll).
const OVERVIEW_KEY = ['/api/admin/security'] as const;
const PENDING_REQUESTS_KEY = ['/api/admin/registration-requests', { status: 'pending' }] as const;

export function AdminBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const overview = useQuery<SecurityOverview>({ queryKey: OVERVIEW_KEY });
  const pending = useQuery<unknown[]>({ queryKey: PENDING_REQUESTS_KEY });
  const alerts = overview.data?.openAlerts.total ?? 0;
  const requests = pending.data?.length ?? 0;
  const badge = badgeLabel(alerts + requests);
  const items: { key: string; icon: ReactNode; text: string; href: string }[] = [];
  if (alerts > 0) items.push({ key: 'alerts', icon: <ShieldAlert />, text: t('notifications.admin.openAlerts', { count: alerts }), href: '/admin?tab=security' });
  if (requests > 0) items.push({ key: 'requests', icon: <Inbox />, text: t('notifications.admin.pendingRequests', { count: requests }), href: '/admin?tab=requests' });

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={badge ? t('notifications.bellWithCount', { count: badge }) : t('notifications.bell')}>
          <Bell aria-hidden="true" />
          {badge ? (
            <span aria-hidden="true" className="absolute -right-1 -top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-bold leading-5 text-white">
              {badge}
            </span>
          ) : null}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={8} className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded-md border border-border bg-card text-foreground shadow-lg" aria-label={t('notifications.title')}>
          <div className="border-b border-border px-4 py-3">
            <h2 className="text-sm font-semibold">{t('notifications.title')}</h2>
          </div>
          {overview.isPending || pending.isPending ? (
            <p className="px-4 py-8 text-center text-sm text-muted-foreground" role="status">{t('notifications.loading')}</p>
          ) : items.length === 0 ? (
            <div className="px-4 py-8 text-center">
              <p className="text-sm font-medium">{t('notifications.emptyTitle')}</p>
              <p className="text-sm text-muted-foreground">{t('notifications.emptyDescription')}</p>
            </div>
          ) : (
            <ul aria-label={t('notifications.title')}>
              {items.map((item) => (
                <li key={item.key} className="border-b border-border last:border-b-0">
                  <button
                    type="button"
                    className="flex w-full cursor-pointer items-center gap-3 px-4 py-3 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-4 [&_svg]:shrink-0"
                    onClick={() => {
                      setOpen(false);
                      navigate(item.href);
                    }}
                  >
                    <span aria-hidden="true" className="text-muted-foreground">{item.icon}</span>
                    {item.text}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
