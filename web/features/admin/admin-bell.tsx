// Issue 13 item 8: an admin's bell shows what an admin acts on — open security alerts and registration requests
// waiting — never a contractor's payment or quote notifications (an admin has none).
import { Inbox, ShieldAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { badgeLabel } from '../../../core/notifications/notification-feed';
import { getSecurityOverview } from '../../../core/security/security.api';
import { listRegistrationRequests } from '../../../core/admin/admin.api';
import { useContractQuery } from '../../lib/api-contract';
import { BellPopover } from '../notifications/bell-popover';

// The same keys the Security and Requests tabs read, so the bell and the tabs share one cache (and the 60 s poll).

export function AdminBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const overview = useContractQuery(getSecurityOverview, {});
  const pending = useContractQuery(listRegistrationRequests, { query: { status: 'pending' } });
  const alerts = overview.data?.openAlerts.total ?? 0;
  const requests = pending.data?.length ?? 0;
  const badge = badgeLabel(alerts + requests);
  const items: { key: string; icon: ReactNode; text: string; href: string }[] = [];
  if (alerts > 0) items.push({ key: 'alerts', icon: <ShieldAlert />, text: t('notifications.admin.openAlerts', { count: alerts }), href: '/admin?tab=security' });
  if (requests > 0) items.push({ key: 'requests', icon: <Inbox />, text: t('notifications.admin.pendingRequests', { count: requests }), href: '/admin?tab=requests' });

  return (
    <BellPopover open={open} onOpenChange={setOpen} badge={badge} className="w-80" loading={overview.isPending || pending.isPending} empty={items.length === 0}>
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
    </BellPopover>
  );
}
