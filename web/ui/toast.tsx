import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { useToast } from './use-toast';

// SPEC §9: duration 5000 ms, swipe right with a 50 px threshold; Radix's viewport hotkey is F8.
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/** Renders the toast queue; mount once near the root. */
export function Toaster() {
  const { t } = useTranslation();
  const { toasts, dismiss } = useToast();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t('common.notification')}
    >
      {toasts.map(({ id, title, description, variant, action }) => (
        <ToastPrimitive.Root
          key={id}
          onOpenChange={(open) => {
            if (!open) dismiss(id);
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            variant === 'destructive'
              ? 'border-red-800 bg-destructive text-destructive-foreground'
              : 'border-border bg-card text-foreground',
          )}
        >
          <div className="grid gap-1">
            {title ? <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title> : null}
            {description ? <ToastPrimitive.Description className="text-sm opacity-90">{description}</ToastPrimitive.Description> : null}
          </div>
          {action}
          <ToastPrimitive.Close
            className="absolute right-2 top-2 rounded-sm p-1 opacity-80 hover:opacity-100"
            aria-label={t('common.close')}
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        label={t('common.toastRegion')}
        className="fixed bottom-20 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:bottom-0 sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
