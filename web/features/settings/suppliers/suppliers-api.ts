// Issue 24: Settings → Suppliers' calls (core/suppliers/suppliers.api.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '../../../../core/suppliers/suppliers.api';
import type { ContractBody } from '../../../../core/api/contract';
import { apiCall, contractQueryKey, useContractQuery } from '../../../lib/api-contract';

export const useSupplierList = (archived: boolean) => useContractQuery(api.listSuppliers, { query: { archived: String(archived) } });
export const useMaterialPrices = () => useContractQuery(api.listMaterialPrices, {});
export const useCostSettings = () => useContractQuery(api.getCostSettings, {});

/** After any change: suppliers (their material counts), prices and every quote's costing read again. */
function useRefresh() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: [api.listSuppliers.path] }),
      qc.invalidateQueries({ queryKey: contractQueryKey(api.listMaterialPrices) }),
      qc.invalidateQueries({ queryKey: contractQueryKey(api.getCostSettings) }),
    ]);
}

export function useSaveSupplier() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ContractBody<typeof api.createSupplier> }) =>
      id ? apiCall(api.updateSupplier, { params: { id }, body }) : apiCall(api.createSupplier, { body }),
    onSuccess: refresh,
  });
}

export function useArchiveSupplier() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) => apiCall(archived ? api.archiveSupplier : api.restoreSupplier, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useSaveMaterialPrice() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: ContractBody<typeof api.saveMaterialPrice>) => apiCall(api.saveMaterialPrice, { body }), onSuccess: refresh });
}

export function useSaveCostSettings() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: ContractBody<typeof api.saveCostSettings>) => apiCall(api.saveCostSettings, { body }), onSuccess: refresh });
}

export const previewPriceList = (body: ContractBody<typeof api.previewPriceList>) => apiCall(api.previewPriceList, { body });

export function useImportPriceList() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: ContractBody<typeof api.importPriceList>) => apiCall(api.importPriceList, { body }), onSuccess: refresh });
}
