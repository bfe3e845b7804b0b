// /jobs/:id: the jobs feature's page with the purchasing cards composed in (features never import each other).
import JobDetailPage from '../features/jobs/job-detail-page';
import { JobPurchasingCard } from '../features/purchasing/job-purchasing-card';

const materials = (jobId: string) => <JobPurchasingCard jobId={jobId} />;

export default function JobPage() {
  return <JobDetailPage materials={materials} />;
}
