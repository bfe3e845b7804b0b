// The job page as the router shows it: the jobs feature's page with the cards other features add to it, composed here
// so the features do not import each other (eslint zones).
import JobDetailPage from '../features/jobs/job-detail-page';
import { JobBooksNotice } from '../features/accounting/job-books-notice';

export default function JobDetailRoute() {
  return <JobDetailPage extraCards={(jobId) => <JobBooksNotice jobId={jobId} />} />;
}
