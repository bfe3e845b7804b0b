// Queries and mutations of the jobs feature (server/features/jobs routes).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateJobDialogInput, JobUpdateInput } from '../../../core/jobs/job.schema';
import type { JobStatus } from '../../../core/jobs/job-transitions';
import type { JobDetail, JobSummary } from '../../../core/jobs/job-view.schema';
import { apiRequest } from '../../lib/api-client';

export const JOBS_KEY = '/api/jobs';

// One contract with the server (core view schemas).
export type { JobDetail, JobSummary } from '../../../core/jobs/job-view.schema';
export type { MilestoneView as Milestone, PaymentView as Payment } from '../../../core/payments/payment-view.schema';

export function useJobs(params: { status?: JobStatus | null; search?: string | null }) {
  return useQuery<JobSummary[]>({ queryKey: [JOBS_KEY, { status: params.status || null, search: params.search || null }], placeholderData: (prev) => prev });
}

export function useJob(id: string) {
  return useQuery<JobDetail>({ queryKey: [JOBS_KEY, id], retry: false });
}

export function invalidateJobs(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [JOBS_KEY] }),
    queryClient.invalidateQueries({ queryKey: ['/api/payment-notifications'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/payment-reminders'] }),
  ]).then(() => undefined);
}

function useJobMutation<TBody>(method: string, path: (body: TBody) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => apiRequest<JobDetail>(method, path(body), body),
    onSuccess: () => invalidateJobs(queryClient),
  });
}

export const useCreateJob = () => useJobMutation<CreateJobDialogInput>('POST', () => JOBS_KEY);
export const useUpdateJob = (id: string) => useJobMutation<JobUpdateInput>('PATCH', () => `${JOBS_KEY}/${id}`);
export const useChangeJobStatus = (id: string) => useJobMutation<{ status: JobStatus; scheduledDate?: string }>('POST', () => `${JOBS_KEY}/${id}/status`);
export const useCompleteJob = (id: string) => useJobMutation<{ signatureDataUrl?: string; signedBy?: string }>('POST', () => `${JOBS_KEY}/${id}/complete`);
export const useAddNote = (id: string) => useJobMutation<{ note: string }>('POST', () => `${JOBS_KEY}/${id}/notes`);
export const useAddPhoto = (id: string) => useJobMutation<{ url: string }>('POST', () => `${JOBS_KEY}/${id}/photos`);

export function useConvertQuoteToJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: string) => apiRequest<JobDetail>('POST', `/api/quotes/${quoteId}/convert-to-job`),
    onSuccess: () =>
      Promise.all([invalidateJobs(queryClient), queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).includes('quote') })]).then(() => undefined),
  });
}
