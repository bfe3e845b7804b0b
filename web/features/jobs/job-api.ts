// Queries and mutations of the jobs feature (server/features/jobs routes).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiContract, ContractInput, ContractResponse } from '../../../core/api/contract';
import * as api from '../../../core/jobs/jobs.api';
import type { CreateJobDialogInput, JobUpdateInput } from '../../../core/jobs/job.schema';
import type { JobStatus } from '../../../core/jobs/job-transitions';
import { listPaymentNotifications, listPaymentReminders } from '../../../core/notifications/notifications.api';
import { apiCall, useContractQuery } from '../../lib/api-contract';

export const JOBS_KEY = api.listJobs.path;

// One contract with the server (core view schemas).
export type { JobDetail } from '../../../core/jobs/job-view.schema';
export type { MilestoneView as Milestone } from '../../../core/payments/payment-view.schema';

export function useJobs(params: { status?: JobStatus | null; search?: string | null }) {
  return useContractQuery(api.listJobs, { query: { status: params.status || undefined, search: params.search || undefined } }, { placeholderData: (prev) => prev });
}

export function useJob(id: string) {
  return useContractQuery(api.getJob, { params: { id } }, { retry: false });
}

export function invalidateJobs(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [JOBS_KEY] }),
    queryClient.invalidateQueries({ queryKey: [listPaymentNotifications.path] }),
    queryClient.invalidateQueries({ queryKey: [listPaymentReminders.path] }),
  ]).then(() => undefined);
}

/** A change to one job through its contract; every job list and the payment bell refetch after it. */
function useJobMutation<C extends ApiContract, TBody>(contract: C, input: (body: TBody) => ContractInput<C>) {
  const queryClient = useQueryClient();
  return useMutation<ContractResponse<C>, Error, TBody>({
    mutationFn: (body) => (apiCall as (c: C, i: ContractInput<C>) => Promise<ContractResponse<C>>)(contract, input(body)),
    onSuccess: () => invalidateJobs(queryClient),
  });
}

export const useCreateJob = () => useJobMutation(api.createJob, (body: CreateJobDialogInput) => ({ body }));
export const useUpdateJob = (id: string) => useJobMutation(api.updateJob, (body: JobUpdateInput) => ({ params: { id }, body }));
export const useChangeJobStatus = (id: string) => useJobMutation(api.changeJobStatus, (body: { status: JobStatus; scheduledDate?: string }) => ({ params: { id }, body }));
export const useCompleteJob = (id: string) => useJobMutation(api.completeJob, (body: { signatureDataUrl?: string; signedBy?: string }) => ({ params: { id }, body }));
export const useAddNote = (id: string) => useJobMutation(api.addJobNote, (body: { note: string }) => ({ params: { id }, body }));
export const useAddPhoto = (id: string) => useJobMutation(api.addJobPhoto, (body: { url: string }) => ({ params: { id }, body }));

export function useConvertQuoteToJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: string) => apiCall(api.convertQuoteToJob, { params: { id: quoteId } }),
    onSuccess: () =>
      Promise.all([invalidateJobs(queryClient), queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).includes('quote') })]).then(() => undefined),
  });
}
