import { Calendar, ClipboardList, FileText, HelpCircle, KeyRound, LayoutDashboard, LogOut, MessageSquareQuote, MoreHorizontal, Settings, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { CurrentUser } from '../../lib/current-user';
import { useLogout } from '../../features/auth/use-logout';
import { cn } from '../../lib/cn';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../ui/sheet';
import { useShellDialogs } from '../../lib/shell-dialogs';
import { AdminSectionLink, ADMIN_BAR_TABS, ADMIN_SECTIONS, currentAdminTab } from './admin-nav';

/** An admin's sections reached through the More sheet (the bar marks More active on them). */
const ADMIN_MORE_TABS = ADMIN_SECTIONS.map((s) => s.tab).filter((tab) => !ADMIN_BAR_TABS.includes(tab));
import { isPathActive, NavLink } from './nav-link';

const barItemClass = 'flex flex-1 flex-col items-center justify-center gap-1 py-2 text-xs font-medium text-muted-foreground [&_svg]:size-5';
const barActiveClass = 'text-primary';

/** Paths reached through the More sheet; SPEC §2: /customers and /customers/{id} mark the bar active. */
export const MORE_PATHS = ['/customers', '/testimonials', '/faqs', '/contractor/settings', '/settings'];

/** SPEC §2 mobile bottom bar: Dashboard, Quotes, Jobs, Schedule, More. */
export function BottomBar({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const search = useSearch();
  const [moreOpen, setMoreOpen] = useState(false);
  const items: { href: string; label: string; icon: ReactNode }[] = [
    { href: '/dashboard', label: t('nav.dashboard'), icon: <LayoutDashboard /> },
    { href: '/quotes', label: t('nav.quotes'), icon: <FileText /> },
    { href: '/jobs', label: t('nav.jobs'), icon: <ClipboardList /> },
    { href: '/schedule', label: t('nav.schedule'), icon: <Calendar /> },
  ];
  const moreActive = user.isAdmin ? ADMIN_MORE_TABS.includes(currentAdminTab(location, search) ?? '') : isPathActive(location, MORE_PATHS);
  return (
    <>
      <nav
        aria-label={t('nav.bottomBar')}
        className="fixed inset-x-0 bottom-0 z-40 flex border-t border-border bg-card pb-[env(safe-area-inset-bottom)] md:hidden"
      >
        {user.isAdmin
          ? // Issue 13 item 8: an admin's bar is the admin area's sections, not contractor pages that bounce to /admin.
            ADMIN_SECTIONS.filter((section) => ADMIN_BAR_TABS.includes(section.tab)).map((section) => (
              <AdminSectionLink key={section.tab} section={section} className={barItemClass} activeClassName={barActiveClass}>
                <span aria-hidden="true">{section.icon}</span>
                {t(section.labelKey)}
              </AdminSectionLink>
            ))
          : items.map((item) => (
              <NavLink key={item.href} href={item.href} className={barItemClass} activeClassName={barActiveClass}>
                <span aria-hidden="true">{item.icon}</span>
                {item.label}
              </NavLink>
            ))}
        <button
          type="button"
          className={cn(barItemClass, moreActive && barActiveClass)}
          aria-haspopup="dialog"
          aria-expanded={moreOpen}
          aria-current={moreActive ? 'page' : undefined}
          onClick={() => setMoreOpen(true)}
        >
          <MoreHorizontal aria-hidden="true" />
          {t('nav.more')}
        </button>
      </nav>
      <MoreSheet user={user} open={moreOpen} onOpenChange={setMoreOpen} />
    </>
  );
}

/**
 * SPEC §2 More sheet: Customers, Testimonials, FAQs, Settings, Logout. An admin's (issue 21 item 8): Contractors (→ /admin,
 * as SPEC §2 labels Customers for admins), the sections not on the bar (Outbox, System settings), Change password, Logout.
 */
function MoreSheet({ user, open, onOpenChange }: { user: CurrentUser; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const dialogs = useShellDialogs();
  const close = () => onOpenChange(false);
  // Testimonials and FAQs are a contractor's (issue 13 item 8).
  const entries = user.isAdmin
    ? [
        { href: '/admin', label: t('nav.contractors'), icon: <Users /> },
        ...ADMIN_SECTIONS.filter((s) => ADMIN_MORE_TABS.includes(s.tab)).map((s) => ({ href: s.href, label: t(s.labelKey), icon: s.icon })),
      ]
    : [
        { href: '/customers', label: t('nav.customers'), icon: <Users /> },
        { href: '/testimonials', label: t('nav.testimonials'), icon: <MessageSquareQuote /> },
        { href: '/faqs', label: t('nav.faqs'), icon: <HelpCircle /> },
        { href: '/contractor/settings', label: t('nav.settings'), icon: <Settings /> },
      ];
  const entryClass = 'flex w-full items-center gap-3 rounded-md px-3 py-3 text-base font-medium hover:bg-muted [&_svg]:size-5';
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom">
        <SheetHeader>
          <SheetTitle>{t('nav.more')}</SheetTitle>
          <SheetDescription className="sr-only">{t('nav.moreDescription')}</SheetDescription>
        </SheetHeader>
        <ul className="grid gap-1">
          {entries.map((entry) => (
            <li key={entry.label}>
              <Link href={entry.href} className={entryClass} onClick={close}>
                <span aria-hidden="true" className="text-muted-foreground">{entry.icon}</span>
                {entry.label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={entryClass}
              onClick={() => {
                close();
                dialogs.open('changePassword');
              }}
            >
              <KeyRound aria-hidden="true" className="text-muted-foreground" />
              {t('accounts.change.title')}
            </button>
          </li>
          <li>
            <button
              type="button"
              className={entryClass}
              disabled={logout.isPending}
              onClick={() => {
                close();
                logout.mutate();
              }}
            >
              <LogOut aria-hidden="true" className="text-muted-foreground" />
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      </SheetContent>
    </Sheet>
  );
}
