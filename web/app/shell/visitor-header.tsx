import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../../ui/button';
import { LanguageSwitch } from '../../ui/language-switch';
import { Logo } from './logo';
import { NavLink } from './nav-link';

/** SPEC §2 "Navigation for visitors": Home, Homeowners, Contractors, Quote, Login, language switch; toggle menu on mobile. */
export function VisitorHeader() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [location]);
  const links = [
    { href: '/', label: t('nav.home'), exact: true },
    { href: '/homeowner', label: t('nav.homeowners'), exact: false },
    { href: '/contractor', label: t('nav.contractors'), exact: true },
    { href: '/quote', label: t('nav.quote'), exact: false },
    { href: '/login', label: t('nav.login'), exact: true },
  ];
  const desktopLink = 'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground';
  const mobileLink = 'block rounded-md px-3 py-3 text-base font-medium hover:bg-muted';
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Logo />
        <nav aria-label={t('nav.main')} className="ml-auto hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <NavLink key={link.href} href={link.href} exact={link.exact} className={desktopLink} activeClassName="text-primary bg-secondary">
              {link.label}
            </NavLink>
          ))}
        </nav>
        <LanguageSwitch className="ml-auto md:ml-2" />
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={menuOpen}
          aria-controls="visitor-menu"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </div>
      {menuOpen ? (
        <nav id="visitor-menu" aria-label={t('nav.mobileMenu')} className="border-t border-border px-4 py-2 md:hidden">
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href} exact={link.exact} className={mobileLink} activeClassName="text-primary bg-secondary">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
