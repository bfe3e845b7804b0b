import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowUpList, FollowUpSettings } from '../../../core/follow-ups/follow-up.schema';
import { apiRequest } from '../../lib/api-client';

export const FOLLOW_UP_SETTINGS_KEY = ['/api/settings/follow-ups'] as const;
export type FollowUpOwnerKind = 'quotes' | 'jobs';

const listKey = (kind: FollowUpOwnerKind, id: string) => [`/api/${kind}`, id, 'follow-ups'] as const;

export function useFollowUpSettings() {
  return useQuery<FollowUpSettings>({ queryKey: FOLLOW_UP_SETTINGS_KEY });
}

export function useSaveFollowUpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: FollowUpSettings) => apiRequest<FollowUpSettings>('PUT', '/api/settings/follow-ups', values),
    onSuccess: (saved) => {
      queryClient.setQueryData(FOLLOW_UP_SETTINGS_KEY, saved);
      // What waits on every quote and job was planned again with the new cadences.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey.at(-1) === 'follow-ups' });
    },
  });
}

export function useFollowUps(kind: FollowUpOwnerKind, id: string) {
  return useQuery<FollowUpList>({ queryKey: listKey(kind, id) });
}

export function useToggleFollowUps(kind: FollowUpOwnerKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'stop' | 'resume') => apiRequest<FollowUpList>('POST', `/api/${kind}/${id}/follow-ups/${action}`),
    onSuccess: (list) => queryClient.setQueryData(listKey(kind, id), list),
  });
}
