// The job page as the router shows it: the jobs feature's page with the cards other features add to it (purchasing's
// materials and costs, the books' notice), composed here so the features do not import each other (eslint zones).
import JobDetailPage from '../features/jobs/job-detail-page';
import { JobBooksNotice } from '../features/accounting/job-books-notice';
import { JobPurchasingCard } from '../features/purchasing/job-purchasing-card';

const extraCards = (jobId: string) => (
  <>
    <JobPurchasingCard jobId={jobId} />
    <JobBooksNotice jobId={jobId} />
  </>
);

export default function JobDetailRoute() {
  return <JobDetailPage extraCards={extraCards} />;
}
