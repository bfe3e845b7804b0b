import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { homePathFor, useCurrentUser } from '../../lib/current-user';
import { useLoggingOut } from '../../features/auth/logout-state';
import { cn } from '../../lib/cn';
import { LOGO_MARK } from './shell-frame-html';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#14532d" />
      <path d={LOGO_MARK.posts} stroke="#fff" strokeWidth="2" fill="none" strokeLinejoin="round" />
      <path d={LOGO_MARK.rails} stroke="#bbf7d0" strokeWidth="2" />
    </svg>
  );
}

/** SPEC §2 logo link: / for visitors or while logging out; /admin for admin; /dashboard or /onboarding. */
export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const loggingOut = useLoggingOut();
  return (
    <Link href={homePathFor(user, loggingOut)} className={cn('flex items-center gap-2 font-bold text-lg text-primary', className)} aria-label={t('nav.logoLabel')}>
      <LogoMark />
      <span className="tracking-tight">Picket</span>
    </Link>
  );
}
