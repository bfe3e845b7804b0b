import { KeyRound, LogOut, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { displayName, type CurrentUser } from '../../features/auth/current-user';
import { useLogout } from '../../features/auth/use-logout';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import { useShellDialogs } from '../../lib/shell-dialogs';
import { ADMIN_SETTINGS_HREF } from './admin-nav';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** SPEC §2 profile menu: full name (fallbacks), e-mail, Settings (/admin for admin, else /settings), Logout; and Change password. */
export function ProfileMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const logout = useLogout();
  const dialogs = useShellDialogs();
  const name = displayName(user, t('nav.userFallback'));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground hover:bg-primary-hover"
        aria-label={t('nav.profileMenu')}
      >
        <span aria-hidden="true">{initials(name)}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>
          <span className="block font-semibold">{name}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(user.isAdmin ? ADMIN_SETTINGS_HREF : '/settings')}>
          <Settings aria-hidden="true" />
          {t('nav.settings')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => dialogs.open('changePassword')}>
          <KeyRound aria-hidden="true" />
          {t('accounts.change.title')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut aria-hidden="true" />
          {t('nav.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
