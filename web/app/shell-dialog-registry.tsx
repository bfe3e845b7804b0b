// Dialogs the shell can open from anywhere (header Add Customer, Create → Customer/Task, ...).
// Feature helpers register their dialog component here, one line each.
import type { ComponentType } from 'react';
import { CreateJobDialog } from '../features/jobs/create-job-dialog';
import { AddCustomerDialog } from '../features/customers/add-customer-dialog';
import { EventDialog } from '../features/calendar/event-dialog';
import { TaskSelectorDialog } from './shell/task-selector-dialog';

export type ShellDialogName = 'addCustomer' | 'createJob' | 'createEvent' | 'taskSelector';

export type ShellDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Optional data the opener passes (e.g. a preselected customer). */
  payload?: unknown;
};

export const shellDialogs: Partial<Record<ShellDialogName, ComponentType<ShellDialogProps>>> = {
  addCustomer: AddCustomerDialog,
  createJob: CreateJobDialog,
  createEvent: EventDialog,
  taskSelector: TaskSelectorDialog,
};
