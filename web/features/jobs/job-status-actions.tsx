// Status moves allowed from the current status (core/jobs/job-transitions.ts); completion asks for the homeowner's signature.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allowedJobTransitions, type JobStatus } from '../../../core/jobs/job-transitions';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { toast } from '../../ui/use-toast';
import { useChangeJobStatus, useCompleteJob, type JobDetail } from './job-api';
import { SignaturePad } from './signature-pad';
import { useServerMessage } from '../../lib/server-message';

export function JobStatusActions({ job }: { job: JobDetail }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const change = useChangeJobStatus(job.id);
  const complete = useCompleteJob(job.id);
  const [completing, setCompleting] = useState(false);
  const [signature, setSignature] = useState<string | null>(null);
  const [signedBy, setSignedBy] = useState('');
  const fail = (error: Error) => toast({ variant: 'destructive', title: t('jobs.toast.errorTitle'), description: serverText(error) });

  const moves = allowedJobTransitions[job.status].filter((s) => s !== 'completed');
  return (
    <div className="flex flex-wrap gap-2">
      {moves.map((status: JobStatus) => (
        <Button key={status} size="sm" variant={status === 'cancelled' ? 'outline' : 'secondary'} disabled={change.isPending} onClick={() => change.mutate({ status }, { onError: fail })}>
          {t(`jobs.action.${status}`)}
        </Button>
      ))}
      {allowedJobTransitions[job.status].includes('completed') ? (
        <Button size="sm" onClick={() => setCompleting(true)}>
          {t('jobs.action.completed')}
        </Button>
      ) : null}
      <Dialog open={completing} onOpenChange={setCompleting}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{t('jobs.complete.title')}</DialogTitle>
            <DialogDescription>{t('jobs.complete.description')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4">
            <SignaturePad label={t('jobs.complete.signatureArea')} onChange={setSignature} />
            <FormField label={t('jobs.complete.signedBy')}>
              <Input value={signedBy} onChange={(e) => setSignedBy(e.target.value)} autoComplete="off" />
            </FormField>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setCompleting(false)}>
              {t('jobs.complete.cancel')}
            </Button>
            <Button
              disabled={complete.isPending}
              onClick={() =>
                complete.mutate(
                  { ...(signature ? { signatureDataUrl: signature } : {}), ...(signedBy.trim() ? { signedBy: signedBy.trim() } : {}) },
                  { onSuccess: () => setCompleting(false), onError: fail },
                )
              }
            >
              {t('jobs.complete.submit')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
