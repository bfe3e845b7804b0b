import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/cn';

/** True when the current path is one of the given paths or below one of them (e.g. /jobs and /jobs/{id}). */
export function isPathActive(location: string, paths: string[]): boolean {
  return paths.some((path) => location === path || location.startsWith(`${path}/`));
}

export function NavLink({
  href,
  activePaths,
  exact = false,
  className,
  activeClassName,
  children,
}: {
  href: string;
  activePaths?: string[];
  /** Active only on exactly this path (Home, the Contractors landing page). */
  exact?: boolean;
  className?: string;
  activeClassName?: string;
  children: ReactNode;
}) {
  const [location] = useLocation();
  const active = exact ? location === href : isPathActive(location, activePaths ?? [href]);
  return (
    <Link href={href} aria-current={active ? 'page' : undefined} className={cn(className, active && activeClassName)}>
      {children}
    </Link>
  );
}
