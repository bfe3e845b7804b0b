// Issue 13 item 8: an admin's shell links only to what an admin can use — the sections of /admin — never to a
// contractor's page that would bounce back to /admin. One list for the header, the sidebar and the bottom bar.
import { Inbox, Package, ShieldAlert, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { cn } from '../../lib/cn';

export type AdminSection = { tab: string; labelKey: string; icon: ReactNode };

/** The /admin tabs an admin's navigation lists (web/features/admin/admin-page.tsx); System settings is their Settings. */
export const ADMIN_SECTIONS: AdminSection[] = [
  { tab: 'contractors', labelKey: 'nav.contractors', icon: <Users /> },
  { tab: 'requests', labelKey: 'nav.admin.requests', icon: <Inbox /> },
  { tab: 'catalogue', labelKey: 'nav.admin.catalogue', icon: <Package /> },
  { tab: 'security', labelKey: 'nav.admin.security', icon: <ShieldAlert /> },
];

/** Where an admin's Settings goes (SPEC §2: to /admin): the system settings tab. */
export const ADMIN_SETTINGS_HREF = '/admin?tab=settings';
export const ADMIN_SETTINGS_SECTION: AdminSection = { tab: 'settings', labelKey: 'nav.settings', icon: null };

const DEFAULT_TAB = 'contractors';

/** The /admin tab on screen: ?tab= on /admin (contractors when absent), contractors on a contractor's own page. */
export function currentAdminTab(location: string, search: string): string | null {
  if (location === '/admin') return new URLSearchParams(search).get('tab') ?? DEFAULT_TAB;
  if (location.startsWith('/admin/contractors')) return 'contractors';
  return null;
}

export function AdminSectionLink({ section, className, activeClassName, children }: { section: AdminSection; className?: string; activeClassName?: string; children: ReactNode }) {
  const [location] = useLocation();
  const active = currentAdminTab(location, useSearch()) === section.tab;
  return (
    <Link href={`/admin?tab=${section.tab}`} aria-current={active ? 'page' : undefined} className={cn(className, active && activeClassName)}>
      {children}
    </Link>
  );
}
