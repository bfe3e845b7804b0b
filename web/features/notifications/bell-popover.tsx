// SPEC §2 "Notifications bell": the frame both bells share (the contractor's, and the admin's from issue 13 item 8) —
// the bell button with its badge, the popover titled "Notifications", and its loading and empty texts.
import * as Popover from '@radix-ui/react-popover';
import { Bell } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { Tip } from '../../ui/tooltip';

export function BellPopover({
  open,
  onOpenChange,
  badge,
  className,
  headerAction,
  loading,
  empty,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The badge's text ("3", "99+"), or null for no badge. */
  badge: string | null;
  /** The popover's width. */
  className: string;
  /** Beside the title, e.g. "Mark all read". */
  headerAction?: ReactNode;
  loading: boolean;
  empty: boolean;
  /** The list, shown once loaded and not empty. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Tip label={t('notifications.bell')}>
        <Popover.Trigger asChild>
          <Button variant="ghost" size="icon" className="relative" aria-label={badge ? t('notifications.bellWithCount', { count: badge }) : t('notifications.bell')}>
            <Bell aria-hidden="true" />
            {badge ? (
              <span aria-hidden="true" className="absolute -right-1 -top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-bold leading-5 text-white">
                {badge}
              </span>
            ) : null}
          </Button>
        </Popover.Trigger>
      </Tip>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={8} className={cn('z-50 max-w-[calc(100vw-1rem)] rounded-md border border-border bg-card text-foreground shadow-lg', className)} aria-label={t('notifications.title')}>
          <div className="flex items-center justify-between border-b border-border px-4 py-3">
            <h2 className="text-sm font-semibold">{t('notifications.title')}</h2>
            {headerAction}
          </div>
          {loading ? (
            <p className="px-4 py-8 text-center text-sm text-muted-foreground" role="status">
              {t('notifications.loading')}
            </p>
          ) : empty ? (
            <div className="px-4 py-8 text-center">
              <p className="text-sm font-medium">{t('notifications.emptyTitle')}</p>
              <p className="text-sm text-muted-foreground">{t('notifications.emptyDescription')}</p>
            </div>
          ) : (
            children
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
