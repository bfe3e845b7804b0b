import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ShellDialogsContext, type AnyShellDialog } from '../lib/shell-dialogs';
import { CreateDialog } from './shell/create-dialog';
import { QuoteSelectorDialog } from './shell/quote-selector-dialog';
import { shellDialogs } from './shell-dialog-registry';

export function ShellDialogsProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<{ name: AnyShellDialog; payload?: unknown } | null>(null);
  const open = useCallback((name: AnyShellDialog, payload?: unknown) => setActive({ name, payload }), []);
  const close = useCallback(() => setActive(null), []);
  const isAvailable = useCallback(
    (name: AnyShellDialog) => name === 'create' || name === 'quoteSelector' || Boolean(shellDialogs[name]),
    [],
  );
  const value = useMemo(() => ({ open, close, isAvailable }), [open, close, isAvailable]);
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) close();
  };
  const Registered = active && active.name !== 'create' && active.name !== 'quoteSelector' ? shellDialogs[active.name] : undefined;
  return (
    <ShellDialogsContext.Provider value={value}>
      {children}
      <CreateDialog open={active?.name === 'create'} onOpenChange={onOpenChange} />
      <QuoteSelectorDialog open={active?.name === 'quoteSelector'} onOpenChange={onOpenChange} payload={active?.payload} />
      {Registered ? (
        <Suspense fallback={null}>
          <Registered open onOpenChange={onOpenChange} payload={active?.payload} />
        </Suspense>
      ) : null}
    </ShellDialogsContext.Provider>
  );
}
