// "Convert to Job" on the contractor's quote view (issue 6; SPEC §4: the quote moves to converted_to_job).
import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { canTransitionQuote, type QuoteStatus } from '../../../core/quotes/quote-transitions';
import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';
import { useConvertQuoteToJob } from './job-api';
import { useServerMessage } from '../../lib/server-message';

export function ConvertToJobButton({ quoteId, status }: { quoteId: string; status: QuoteStatus }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const [, navigate] = useLocation();
  const convert = useConvertQuoteToJob();
  if (!canTransitionQuote(status, 'converted_to_job')) return null;
  return (
    <Button
      disabled={convert.isPending}
      onClick={() =>
        convert.mutate(quoteId, {
          onSuccess: (job) => {
            toast({ title: t('jobs.toast.convertedTitle'), description: t('jobs.toast.convertedDescription', { number: job.displayNumber }) });
            navigate(`/jobs/${job.id}`);
          },
          onError: (error) => toast({ variant: 'destructive', title: t('jobs.toast.errorTitle'), description: serverText(error, t('jobs.toast.createFailed')) }),
        })
      }
    >
      <Hammer aria-hidden="true" />
      {convert.isPending ? t('jobs.convert.converting') : t('jobs.convert.button')}
    </Button>
  );
}
