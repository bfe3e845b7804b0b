import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../lib/current-user';
import { Button } from '../../ui/button';
import { AdminBellSlot, GlobalSearchSlot, MobileSearchSlot, NotificationBellSlot } from '../header-slots';
import { useShellDialogs } from '../../lib/shell-dialogs';
import { LanguageSwitch } from '../../ui/language-switch';
import { Logo } from './logo';
import { NavLink } from './nav-link';
import { ProfileMenu } from './profile-menu';

const linkClass = 'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground';
const activeClass = 'bg-secondary text-primary';

/** SPEC §2 header links of a contractor. */
function ContractorLinks() {
  const { t } = useTranslation();
  const dialogs = useShellDialogs();
  return (
    <>
      <NavLink href="/dashboard" className={linkClass} activeClassName={activeClass}>
        {t('nav.dashboard')}
      </NavLink>
      {/* Exact: a quote's own page (/contractor/quote/{id}/view) is not "New Quote". */}
      <NavLink href="/contractor/quote" exact className={linkClass} activeClassName={activeClass}>
        {t('nav.newQuote')}
      </NavLink>
      <button type="button" className={linkClass} onClick={() => dialogs.open('addCustomer')}>
        {t('nav.addCustomer')}
      </button>
      <NavLink href="/jobs" activePaths={['/jobs']} className={linkClass} activeClassName={activeClass}>
        {t('nav.jobs')}
      </NavLink>
      <NavLink href="/schedule" className={linkClass} activeClassName={activeClass}>
        {t('nav.schedule')}
      </NavLink>
    </>
  );
}

/** SPEC §2 signed-in desktop header; hidden on mobile. */
export function AppHeader({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const dialogs = useShellDialogs();
  return (
    <header className="sticky top-0 z-40 hidden h-16 items-center gap-4 border-b border-border bg-card/95 px-4 backdrop-blur md:flex lg:px-6">
      <Logo />
      {/* Issue 21 item 8: an admin's sections are in the sidebar only (one navigation), so an admin's header has none. */}
      {user.isAdmin ? null : (
        <nav aria-label={t('nav.main')} className="flex items-center gap-1">
          {user.onboardingComplete ? <ContractorLinks /> : null /* before setup is done every contractor page leads back to /onboarding */}
        </nav>
      )}
      <div className="ml-auto flex items-center gap-3">
        {/* The search reads one contractor's customers and quotes; an admin has none (it answered "Search failed"). */}
        {user.contractorId ? <GlobalSearchSlot /> : null}
        {user.isAdmin || user.onboardingComplete ? (
          <Button size="sm" onClick={() => dialogs.open('create')}>
            <Plus aria-hidden="true" />
            {t('nav.create')}
          </Button>
        ) : null}
        <LanguageSwitch />
        {user.isAdmin ? <AdminBellSlot /> : <NotificationBellSlot />}
        <ProfileMenu user={user} />
      </div>
    </header>
  );
}

/** The slim top bar phones get instead of the desktop header: logo, search (contractors), language, Create. */
export function MobileTopBar({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const dialogs = useShellDialogs();
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b border-border bg-card px-3 min-[360px]:px-4 md:hidden">
      <Logo className="shrink-0" />
      <div className="ml-auto flex min-w-0 items-center gap-1.5 min-[360px]:gap-2">
        {user.contractorId ? <MobileSearchSlot /> : null}
        <LanguageSwitch className="shrink-0" />
        {/* Below 360 px the button keeps only its icon on screen; its name stays for screen readers. */}
        {user.isAdmin || user.onboardingComplete ? (
          <Button size="sm" className="shrink-0 max-[359px]:px-2.5" onClick={() => dialogs.open('create')}>
            <Plus aria-hidden="true" />
            <span className="max-[359px]:sr-only">{t('nav.create')}</span>
          </Button>
        ) : null}
      </div>
    </header>
  );
}
