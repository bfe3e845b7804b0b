import { ClipboardList, FileText, UserPlus, Users } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useCurrentUser } from '../../features/auth/current-user';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog';
import { preloadShellDialogs } from '../shell-dialog-registry';
import { useShellDialogs } from '../../lib/shell-dialogs';

function Choice({ icon, label, description, onClick }: { icon: ReactNode; label: string; description: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex w-full items-center gap-4 rounded-lg border border-border bg-card p-4 text-left transition-colors hover:border-primary hover:bg-secondary"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary [&_svg]:size-5" aria-hidden="true">
        {icon}
      </span>
      <span className="grid gap-0.5">
        <span className="font-semibold">{label}</span>
        <span className="text-sm text-muted-foreground">{description}</span>
      </span>
    </button>
  );
}

/** SPEC §2 "Create button and dialogs": Customer, Quote, Task; admins only Add New Contractor. */
export function CreateDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const dialogs = useShellDialogs();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (open) preloadShellDialogs(); // the choices below open them: fetch their code while the person reads
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('nav.createTitle')}</DialogTitle>
          <DialogDescription>{t('nav.createDescription')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          {user?.isAdmin ? (
            <Choice
              icon={<Users />}
              label={t('nav.createContractor')}
              description={t('nav.createContractorDescription')}
              onClick={() => {
                dialogs.close();
                navigate('/admin?tab=contractors&action=new');
              }}
            />
          ) : (
            <>
              <Choice icon={<UserPlus />} label={t('nav.createCustomer')} description={t('nav.createCustomerDescription')} onClick={() => dialogs.open('addCustomer')} />
              <Choice icon={<FileText />} label={t('nav.createQuote')} description={t('nav.createQuoteDescription')} onClick={() => dialogs.open('quoteSelector')} />
              <Choice icon={<ClipboardList />} label={t('nav.createTask')} description={t('nav.createTaskDescription')} onClick={() => dialogs.open('taskSelector')} />
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
