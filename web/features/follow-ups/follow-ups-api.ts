import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowUpSettings } from '../../../core/follow-ups/follow-up.schema';
import * as api from '../../../core/follow-ups/follow-ups.api';
import { apiCall, contractQueryKey, useContractQuery } from '../../lib/api-contract';

export const FOLLOW_UP_SETTINGS_KEY = contractQueryKey(api.getFollowUpSettings);
export type FollowUpOwnerKind = 'quotes' | 'jobs';

const calls = {
  quotes: { list: api.listQuoteFollowUps, stop: api.stopQuoteFollowUps, resume: api.resumeQuoteFollowUps },
  jobs: { list: api.listJobFollowUps, stop: api.stopJobFollowUps, resume: api.resumeJobFollowUps },
} as const;

export function useFollowUpSettings() {
  return useContractQuery(api.getFollowUpSettings, {});
}

export function useSaveFollowUpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: FollowUpSettings) => apiCall(api.updateFollowUpSettings, { body: values }),
    onSuccess: (saved) => {
      queryClient.setQueryData(FOLLOW_UP_SETTINGS_KEY, saved);
      // What waits on every quote and job was planned again with the new cadences.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey.at(-1) === 'follow-ups' });
    },
  });
}

export function useFollowUps(kind: FollowUpOwnerKind, id: string) {
  return useContractQuery(calls[kind].list, { params: { id } });
}

export function useToggleFollowUps(kind: FollowUpOwnerKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'stop' | 'resume') => apiCall(calls[kind][action], { params: { id } }),
    onSuccess: (list) => queryClient.setQueryData(contractQueryKey(calls[kind].list, { params: { id } }), list),
  });
}
