// What features need to open the shell's dialogs, below the features: the shell (web/app) registers the dialogs
// (shell-dialog-registry.tsx) and provides the context (shell-dialogs.tsx); a feature only names a dialog to open.
import { createContext, useContext } from 'react';

export type ShellDialogName = 'addCustomer' | 'createJob' | 'createEvent' | 'taskSelector' | 'changePassword';

/** Built-in shell dialogs plus the ones registered in web/app/shell-dialog-registry.tsx. */
export type AnyShellDialog = ShellDialogName | 'create' | 'quoteSelector';

export type ShellDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Optional data the opener passes (e.g. a preselected customer). */
  payload?: unknown;
};

export type ShellDialogsValue = {
  open: (name: AnyShellDialog, payload?: unknown) => void;
  close: () => void;
  /** Whether a dialog with that name is registered (lets callers hide actions that would do nothing). */
  isAvailable: (name: AnyShellDialog) => boolean;
};

export const ShellDialogsContext = createContext<ShellDialogsValue | null>(null);

export function useShellDialogs(): ShellDialogsValue {
  const value = useContext(ShellDialogsContext);
  if (!value) throw new Error('useShellDialogs must be used inside ShellDialogsProvider');
  return value;
}
