// Payments and milestones of a job; recording a payment carries an Idempotency-Key so a double click records once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MilestoneUpdate } from '../../../core/payments/milestone.schema';
import type { RecordPaymentInput } from '../../../core/payments/payment.schema';
import { apiRequest, clearCsrfToken, errorFromResponse, getCsrfToken } from '../../lib/api-client';
import { invalidateJobs, type Milestone, type Payment } from '../jobs/job-api';

export type RecordPaymentResult = { payment: Payment; milestone: Milestone | null; replayed: boolean };

async function postWithKey(url: string, body: unknown, idempotencyKey: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'x-csrf-token': await getCsrfToken(), 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
  });
}

/** POST /api/jobs/{id}/payments with the SPEC §7 CSRF retry (once, on 403). */
export async function recordPaymentRequest(jobId: string, body: RecordPaymentInput, idempotencyKey: string): Promise<RecordPaymentResult> {
  const url = `/api/jobs/${jobId}/payments`;
  let res = await postWithKey(url, body, idempotencyKey);
  if (res.status === 403) {
    clearCsrfToken();
    res = await postWithKey(url, body, idempotencyKey);
  }
  if (!res.ok) throw await errorFromResponse(res);
  return (await res.json()) as RecordPaymentResult;
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
    mutationFn: ({ id, body }: { id: string; body: MilestoneUpdate }) => apiRequest<Milestone>('PATCH', `/api/milestones/${id}`, body),
    onSuccess: () => invalidateJobs(queryClient),
  });
}

export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
