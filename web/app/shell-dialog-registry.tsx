// Dialogs the shell can open from anywhere (header Add Customer, Create → Customer/Task, ...).
// Feature helpers register their dialog component here, one line each, lazily (issue 15): a dialog's code (its form,
// schemas, pickers) is fetched when it is first opened, not with every signed-in page.
import type { ComponentType } from 'react';
import { lazy, type LazyComponent } from '../lib/lazy-page';
import type { ShellDialogName, ShellDialogProps } from '../lib/shell-dialogs';

export const shellDialogs: Partial<Record<ShellDialogName, LazyComponent<ComponentType<ShellDialogProps>>>> = {
  addCustomer: lazy(() => import('../features/customers/add-customer-dialog').then((m) => ({ default: m.AddCustomerDialog }))),
  createJob: lazy(() => import('../features/jobs/create-job-dialog').then((m) => ({ default: m.CreateJobDialog }))),
  createEvent: lazy(() => import('../features/calendar/event-dialog').then((m) => ({ default: m.EventDialog }))),
  taskSelector: lazy(() => import('./shell/task-selector-dialog').then((m) => ({ default: m.TaskSelectorDialog }))),
  changePassword: lazy(() => import('../features/auth/change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog }))),
};

/** Fetches the registered dialogs' code ahead of a likely open (the Create dialog shows them as choices). */
export function preloadShellDialogs(): void {
  for (const dialog of Object.values(shellDialogs)) void dialog?.preload().catch(() => undefined);
}
