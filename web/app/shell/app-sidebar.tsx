import { Calendar, ClipboardList, FileText, HelpCircle, LayoutDashboard, LogOut, MessageSquareQuote, Settings, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../lib/current-user';
import { useLogout } from '../../features/auth/use-logout';
import { AdminSectionLink, ADMIN_SECTIONS, type AdminSection } from './admin-nav';
import { NavLink } from './nav-link';

type Item = { href: string; label: string; icon: ReactNode; activePaths?: string[]; adminSection?: AdminSection };

/**
 * SPEC §2 left sidebar; §6: for admins Customers becomes Contractors and it and Settings go to /admin. Issue 13 item 8:
 * an admin's sidebar is the admin area's sections and Settings, without the contractor pages that would bounce to /admin.
 */
export function sidebarItems(user: CurrentUser, t: (key: string) => string): { main: Item[]; secondary: Item[] } {
  const admin = user.isAdmin;
  if (admin) {
    // Issue 21 item 8: the admin's one navigation: every section, System settings among them.
    const item = (section: AdminSection): Item => ({ href: section.href, label: t(section.labelKey), icon: section.icon, adminSection: section });
    return {
      main: ADMIN_SECTIONS.filter((section) => section.tab !== 'settings').map(item),
      secondary: ADMIN_SECTIONS.filter((section) => section.tab === 'settings').map(item),
    };
  }
  return {
    main: [
      { href: '/dashboard', label: t('nav.dashboard'), icon: <LayoutDashboard /> },
      { href: '/quotes', label: t('nav.quotes'), icon: <FileText /> },
      { href: '/jobs', label: t('nav.jobs'), icon: <ClipboardList /> },
      admin
        ? { href: '/admin', label: t('nav.contractors'), icon: <Users /> }
        : { href: '/customers', label: t('nav.customers'), icon: <Users /> },
      { href: '/schedule', label: t('nav.schedule'), icon: <Calendar /> },
    ],
    secondary: [
      { href: '/testimonials', label: t('nav.testimonials'), icon: <MessageSquareQuote /> },
      { href: '/faqs', label: t('nav.faqs'), icon: <HelpCircle /> },
      admin
        ? { href: '/admin', label: t('nav.settings'), icon: <Settings />, activePaths: [] }
        : { href: '/contractor/settings', label: t('nav.settings'), icon: <Settings />, activePaths: ['/contractor/settings', '/settings'] },
    ],
  };
}

const itemClass =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground [&_svg]:size-4';
const activeClass = 'bg-secondary text-primary';

function sidebarLink(item: Item) {
  return (
    <li key={item.label}>
      {item.adminSection ? (
        <AdminSectionLink section={item.adminSection} className={itemClass} activeClassName={activeClass}>
          <span aria-hidden="true">{item.icon}</span>
          {item.label}
        </AdminSectionLink>
      ) : (
        <NavLink href={item.href} activePaths={item.activePaths} className={itemClass} activeClassName={activeClass}>
          <span aria-hidden="true">{item.icon}</span>
          {item.label}
        </NavLink>
      )}
    </li>
  );
}

export function AppSidebar({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const { main, secondary } = sidebarItems(user, t);
  return (
    <aside className="hidden w-56 shrink-0 border-r border-border bg-card md:block">
      <nav aria-label={t('nav.sidebar')} className="sticky top-16 flex flex-col gap-6 p-3">
        <ul className="grid gap-1">
          {main.map(sidebarLink)}
        </ul>
        <ul className="grid gap-1 border-t border-border pt-4">
          {secondary.map(sidebarLink)}
          <li>
            <button type="button" className={`${itemClass} w-full`} onClick={() => logout.mutate()} disabled={logout.isPending}>
              <LogOut aria-hidden="true" />
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
