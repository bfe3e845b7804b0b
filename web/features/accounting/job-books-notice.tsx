// On the job page: an invoice of this job that the bookkeeper voided or deleted in QuickBooks (issue 27 "In": "a voided
// invoice is shown on the job"). Picket keeps the milestone as it was; this says what QuickBooks did and what to check.
// Nothing shows while there is nothing to say, without QuickBooks, or if the list cannot be read.
import { useTranslation } from 'react-i18next';
import { getQboJobNotices } from '../../../core/quickbooks/quickbooks.api';
import { useContractQuery } from '../../lib/api-contract';
import { formatDate } from '../../lib/dates';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';

export function JobBooksNotice({ jobId }: { jobId: string }) {
  const { t, i18n } = useTranslation();
  const notices = useContractQuery(getQboJobNotices, { params: { id: jobId } }, { retry: false });
  const list = notices.data?.notices ?? [];
  if (list.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="job-books-notice-title" className="border-amber-500">
      <CardHeader>
        <CardTitle id="job-books-notice-title">{t('books.jobNotice.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <ul className="grid gap-2">
          {list.map((n) => {
            const values = { invoice: n.docNumber ?? t('books.jobNotice.anInvoice'), milestone: n.milestoneName, date: n.at ? formatDate(n.at, i18n.language) : '' };
            const key = `books.jobNotice.${n.state}${n.at ? 'On' : ''}` as const;
            return (
              <li key={n.milestoneId} className="wrap-anywhere">
                {t(key, values)}
              </li>
            );
          })}
        </ul>
        <p className="text-muted-foreground">{t('books.jobNotice.whatToDo', { count: list.length })}</p>
      </CardContent>
    </Card>
  );
}
