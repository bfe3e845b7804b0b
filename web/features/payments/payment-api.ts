// Payments and milestones of a job; recording a payment carries an Idempotency-Key so a double click records once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MilestoneUpdate } from '../../../core/payments/milestone.schema';
import type { RecordPaymentInput } from '../../../core/payments/payment.schema';
import type { ContractResponse } from '../../../core/api/contract';
import { recordJobPayment, updateMilestone } from '../../../core/payments/payments.api';
import { apiCall } from '../../lib/api-contract';
import { invalidateJobs } from '../jobs/job-api';

export type RecordPaymentResult = ContractResponse<typeof recordJobPayment>;

/** POST /api/jobs/{id}/payments; the key rides along on the SPEC §7 CSRF retry too, so the retry cannot record twice. */
export function recordPaymentRequest(jobId: string, body: RecordPaymentInput, idempotencyKey: string): Promise<RecordPaymentResult> {
  return apiCall(recordJobPayment, { params: { id: jobId }, body }, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useRecordPayment(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: RecordPaymentInput; idempotencyKey: string }) => recordPaymentRequest(jobId, body, idempotencyKey),
    onSuccess: () => invalidateJobs(queryClient),
  });
}

export function useUpdateMilestone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MilestoneUpdate }) => apiCall(updateMilestone, { params: { id }, body }),
    onSuccess: () => invalidateJobs(queryClient),
  });
}

export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
