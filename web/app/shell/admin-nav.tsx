// Issue 13 item 8: an admin's shell links only to what an admin can use — the sections of the admin area — never to a
// contractor's page that would bounce back to /admin. Issue 21 item 8: this list is the admin's one navigation (the
// sidebar on desktop, the bottom bar and its More sheet on a phone); the admin page has no tab strip of its own.
import { Inbox, Mail, Package, Settings, ShieldAlert, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { cn } from '../../lib/cn';

export type AdminSection = { tab: string; href: string; labelKey: string; icon: ReactNode };

const section = (tab: string, labelKey: string, icon: ReactNode, href = `/admin?tab=${tab}`): AdminSection => ({ tab, href, labelKey, icon });

/** Every section of the admin area, in the sidebar's order; the /admin tabs are web/features/admin/admin-page.tsx's. */
export const ADMIN_SECTIONS: AdminSection[] = [
  section('contractors', 'nav.contractors', <Users />),
  section('requests', 'nav.admin.requests', <Inbox />),
  section('catalogue', 'nav.admin.catalogue', <Package />),
  section('security', 'nav.admin.security', <ShieldAlert />),
  section('outbox', 'nav.admin.outbox', <Mail />, '/admin/outbox'),
  section('settings', 'nav.admin.systemSettings', <Settings />),
];

/** The sections on the phone's bottom bar; the rest (and Contractors again, SPEC §2) are in its More sheet. */
export const ADMIN_BAR_TABS = ['contractors', 'requests', 'catalogue', 'security'];

/** Where an admin's Settings goes (SPEC §2: to /admin): the system settings section. */
export const ADMIN_SETTINGS_HREF = '/admin?tab=settings';

const DEFAULT_TAB = 'contractors';

/** The admin section on screen: ?tab= on /admin (contractors when absent), contractors on a contractor's own page. */
export function currentAdminTab(location: string, search: string): string | null {
  if (location === '/admin') return new URLSearchParams(search).get('tab') ?? DEFAULT_TAB;
  if (location.startsWith('/admin/contractors')) return 'contractors';
  if (location === '/admin/outbox') return 'outbox';
  return null;
}

export function AdminSectionLink({
  section: s,
  className,
  activeClassName,
  onClick,
  children,
}: {
  section: AdminSection;
  className?: string;
  activeClassName?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const [location] = useLocation();
  const active = currentAdminTab(location, useSearch()) === s.tab;
  return (
    <Link href={s.href} aria-current={active ? 'page' : undefined} className={cn(className, active && activeClassName)} onClick={onClick}>
      {children}
    </Link>
  );
}
