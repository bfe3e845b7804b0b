import { CalendarPlus, ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ChooserDialog } from '../../ui/chooser-dialog';
import type { ShellDialogProps } from '../../lib/shell-dialogs';
import { useShellDialogs } from '../../lib/shell-dialogs';

/** SPEC §2: Task offers the Job dialog and the Event dialog (docs/decisions.md "Create → Task"). */
export function TaskSelectorDialog({ open, onOpenChange }: ShellDialogProps) {
  const { t } = useTranslation();
  const dialogs = useShellDialogs();
  return (
    <ChooserDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('calendar.taskSelector.title')}
      description={t('calendar.taskSelector.description')}
      options={[
        { key: 'job', icon: <ClipboardList />, label: t('calendar.taskSelector.job'), description: t('calendar.taskSelector.jobDescription'), onSelect: () => dialogs.open('createJob') },
        { key: 'event', icon: <CalendarPlus />, label: t('calendar.taskSelector.event'), description: t('calendar.taskSelector.eventDescription'), onSelect: () => dialogs.open('createEvent') },
      ]}
    />
  );
}
