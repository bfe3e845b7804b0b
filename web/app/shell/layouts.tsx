// The visitor and bare layouts are in the first download; the signed-in one is its own chunk (./app-layout.tsx).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LogoMark } from './logo';
import { VisitorHeader } from './visitor-header';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow-lg">
      {t('nav.skipToContent')}
    </a>
  );
}

/** Visitor layout: visitor header, content, footer. */
export function VisitorLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <VisitorHeader />
      {/* At least a screen tall: the footer starts below the fold, so a short page (login) arriving after the loading
          state does not pull it up into view (issue 15: no layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100svh-4rem)] flex-1 outline-none">
        {children}
      </main>
      <footer className="border-t border-border bg-card">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-2">
            <LogoMark className="size-6" />
            <span>{t('common.footerTagline')}</span>
          </div>
          <nav aria-label={t('nav.footer')} className="flex flex-wrap gap-4">
            <Link href="/homeowner" className="hover:text-foreground">{t('nav.homeowners')}</Link>
            <Link href="/contractor" className="hover:text-foreground">{t('nav.contractors')}</Link>
            <Link href="/contractor-registration" className="hover:text-foreground">{t('nav.register')}</Link>
            <Link href="/login" className="hover:text-foreground">{t('nav.login')}</Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}

/** No shell at all (SPEC §2: the customer-facing quote view hides the sidebar). */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="min-h-screen">
      {children}
    </main>
  );
}
