import type { ContractResponse } from '../../../core/api/contract';
import { getProfileContent } from '../../../core/settings/settings.api';
import { useContractQuery } from '../../lib/api-contract';

export type ProfileContent = ContractResponse<typeof getProfileContent>;

/** The signed-in contractor's customer-facing content (shown on their quote pages). */
export function useProfileContent() {
  return useContractQuery(getProfileContent, {});
}
