// Queries and mutations of the jobs feature (server/features/jobs routes).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateJobDialogInput, JobUpdateInput } from '../../../core/jobs/job.schema';
import type { JobStatus } from '../../../core/jobs/job-transitions';
import { apiRequest } from '../../lib/api-client';

export const JOBS_KEY = '/api/jobs';

export type JobSummary = {
  id: string;
  jobNumber: string;
  displayNumber: string;
  name: string;
  status: JobStatus;
  jobType: 'installation' | 'repair' | 'quote_visit';
  scheduledDate: string | null;
  startTime: string | null;
  endTime: string | null;
  calendarColor: string;
  assignedTo: string | null;
  customerId: string | null;
  customerName: string | null;
  quoteId: string | null;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  completedAt: string | null;
  createdAt: string;
};

export type Milestone = {
  id: string;
  jobId: string;
  name: string;
  percentage: number;
  amountCents: number;
  status: 'pending' | 'invoiced' | 'paid';
  dueDate: string | null;
  paidDate: string | null;
  sequenceOrder: number;
  milestoneType: string;
  reminderSent: boolean;
};

export type Payment = {
  id: string;
  milestoneId: string | null;
  amountCents: number;
  paymentType: 'quote_deposit' | 'job_deposit' | 'milestone' | 'final';
  paymentMethod: 'cash' | 'check' | 'card' | 'finance';
  paymentDate: string;
  checkNumber: string | null;
  notes: string | null;
  createdAt: string;
};

export type JobDetail = JobSummary & {
  notes: { at: string; text: string }[];
  photoUrls: string[];
  progressPercent: number;
  signatureName: string | null;
  signatureData: string | null;
  signedAt: string | null;
  customer: { id: string; name: string | null; email: string | null; phone: string | null; address: string | null; city: string | null; state: string | null; zipCode: string | null } | null;
  quote: { id: string; quoteNumber: number; status: string; totalCents: number; fenceType: string | null; linearFeet: number } | null;
  milestones: Milestone[];
  payments: Payment[];
};

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
