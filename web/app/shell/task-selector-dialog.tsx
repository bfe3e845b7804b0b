import { CalendarPlus, ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog';
import type { ShellDialogProps } from '../shell-dialog-registry';
import { useShellDialogs } from '../shell-dialogs';

/** SPEC §2: Task offers the Job dialog and the Event dialog (docs/decisions.md "Create → Task"). */
export function TaskSelectorDialog({ open, onOpenChange }: ShellDialogProps) {
  const { t } = useTranslation();
  const dialogs = useShellDialogs();
  const options = [
    { dialog: 'createJob' as const, icon: <ClipboardList />, label: t('calendar.taskSelector.job'), description: t('calendar.taskSelector.jobDescription') },
    { dialog: 'createEvent' as const, icon: <CalendarPlus />, label: t('calendar.taskSelector.event'), description: t('calendar.taskSelector.eventDescription') },
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('calendar.taskSelector.title')}</DialogTitle>
          <DialogDescription>{t('calendar.taskSelector.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 sm:grid-cols-2">
          {options.map((option) => (
            <button
              key={option.dialog}
              type="button"
              onClick={() => dialogs.open(option.dialog)}
              className="flex flex-col items-start gap-3 rounded-lg border border-border bg-card p-4 text-left transition-colors hover:border-primary hover:bg-secondary"
            >
              <span className="flex size-10 items-center justify-center rounded-full bg-secondary text-primary [&_svg]:size-5" aria-hidden="true">
                {option.icon}
              </span>
              <span className="font-semibold">{option.label}</span>
              <span className="text-sm text-muted-foreground">{option.description}</span>
            </button>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
